extension PhoneFormatter {
    /// The phone pad.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").keyboardHint   // .phonePad
    /// ```
    public var keyboardHint: KeyboardHint { .phonePad }

    /// An error for a number that is incomplete, too long, or not a number of its region, by
    /// libphonenumber's lengths and patterns (``PhoneNumberCheck``).
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").verdict(ofRaw: "650253")?.code   // "phone.incomplete"
    /// try PhoneFormatter(region: "US").verdict(ofRaw: "6502532222")     // nil
    /// ```
    public func verdict(ofRaw raw: String) -> ValueVerdict? {
        guard let number = value(ofRaw: raw) else { return nil }
        switch number.check {
        case .valid: return nil
        case .incomplete: return ValueVerdict(.error, code: "phone.incomplete", message: .phoneIncomplete)
        case .tooLong: return ValueVerdict(.error, code: "phone.too-long", message: .phoneTooLong)
        case .invalid:
            return ValueVerdict(.error, code: "phone.invalid", message: .phoneInvalid,
                                arguments: ["region": number.region ?? number.countryCode.map { "+\($0)" } ?? region])
        }
    }
}
