extension CardNumberFormatter {
    /// The number pad.
    ///
    /// ```swift
    /// CardNumberFormatter().keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint { .numberPad }

    /// An error for an incomplete number, a wrong check digit, an unsupported length or a
    /// number of no known brand.
    ///
    /// ```swift
    /// CardNumberFormatter().verdict(raw: "4111")?.code   // .cardIncomplete
    /// ```
    public func verdict(raw: String) -> ValueVerdict? {
        guard let card = value(raw: raw) else { return nil }
        switch card.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .cardIncomplete)
        case .invalidChecksum: return ValueVerdict(code: .cardInvalidChecksum)
        case .unsupportedLength: return ValueVerdict(code: .cardUnsupportedLength)
        case .unknownBrand: return ValueVerdict(code: .cardUnknownBrand)
        }
    }
}

extension ValueVerdict.Code {
    /// A card number with too few digits.
    public static let cardIncomplete: Self = "card.incomplete"
    /// A card number whose check digit is wrong.
    public static let cardInvalidChecksum: Self = "card.invalid-checksum"
    /// A card number longer than its brand issues.
    public static let cardUnsupportedLength: Self = "card.unsupported-length"
    /// A card number of twelve digits or more whose first digits are no known brand's.
    public static let cardUnknownBrand: Self = "card.unknown-brand"
}

extension FormField where Formatter == CardNumberFormatter {
    /// The cardholder's choice of brand for a co-badged number (European rules require offering
    /// it): the field reads every number `brand` claims as `brand` (grouping, lengths, check
    /// digit), and any other number as before; `nil` goes back to the first candidate. The
    /// digits stay; the text regroups if the brand groups them otherwise, the caret by the same
    /// digit; the choice holds as the number is edited, counting only while `brand` is a
    /// candidate.
    ///
    /// ```swift
    /// card.value?.candidates   // [.unionPay, .rupay]
    /// card.choose(.rupay)
    /// card.value?.brand        // .rupay
    /// ```
    public mutating func choose(_ brand: CardBrand?) {
        guard brand != formatter.chosenBrand else { return }
        let chosen = CardNumberFormatter(choosing: brand)
        let before = formatter.layout(raw: raw)
        let after = chosen.layout(raw: raw)
        let selection = input.text.selection
        input = input.with(formatter: chosen)
        if before.text != after.text {
            // Laid out again from the digits; the caret or selection stays by the same digits.
            if input.isFocused {
                let digits = before.rawBoundary(at: selection.lowerBound)..<before.rawBoundary(at: selection.upperBound)
                input.blur()
                input.focus()
                input.select(after.selection(forRaw: digits))
            } else {
                input.focus()
                input.blur()
            }
        }
        if validatesEveryEdit { runRules() }
    }
}
