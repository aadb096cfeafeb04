@testable import InputFormatKit
import Testing

/// What a date field reads from a paste or autofill: ISO 8601, the locale's own numeric form, the
/// locale's medium and long forms (read by ICU), and what it refuses. Expectations written by
/// hand; the texts of the long and medium forms are ICU's (CLDR 42) for those locales.
@Suite("Date paste")
struct DatePasteTests {
    func pasted(_ text: String, _ locale: String, calendar: String? = nil) throws -> EditResult<TypedDate> {
        let formatter = try DateFieldFormatter(locale: locale, calendar: calendar)
        return formatter.apply(.paste(text, in: .empty), to: .empty)
    }

    @Test("ISO 8601 in any locale, shown in the locale's order and calendar", arguments: [
        ("de_DE", "25.11.2026"), ("en_US", "11/25/2026"), ("ja_JP", "2026/11/25"), ("fa_IR", "۱۴۰۵/۰۹/۰۴"),
        ("th_TH", "25/11/2569"), ("ko_KR", "2026. 11. 25."), ("hi_IN", "25/11/2026"), ("pl_PL", "25.11.2026"),
        ("ru_RU", "25.11.2026"), ("tr_TR", "25.11.2026"),
    ])
    func iso(locale: String, shown: String) throws {
        let result = try pasted("2026-11-25", locale)
        #expect(result.rejection == nil)
        #expect(result.field.string == shown)
        #expect(result.value?.gregorian?.description == "2026-11-25")
    }

    @Test("the locale's numeric form, with one-digit days and months and native digits", arguments: [
        ("de_DE", "4.11.2026", "04.11.2026"), ("en_US", "3/5/2026", "03/05/2026"), ("en_GB", "05/03/2026", "05/03/2026"),
        ("ar_EG", "٢٥/١١/٢٠٢٦", "٢٥\u{200F}/١١\u{200F}/٢٠٢٦"), ("sv_SE", "2026-3-5", "2026-03-05"), ("nl_NL", "5-3-2026", "05-03-2026"),
        ("de_DE", " 25.11.2026 ", "25.11.2026"),
    ])
    func ownForm(locale: String, text: String, shown: String) throws {
        let result = try pasted(text, locale)
        #expect(result.rejection == nil)
        #expect(result.field.string == shown)
    }

    @Test("a two-digit year is placed in the century ICU places it in: the 100 years from 80 years ago")
    func twoDigitYear() throws {
        // The window is ICU's default (80 years before the day the test runs), so these hold from
        // 2026 until 2049.
        let late = try pasted("25.11.26", "de_DE")
        #expect(late.value?.year == 2026)
        let early = try pasted("01.01.70", "de_DE")
        #expect(early.value?.year == 1970)
    }

    @Test("given a day, a two-digit year is placed around it: the same reading whatever day it runs, in any calendar")
    func twoDigitYearAroundAGivenDay() throws {
        func read(_ text: String, _ locale: String, today: String) throws -> Int? {
            let formatter = try DateFieldFormatter(locale: locale, today: try GregorianDate(iso8601: today))
            return formatter.apply(.paste(text, in: .empty), to: .empty).value?.year
        }
        // From eighty years before the day to twenty after, as ICU places them around now.
        #expect(try read("25.11.26", "de_DE", today: "2026-11-25") == 2026)
        #expect(try read("25.11.26", "de_DE", today: "2126-01-01") == 2126)
        #expect(try read("25.11.45", "de_DE", today: "2026-11-25") == 2045)
        #expect(try read("25.11.46", "de_DE", today: "2026-11-25") == 1946)
        // In the field's calendar: the Buddhist year of 2026-11-25 is 2569, so `69` is 2569.
        #expect(try read("25/11/69", "th_TH", today: "2026-11-25") == 2569)
        // Without a day, ICU's window (around now) is the same as around today's date.
        let now = try pasted("25.11.26", "de_DE").value?.year
        #expect(now == (try read("25.11.26", "de_DE", today: "2026-12-06")))
    }

    @Test("the locale's medium and long forms, read by ICU", arguments: [
        ("de_DE", "25. November 2026", "25.11.2026"), ("en_GB", "25 Nov 2026", "25/11/2026"),
        ("en_US", "November 25, 2026", "11/25/2026"), ("fr_FR", "25 novembre 2026", "25/11/2026"),
        ("es_ES", "25 de noviembre de 2026", "25/11/2026"), ("ja_JP", "2026年11月25日", "2026/11/25"),
    ])
    func longForms(locale: String, text: String, shown: String) throws {
        let result = try pasted(text, locale)
        #expect(result.rejection == nil)
        #expect(result.field.string == shown)
    }

    @Test("text that is not a date is refused with a reason; the field keeps what it had", arguments: [
        "tomorrow", "25.11.2026 10:00", "2026-13-01", "2026-02-30", "1.2.3.4", "25/11/2026/1",
        // ISO 8601 ends with its day: a mark after it is trailing text (issue 59 item 2).
        "2026-11-25-", "2026-11-25 -",
    ])
    func notADate(text: String) throws {
        let formatter = try DateFieldFormatter(locale: "de_DE")
        let start = formatter.typing("15")
        let result = formatter.apply(.paste(text, in: start), to: start)
        #expect(result.rejection == .notADate(text))
        #expect(result.field == start)
    }

    @Test("digits alone are typed one after another; more than a date holds is refused")
    func digitsAlone() throws {
        let formatter = try DateFieldFormatter(locale: "de_DE")
        #expect(try pasted("2511", "de_DE").field.string == "25.11.")
        let full = formatter.typing("25112026")
        #expect(formatter.apply(.paste("1", in: full), to: full).rejection == .maskFull(slots: 8))
    }

    @Test("the rejection's text is escaped and cut short")
    func escaped() throws {
        let result = try pasted("\u{1B}[2J" + String(repeating: "x", count: 100), "de_DE")
        let message = try #require(result.rejection).message(.english, digits: .ascii)
        #expect(!message.contains("\u{1B}"))
        #expect(message.count < 80)
    }

    @Test("a part with its mark pasted over a part is that part; at the end of a begun date, its keys typed there")
    func markedPasteIntoADate() throws {
        // Expectations written by hand: what the keys 3, / and 2, /, 5 give.
        let formatter = try DateFieldFormatter(locale: "en_US", today: GregorianDate(year: 2026, month: 11, day: 25))
        var field = InputField(formatter: formatter)
        field.type("11252026")
        field.select(3..<5)
        #expect(field.paste("3/").rejection == nil)
        #expect(field.text.string == "11/03/2026")
        let month = try DateFieldFormatter(locale: "en_US", pattern: "MM/yy", today: GregorianDate(year: 2026, month: 11, day: 25))
        var begun = InputField(formatter: month)
        begun.type("1")
        begun.paste("2/5")
        #expect(begun.text.string == "12/5")   // not 10/25, the paste's 02/5 put after the 1
    }

    @Test("an ISO date whose year, month or day has more digits than a number holds is refused, not a crash")
    func digitsPastAnInteger() throws {
        let formatter = try DateFieldFormatter(locale: "en_US")
        let long = String(repeating: "9", count: 25)
        for text in ["\(long)-01-01", "+\(long)-01-01", "2026-\(long)-01", "2026-01-\(long)"] {
            var field = InputField(formatter: formatter)
            field.paste(text)
            #expect(field.lastRejection != nil, "\(text)")
            #expect(field.text.string.isEmpty && field.value == nil, "\(text)")
        }
    }
}
