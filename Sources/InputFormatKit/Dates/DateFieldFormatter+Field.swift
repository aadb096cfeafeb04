extension DateFieldFormatter {
    /// The locale the date is written in: its field speaks its language.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "de_DE").fieldLocale   // "de_DE"
    /// ```
    public var fieldLocale: String? { locale }

    /// The number pad: the separators come by themselves.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "de_DE").keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint { .numberPad }

    /// The bound a date outside the range passes, in the locale's long form: a verdict says
    /// `Enter a date on or before 31 December 2026` (in a month–year field, its month and year
    /// in words, `Enter a date on or after November 2026`, and `Enter the month and year` for one
    /// begun). A date field never refuses a keystroke for its range; the field shows the verdict
    /// as its validation timing says.
    ///
    /// ```swift
    /// let field = try DateFieldFormatter(locale: "en_GB", maximum: GregorianDate(iso8601: "2026-12-31"))
    /// field.verdict(raw: "01012027")?.inlineMessage(in: .english).text
    /// // "Enter a date on or before 31 December 2026"
    /// ```
    public func messageArguments(for date: TypedDate) -> [String: String] {
        switch date.validation {
        case .beforeMinimum: ["minimum": boundTexts.minimum ?? ""]
        case .afterMaximum: ["maximum": boundTexts.maximum ?? ""]
        default: [:]
        }
    }

    /// The date in the locale's long form and calendar (`25. November 2026`), as a screen reader
    /// should say it.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "de_DE").longText(of: (try GregorianDate(year: 2026, month: 11, day: 25)))
    /// // "25. November 2026"
    /// ```
    ///
    /// - Complexity: one ICU format call.
    public func longText(of date: GregorianDate) -> String {
        (try? icu.format(date, style: .long)) ?? date.description
    }

    /// A month–year value's month and year in words, in the locale's calendar, as ICU writes the
    /// skeleton `yMMMM` (`November 2026`, `listopad 2026`): what a screen reader should say;
    /// `nil` for a value not yet a month.
    ///
    /// ```swift
    /// let expiry = try DateFieldFormatter(locale: "de_DE", pattern: "MM/yy")
    /// expiry.longText(ofMonth: expiry.value(raw: "1126")!)   // "November 2026"
    /// ```
    ///
    /// - Complexity: an ICU conversion in a calendar other than the Gregorian, and one ICU format (which opens a
    ///   format for the pattern).
    public func longText(ofMonth typed: TypedDate) -> String? {
        guard typed.validation.isReadInFull, let year = typed.year, let month = typed.month,
              let first = isGregorian ? GregorianDate.valid(year: year, month: month, day: 1) : icu.gregorian(year: year, month: month, day: 1),
              let pattern = try? ICUCalendar.pattern(skeleton: "yMMMM", locale: locale) else { return nil }
        return try? icu.format(first, pattern: pattern)
    }
}

extension DateFieldFormatter {
    /// The text a finished field shows for `date` (Gregorian), in the field's pattern, digits and
    /// calendar: what an app sets a field to (a date of birth kept from before), or shows as an
    /// example; `nil` for a date whose year in the field's calendar is not four digits, or, where
    /// the pattern writes two (`MM/yy`), one they do not stand for. A month–year field shows the
    /// date's month (`11/26`).
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "fa_IR").text(of: (try GregorianDate(year: 2026, month: 11, day: 25)))   // "۱۴۰۵/۰۹/۰۴"
    /// ```
    ///
    /// - Complexity: one ICU call to convert `date` to a calendar other than the Gregorian; its digits are then
    ///   laid out.
    public func text(of date: GregorianDate) -> String? {
        guard let shown = isGregorian ? (date.year, date.month, date.day) : icu.convert(fromGregorian: date),
              let digits = digits(year: shown.year, month: shown.month, day: shown.day) else { return nil }
        return finishedText(raw: String(decoding: digits, as: UTF8.self))
    }
}
