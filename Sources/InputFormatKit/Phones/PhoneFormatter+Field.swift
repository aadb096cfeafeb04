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
    var maximumRawUTF8Count: Int? { Self.maximumDigits + 1 }

    /// The region a number of no pattern was read in (its calling code when it names no region),
    /// for `Check the number: it is not a valid number for US`.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").verdict(raw: "2341234567")?.arguments   // ["region": "US"]
    /// ```
    public func messageArguments(for number: PhoneNumber) -> [String: String] {
        number.validation == .invalid ? ["region": number.region ?? number.countryCode.map { "+\($0)" } ?? region] : [:]
    }
}
