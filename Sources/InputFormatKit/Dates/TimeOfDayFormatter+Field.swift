extension TimeOfDayFormatter {
    /// The locale the time is written in: its field speaks its language.
    ///
    /// ```swift
    /// try TimeOfDayFormatter(locale: "ja_JP").fieldLocale   // "ja_JP"
    /// ```
    public var fieldLocale: String? { locale }

    /// The number pad on a 24-hour clock; digits and punctuation (for `a` and `p`) on a 12-hour one.
    public var keyboardHint: KeyboardHint { layoutPattern.uses12Hour ? .numbersAndPunctuation : .numberPad }

    /// The locale's names of the periods, for a 12-hour time typed without one (`Add AM or PM`).
    public func messageArguments(for time: TimeOfDay) -> [String: String] {
        time.validation == .periodMissing ? ["am": periods.am, "pm": periods.pm] : [:]
    }
}
