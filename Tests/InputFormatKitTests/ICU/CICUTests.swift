import InputFormatKit
import Testing

@Suite("CICU through its Swift wrappers")
struct CICUTests {
    @Test("the ICU version is reported")
    func version() {
        #expect(ICULocale.icuVersion.split(separator: ".").count >= 2)
    }

    @Test("known locales resolve to their canonical form; unknown ones do not")
    func locales() {
        #expect(ICULocale.resolve("de_DE") == "de_DE")
        #expect(ICULocale.resolve("de-DE") == "de_DE")
        #expect(ICULocale.resolve("sr_Latn_RS") == "sr_Latn_RS")
        #expect(ICULocale.resolve("ar_EG@numbers=latn") == "ar_EG@numbers=latn")
        #expect(ICULocale.resolve("xx_YY") == nil)
        #expect(ICULocale.resolve("en_ZZ") == nil)
        #expect(ICULocale.resolve("") == nil)
        #expect(ICULocale.available.count > 500)
        #expect(ICULocale.currency(of: "ja_JP") == "JPY")
        #expect(ICULocale.currency(of: "en") == nil)
    }

    @Test("currency data: known codes, minor units, symbols")
    func currencies() throws {
        #expect(ICUCurrency.isKnown("EUR"))
        #expect(!ICUCurrency.isKnown("XYZ"))
        #expect(!ICUCurrency.isKnown("eur"))
        #expect(try ICUCurrency.minorUnits(of: "JPY") == 0)
        #expect(try ICUCurrency.minorUnits(of: "USD") == 2)
        #expect(try ICUCurrency.minorUnits(of: "BHD") == 3)
        #expect(try ICUCurrency.symbol(of: "EUR", in: "de_DE") == "€")
        #expect(throws: ICUError.self) { try ICUCurrency.minorUnits(of: "E") }
    }

    @Test("decimal strings are formatted exactly, with field positions")
    func formatting() throws {
        let icu = try ICUNumberFormatter(skeleton: "currency/EUR", locale: "de_DE")
        let result = try icu.format(decimal: "-1234567.5")
        #expect(result.text == "-1.234.567,50\u{A0}€")
        #expect(result.text(of: .sign) == "-")
        #expect(result.text(of: .decimalSeparator) == ",")
        #expect(result.text(of: .currency) == "€")
        #expect(result.fields.filter { $0.kind == .groupingSeparator }.map(\.range) == [2..<3, 6..<7])
        // More digits than a Double holds, kept exactly.
        let long = try ICUNumberFormatter(skeleton: ".00", locale: "en_US").format(decimal: "12345678901234567890.12")
        #expect(long.text == "12,345,678,901,234,567,890.12")
    }

    @Test("ICU failures come back as typed errors naming ICU's code")
    func failures() {
        do {
            _ = try ICUNumberFormatter(skeleton: "currency/", locale: "en_US")
            Issue.record("a malformed skeleton was accepted")
        } catch {
            #expect(error.name.hasPrefix("U_"))
            #expect(error.code > 0)
            #expect(error.description.contains(error.name))
        }
        do {
            _ = try ICUNumberFormatter(skeleton: ".00", locale: "en_US").format(decimal: "12abc")
            Issue.record("a malformed decimal was formatted")
        } catch {
            #expect(error.name == "U_DECIMAL_NUMBER_SYNTAX_ERROR")
        }
    }
}
