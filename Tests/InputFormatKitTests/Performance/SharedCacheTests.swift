@_spi(Internals) @testable import InputFormatKit
import Testing

/// The caches the process shares between fields stay within their bounds (the Performance
/// article lists them), however many locales a process reads, and answer the same past them.
@Suite("Shared caches are bounded")
struct SharedCacheTests {
    /// 200 locales ICU knows.
    static let locales = Array(ICULocale.available.prefix(200))

    @Test("the screen reader's full-name formatters: at most 32 kept, the reading right past them")
    func spokenFormatters() throws {
        #expect(Self.locales.count == 200)
        for locale in Self.locales {
            let formatter = try CurrencyFormatter(locale: locale, currency: "EUR")
            let spoken = formatter.spokenValue(raw: "12.5", text: "")
            let icu = try ICUNumberFormatter(skeleton: "currency/EUR unit-width-full-name", locale: formatter.locale)
            #expect(spoken == (try icu.formatText(decimal: "12.5")), "\(locale)")
        }
        #expect(CurrencyFormatter.spokenFormattersKept <= CurrencyFormatter.maximumSpokenFormattersKept)
        #expect(CurrencyFormatter.spokenFormattersKept > 0)
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
