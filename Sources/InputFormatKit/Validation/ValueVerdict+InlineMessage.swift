extension ValueVerdict {
    /// The error message of this verdict in `table`'s words; a code the table has no message for
    /// reads as a value in the wrong format.
    ///
    /// ```swift
    /// verdict.inlineMessage(in: .english).text   // "Check the card number: it is not valid"
    /// ```
    public func inlineMessage(in table: MessageTable) -> InlineMessage {
        InlineMessage(.error, table.text(MessageTable.Key(verdict: code) ?? .patternMismatch, arguments))
    }
}

extension MessageTable.Key {
    /// The message of a built-in verdict code, `nil` for another code.
    init?(verdict code: ValueVerdict.Code) {
        switch code {
        case .cardIncomplete: self = .cardIncomplete
        case .cardInvalidChecksum: self = .cardInvalidChecksum
        case .cardUnsupportedLength: self = .cardUnsupportedLength
        case .cardUnknownBrand: self = .cardUnknownBrand
        case .securityCodeIncomplete: self = .securityCodeIncomplete
        case .securityCodeTooLong: self = .securityCodeTooLong
        case .ibanIncomplete: self = .ibanIncomplete
        case .ibanInvalidChecksum: self = .ibanInvalidChecksum
        case .ibanTooLong: self = .ibanTooLong
        case .expiryIncomplete: self = .expiryIncomplete
        case .expiryInvalidMonth: self = .expiryInvalidMonth
        case .expiryExpired: self = .expiryExpired
        case .expiryTooFarAhead: self = .expiryTooFarAhead
        case .amountAboveMaximum: self = .amountAboveMaximum
        case .amountBelowMinimum: self = .amountBelowMinimum
        case .numberAboveMaximum: self = .numberAboveMaximum
        case .numberBelowMinimum: self = .numberBelowMinimum
        case .phoneIncomplete: self = .phoneIncomplete
        case .phoneTooLong: self = .phoneTooLong
        case .phoneInvalid: self = .phoneInvalid
        case .dateIncomplete: self = .dateIncomplete
        case .dateInvalid: self = .dateInvalid
        case .dateBeforeMinimum: self = .dateBeforeMinimum
        case .dateAfterMaximum: self = .dateAfterMaximum
        case .timeIncomplete: self = .timeIncomplete
        case .timePeriodMissing: self = .timePeriodMissing
        case .timeInvalid: self = .timeInvalid
        default: return nil
        }
    }
}
