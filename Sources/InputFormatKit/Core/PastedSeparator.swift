/// The characters a pasted text may carry between those a field keeps — spaces, punctuation,
/// symbols, format marks such as bidi marks — which masks and phone numbers leave out of a
/// paste rather than refuse it for. Anything else (a letter where no slot takes one, an emoji,
/// a control character) is refused.
///
/// ```swift
/// PastedSeparator.isLeftOut("—", currencySymbols: true)    // true: dash punctuation
/// PastedSeparator.isLeftOut("🙂", currencySymbols: true)   // false: refused
/// PastedSeparator.isLeftOut("$", currencySymbols: false)   // false: a phone number refuses an amount
/// ```
enum PastedSeparator {
    /// Whether `character` is left out of a paste; a currency symbol only when `currencySymbols`.
    static func isLeftOut(_ character: Character, currencySymbols: Bool) -> Bool {
        if character.isWhitespace { return true }
        guard let scalar = character.unicodeScalars.first else { return true }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .format, .otherPunctuation, .dashPunctuation, .openPunctuation,
             .closePunctuation, .connectorPunctuation, .initialPunctuation, .finalPunctuation,
             .mathSymbol, .modifierSymbol:
            return true
        case .currencySymbol:
            return currencySymbols
        default:
            return false
        }
    }
}
