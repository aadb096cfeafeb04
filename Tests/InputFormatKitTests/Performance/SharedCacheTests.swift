@_spi(Internals) @testable import InputFormatKit
import Testing

/// The caches the process shares between fields stay within their bounds (the Performance
/// article lists them), however many locales a process reads, and answer the same past them.
@Suite("Shared caches are bounded")
struct SharedCacheTests {
    /// 200 locales ICU knows.
    static let locales = Array(ICULocale.available.prefix(200))

    @Test("number formatters, the screen reader's full-name ones too: at most 128 kept, the reading right past them")
    func spokenFormatters() throws {
        #expect(Self.locales.count == 200)
        for locale in Self.locales {
            let formatter = try CurrencyFormatter(locale: locale, currency: "EUR")
            let spoken = formatter.spokenValue(raw: "12.5", text: "")
            let icu = try ICUNumberFormatter(skeleton: "currency/EUR unit-width-full-name", locale: formatter.locale)
            #expect(spoken == (try icu.formatText(decimal: "12.5")), "\(locale)")
        }
        #expect(ICUNumberFormatter.kept.count == ICUNumberFormatter.kept.bound)
    }

    @Test("a locale's calendar, patterns, symbols and notation: made once for every field, within bounds, the same past them")
    func localeObjects() throws {
        // Made twice in one locale, a field's ICU objects are the same objects (unless other
        // tests filled the cache first: then each is made for its formatter).
        let first = try DateFieldFormatter(locale: "de_DE"), second = try DateFieldFormatter(locale: "de_DE")
        #expect(first.icu === second.icu || ICUCalendar.kept.count == ICUCalendar.kept.bound)
        let euros = try CurrencyFormatter(locale: "de_DE", currency: "EUR")
        #expect(euros.finishedFormat === (try CurrencyFormatter(locale: "de_DE", currency: "EUR")).finishedFormat
            || ICUNumberFormatter.kept.count == ICUNumberFormatter.kept.bound)
        // The cache itself: one value a key up to its bound, then one made for each use.
        let calendars = SharedCache<String, ICUCalendar>(bound: 2)
        func calendar(_ locale: String) throws -> ICUCalendar {
            try calendars.value(for: locale) { () throws(ICUError) in try ICUCalendar(locale: locale) }
        }
        #expect(try calendar("de_DE") === calendar("de_DE"))
        #expect(try calendar("fa_IR").type == "persian")
        #expect(try calendar("th_TH") !== calendar("th_TH"))
        #expect(try calendar("th_TH").type == "buddhist")
        #expect(calendars.count == 2)

        // In 200 locales, past every bound, each field reads as one made alone in that locale.
        var made: [String: (date: String, time: String, day: String, decimal: String)] = [:]
        for locale in ["de_DE", "ar_EG"] + Self.locales {
            guard let date = try? DateFieldFormatter(locale: locale), let time = try? TimeOfDayFormatter(locale: locale),
                  let number = try? NumberFieldFormatter(locale: locale) else { continue }
            made[locale] = (date.pattern, time.pattern, date.editingText(raw: "25112026"), number.editingText(raw: "1234.5"))
        }
        #expect(made.count > 150)
        #expect(ICUCalendar.kept.count <= ICUCalendar.kept.bound)
        #expect(ICUCalendar.patterns.count <= ICUCalendar.patterns.bound)
        #expect(ICUNumberSymbols.kept.count <= ICUNumberSymbols.kept.bound)
        #expect(AmountNotation.kept.count <= AmountNotation.kept.bound)
        #expect(MessageTable.chosen.count <= MessageTable.chosen.bound)
        // Written by hand from CLDR 42: de_DE's and ar_EG's patterns, digits and marks.
        #expect(made["de_DE"]?.date == "dd.MM.y")
        #expect(made["de_DE"]?.time == "HH:mm")
        #expect(made["de_DE"]?.decimal == "1.234,5")
        #expect(made["de_DE"]?.day == "25.11.2026")
        #expect(made["ar_EG"]?.day.contains("٢٠٢٦") == true)
        #expect(made["ar_EG"]?.decimal == "١٬٢٣٤٫٥")
        // The last locales, made after every cache was full, read as the first did.
        for locale in Self.locales.suffix(20) {
            guard let kept = made[locale] else { continue }
            let date = try DateFieldFormatter(locale: locale), time = try TimeOfDayFormatter(locale: locale)
            #expect(date.pattern == kept.date && time.pattern == kept.time, "\(locale)")
            #expect(date.editingText(raw: "25112026") == kept.day, "\(locale)")
            #expect(try NumberFieldFormatter(locale: locale).editingText(raw: "1234.5") == kept.decimal, "\(locale)")
        }
    }

    @Test("plural rules: at most 64 locales kept, each count's form right past them")
    func pluralRules() {
        for locale in Self.locales {
            _ = PluralCategory(3, locale: locale)
        }
        #expect(ICUPluralRules.keptCount <= ICUPluralRules.maximumKept)
        #expect(PluralCategory(3, locale: "ru") == .few)
        #expect(PluralCategory(25, locale: "ru") == .many)
        #expect(ICUPluralRules.keptCount <= ICUPluralRules.maximumKept)
    }
}
