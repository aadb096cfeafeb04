extension PhoneFormatter {
    /// The phone pad.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").keyboardHint   // .phonePad
    /// ```
    public var keyboardHint: KeyboardHint { .phonePad }

    /// A `+` and at most ``maximumDigits`` digits, one ASCII byte each: a field refuses a
    /// keystroke or paste that would hold more (only a text set from outside the field can).
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").maximumRawUTF8Count   // 21
    /// ```
    @_spi(FormatterAuthoring) public var maximumRawUTF8Count: Int? { Self.maximumDigits + 1 }

    /// An error for a number that is incomplete, too long, or not a number of its region, by
    /// libphonenumber's lengths and patterns (``PhoneNumberValidation``).
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").verdict(raw: "650253")?.code   // .phoneIncomplete
    /// try PhoneFormatter(region: "US").verdict(raw: "6502532222")     // nil
    /// ```
    ///
    /// - Complexity: that of `value(raw:)`: O(*n*) in the length of `raw`.
    public func verdict(raw: String) -> ValueVerdict? {
        value(raw: raw).flatMap { verdict(of: $0, raw: raw) }
    }

    /// The verdict on a number read from `raw`: its validation, made when it was read.
    ///
    /// ```swift
    /// let phone = try PhoneFormatter(region: "US")
    /// phone.verdict(of: phone.value(raw: "650253")!, raw: "650253")?.code   // .phoneIncomplete
    /// ```
    ///
    /// - Complexity: O(1): the validation was made when the number was read.
    @_spi(FormatterAuthoring) public func verdict(of number: PhoneNumber, raw: String) -> ValueVerdict? {
        switch number.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .phoneIncomplete)
        case .tooLong: return ValueVerdict(code: .phoneTooLong)
        case .invalid:
            return ValueVerdict(code: .phoneInvalid, arguments: ["region": number.region ?? number.countryCode.map { "+\($0)" } ?? region])
        }
    }
}
