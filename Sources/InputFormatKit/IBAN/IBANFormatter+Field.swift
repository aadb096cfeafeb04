extension IBANFormatter {
    /// An error for an incomplete IBAN or one whose check digits are wrong.
    ///
    /// ```swift
    /// IBANFormatter().verdict(raw: "DE89")?.code                      // .ibanIncomplete
    /// IBANFormatter().verdict(raw: "DE89370400440532013000")          // nil
    /// ```
    public func verdict(raw: String) -> ValueVerdict? {
        guard let iban = value(raw: raw) else { return nil }
        switch iban.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(.error, code: .ibanIncomplete, message: .ibanIncomplete)
        case .invalidChecksum: return ValueVerdict(.error, code: .ibanInvalidChecksum, message: .ibanInvalidChecksum)
        }
    }
}
