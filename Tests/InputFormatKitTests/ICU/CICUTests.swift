@_spi(Internals) @testable import InputFormatKit
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
        #expect(try ICUCurrency.name(of: "EUR", in: "de_DE") == "€")
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

@Suite("ICU number symbols")
struct ICUNumberSymbolsTests {
    @Test("a locale's symbols and native digits come from ICU")
    func symbols() throws {
        let arabic = try ICUNumberSymbols(locale: "ar_EG")
        #expect(arabic.numberingSystem == "arab")
        #expect(arabic.digits == ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"])
        #expect(arabic.decimalMark == "٫")
        #expect(arabic.minusSign == "\u{61C}-")
        let swiss = try ICUNumberSymbols(locale: "de_CH")
        #expect(swiss.groupingMark == "’")
        #expect(swiss.decimalMark == ".")
        let austrian = try ICUNumberSymbols(locale: "de_AT")
        #expect(austrian.groupingMark == "\u{A0}")
        #expect(austrian.monetaryGroupingMark == ".")
        #expect(throws: ICUError.self) { try ICUNumberSymbols(locale: "en_US@numbers=roman") }
    }

    @Test("in every locale, the digits an amount field shows are the numbering system's digits")
    func digitsAgree() throws {
        var checked = 0
        for locale in ICULocale.available {
            guard let code = ICULocale.currency(of: locale) else { continue }
            let symbols = try ICUNumberSymbols(locale: locale)
            let formatter = try CurrencyFormatter(locale: locale, currency: code)
            #expect(formatter.notation.digits == symbols.digits, "\(locale)")
            #expect(formatter.notation.decimalMark == symbols.monetaryDecimalMark, "\(locale)")
            checked += 1
        }
        #expect(checked > 500)
    }

    @Test("ICU's UTF-16 made a string through UTF-8 is the string UTF-16 decoding makes")
    func utf16ThroughUTF8() {
        let texts: [[UInt16]] = [
            [], Array("1.234.567,89 €".utf16), Array("١٬٢٣٤٫٥٠ ج.م.‏".utf16), Array("𞥑𞥒 𝟙 ₹ ¥ 😀".utf16),
            [0x31, 0xD800, 0x32], [0xDC00], [0xD83D], [0xD83D, 0xD83D, 0xDE00], [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF],
        ]
        for units in texts {
            let expected = String(decoding: units, as: UTF16.self)
            #expect(units.withUnsafeBufferPointer(ICUText.string(utf16:)) == expected, "\(units)")
        }
    }
}
