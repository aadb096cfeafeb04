/// A time-of-day field in the clock, separators and digits of a locale:
///
/// - the pattern is ICU's for the skeleton `jmm`: `HH:mm` where the locale uses 24 hours,
///   `h:mm a` and its day period where it uses 12 (`9:41 AM` in en_US, `오후 9:41` in ko_KR);
///   an app picks the clock (``Clock``: skeletons `hmm`, `Hmm`) and seconds (`jmmss`, `hmmss`,
///   `Hmmss`), or gives a pattern (`HH:mm`, `h:mm a`, `HH:mm:ss`, `h:mm:ss a`);
/// - the separator appears with the hour's second digit (`09:`), and in a field with seconds
///   the minutes' separator with theirs (`09:41:`); a first digit no hour begins
///   with is the hour (`9` is `09`, on a 24-hour clock `3` to `9`), and so is one digit before a
///   typed `:` or `.`; minutes or seconds above 59 and hours the clock lacks are refused as typed;
/// - on a 12-hour clock, `a` or `p` (or the first letter of the locale's period names) picks the
///   period wherever the caret is, and a time without one is the verdict's; an hour 13 to 23
///   typed with its minutes is that afternoon's (`21:05` is `09:05 PM`, as pasted), the hour 00
///   midnight's (`00:30` is `12:30 AM`);
/// - on a 24-hour clock, the period's key after the minutes have begun turns an hour 0 to 12
///   (`9:05 PM` typed is 21:05, as pasted); the space before it and its `M` change nothing;
/// - once a letter is typed, the keys are read as their paste: a period's whole name gives its
///   period on either clock (dsb `9:24 dopołdnja` is 09:24, zh_CN `下午9:24` 21:24);
/// - paste reads `9:41`, `09:41 PM`, `21:41` (on a 12-hour clock, 9:41 PM; `00:30` is 12:30 AM)
///   and digits alone; with seconds `9:41:05`, `21:41:05`, `09:41:05 PM`, `0506:09` (the
///   hour and minutes as typed, then the seconds), and a paste with an hour, minutes or seconds
///   that are none is refused as typing is (`7:71`);
/// - an edit inside the hour moves no minute into it, nor one inside the minutes a second: it is
///   made in the text shown (`TimeOfDayFormatter+EditedInPlace.swift`; `12:|34`, Backspace, is
///   `1|:34`; `12:34:|56` is `12:3|:56`).
///
/// In its duration mode (``init(locale:duration:)``) the same field takes hours past 24, read
/// from the right (`730` is `7:30`), its value a number of seconds
/// (``TimeOfDay/durationInSeconds``): `TimeOfDayFormatter+Duration.swift` gives its rules.
///
/// The value is the hour (0 to 23), minutes and seconds (0 without them). While editing the hour
/// has two digits; once editing ends it is as wide as the pattern says (`9:41 AM`), as ICU
/// writes it.
///
/// ```swift
/// var field = InputField(formatter: try TimeOfDayFormatter(locale: "en_US"))
/// field.type("941p")
/// field.text.description        // "09:41 PM|"
/// field.value?.description      // "21:41"
///
/// var precise = InputField(formatter: try TimeOfDayFormatter(locale: "de_DE", clock: .locale, seconds: true))
/// precise.type("214105")
/// precise.text.description      // "21:41:05|"
/// ```
public struct TimeOfDayFormatter: ValidatingFormatter, BuiltInFormatter {
    /// The locale.
    public let locale: String
    /// The ICU pattern the field lays times out by; for a duration, the locale's 24-hour pattern
    /// (`HH:mm`, `HH 'h' mm`) whose separators and words it takes, its hours any number of digits.
    public let pattern: String
    /// The locale's names of the two day periods (`AM`, `PM`).
    public let periods: (am: String, pm: String)

    let layoutPattern: TimePattern
    /// The locale's digits 0 to 9.
    let digits: [String]
    /// The digits a whole time has: the hour's two and the minutes' two, and the seconds' two
    /// where the pattern has them.
    let digitCount: Int
    /// The words of the locale's other clock, found when first read.
    let otherClock = OtherClockWords()
    /// The duration the field takes instead of a time of day (`7:30`, 27,000 seconds), `nil` for
    /// a time of day: ``init(locale:duration:)``.
    public let duration: DurationMode?

    /// A time field for `locale`, on its clock or on the one `pattern` gives.
    ///
    /// - Throws: ``ConfigurationError/unknownLocale(_:)``, or
    ///   ``ConfigurationError/unsupportedTimePattern(_:)`` for a pattern that is not an hour,
    ///   minutes and perhaps seconds (with a day period on a 12-hour clock).
    /// - Complexity: takes the locale's pattern and calendar from the process's shared ICU objects; the first time
    ///   in a locale, opens ICU's pattern generator and calendar (about a millisecond).
    ///
    /// ```swift
    /// try TimeOfDayFormatter(locale: "de_DE").pattern                      // "HH:mm"
    /// try TimeOfDayFormatter(locale: "de_DE", pattern: "HH:mm:ss").pattern  // "HH:mm:ss"
    /// ```
    public init(locale: String, pattern: String? = nil) throws(ConfigurationError) {
        try self.init(locale: locale, pattern: pattern, skeleton: Clock.locale.skeleton(seconds: false))
    }

    /// A time field for `locale` on `clock`, with seconds or without, in ICU's pattern for them
    /// in the locale (skeletons `jmm`, `hmm`, `Hmm`; with seconds `jmmss`, `hmmss`, `Hmmss`).
    ///
    /// - Throws: ``ConfigurationError/unknownLocale(_:)``, or
    ///   ``ConfigurationError/unsupportedTimePattern(_:)`` quoting ICU's pattern where the
    ///   locale writes that clock in a way the field does not type (ja_JP's 12-hour `aK:mm`, an
    ///   hour 0 to 11).
    /// - Complexity: as ``init(locale:pattern:)``.
    ///
    /// ```swift
    /// try TimeOfDayFormatter(locale: "de_DE", clock: .twelveHour).pattern              // "h:mm\u{202F}a"
    /// try TimeOfDayFormatter(locale: "en_US", clock: .twentyFourHour).pattern          // "HH:mm"
    /// try TimeOfDayFormatter(locale: "en_US", clock: .locale, seconds: true).pattern  // "h:mm:ss\u{202F}a"
    /// ```
    public init(locale: String, clock: Clock, seconds: Bool = false) throws(ConfigurationError) {
        try self.init(locale: locale, pattern: nil, skeleton: clock.skeleton(seconds: seconds))
    }

    /// A duration field for `locale`: hours past 24 (up to `duration`'s most), minutes and, with
    /// its seconds, seconds, laid out with the separators and digits of the locale's 24-hour
    /// pattern (`Hmm`, `Hmmss`) and read by the rules of `TimeOfDayFormatter+Duration.swift`;
    /// its value is ``TimeOfDay/durationInSeconds``.
    ///
    /// - Throws: ``ConfigurationError/unknownLocale(_:)``, or
    ///   ``ConfigurationError/durationHoursOutOfRange(_:)`` for a most hours outside 1 to 99,999.
    /// - Complexity: as ``init(locale:pattern:)``.
    ///
    /// ```swift
    /// let field = try TimeOfDayFormatter(locale: "de_DE", duration: .hoursAndMinutes)
    /// field.value(raw: "730")?.durationInSeconds   // 27000
    /// field.finishedText(raw: "730")               // "7:30"
    /// ```
    public init(locale: String, duration: DurationMode) throws(ConfigurationError) {
        guard DurationMode.hoursRange.contains(duration.maximumHours) else { throw .durationHoursOutOfRange(duration.maximumHours) }
        try self.init(locale: locale, pattern: nil, skeleton: Clock.twentyFourHour.skeleton(seconds: duration.seconds), duration: duration)
    }

    /// A time field for `locale` laid out by `pattern`, or by ICU's pattern for `skeleton`; a
    /// duration field when `duration` is given.
    private init(locale: String, pattern: String?, skeleton: String, duration: DurationMode? = nil) throws(ConfigurationError) {
        guard let resolved = ICULocale.resolve(locale) else { throw .unknownLocale(locale) }
        let chosen: String
        if let pattern { chosen = pattern } else {
            do { chosen = try ICUCalendar.pattern(skeleton: skeleton, locale: resolved) } catch { throw .unknownLocale(locale) }
        }
        layoutPattern = try TimePattern(chosen)
        digitCount = layoutPattern.hasSeconds ? 6 : 4
        do {
            digits = try ICUNumberSymbols.shared(locale: resolved).digits
            periods = try ICUCalendar.shared(locale: resolved).dayPeriods
        } catch { throw .unknownLocale(locale) }
        self.locale = resolved
        self.pattern = chosen
        self.duration = duration
    }

    /// The raw characters: the four (or six) digits, and on a 12-hour clock `a` or `p` for the period
    /// once chosen, before the digits where the period comes first.
    struct Parts {
        var digits: [UInt8]
        var period: UInt8?
    }

    func parts(of raw: String) -> Parts {
        var parts = Parts(digits: [], period: nil)
        for byte in raw.utf8 {
            if byte == UInt8(ascii: "a") || byte == UInt8(ascii: "p") { parts.period = byte } else { parts.digits.append(byte) }
        }
        return parts
    }

    func raw(of parts: Parts) -> String {
        let period = parts.period.map { [$0] } ?? []
        let bytes = layoutPattern.periodFirst ? period + parts.digits : parts.digits + period
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The hour of the day (0 to 23) that `clock`, an hour 0 to 12, is in `period` (`a` or `p`):
    /// 12 AM is 0, 9 PM 21.
    static func hour(_ clock: Int, in period: UInt8) -> Int {
        (period == UInt8(ascii: "p") ? 12 : 0) + clock % 12
    }

    /// Where the digits start in the raw characters (after a period that comes first).
    func digitOffset(_ parts: Parts) -> Int { layoutPattern.periodFirst && parts.period != nil ? 1 : 0 }

    // MARK: InputFormatter

    /// The digits of a time's text as ASCII, and its period as `a` or `p` when the text names
    /// one (at most `digitCount` digits: a longer text, set from outside, is read as a paste); an hour
    /// edited in place (`1:34`) is its own raw characters.
    ///
    /// - Complexity: O(*n*) in the length of `text`, in which the day periods' names are looked for.
    public func rawText(of text: String) -> String {
        if duration != nil { return durationRawText(of: text) }
        let raw = rawText(ofDigitsIn: text)
        // An hour edited in place (`1:34`) is its own raw characters.
        if mayBeEditedInPlace(text), layout(raw: raw).text != text { return text }
        return raw
    }

    /// The digits of `text`, and its period, as the field's raw characters.
    func rawText(ofDigitsIn text: String) -> String {
        var parts = Parts(digits: [], period: periodNamed(in: text))
        for scalar in text.unicodeScalars {
            guard let digit = DecimalDigit.value(of: scalar) else { continue }
            parts.digits.append(UInt8(ascii: "0") + digit)
            if parts.digits.count > digitCount { break }
        }
        if !layoutPattern.uses12Hour { parts.period = nil }
        return raw(of: parts)
    }

    /// The hour, the separator once the hour is whole, the minutes, in a field with seconds their
    /// separator once they are whole and the seconds, and the period once chosen.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func layout(raw: String) -> RawLayout {
        if duration != nil { return durationLayout(raw: raw, hidingHourZeros: false) }
        return layout(raw: raw, hourWithoutZero: false)
    }

    func layout(raw: String, hourWithoutZero: Bool) -> RawLayout {
        if Self.isEditedInPlace(raw) { return PlainTextFormatter().layout(raw: raw) }
        let parts = self.parts(of: raw)
        guard !raw.isEmpty else { return RawLayout(text: "", rawSpans: []) }
        var text = layoutPattern.prefix
        var spans: [Range<Int>] = []
        func append(_ piece: String, raw: Bool) {
            let start = text.utf16.count
            text += piece
            if raw { spans.append(start..<text.utf16.count) }
        }
        let periodName = parts.period.map { $0 == UInt8(ascii: "a") ? periods.am : periods.pm }
        if layoutPattern.periodFirst, let periodName {
            append(periodName, raw: true)
            text += layoutPattern.periodGap
        }
        for (index, byte) in parts.digits.enumerated() {
            let digit = Int(byte &- UInt8(ascii: "0"))
            let shown = digit < 10 ? digits[digit] : String(UnicodeScalar(byte))
            if index == 0, hourWithoutZero, byte == UInt8(ascii: "0"), parts.digits.count > 1 {
                spans.append(text.utf16.count..<text.utf16.count)   // a leading zero not shown
                continue
            }
            append(shown, raw: true)
            if index == 1 { text += layoutPattern.separator } else if index == 3, layoutPattern.hasSeconds { text += layoutPattern.secondSeparator }
        }
        if !layoutPattern.periodFirst, let periodName {
            text += layoutPattern.periodGap
            append(periodName, raw: true)
        }
        if parts.digits.count == digitCount, parts.period != nil || !layoutPattern.uses12Hour { text += layoutPattern.suffix }
        return RawLayout(text: text, rawSpans: spans)
    }

    /// The hour, minutes and seconds typed, `nil` for an empty field.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func value(raw: String) -> TimeOfDay? {
        guard !raw.isEmpty else { return nil }
        if let duration { return durationValue(raw: raw, mode: duration) }
        if Self.isEditedInPlace(raw) {
            // Read as a paste of it is; a text that reads as no time holds none.
            guard let digits = readDigits(ofEdited: raw), !digits.isEmpty, let time = value(raw: digits) else {
                return TimeOfDay(hour: nil, minute: nil, second: layoutPattern.hasSeconds ? nil : 0, validation: .incomplete,
                                 description: layoutPattern.hasSeconds ? "??:??:??" : "??:??")
            }
            return time
        }
        let parts = self.parts(of: raw)
        let typed = parts.digits
        func number(_ range: Range<Int>) -> Int? {
            guard typed.count >= range.upperBound else { return nil }
            return DateFieldFormatter.number(typed[range])
        }
        let clockHour = number(0..<2), minute = number(2..<4), second = layoutPattern.hasSeconds ? number(4..<6) : 0
        var hour = clockHour
        if layoutPattern.uses12Hour, let clock = clockHour {
            hour = parts.period.map { Self.hour(clock, in: $0) }
        }
        func shown(_ range: Range<Int>) -> String {
            let digits = typed.count > range.lowerBound ? typed[range.lowerBound..<min(range.upperBound, typed.count)] : []
            return String(decoding: digits, as: UTF8.self) + String(repeating: "?", count: range.count - digits.count)
        }
        let validation: TimeValidation
        if typed.count < digitCount || clockHour == nil || minute == nil || second == nil {
            validation = .incomplete
        } else if !hourRange.contains(clockHour ?? -1) || !(0...59).contains(minute ?? -1) || !(0...59).contains(second ?? -1) {
            validation = .invalid
        } else if layoutPattern.uses12Hour, parts.period == nil {
            validation = .periodMissing
        } else {
            validation = .valid
        }
        let hourText = validation == .valid || (!layoutPattern.uses12Hour && clockHour != nil)
            ? DateFieldFormatter.asciiDigits(hour ?? 0, width: 2).map { String(UnicodeScalar($0)) }.joined() : shown(0..<2)
        let secondText = layoutPattern.hasSeconds ? ":\(shown(4..<6))" : ""
        return TimeOfDay(hour: validation == .valid ? hour : nil, minute: minute, second: second, validation: validation,
                         description: "\(hourText):\(shown(2..<4))\(secondText)")
    }

    /// The text once editing ends: the hour as wide as the pattern writes it (`9:41 AM`).
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func finishedText(raw: String) -> String {
        if duration != nil { return durationLayout(raw: raw, hidingHourZeros: true).text }
        return layout(raw: finished(raw: raw), hourWithoutZero: layoutPattern.hourWithoutZero).text
    }

    /// The raw characters kept when editing ends: an hour edited in place that reads as a whole
    /// time becomes its digits (`1:34` is `0134`); any other raw characters stay.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func finished(raw: String) -> String {
        guard duration == nil, Self.isEditedInPlace(raw), let digits = readDigits(ofEdited: raw),
              parts(of: digits).digits.count == digitCount else { return raw }
        return digits
    }
}
