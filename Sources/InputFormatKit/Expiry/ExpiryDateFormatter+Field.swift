extension ExpiryDateFormatter {
    /// The number pad.
    ///
    /// ```swift
    /// ExpiryDateFormatter().keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint { .numberPad }

    /// An error for a date that is incomplete, not a month, expired or too far ahead.
    ///
    /// ```swift
    /// ExpiryDateFormatter(year: 2026, month: 11).verdict(raw: "0125")?.code   // .expiryExpired
    /// ```
    public func verdict(raw: String) -> ValueVerdict? {
        guard let date = value(raw: raw) else { return nil }
        switch date.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .expiryIncomplete)
        case .invalidMonth: return ValueVerdict(code: .expiryInvalidMonth)
        case .expired: return ValueVerdict(code: .expiryExpired)
        case .tooFarAhead: return ValueVerdict(code: .expiryTooFarAhead)
        }
    }
}
