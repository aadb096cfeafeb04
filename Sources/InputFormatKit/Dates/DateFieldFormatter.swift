/// A date field in the order, separators, digits and calendar of a locale, typed as people type
/// a date:
///
/// - the pattern is ICU's for the skeleton `yMMdd` in the locale (`dd.MM.y` in de_DE, `MM/dd/y`
///   in en_US, `y. MM. dd.` in ko_KR), or one the app gives; digits are the locale's own;
/// - the pattern may be a month and a year alone, in any order (`MM/yy`, a card's expiry; `y-MM`;
///   the skeletons `yMM` and `yyMM`), and its year may be two digits (`dd/MM/yy`): the field shows
///   the two digits, the value has the whole year, placed by ICU's two-digit start (or `today`);
///   a month–year value has no day and no ``TypedDate/gregorian`` (``TypedDate/parts``), and its
///   range rule compares months;
/// - the separator after a day or month appears with its second digit (de_DE: `15` shows `15.`);
/// - a first digit that cannot begin its field is the field itself: `4` where the month goes
///   is `04`, `5` where the day goes is `05`;
/// - a separator typed after one digit of a day or month pads it (`1.` gives `01.`); typed where
///   the separator is shown, it is that separator;
/// - a month above 12, a day above 31 or `00` is refused as it is typed (a year `0000` is no
///   date: the verdict says so); a day the month does not have (31 April, 29 February outside leap years) is the
///   verdict's once the date is whole;
/// - backspace right after a separator deletes the digit before it; the caret never stands
///   inside a separator (the shared caret rules);
/// - an edit inside a day, month or year moves no digit into another part: it is made in the
///   text shown, whose separators stay (`25/|12/2026`, Backspace, is `2|/12/2026`);
/// - paste and autofill read ISO 8601 (`2026-11-25`, a Gregorian date), the locale's numeric
///   form (with one-digit days and months and two-digit years, placed in the century ICU's
///   formats place them in), and the locale's full, long, medium and short forms through ICU
///   (`25. November 2026`). Where the locale's own form starts with the year and a hyphen
///   (`y-MM-dd` in sv_SE, `y-dd-MM` in ky_KG, the Persian `y-MM-dd` of ps_AF), text in that form
///   is the locale's own, so that the field's text always reads back as it is;
/// - typed key by key, each of these ends with the date its paste gives: keys in words or in ISO
///   8601 begun are kept as typed, an open text (`DateFieldFormatter+OpenText.swift`), and a year
///   of two digits is the year it stands for (`25.11.26` is 2026).
///
/// The calendar is the locale's as ICU gives it (`fa_IR` Persian, `th_TH` Buddhist, `ar_SA`
/// Islamic Umm al-Qura) or one the app names; the value's ``TypedDate/gregorian`` is always the
/// Gregorian date.
///
/// ```swift
/// var field = InputField(formatter: try DateFieldFormatter(locale: "de_DE"))
/// field.type("4")
/// field.text.description                 // "04|."
/// field.type("1120")
/// field.value?.description               // "20??-11-04"
/// field.type("26")
/// field.value?.gregorian?.description    // "2026-11-04"
///
/// var expiry = InputField(formatter: try DateFieldFormatter(locale: "en_US", pattern: "MM/yy"))
/// expiry.type("1126")
/// expiry.text.description                // "11/26|"
/// expiry.value?.description              // "2026-11"
/// ```
public struct DateFieldFormatter: ValidatingFormatter, BuiltInFormatter {
    /// The locale, with the calendar keyword when the app named a calendar (`fa_IR@calendar=gregorian`).
    public let locale: String
    /// The calendar the field shows, as ICU names it.
    public var calendar: String { icu.type }
    /// The ICU pattern the field lays dates out by.
    public let pattern: String
    /// The earliest date the range rule accepts, if any.
    public let minimum: GregorianDate?
    /// The latest date the range rule accepts, if any.
    public let maximum: GregorianDate?
    /// The day two-digit years are placed around, if the app gave one (else now, as ICU does).
    public let today: GregorianDate?

    let layoutPattern: DatePattern
    let icu: ICUCalendar
    /// What ``layout(raw:)`` writes: the locale's digits and the pattern's text, as UTF-8.
    let glyphs: Glyphs
    /// The bounds as the locale's long form writes them, for the range messages.
    let boundTexts: (minimum: String?, maximum: String?)
    /// The first year, in the field's calendar, of the hundred a two-digit year is placed in,
    /// when ``today`` was given: eighty years before it. Without it, ICU's: eighty years before now.
    let givenTwoDigitYearStart: Int?
    /// Where each field's digits start among the raw digits, by field (a month–year field's
    /// day at `length`: it has none).
    let starts: (day: Int, month: Int, year: Int)
    /// How many raw digits a whole date has: 8 for `dd.MM.y`, 6 for `dd/MM/yy` and `MM/y`, 4 for `MM/yy`.
    let length: Int
    /// The first year of the hundred a year typed in two digits is placed in, read once where
    /// the pattern writes the year in two digits (`MM/yy`): ``givenTwoDigitYearStart``, else ICU's.
    let shortYearStart: Int?
    /// A month–year field's bounds as the year and month in its calendar: a month is within the
    /// range when the bound's month is (a minimum of 2026-11-25 takes November 2026).
    let boundMonths: (minimum: MonthOfYear?, maximum: MonthOfYear?)
    /// The words the locale writes dates with, for keys typed in words; made when first needed.
    let dateWords = DateWords()

    /// The calendars whose dates are three numbers alone: no cycles, no era restarting the
    /// years, no leap month.
    public static let supportedCalendars: Set<String> = [
        "gregorian", "iso8601", "buddhist", "persian", "indian",
        "islamic", "islamic-civil", "islamic-umalqura", "islamic-tbla", "islamic-rgsa",
    ]

    /// ICU's other calendars, whose years repeat in cycles or restart with each era, or that
    /// have a leap month or a thirteenth month: known, but not typed as digits alone.
    static let calendarsWithoutDigitDates: Set<String> = [
        "japanese", "chinese", "dangi", "hebrew", "roc", "coptic", "ethiopic", "ethiopic-amete-alem",
    ]

    /// BCP 47's calendar identifiers where ICU's differ.
    static let bcp47CalendarNames = ["gregory": "gregorian", "islamicc": "islamic-civil", "ethioaa": "ethiopic-amete-alem"]

    /// A date field for `locale`.
    ///
    /// - Parameters:
    ///   - locale: an ICU locale identifier (`de_DE`, `fa_IR`).
    ///   - calendar: the calendar to show instead of the locale's (`gregorian`; BCP 47's
    ///     `gregory` and `islamicc` name ICU's too), if any.
    ///   - skeleton: the ICU skeleton the pattern is generated from (`yMMdd`, `yMd`; a month and
    ///     a year alone: `yMM` gives `MM/y` in en_US, `yyMM` `MM/yy`).
    ///   - pattern: a pattern of the app's own (`dd/MM/y`, `dd/MM/yy`, `MM/yy`, `y-MM`), instead of
    ///     the generated one: a month and a year as numbers, with or without a day, in any order.
    ///   - minimum: the earliest date the range rule accepts; in a month–year field, its month.
    ///   - maximum: the latest; in a month–year field, its month.
    ///   - today: the day a two-digit year is placed around, in the hundred years from eighty
    ///     years before it (`46` is 1946 around 2026-11-25, `45` 2045), as ICU places it around
    ///     now; by default now. Give it where a reading must not change with the day it runs (a
    ///     test, a batch). (A date in words, `Nov 25, 26`, is read by ICU, around now.)
    /// - Throws: ``ConfigurationError`` for an unknown locale, an unknown calendar, a calendar
    ///   that cannot be typed as digits, a pattern that is not a month and a year as numbers (with
    ///   or without a day), or a minimum after the maximum.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "en_US").pattern                          // "MM/dd/y"
    /// try DateFieldFormatter(locale: "fa_IR", calendar: "gregorian").calendar  // "gregorian"
    /// try DateFieldFormatter(locale: "de_DE", skeleton: "yyMM").pattern        // "MM.yy"
    /// ```
    ///
    /// - Complexity: takes the locale's calendar, date formats and pattern from the process's shared ICU objects
    ///   (about ten microseconds); the first time in a locale, opens them (about a millisecond).
    public init(locale: String, calendar: String? = nil, skeleton: String = "yMMdd", pattern: String? = nil,
                minimum: GregorianDate? = nil, maximum: GregorianDate? = nil, today: GregorianDate? = nil) throws(ConfigurationError) {
        try self.init(locale: locale, calendar: calendar, skeleton: skeleton, pattern: pattern, minimum: minimum, maximum: maximum,
                      today: today, twoDigitYearStart: nil)
    }

    /// The one initializer: `twoDigitYearStart`, when given, is the first year of the hundred a
    /// two-digit year is placed in (the expiry field's: fifty years before today), else eighty
    /// years before `today`, else ICU's.
    init(locale: String, calendar: String? = nil, skeleton: String = "yMMdd", pattern: String? = nil,
         minimum: GregorianDate? = nil, maximum: GregorianDate? = nil, today: GregorianDate? = nil,
         twoDigitYearStart: Int?) throws(ConfigurationError) {
        guard var resolved = ICULocale.resolve(locale), !resolved.contains("@") || calendar == nil else {
            throw .unknownLocale(locale)
        }
        if let given = calendar {
            // ICU's names, or BCP 47's where they differ (`gregory`, `islamicc`, `ethioaa`).
            let calendar = Self.bcp47CalendarNames[given.lowercased()] ?? given.lowercased()
            guard Self.supportedCalendars.contains(calendar) else {
                throw Self.calendarsWithoutDigitDates.contains(calendar) ? .unsupportedCalendar(given) : .unknownCalendar(given)
            }
            resolved += "@calendar=" + calendar
        }
        let icu: ICUCalendar
        do { icu = try ICUCalendar.shared(locale: resolved) } catch { throw .unknownLocale(locale) }
        guard Self.supportedCalendars.contains(icu.type) else { throw .unsupportedCalendar(icu.type) }
        let chosen: String
        if let pattern {
            chosen = pattern
        } else {
            do { chosen = try ICUCalendar.pattern(skeleton: skeleton, locale: resolved) } catch { throw .unsupportedDatePattern(skeleton) }
        }
        // An era is literal text only in a calendar of one era (AP, AH, BE); the Gregorian
        // calendar's two would need a field of their own.
        var era = ""
        if DatePattern.hasEra(chosen) {
            guard icu.eraCount == 1, let eraPattern = chosen.firstRange(of: #/G+/#).map({ String(chosen[$0]) }),
                  let today = GregorianDate.valid(year: 2000, month: 1, day: 1),
                  let name = try? icu.format(today, pattern: eraPattern) else { throw .unsupportedDatePattern(chosen) }
            era = name
        }
        let layoutPattern = try DatePattern(chosen, era: era)
        if let minimum, let maximum, minimum > maximum {
            throw .emptyRange(minimum: minimum.description, maximum: maximum.description)
        }
        let digits: [String]
        do { digits = try ICUNumberSymbols.shared(locale: resolved).digits } catch { throw .unknownLocale(locale) }
        self.locale = resolved
        self.pattern = chosen
        self.layoutPattern = layoutPattern
        self.icu = icu
        self.glyphs = Glyphs(digits: digits, pattern: layoutPattern)
        self.minimum = minimum
        self.maximum = maximum
        self.today = today
        let givenTwoDigitYearStart = twoDigitYearStart ?? today.flatMap { icu.convert(fromGregorian: $0)?.year }.map { $0 - 80 }
        self.givenTwoDigitYearStart = givenTwoDigitYearStart
        self.shortYearStart = layoutPattern.yearWidth == 2 ? givenTwoDigitYearStart ?? icu.twoDigitYearStart : nil
        if layoutPattern.hasDay {
            self.boundTexts = (minimum.flatMap { try? icu.format($0, style: .long) }, maximum.flatMap { try? icu.format($0, style: .long) })
            self.boundMonths = (nil, nil)
        } else {
            // A month's bound is said as the month: `November 2026`.
            let monthPattern = try? ICUCalendar.pattern(skeleton: "yMMMM", locale: resolved)
            func said(_ date: GregorianDate?) -> String? { date.flatMap { try? icu.format($0, pattern: monthPattern) } }
            self.boundTexts = (said(minimum), said(maximum))
            func month(_ date: GregorianDate?) -> MonthOfYear? {
                guard let date, let shown = icu.type == "gregorian" || icu.type == "iso8601"
                    ? (date.year, date.month, date.day) : icu.convert(fromGregorian: date) else { return nil }
                return MonthOfYear(year: shown.year, month: shown.month)
            }
            self.boundMonths = (month(minimum), month(maximum))
        }
        var offset = 0
        var starts: [DatePattern.Component: Int] = [:]
        for component in layoutPattern.order {
            starts[component] = offset
            offset += layoutPattern.width(of: component)
        }
        self.length = offset
        self.starts = (starts[.day] ?? offset, starts[.month] ?? 2, starts[.year] ?? 4)
    }

    // MARK: InputFormatter

    /// The digits of a date's text, in any script, as ASCII (at most `length`, eight for a day,
    /// month and year: a longer text, set from outside, is not this field's own layout and is
    /// read as a paste).
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "de_DE").rawText(of: "15.11.2")   // "15112"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text` at most: it stops reading at the tenth digit.
    public func rawText(of text: String) -> String {
        let digits = rawText(ofLayoutDigitsIn: text)
        // An open text (a date in words, ISO 8601 in another order, digits edited in place) is
        // its own raw characters.
        // (More digits than a date has are no layout: `01-25 AP0` of `MM-yy G` is an open text.)
        if digits.utf8.count > length || layout(raw: digits).text != text, hasOpenShape(text) || mayBeEditedInPlace(text) {
            return text
        }
        return digits
    }

    /// Whether `text` may be digits and separators edited inside a part (`2/12/2026`): no
    /// longer than an open text, and not digits alone, which are the field's digits.
    private func mayBeEditedInPlace(_ text: String) -> Bool {
        text.utf8.count <= 4 * Self.longestOpenText && text.count <= Self.longestOpenText && !text.allSatisfy { Self.digit($0) != nil }
    }

    /// The first `length` digits of `text` and one more, in any script, as ASCII.
    private func rawText(ofLayoutDigitsIn text: String) -> String {
        var raw = ""
        for scalar in text.unicodeScalars {
            guard let digit = DecimalDigit.value(of: scalar) else { continue }
            guard raw.utf8.count < length + 1 else { break }
            raw.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + digit))
        }
        return raw
    }

    /// The digits in the locale's digits, the prefix before the first, each separator after the
    /// field it follows once that field is whole, the suffix after a whole year.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "de_DE").layout(raw: "1511").text   // "15.11."
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw` (eight digits for a whole date).
    public func layout(raw: String) -> RawLayout {
        var layout = digitLayout(raw: raw)
        layout.memo = TypedDateKeys.none   // the keys typed at the end are kept here (`TypedDateKeys`)
        return layout
    }

    /// ``layout(raw:)``, with no memo.
    func digitLayout(raw: String) -> RawLayout {
        guard !raw.isEmpty else { return RawLayout(text: "", rawSpans: []) }
        if Self.isOpenText(raw) { return PlainTextFormatter().layout(raw: raw) }
        let glyphs = self.glyphs
        var raw = raw
        return raw.withUTF8 { bytes in
            // At most a whole date's digits: each stands where the table says. Where every digit is one
            // unit (ASCII, Persian, Arabic-Indic), no list of spans is made at all.
            let tabled = bytes.count <= length && bytes.allSatisfy(DecimalDigit.isASCII)
            let slots = tabled ? glyphs.slots : nil
            let asIs = slots != nil && glyphs.hasASCIIDigits
            let table = tabled && slots == nil ? glyphs.spans : nil
            var spans: [Range<Int>] = []
            let listsSpans = slots == nil && table == nil
            if listsSpans { spans.reserveCapacity(bytes.count) }
            var offset = glyphs.prefixWidth
            // The text is written as UTF-8 on the stack and made a String once.
            let capacity = glyphs.decorationCount + bytes.count * glyphs.widest
            let text = String.written(capacity: capacity) { text in
                text.append(contentsOf: glyphs.prefix)
                var field = 0
                for (index, byte) in bytes.enumerated() {
                    let digit = Int(byte &- UInt8(ascii: "0"))
                    var width = 1
                    if asIs {
                        text.append(byte)
                    } else if digit < 10 {
                        text.append(contentsOf: glyphs.digits[glyphs.digitStarts[digit]..<glyphs.digitStarts[digit + 1]])
                        width = glyphs.digitWidths[digit]
                    } else {
                        text.append(contentsOf: Unicode.Scalar(byte).utf8)
                    }
                    if listsSpans { spans.append(offset..<(offset + width)) }
                    offset += width
                    if field < glyphs.fieldEnds.count, index + 1 == glyphs.fieldEnds[field] {
                        text.append(contentsOf: glyphs.after[field])
                        offset += glyphs.afterWidths[field]
                        field += 1
                    }
                }
            }
            if let slots {
                return RawLayout(text: text, utf16Count: offset, slotOffsets: slots, count: bytes.count,
                                 everyOffsetIsGraphemeBoundary: glyphs.everyOffsetIsGraphemeBoundary)
            }
            if let table { return RawLayout(text: text, rawSpans: Array(table[..<bytes.count])) }
            return RawLayout(text: text, rawSpans: spans)
        }
    }

    // MARK: Fields

    /// Whether the field's calendar is the Gregorian one (ISO 8601's is too), whose dates are
    /// checked without ICU.
    var isGregorian: Bool { icu.type == "gregorian" || icu.type == "iso8601" }

    /// Where `component`'s digits start among the raw digits.
    func start(of component: DatePattern.Component) -> Int {
        switch component {
        case .day: starts.day
        case .month: starts.month
        case .year: starts.year
        }
    }

    /// The highest digit a day (3) or a month (1) can begin with.
    static func highestFirstDigit(of component: DatePattern.Component) -> UInt8 {
        component == .day ? UInt8(ascii: "3") : component == .month ? UInt8(ascii: "1") : UInt8(ascii: "9")
    }

    /// The number ASCII digits write, `nil` when a byte is no digit or the number is past
    /// `Int.max` (``DecimalDigit/number(ofASCII:)``).
    static func number(_ digits: some Sequence<UInt8>) -> Int? { DecimalDigit.number(ofASCII: digits) }
}
