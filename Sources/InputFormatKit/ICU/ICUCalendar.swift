import CICU

/// A locale's calendar and date formats from ICU, opened once: the numeric date pattern of a
/// skeleton, conversion between the calendar and the Gregorian one, the locale's long and medium
/// forms of a date, and their reading.
///
/// It owns the ICU objects and closes them when the last copy of whatever holds it goes away.
/// Every call is thread-safe (CICU serialises calls on one calendar).
///
/// ```swift
/// let persian = try ICUCalendar(locale: "fa_IR")
/// persian.type                                                   // "persian"
/// persian.convert(fromGregorian: (try GregorianDate(year: 2026, month: 11, day: 25)))   // (1405, 9, 4)
/// try persian.format((try GregorianDate(year: 2026, month: 11, day: 25)), style: .long)  // "۴ آذر ۱۴۰۵"
/// ```
@_spi(Internals) public final class ICUCalendar: @unchecked Sendable {
    // @unchecked: the pointer is only used through CICU, which locks around every call.
    private let handle: OpaquePointer

    /// The locale the calendar was opened for (with its keywords, such as `@calendar=gregorian`).
    public let locale: String
    /// The calendar's type as ICU names it: `gregorian`, `persian`, `buddhist`, `islamic-umalqura`.
    public let type: String
    /// How many eras the calendar counts years in (1 for the Persian calendar, 2 for the Gregorian).
    public let eraCount: Int

    /// The locale's formats of a whole date (ICU's `UDateFormatStyle`).
    public enum Style: Int32, Sendable, CaseIterable {
        /// `Wednesday, November 25, 2026`
        case full
        /// `November 25, 2026`
        case long
        /// `Nov 25, 2026`
        case medium
        /// `11/25/26`
        case short
    }

    /// Opens the calendar of `locale`; throws ``ICUError`` when ICU cannot open it.
    ///
    /// ```swift
    /// try ICUCalendar(locale: "th_TH").type   // "buddhist"
    /// ```
    ///
    /// - Complexity: opens ICU's calendar, a Gregorian one and the locale's four date formats: make one once and keep
    ///   it.
    public init(locale: String) throws(ICUError) {
        var status: Int32 = 0
        guard let opened = ifk_calendar_open(locale, &status), !ICUError.isFailure(status) else {
            throw ICUError(code: status, operation: "open the calendar of \(locale)")
        }
        handle = opened
        self.locale = locale
        var name = [CChar](repeating: 0, count: 64)
        ifk_calendar_type(opened, &name, Int32(name.count))
        type = ICULocale.string(from: name)
        eraCount = Int(ifk_calendar_era_count(opened))
    }

    deinit { ifk_calendar_close(handle) }

    /// The calendars the process shares, by locale (with its keywords).
    static let kept = SharedCache<String, ICUCalendar>(bound: 32)

    /// The calendar of `locale`, opened once and shared (up to 32 locales; past that, opened
    /// for each use).
    ///
    /// ```swift
    /// try ICUCalendar.shared(locale: "th_TH").type   // "buddhist"
    /// ```
    ///
    /// - Complexity: a look-up; the first time, ICU's calendars and date formats opened (a few
    ///   hundred microseconds).
    static func shared(locale: String) throws(ICUError) -> ICUCalendar {
        try kept.value(for: locale) { () throws(ICUError) in try ICUCalendar(locale: locale) }
    }

    /// The patterns found so far, by skeleton and locale.
    static let patterns = SharedCache<LocaleSetting, String>(bound: 256)

    /// The best pattern ICU's date-time pattern generator gives `skeleton` in `locale`
    /// (`udatpg_getBestPattern`): `dd.MM.y` for `yMMdd` in de_DE, `h:mm a` for `jmm` in en_US.
    ///
    /// ```swift
    /// try ICUCalendar.pattern(skeleton: "yMMdd", locale: "ko_KR")   // "y. MM. dd."
    /// ```
    ///
    /// - Complexity: a look-up once a skeleton's pattern in `locale` is known (up to 256 are kept); the first time, ICU's
    ///   pattern generator for `locale`, which CICU keeps open for the last locale asked (opening it takes about half a
    ///   millisecond).
    public static func pattern(skeleton: String, locale: String) throws(ICUError) -> String {
        try patterns.value(for: LocaleSetting(locale: locale, setting: skeleton)) { () throws(ICUError) in
            let units = Array(skeleton.utf16)
            return try ICUText.read(operation: "find the pattern of “\(skeleton)” in \(locale)") { out, capacity, status in
                units.withUnsafeBufferPointer { ifk_date_pattern(locale, $0.baseAddress, Int32($0.count), out, capacity, &status) }
            }
        }
    }

    /// The date `date` (Gregorian) is in this calendar, as (year, month, day).
    ///
    /// - Complexity: one ICU call.
    public func convert(fromGregorian date: GregorianDate) -> (year: Int, month: Int, day: Int)? {
        convert([date.year, date.month, date.day], fromGregorian: true)
    }

    /// The Gregorian date of `year`, `month` (1-based) and `day` in this calendar, `nil` when
    /// they are no date (a 31st of a month of 30 days).
    ///
    /// - Complexity: one ICU call.
    public func gregorian(year: Int, month: Int, day: Int) -> GregorianDate? {
        convert([year, month, day], fromGregorian: false).flatMap { GregorianDate.valid(year: $0.year, month: $0.month, day: $0.day) }
    }

    private func convert(_ fields: [Int], fromGregorian: Bool) -> (year: Int, month: Int, day: Int)? {
        guard fields.allSatisfy({ $0 > Int(Int32.min) && $0 < Int(Int32.max) }) else { return nil }
        let input = fields.map { Int32($0) }
        var output: [Int32] = [0, 0, 0]
        var status: Int32 = 0
        let isDate = ifk_calendar_convert(handle, fromGregorian ? 1 : 0, input, &output, &status)
        guard isDate == 1, !ICUError.isFailure(status) else { return nil }
        return (Int(output[0]), Int(output[1]), Int(output[2]))
    }

    /// `date` (Gregorian) in this calendar, in the locale's format of `style`, or in `pattern`
    /// when one is given.
    ///
    /// - Complexity: one ICU call (with a pattern, ICU opens a format for it).
    public func format(_ date: GregorianDate, style: Style = .long, pattern: String? = nil) throws(ICUError) -> String {
        let fields: [Int32] = [Int32(date.year), Int32(date.month), Int32(date.day)]
        let patternUnits = pattern.map { Array($0.utf16) }
        return try ICUText.read(operation: "format \(date) in \(locale)") { out, capacity, status in
            guard let patternUnits else {
                return ifk_calendar_format(handle, style.rawValue, nil, 0, fields, out, capacity, &status)
            }
            return patternUnits.withUnsafeBufferPointer {
                ifk_calendar_format(handle, style.rawValue, $0.baseAddress, Int32($0.count), fields, out, capacity, &status)
            }
        }
    }

    /// A whole text read strictly as a date in the locale's full, long, medium or short format,
    /// trying only `styles`, in that order: the date in this calendar and in the Gregorian one;
    /// `nil` when none of them reads all of it.
    ///
    /// - Complexity: one ICU parse for each style tried, O(n) in the text's length each: at most
    ///   `styles.count`.
    public func parse(_ text: String, styles: [Style] = Style.allCases) -> (year: Int, month: Int, day: Int, gregorian: GregorianDate)? {
        let mask = styles.reduce(Int32(0)) { $0 | 1 << $1.rawValue }
        guard mask != 0 else { return nil }
        let units = Array(text.utf16)
        var fields: [Int32] = [0, 0, 0]
        var gregorian: [Int32] = [0, 0, 0]
        var status: Int32 = 0
        let style = units.withUnsafeBufferPointer {
            ifk_calendar_parse(handle, $0.baseAddress, Int32($0.count), mask, &fields, &gregorian, &status)
        }
        guard style >= 0, !ICUError.isFailure(status),
              let date = GregorianDate.valid(year: Int(gregorian[0]), month: Int(gregorian[1]), day: Int(gregorian[2]))
        else { return nil }
        return (Int(fields[0]), Int(fields[1]), Int(fields[2]), date)
    }

    /// A whole text read strictly as a date in `pattern` (a month and a year in words: `MMMM y`):
    /// in this calendar and in the Gregorian one, the fields the pattern lacks (the day) the 1st;
    /// `nil` when the pattern does not read all of it.
    ///
    /// ```swift
    /// try ICUCalendar(locale: "en_US").parse("November 2026", pattern: "MMMM y")?.month   // 11
    /// ```
    ///
    /// - Complexity: one ICU parse, O(n) in the text's length, with a format opened for it.
    public func parse(_ text: String, pattern: String) -> (year: Int, month: Int, day: Int, gregorian: GregorianDate)? {
        let units = Array(text.utf16), patternUnits = Array(pattern.utf16)
        var fields: [Int32] = [0, 0, 0]
        var gregorian: [Int32] = [0, 0, 0]
        var status: Int32 = 0
        let found = patternUnits.withUnsafeBufferPointer { pattern in
            units.withUnsafeBufferPointer {
                ifk_calendar_parse_pattern(handle, pattern.baseAddress, Int32(pattern.count), $0.baseAddress, Int32($0.count),
                                           &fields, &gregorian, &status)
            }
        }
        guard found == 1, !ICUError.isFailure(status),
              let date = GregorianDate.valid(year: Int(gregorian[0]), month: Int(gregorian[1]), day: Int(gregorian[2]))
        else { return nil }
        return (Int(fields[0]), Int(fields[1]), Int(fields[2]), date)
    }

    /// How many ICU parses ``parse(_:styles:)`` and ``parse(_:pattern:)`` have made on the calling thread, on any calendar:
    /// what reading texts costs, counted without a clock (tests read it before and after).
    public static var parseCount: Int { Int(ifk_calendar_parse_count()) }

    /// The first year of the hundred, in this calendar, into which the locale's formats place a
    /// two-digit year (ICU's default: eighty years before today).
    ///
    /// - Complexity: one ICU call, each time it is read.
    public var twoDigitYearStart: Int {
        var status: Int32 = 0
        return Int(ifk_calendar_two_digit_year_start(handle, &status))
    }

    /// The locale's names of the two day periods (`AM`, `PM`; `오전`, `오후`).
    ///
    /// - Complexity: two ICU calls, each time it is read.
    public var dayPeriods: (am: String, pm: String) {
        func period(_ index: Int32) -> String {
            (try? ICUText.read(operation: "read a day period") { out, capacity, status in
                ifk_calendar_day_period(handle, index, out, capacity, &status)
            }) ?? (index == 0 ? "AM" : "PM")
        }
        return (period(0), period(1))
    }
}
