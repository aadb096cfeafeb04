/// The characters a pasted text may carry between those a field keeps, which masks and phone
/// numbers leave out of a paste rather than refuse it for: white space (tabs and line breaks
/// too), punctuation, math, currency and modifier symbols, and format marks such as bidi
/// marks. Anything else — a letter no slot takes, an emoji or another symbol (`°`, `™`), a
/// control character — is refused.
///
/// ```swift
/// PastedSeparator.isLeftOut("—", leavingOutCurrencySymbols: true)    // true: dash punctuation
/// PastedSeparator.isLeftOut("🙂", leavingOutCurrencySymbols: true)   // false: refused
/// PastedSeparator.isLeftOut("$", leavingOutCurrencySymbols: false)   // false: a phone number refuses an amount
/// ```
enum PastedSeparator {
    /// Whether `character` is left out of a paste; a currency symbol only when
    /// `leavingOutCurrencySymbols`.
    static func isLeftOut(_ character: Character, leavingOutCurrencySymbols: Bool) -> Bool {
        if character.isWhitespace { return true }
        guard let scalar = character.unicodeScalars.first else { return true }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .format, .otherPunctuation, .dashPunctuation, .openPunctuation,
             .closePunctuation, .connectorPunctuation, .initialPunctuation, .finalPunctuation,
             .mathSymbol, .modifierSymbol:
            return true
        case .currencySymbol:
            return leavingOutCurrencySymbols
        default:
            return false
        }
    }
}
