extension IBANFormatter {
    /// An error for an incomplete IBAN, one whose check digits are wrong, or a longer one.
    ///
    /// ```swift
    /// IBANFormatter().verdict(raw: "DE89")?.code                      // .ibanIncomplete
    /// IBANFormatter().verdict(raw: "DE89370400440532013000")          // nil
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func verdict(raw: String) -> ValueVerdict? {
        value(raw: raw).flatMap { verdict(of: $0, raw: raw) }
    }

    /// The verdict on an IBAN read from `raw`: its validation, made when it was read.
    ///
    /// ```swift
    /// let formatter = IBANFormatter()
    /// formatter.verdict(of: formatter.value(raw: "DE89")!, raw: "DE89")?.code   // .ibanIncomplete
    /// ```
    ///
    /// - Complexity: O(1): the validation was made when it was read.
    @_spi(FormatterAuthoring) public func verdict(of iban: IBAN, raw: String) -> ValueVerdict? {
        switch iban.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .ibanIncomplete)
        case .invalidChecksum: return ValueVerdict(code: .ibanInvalidChecksum)
        case .tooLong: return ValueVerdict(code: .ibanTooLong)
        }
    }
}
