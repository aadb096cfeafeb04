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
