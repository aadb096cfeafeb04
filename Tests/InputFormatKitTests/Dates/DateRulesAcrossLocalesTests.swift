@testable import InputFormatKit
import Testing

/// Each typing and paste rule of the date field, in fourteen locales of different orders,
/// separators, digits and calendars: what the field shows is derived here from the rule (the
/// locale's pattern order, read from ICU, and the rule's own digits), not from the field.
@Suite("Date rules across locales")
struct DateRulesAcrossLocalesTests {
    static let locales = ["en_US", "en_GB", "de_DE", "ja_JP", "ko_KR", "hu_HU", "sv_SE", "nl_NL", "ar_EG", "fa_IR", "th_TH",
                          "zh_Hans_SG", "bg_BG", "hi_IN"]

    /// The raw digits of a day, a month and a year in the locale's order.
    func raw(_ formatter: DateFieldFormatter, day: String, month: String, year: String) -> String {
        formatter.layoutPattern.order.map { $0 == .day ? day : $0 == .month ? month : year }.joined()
    }

    @Test("a lone first digit no day or month begins with is that field, where the field comes", arguments: locales)
    func firstDigitPads(locale: String) throws {
        let formatter = try DateFieldFormatter(locale: locale)
        var typed = ""
        for component in formatter.layoutPattern.order {
            let key = component == .day ? "7" : component == .month ? "8" : "2026"
            let field = formatter.typing(key, into: formatter.typing(typed))
            let expected = typed + (component == .year ? "2026" : "0" + key)
            #expect(formatter.rawText(of: field.string) == expected, "\(locale) \(component)")
            typed = expected
        }
        #expect(formatter.value(raw: typed)?.month == 8 && formatter.value(raw: typed)?.day == 7, "\(locale)")
    }

    @Test("the separator after a whole day or month is shown, and backspace after it deletes the digit before", arguments: locales)
    func separators(locale: String) throws {
        let formatter = try DateFieldFormatter(locale: locale)
        let first = formatter.layoutPattern.order[0]
        let keys = first == .year ? "2026" : "12"
        let typed = formatter.typing(keys)
        let separator = formatter.layoutPattern.separators[0]
        #expect(typed.string.hasSuffix(separator), "\(locale): \(typed)")
        let end = FieldText(typed.string, selection: typed.string.utf16.count..<typed.string.utf16.count)
        let deleted = formatter.apply(.backspace(in: end), to: end)
        #expect(formatter.rawText(of: deleted.field.string) == String(keys.dropLast()), "\(locale)")
    }

    @Test("a month 13 and a day 32 are refused as typed, the field unchanged", arguments: locales)
    func refusals(locale: String) throws {
        let formatter = try DateFieldFormatter(locale: locale)
        var before = ""
        for component in formatter.layoutPattern.order {
            if component == .year { before += "2026"; continue }
            let start = formatter.typing(String((component == .day ? "3" : "1")), into: formatter.typing(before))
            let result = formatter.key(component == .day ? "2" : "3", at: start)
            #expect(result.rejection == (component == .day ? .notADay("32") : .notAMonth("13")), "\(locale)")
            #expect(result.field == start)
            before += component == .day ? "30" : "11"
        }
    }

    @Test("ISO 8601 and the locale's own form with one-digit fields paste as the same date", arguments: locales)
    func pastes(locale: String) throws {
        let formatter = try DateFieldFormatter(locale: locale)
        let iso = formatter.apply(.paste("2026-03-05", in: .empty), to: .empty)
        #expect(iso.value?.gregorian?.description == "2026-03-05", "\(locale)")
        let own = try #require(formatter.text(of: (try GregorianDate(year: 2026, month: 3, day: 5))))
        let pasted = formatter.apply(.paste(own, in: .empty), to: .empty)
        #expect(pasted.field.string == own, "\(locale)")
        #expect(pasted.value?.gregorian?.description == "2026-03-05")
        let spoken = formatter.longText(of: (try GregorianDate(year: 2026, month: 3, day: 5)))
        #expect(formatter.apply(.paste(spoken, in: .empty), to: .empty).value?.gregorian?.description == "2026-03-05", "\(locale): \(spoken)")
    }

    @Test("a day the month lacks is the verdict's once the date is whole", arguments: locales)
    func dayNotInMonth(locale: String) throws {
        let formatter = try DateFieldFormatter(locale: locale, calendar: "gregorian")
        #expect(formatter.verdict(raw: raw(formatter, day: "31", month: "04", year: "2026"))?.code == .dateInvalid, "\(locale)")
        #expect(formatter.verdict(raw: raw(formatter, day: "29", month: "02", year: "2027"))?.code == .dateInvalid, "\(locale)")
        #expect(formatter.verdict(raw: raw(formatter, day: "29", month: "02", year: "2028")) == nil, "\(locale)")
    }
}
