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
        value(raw: raw).flatMap { verdict(of: $0, raw: raw) }
    }

    /// The verdict on a date read from `raw`: its validation, made when it was read.
    ///
    /// ```swift
    /// let expiry = ExpiryDateFormatter(year: 2026, month: 11)
    /// expiry.verdict(of: expiry.value(raw: "0125")!, raw: "0125")?.code   // .expiryExpired
    /// ```
    ///
    /// - Complexity: O(1): the validation was made when it was read.
    @_spi(FormatterAuthoring) public func verdict(of date: ExpiryDate, raw: String) -> ValueVerdict? {
        switch date.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .expiryIncomplete)
        case .invalidMonth: return ValueVerdict(code: .expiryInvalidMonth)
        case .expired: return ValueVerdict(code: .expiryExpired)
        case .tooFarAhead: return ValueVerdict(code: .expiryTooFarAhead)
        }
    }
}
