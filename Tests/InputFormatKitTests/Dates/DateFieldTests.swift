@_spi(Internals) @testable import InputFormatKit
import Testing

/// The date field's typing rules, in the order, separators, digits and calendar of each locale:
/// expectations written by hand from the issue's table (ICU's `yMMdd` patterns) and the rules in
/// `DateFieldFormatter`'s documentation.
@Suite("Date fields")
struct DateFieldTests {
    func date(_ locale: String, calendar: String? = nil, minimum: String? = nil, maximum: String? = nil) throws -> DateFieldFormatter {
        try DateFieldFormatter(locale: locale, calendar: calendar, minimum: minimum.flatMap(GregorianDate.init(iso8601:)),
                               maximum: maximum.flatMap(GregorianDate.init(iso8601:)))
    }

    @Test("each locale's pattern: order, separators and digits appear as the date is typed", arguments: [
        ("en_US", "11252026", "11/25/2026"), ("en_GB", "25112026", "25/11/2026"), ("de_DE", "25112026", "25.11.2026"),
        ("ja_JP", "20261125", "2026/11/25"), ("ko_KR", "20261125", "2026. 11. 25."), ("hu_HU", "20261125", "2026. 11. 25."),
        ("sv_SE", "20261125", "2026-11-25"), ("nl_NL", "25112026", "25-11-2026"), ("bg_BG", "25112026", "25.11.2026\u{202F}г."),
        ("ar_EG", "25112026", "٢٥\u{200F}/١١\u{200F}/٢٠٢٦"), ("zh_Hans_SG", "20261125", "2026年11月25日"),
    ])
    func patterns(locale: String, keys: String, shown: String) throws {
        let formatter = try date(locale)
        let typed = formatter.typing(keys)
        #expect(typed.string == shown)
        #expect(formatter.value(raw: formatter.rawText(of: typed.string))?.gregorian?.description == "2026-11-25")
    }

    @Test("the separator appears with a field's second digit, not before")
    func separatorAppears() throws {
        let german = try date("de_DE")
        #expect(german.typing("1").string == "1")
        #expect(german.typing("15").string == "15.")
        #expect(german.typing("151").string == "15.1")
        #expect(german.typing("1511").string == "15.11.")
        // A date left unfinished keeps its separator: it reads back as the same fields.
        #expect(german.finishedText(raw: "1511") == "15.11.")
        let korean = try date("ko_KR")
        #expect(korean.typing("2026").string == "2026. ")
        #expect(korean.typing("202611").string == "2026. 11. ")
    }

    @Test("a first digit that cannot begin a month or a day is the field itself")
    func firstDigitPads() throws {
        #expect(try date("en_US").typing("4").string == "04/")     // a month: 2 to 9
        #expect(try date("de_DE").typing("4").string == "04.")     // a day: 4 to 9
        #expect(try date("de_DE").typing("3").string == "3")       // 30, 31
        #expect(try date("de_DE").typing("152").string == "15.02.")
        #expect(try date("sv_SE").typing("20264").string == "2026-04-")
        #expect(try date("en_US").typing("1").string == "1")
    }

    @Test("a separator typed after one digit pads it; where a separator is shown it moves over it")
    func separatorKey() throws {
        let german = try date("de_DE")
        // The caret stands before a separator shown ahead of the next digit (caret rule of
        // trailing decoration), as after the field's second digit typed.
        #expect(german.typing("1.") == field("01|."))
        #expect(german.typing("1/") == field("01|."))
        #expect(german.typing("01.1.") == field("01.01|."))
        let whole = german.typing("15")
        let moved = german.key(".", at: whole)
        #expect(moved.rejection == nil)
        #expect(moved.field.string == "15.")
        #expect(german.key(".", at: .empty).rejection == .characterNotAccepted("."))
        #expect(german.key(".", at: german.typing("0")).rejection == .notADay("00"))
        #expect(try date("en_US").key("/", at: field("0|")).rejection == .notAMonth("00"))
        #expect(german.key(".", at: german.typing("15112")).rejection == .characterNotAccepted("."))
    }

    @Test("a month above 12, a day above 31 or 00 is refused as typed, the field unchanged",
          arguments: [("en_US", "1", "3", EditRejection.notAMonth("13")), ("en_US", "0", "0", .notAMonth("00")),
                      ("de_DE", "3", "2", .notADay("32")), ("de_DE", "0", "0", .notADay("00")),
                      ("de_DE", "151", "9", .notAMonth("19"))])
    func refusedAsTyped(locale: String, before: String, key: String, rejection: EditRejection) throws {
        let formatter = try date(locale)
        let start = formatter.typing(before)
        let result = formatter.key(key, at: start)
        #expect(result.rejection == rejection)
        #expect(result.field == start)
    }

    @Test("a day the month does not have is the verdict's once the date is whole", arguments: [
        ("de_DE", "30022026"), ("de_DE", "31042026"), ("de_DE", "29022027"), ("en_US", "02292100"), ("ja_JP", "20270229"),
    ])
    func dayNotInMonth(locale: String, keys: String) throws {
        let formatter = try date(locale)
        let typed = formatter.typing(keys)
        let raw = formatter.rawText(of: typed.string)
        #expect(formatter.value(raw: raw)?.validation == .invalid)
        #expect(formatter.verdict(raw: raw)?.code == .dateInvalid)
    }

    @Test("29 February is a date in leap years")
    func leapDay() throws {
        #expect(try date("de_DE").value(raw: "29022028")?.validation == .valid)
        #expect(try date("de_DE").value(raw: "29022000")?.validation == .valid)
    }

    @Test("backspace right after a separator deletes the digit before it")
    func backspaceAfterSeparator() throws {
        let german = try date("de_DE")
        let result = german.key("⌫", at: field("15.|"))
        #expect(result.rejection == nil)
        #expect(result.field == field("1|"))
        #expect(german.key("⌫", at: field("15.11.|")).field == field("15.1|"))
    }

    @Test("a typed bidi mark of the separator ends no field: as in a paste, the digits run on")
    func typedBidiMark() throws {
        var field = InputField(formatter: try date("ar_EG"))
        field.type("\u{0661}")
        #expect(field.type("\u{200F}").rejection == .characterNotAccepted("\u{200F}"))
        field.type("3")
        let pasted = try date("ar_EG").apply(.paste("\u{0661}\u{200F}3", in: .empty), to: .empty)
        #expect(field.text.string == "\u{0661}\u{0663}\u{200F}/")
        #expect(pasted.field.string == field.text.string)
    }

    @Test("the caret never stands inside a separator of two characters")
    func caretOutsideSeparators() throws {
        let korean = try date("ko_KR")
        let typed = korean.typing("202611")
        // The caret stands before the separator shown ahead of the next digit, never inside it.
        #expect(typed == field("2026. 11|. "))
        let arabic = try date("ar_EG")
        let shown = arabic.typing("2511")
        let units = Array(shown.string.utf16)
        #expect(shown.selection.lowerBound == units.count || units[shown.selection.lowerBound] != 0x2F)
    }

    @Test("the caret rests between whole characters in every locale, and in an app's pattern with a combining mark")
    func caretBetweenCharacters() throws {
        var formatters = ICULocale.available.compactMap { try? DateFieldFormatter(locale: $0) }
        #expect(formatters.count > 700)
        // U+20DD, a combining enclosing circle, makes one character with the slash before it.
        let circled = try DateFieldFormatter(locale: "en_US", pattern: "MM/\u{20DD}dd/\u{20DD}y")
        #expect(circled.typing("1125").string == "11/\u{20DD}25/\u{20DD}")
        // Quoted alone, the mark makes one character with the digit before it; the quote it
        // follows is still a quote.
        let quoted = try DateFieldFormatter(locale: "en_US", pattern: "MM'\u{20DD}'dd'\u{20DD}'y")
        #expect(quoted.typing("1125").string == "11\u{20DD}25\u{20DD}")
        formatters += [circled, quoted]
        for formatter in formatters {
            for count in 1...8 {
                let layout = formatter.layout(raw: String(repeating: "1", count: count))
                let text = layout.text
                let boundaries = Set(text.indices.map { $0.utf16Offset(in: text) } + [text.utf16.count])
                for offset in 0...layout.utf16Count where !boundaries.contains(layout.snapped(offset)) {
                    Issue.record("\(formatter.locale): \(offset) in \(text.debugDescription) snaps to \(layout.snapped(offset))")
                }
            }
        }
    }

    @Test("the locale's calendar: Persian in fa_IR, Buddhist in th_TH, Umm al-Qura in ar_SA; the value is Gregorian")
    func calendars() throws {
        let persian = try date("fa_IR")
        #expect(persian.calendar == "persian")
        #expect(persian.typing("14050904").string == "۱۴۰۵/۰۹/۰۴")
        #expect(persian.value(raw: "14050904")?.gregorian?.description == "2026-11-25")
        #expect(persian.value(raw: "14050904")?.year == 1405)
        let thai = try date("th_TH")
        #expect(thai.calendar == "buddhist")
        #expect(thai.value(raw: "25112569")?.gregorian?.description == "2026-11-25")
        let saudi = try date("ar_SA")
        #expect(saudi.calendar == "islamic-umalqura")
        #expect(saudi.typing("05061448").string.hasSuffix(" هـ"))
        // Persian months 7 to 11 have 30 days, so 31 Mehr is no date.
        #expect(persian.value(raw: "14050731")?.validation == .invalid)
    }

    @Test("an ISO 8601 date whose year the field's calendar cannot show is refused as such, not as no date")
    func isoDateOutsideCalendar() throws {
        // 9999-12-31 is the year 10542 of the Buddhist era, 0001-01-01 before the Persian year 1:
        // both real dates, neither one the field's four-digit years show.
        var thai = InputField(formatter: try date("th_TH"))
        #expect(thai.paste("9999-12-31").rejection == .dateOutsideCalendar("9999-12-31"))
        #expect(thai.paste("2026-11-25").rejection == nil)
        var persian = InputField(formatter: try date("fa_IR"))
        #expect(persian.paste("0001-01-01").rejection == .dateOutsideCalendar("0001-01-01"))
        #expect(EditRejection.dateOutsideCalendar("0001-01-01").message(.builtIn(for: "en"), digits: .ascii)
                == "“0001-01-01” is outside the years this calendar shows here (1 to 9999)")
        // A day that no calendar has is still no date.
        #expect(persian.paste("2026-02-30").rejection == .notADate("2026-02-30"))
    }

    @Test("ISO 8601's expanded years: +2026 is 2026; a year before the common era or after 9999 is outside the calendar")
    func isoExpandedYears() throws {
        // Expectations written by hand from ISO 8601-1:2019 §4.4.2 (issue 59 item 2): `-0001`
        // is 2 BCE, which no field of years 1 to 9999 shows; it was read as the year 1.
        var field = InputField(formatter: try date("en_US"))
        #expect(field.paste("+2026-11-25").rejection == nil)
        #expect(field.text.string == "11/25/2026")
        for text in ["-0001-01-01", "-2026-11-25", "\u{2212}2026-11-25", "+0000-01-01", "+10000-01-01", "10000-01-01"] {
            var field = InputField(formatter: try date("en_US"))
            #expect(field.paste(text).rejection == .dateOutsideCalendar(text), "\(text)")
            #expect(field.text.string.isEmpty)
        }
        for text in ["--2026-11-25", "2026-11-25-", "+2026-13-01", "-2026-11-25x"] {
            var field = InputField(formatter: try date("en_US"))
            #expect(field.paste(text).rejection != nil, "\(text)")
            #expect(field.text.string.isEmpty)
        }
    }

    @Test("an app may choose the Gregorian calendar; a calendar of cycles or eras is refused")
    func chosenCalendar() throws {
        let gregorian = try date("fa_IR", calendar: "gregorian")
        #expect(gregorian.calendar == "gregorian")
        #expect(gregorian.value(raw: "20261125")?.gregorian?.description == "2026-11-25")
        #expect(throws: ConfigurationError.unsupportedCalendar("japanese")) { try date("ja_JP", calendar: "japanese") }
        #expect(throws: ConfigurationError.unsupportedCalendar("hebrew")) { try date("he_IL", calendar: "hebrew") }
        // BCP 47's identifiers name ICU's calendars too; a name neither knows is unknown, not
        // "cannot be typed as digits" (issue 59 item 6).
        #expect(try date("fa_IR", calendar: "gregory").calendar == "gregorian")
        #expect(try date("ar_SA", calendar: "islamicc").calendar == "islamic-civil")
        #expect(throws: ConfigurationError.unknownCalendar("nonexistent")) { try date("en_US", calendar: "nonexistent") }
        #expect(ConfigurationError.unknownCalendar("nonexistent").description.hasPrefix("unknown calendar “nonexistent”"))
        #expect(throws: ConfigurationError.unknownLocale("xx_YY")) { try date("xx_YY") }
        #expect(throws: ConfigurationError.unsupportedDatePattern("MMM d, y")) {
            try DateFieldFormatter(locale: "en_US", pattern: "MMM d, y")
        }
    }

    @Test("an app's own pattern")
    func ownPattern() throws {
        let formatter = try DateFieldFormatter(locale: "en_US", pattern: "y-MM-dd")
        #expect(formatter.typing("20261125").string == "2026-11-25")
    }

    @Test("the range rule names the bound in the locale's long form; it never refuses a key")
    func range() throws {
        let british = try date("en_GB", minimum: "2000-01-01", maximum: "2026-12-31")
        let late = british.typing("01012027")
        let raw = british.rawText(of: late.string)
        #expect(british.verdict(raw: raw)?.inlineMessage(in: .english).text == "Enter a date on or before 31 December 2026")
        #expect(british.verdict(raw: "31121999")?.inlineMessage(in: .english).text == "Enter a date on or after 1 January 2000")
        #expect(british.verdict(raw: "31122026") == nil)
        #expect(british.verdict(raw: "3112")?.code == .dateIncomplete)
        let german = try date("de_DE", maximum: "2026-12-31")
        let message = try #require(german.verdict(raw: "01012027")).inlineMessage(in: MessageTable.builtIn(for: "de")).text
        #expect(message.contains("31. Dezember 2026"))
        #expect(throws: ConfigurationError.emptyRange(minimum: "2027-01-01", maximum: "2026-12-31")) {
            try date("de_DE", minimum: "2027-01-01", maximum: "2026-12-31")
        }
    }

    @Test("the range message is in each built-in language, naming the bound in the locale's long form")
    func rangeInEveryLanguage() throws {
        let bound = try GregorianDate(year: 2026, month: 12, day: 31)
        var said: [String: String] = [:]
        for language in MessageTable.builtInLocales {
            let formatter = try date(language, maximum: "2026-12-31")   // in the locale's own calendar (Buddhist in th)
            let pasted = formatter.apply(.paste("2027-01-01", in: .empty), to: .empty)
            #expect(pasted.rejection == nil, "\(language)")
            let verdict = try #require(formatter.verdict(raw: formatter.rawText(of: pasted.field.string)), "\(language)")
            #expect(verdict.code == .dateAfterMaximum)
            let message = verdict.inlineMessage(in: .builtIn(for: language)).text
            let long = formatter.longText(of: bound)
            #expect(message.contains(long), "\(language): \(message) names \(long)")
            let english = MessageTable.english.text(.dateAfterMaximum, ["maximum": long])
            #expect(language == "en" || message != english, "\(language) says it in English")
            said[language] = message
        }
        #expect(said.count == 34)
        // The long forms as CLDR writes them, by hand.
        #expect(said["fr"]?.contains("31 décembre 2026") == true)
        #expect(said["es"]?.contains("31 de diciembre de 2026") == true)
        #expect(said["ja"]?.contains("2026年12月31日") == true)
        #expect(said["ru"]?.contains("31 декабря 2026\u{202F}г.") == true)   // a narrow no-break space, as udat_format writes it
        #expect(said["ar"]?.contains("٣١ ديسمبر ٢٠٢٦") == true)
    }
}
