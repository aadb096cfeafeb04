import CICU
@_spi(Internals) @testable import InputFormatKit
import Testing

/// Month–year and two-digit-year date fields (`MM/yy`, `MM/yyyy`, `y-MM`, `dd/MM/yy`): ICU's
/// patterns and texts from its C API (`udatpg_getBestPattern`, `udat_format` through CICU's C
/// calls, each locale's calendar opened once), the typing rules by hand from
/// `DateFieldFormatter`'s documentation.
@Suite("Month–year and two-digit-year date fields")
struct MonthYearDateTests {
    /// 25 November 2026: two-digit years are placed in 1946…2045 around it.
    static let today = try! GregorianDate(iso8601: "2026-11-25")

    func field(_ locale: String = "en_US", pattern: String? = nil, skeleton: String = "yMMdd", minimum: String? = nil,
               maximum: String? = nil) throws -> DateFieldFormatter {
        try DateFieldFormatter(locale: locale, skeleton: skeleton, pattern: pattern, minimum: minimum.flatMap(GregorianDate.init(iso8601:)),
                               maximum: maximum.flatMap(GregorianDate.init(iso8601:)), today: Self.today)
    }

    /// ICU's pattern for `skeleton` in `locale`, from `udatpg_getBestPattern`.
    static func icuPattern(_ skeleton: String, _ locale: String) -> String? { ICUWrittenDates.bestPattern(skeleton, locale: locale) }

    /// `year`-`month`-`day` (Gregorian) as ICU's `udat_format` writes it with `pattern` in `locale`.
    static func icuText(_ pattern: String, _ locale: String, year: Int, month: Int, day: Int = 1,
                        calendars: inout [String: OpaquePointer]) -> String? {
        if calendars[locale] == nil {
            var status: Int32 = 0
            calendars[locale] = ifk_calendar_open(locale, &status)
        }
        guard let calendar = calendars[locale] else { return nil }
        let units = Array(pattern.utf16), fields: [Int32] = [Int32(year), Int32(month), Int32(day)]
        var out = [UInt16](repeating: 0, count: 128)
        var status: Int32 = 0
        let length = ifk_calendar_format(calendar, 0, units, Int32(units.count), fields, &out, Int32(out.count), &status)
        guard status <= 0, length >= 0, Int(length) <= out.count else { return nil }
        return String(decoding: out.prefix(Int(length)), as: UTF16.self)
    }

    @Test("a skeleton of a month and a year gives ICU's pattern, and the finished field shows ICU's text of it",
          arguments: ["de_DE", "en_US", "ja_JP", "en_GB", "sv_SE", "fr_FR", "ko_KR", "zh_Hans_CN", "ar_EG", "hi_IN", "ru_RU", "th_TH"])
    func skeletons(locale: String) throws {
        var calendars: [String: OpaquePointer] = [:]
        defer { calendars.values.forEach { ifk_calendar_close($0) } }
        for skeleton in ["yMM", "yyMM"] {
            let expected = try #require(Self.icuPattern(skeleton, locale))
            let formatter = try field(locale, skeleton: skeleton)
            #expect(formatter.pattern == expected, "\(locale) \(skeleton)")
            // The field writes a month with two digits whatever its width (ko `y. M.`, zh `y年M月`
            // for `yMM`): ICU's text of the pattern with `MM` for `M`.
            let twoDigitMonth = Self.widenedMonth(expected)
            for (year, month) in [(2026, 11), (2031, 1), (1999, 7)] {
                // The digits in the order the pattern writes the month and the year.
                guard let shown = formatter.text(of: try GregorianDate(year: year, month: month, day: 14)) else {
                    // Only a two-digit year it does not stand for is refused (1999 around 2026 is 99: it does).
                    Issue.record("\(locale) \(skeleton) \(year)-\(month): no text")
                    continue
                }
                let written = Self.icuText(twoDigitMonth, locale, year: year, month: month, calendars: &calendars)
                #expect(shown == written, "\(locale) \(skeleton) \(year)-\(month)")
                let raw = formatter.rawText(of: shown)
                #expect(formatter.typing(raw).string == shown, "\(locale) \(skeleton)")
                #expect(formatter.finishedText(raw: raw) == written, "\(locale) \(skeleton)")
                let value = formatter.value(raw: raw)
                if formatter.calendar == "gregorian" {
                    #expect(value?.description == "\(year)-\(month < 10 ? "0" : "")\(month)", "\(locale) \(skeleton)")
                }
                #expect(value?.parts == .yearMonth && value?.day == nil && value?.gregorian == nil && value?.validation == .valid)
            }
        }
    }

    @Test("typing a month and a two-digit year: padding, separators, the whole year as the value")
    func typing() throws {
        let expiry = try field(pattern: "MM/yy")
        #expect(expiry.typing("4").string == "04/")           // 2 to 9 cannot begin a month
        #expect(expiry.typing("1").string == "1")
        #expect(expiry.typing("11").string == "11/")          // the separator with the second digit
        #expect(expiry.typing("1/").string == "01/")          // a separator key pads
        #expect(expiry.typing("11/").string == "11/")         // typed where it is shown, it is that separator
        let whole = expiry.typing("1126")
        #expect(whole.string == "11/26")
        #expect(expiry.key("7", at: whole).rejection != nil)  // no fifth digit
        #expect(expiry.key("1", at: expiry.typing("1")).field.string == "11/")
        #expect(expiry.key("3", at: expiry.typing("1")).rejection != nil)   // no month 13
        let value = try #require(expiry.value(raw: expiry.rawText(of: whole.string)))
        #expect(value.year == 2026 && value.month == 11 && value.day == nil && value.gregorian == nil)
        #expect(value.parts == .yearMonth)
        #expect(value.description == "2026-11")
        #expect(expiry.value(raw: "112")?.description == "??2?-11")
        // Backspace right after the separator deletes the digit before it.
        #expect(expiry.typing("11⌫").string == "1")
        // An edit inside the month keeps the separator: `1|1/26`, Backspace, is `|1/26`.
        let edited = expiry.key("⌫", at: MonthYearDateTests.caret("11/26", at: 1))
        #expect(edited.rejection == nil)
        #expect(edited.field.string == "1/26")
    }

    /// `pattern` with a lone `M` (outside quotes) written `MM`.
    static func widenedMonth(_ pattern: String) -> String {
        var result = "", quoted = false, characters = Array(pattern)
        for (index, character) in characters.enumerated() {
            if character == "'" { quoted.toggle() }
            let lone = !quoted && character == "M" && (index == 0 || characters[index - 1] != "M")
                && (index + 1 == characters.count || characters[index + 1] != "M")
            result += lone ? "MM" : String(character)
        }
        return result
    }

    static func caret(_ text: String, at offset: Int) -> FieldText { FieldText(text, selection: offset..<offset) }

    @Test("a two-digit year is the one in the hundred years from eighty before today, or ICU's two-digit start")
    func twoDigitYears() throws {
        let expiry = try field(pattern: "MM/yy")
        #expect(expiry.value(raw: "0145")?.year == 2045)
        #expect(expiry.value(raw: "0146")?.year == 1946)
        let german = try field("de_DE", pattern: "dd.MM.yy")
        let typed = german.typing("251126")
        #expect(typed.string == "25.11.26")
        #expect(german.value(raw: german.rawText(of: typed.string))?.gregorian?.description == "2026-11-25")
        #expect(german.value(raw: "010146")?.gregorian?.description == "1946-01-01")
        #expect(german.finishedText(raw: "251126") == "25.11.26")   // the two digits typed
        // Without `today`, ICU's two-digit start: eighty years before now.
        let now = try DateFieldFormatter(locale: "en_US", pattern: "MM/yy")
        let year = try #require(now.value(raw: "0101")?.year)
        var status: Int32 = 0
        let calendar = try #require(ifk_calendar_open("en_US", &status))
        defer { ifk_calendar_close(calendar) }
        let start = Int(ifk_calendar_two_digit_year_start(calendar, &status))
        #expect(year == (start % 100 <= 1 ? start - start % 100 + 1 : start - start % 100 + 101))
    }

    @Test("a month–year field's four-digit year: two digits typed last are the year they stand for")
    func fourDigitYear() throws {
        let period = try field(pattern: "MM/yyyy")
        #expect(period.typing("112026").string == "11/2026")
        #expect(period.value(raw: "1126")?.description == "2026-11")
        #expect(period.finishedText(raw: "1126") == "11/2026")
        let swedish = try field("sv_SE", pattern: "y-MM")
        #expect(swedish.typing("202611").string == "2026-11")
        #expect(swedish.typing("20264").string == "2026-04")
        #expect(swedish.value(raw: "202611")?.description == "2026-11")
    }

    @Test("paste: the numeric form, ISO 8601's month, the month in words; a whole date is refused")
    func paste() throws {
        var calendars: [String: OpaquePointer] = [:]
        defer { calendars.values.forEach { ifk_calendar_close($0) } }
        let expiry = try field(pattern: "MM/yy")
        func pasted(_ text: String, into formatter: DateFieldFormatter) -> (shown: String, value: String?, refused: Bool) {
            let result = formatter.apply(.paste(text, in: .empty), to: .empty)
            return (result.field.string, formatter.value(raw: formatter.rawText(of: result.field.string))?.description, result.rejection != nil)
        }
        #expect(pasted("11/26", into: expiry) == ("11/26", "2026-11", false))
        #expect(pasted("2026-11", into: expiry) == ("11/26", "2026-11", false))
        #expect(pasted("11/2026", into: expiry) == ("11/26", "2026-11", false))
        // A value the user did not type is worse than a refusal: a day dropped, a century changed.
        #expect(pasted("2026-11-25", into: expiry).refused)
        #expect(pasted("25/11/26", into: expiry).refused)
        #expect(pasted("11/1926", into: expiry).refused)
        #expect(pasted("13/26", into: expiry).refused)
        // The month and year in words, as ICU writes them (skeletons yMMMM and yMMM).
        for (locale, pattern) in [("en_US", "MM/yy"), ("de_DE", "MM.yy"), ("fr_FR", "MM/y"), ("ja_JP", "y/MM")] {
            let formatter = try field(locale, pattern: pattern)
            for skeleton in ["yMMMM", "yMMM"] {
                let wordsPattern = try #require(Self.icuPattern(skeleton, locale))
                let words = try #require(Self.icuText(wordsPattern, locale, year: 2026, month: 11, calendars: &calendars))
                #expect(pasted(words, into: formatter).value == "2026-11", "\(locale) \(words)")
                #expect(pasted(words, into: formatter).refused == false, "\(locale) \(words)")
            }
        }
    }

    @Test("typed key by key, a text ends with the value its paste gives", arguments: [
        ("en_US", "MM/yy", "November 2026"), ("en_US", "MM/yy", "Nov 2026"), ("en_US", "MM/yy", "2026-11"),
        ("en_US", "MM/yyyy", "11/2026"), ("de_DE", "MM.yy", "November 2026"), ("en_US", "MM/yy", "11/2026"),
        ("de_DE", "dd.MM.yy", "25.11.26"), ("en_US", "MM/y", "11/26"),
        // A month's name alone, which no whole date writes (he `14 באוגוסט 2031`, pl
        // `14 sierpnia 2031`, cs `14. srpna 2031`): CLDR's stand-alone names.
        ("he", "yy.MM", "אוגוסט 2031"), ("pl_PL", "MM.yy", "sierpień 2031"), ("cs_CZ", "MM/yy", "srpen 2031"),
    ])
    func typedAsPasted(locale: String, pattern: String, text: String) throws {
        var typed = InputField(formatter: try field(locale, pattern: pattern))
        for key in text { _ = typed.type(String(key)) }
        var pasted = InputField(formatter: try field(locale, pattern: pattern))
        #expect(pasted.paste(text).rejection == nil)
        #expect(typed.value == pasted.value, "\(typed.text.string) \(pasted.text.string)")
        #expect(pasted.value?.validation == .valid)
    }

    @Test("a year of four digits typed into a field of two is read as its paste, never left as another year")
    func fourDigitYearTyped() throws {
        var expiry = InputField(formatter: try field(pattern: "MM/yy"))
        for key in "11/202" { #expect(expiry.type(String(key)).rejection == nil) }
        // Three digits may begin 2020 to 2029: kept as typed, no value yet (not 2020).
        #expect(expiry.text.description == "11/202|")
        #expect(expiry.value?.validation == .monthIncomplete)
        _ = expiry.type("6")
        #expect(expiry.text.description == "11/26|")
        #expect(expiry.value?.description == "2026-11")
        // A year its two digits do not stand for (2049 is 49, 1949 around 2026) ends with no
        // value, as its paste is refused; not 19/04/2020.
        var british = InputField(formatter: try field("en_GB", pattern: "dd/MM/yy"))
        for key in "19/04/2049" { _ = british.type(String(key)) }
        #expect(british.value?.validation != .valid)
        var pasted = InputField(formatter: try field("en_GB", pattern: "dd/MM/yy"))
        #expect(pasted.paste("19/04/2049").rejection != nil)
        // A digit after a whole year `0…` is refused, as before: no year of four begins with 0.
        var early = InputField(formatter: try field(pattern: "MM/yy"))
        _ = early.type("1105")
        #expect(early.type("1").rejection != nil)
        #expect(early.text.description == "11/05|")
        // Year first (`yy-MM`): `2046-07` is a year of four typed, which 46 (1946) is not: no value.
        var yearFirst = InputField(formatter: try field("se_SE", pattern: "yy-MM"))
        for key in "2046-07" { _ = yearFirst.type(String(key)) }
        #expect(yearFirst.value?.validation != .valid)
        var yearFirstNow = InputField(formatter: try field("se_SE", pattern: "yy-MM"))
        for key in "2026-11" { _ = yearFirstNow.type(String(key)) }
        #expect(yearFirstNow.value?.description == "2026-11")
    }

    @Test("validation: incomplete until the month and year; a range compares months")
    func validation() throws {
        let period = try field(pattern: "MM/yyyy", minimum: "2026-11-25", maximum: "2027-02-01")
        #expect(period.value(raw: "11202")?.validation == .monthIncomplete)
        #expect(period.value(raw: "11202")?.validation.rawValue == "date.month-incomplete")
        #expect(period.verdict(raw: "11")?.inlineMessage(in: .english).text == "Enter the month and year")
        // The minimum's month is within the range, whatever its day: November 2026 is.
        #expect(period.value(raw: "112026")?.validation == .valid)
        #expect(period.value(raw: "102026")?.validation == .beforeMinimum)
        #expect(period.value(raw: "022027")?.validation == .valid)
        #expect(period.value(raw: "032027")?.validation == .afterMaximum)
        #expect(period.verdict(raw: "102026")?.inlineMessage(in: .english).text == "Enter a date on or after November 2026")
        // A month 13 or a year 0000 left by an edit is no month.
        #expect(period.value(raw: "132026")?.validation == .monthInvalid)
        #expect(period.value(raw: "110000")?.validation == .monthInvalid)
        #expect(period.verdict(raw: "110000")?.inlineMessage(in: .english).text == "Enter a real month: check the month and the year")
    }

    @Test("a screen reader hears a month and a year as ICU writes them in words (skeleton yMMMM)",
          arguments: ["en_US", "de_DE", "fr_FR", "ja_JP", "th_TH", "fa_IR"])
    func spoken(locale: String) throws {
        var calendars: [String: OpaquePointer] = [:]
        defer { calendars.values.forEach { ifk_calendar_close($0) } }
        var field = FormField(formatter: try field(locale, skeleton: "yyMM"), configuration: .init(label: "Expiry"), focused: true)
        let shown = try #require(field.formatter.text(of: try GregorianDate(year: 2026, month: 11, day: 25)))
        _ = field.paste(shown)
        let pattern = try #require(Self.icuPattern("yMMMM", locale))
        // The first of the field's month, in its calendar: ICU's text of that month.
        let typed = try #require(field.formatter.value(raw: field.formatter.rawText(of: shown)))
        let first = field.formatter.calendar == "gregorian" ? (2026, 11, 1) : try #require(Self.gregorian(of: typed, locale))
        #expect(field.accessibility.value == Self.icuText(pattern, locale, year: first.0, month: first.1, day: first.2,
                                                         calendars: &calendars))
        // A month not yet typed whole is said as shown.
        _ = field.backspace()
        #expect(field.accessibility.value == field.text.string)
    }

    /// The Gregorian date of the first day of `typed`'s month in `locale`'s calendar, by ICU's C API.
    static func gregorian(of typed: TypedDate, _ locale: String) -> (Int, Int, Int)? {
        guard let year = typed.year, let month = typed.month else { return nil }
        var status: Int32 = 0
        guard let calendar = ifk_calendar_open(locale, &status) else { return nil }
        defer { ifk_calendar_close(calendar) }
        var out: [Int32] = [0, 0, 0]
        guard ifk_calendar_convert(calendar, 0, [Int32(year), Int32(month), 1], &out, &status) == 1 else { return nil }
        return (Int(out[0]), Int(out[1]), Int(out[2]))
    }

    @Test("a pattern that is not a month and a year as numbers is refused, quoted", arguments: [
        "MMM y", "dd/MM", "d/y", "HH:mm", "MM/uu", "y", "MM/yyy", "MMMM yy",
    ])
    func refusedPatterns(pattern: String) throws {
        do {
            _ = try DateFieldFormatter(locale: "en_US", pattern: pattern)
            Issue.record("\(pattern) accepted")
        } catch {
            #expect(error == .unsupportedDatePattern(pattern))
            #expect(error.description.contains("“\(pattern)”"))
            #expect(!error.description.contains("is not a day"))
        }
    }

    @Test("a year of four typed into a two-digit year that cannot show it never leaves the year its first two stand for")
    func fourDigitYearNotShown() throws {
        // Found by the typed-and-pasted property (seed 15373038373834460107): `27/11/2066` typed
        // in ebu's dd/MM/yy, whose paste is refused (2066 is no year `66` stands for, from 1946
        // ICU's two-digit start), was 27/11/20, 2020: the third year digit had been refused.
        let formatter = try DateFieldFormatter(locale: "ebu", pattern: "dd/MM/yy", today: GregorianDate(year: 2026, month: 11, day: 25))
        var typed = InputField(formatter: formatter)
        for key in "27/11/2066" { typed.type(String(key)) }
        #expect(typed.value?.gregorian == nil, "\(typed.text.string)")
        #expect(typed.text.string == "27/11/206")
    }
}
