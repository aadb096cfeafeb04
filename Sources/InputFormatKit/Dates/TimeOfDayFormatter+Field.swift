extension TimeOfDayFormatter {
    /// The locale the time is written in: its field speaks its language.
    ///
    /// ```swift
    /// try TimeOfDayFormatter(locale: "ja_JP").fieldLocale   // "ja_JP"
    /// ```
    public var fieldLocale: String? { locale }

    /// The number pad on a 24-hour clock; digits and punctuation (for `a` and `p`) on a 12-hour one.
    public var keyboardHint: KeyboardHint { layoutPattern.uses12Hour ? .numbersAndPunctuation : .numberPad }

    /// An error for a time that is incomplete, without its period, or no time of day.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func verdict(raw: String) -> ValueVerdict? {
        value(raw: raw).flatMap { verdict(of: $0, raw: raw) }
    }

    /// The verdict on a time read from `raw`: its validation, made when it was read.
    ///
    /// ```swift
    /// let time = try TimeOfDayFormatter(locale: "en_GB")
    /// time.verdict(of: time.value(raw: "09")!, raw: "09")?.code   // .timeIncomplete
    /// ```
    ///
    /// - Complexity: O(1): the validation was made when it was read.
    @_spi(FormatterAuthoring) public func verdict(of time: TimeOfDay, raw: String) -> ValueVerdict? {
        switch time.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .timeIncomplete)
        case .periodMissing: return ValueVerdict(code: .timePeriodMissing, arguments: ["am": periods.am, "pm": periods.pm])
        case .invalid: return ValueVerdict(code: .timeInvalid)
        }
    }
}
