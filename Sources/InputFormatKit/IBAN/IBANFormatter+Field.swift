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
        guard let iban = value(raw: raw) else { return nil }
        switch iban.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .ibanIncomplete)
        case .invalidChecksum: return ValueVerdict(code: .ibanInvalidChecksum)
        case .tooLong: return ValueVerdict(code: .ibanTooLong)
        }
    }
}
