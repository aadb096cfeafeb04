import InputFormatKit
import Testing

/// Pasted amounts written in any locale, read into an empty field.
@Suite("Pasting amounts")
struct AmountPasteTests {
    static let readable: [(locale: String, code: String, pasted: String, value: String)] = [
        ("en_US", "EUR", "€1,234.56", "1234.56"),
        ("en_US", "EUR", "1.234,56 €", "1234.56"),
        ("en_US", "CHF", "CHF 1’234.50", "1234.5"),
        ("en_CA", "CAD", "$7", "7"),
        ("en_US", "USD", "US$5", "5"),
        ("en_CA", "USD", "US$7", "7"),
        ("en_US", "USD", "1 234,56", "1234.56"),
        // A leading decimal key followed by keys that change nothing, as typing reads it.
        ("fr_FR", "EUR", ", 1", "0.1"),
        ("de_CH", "CHF", ".’1", "0.1"),
        ("en_US", "USD", ".+3", "0.3"),
        ("en_US", "USD", "$.5", "0.5"),
        ("fr_FR", "EUR", "1.5", "1.5"),
        ("en_US", "USD", "1\u{202F}234,56", "1234.56"),
        ("en_US", "USD", "-$5", "-5"),
        ("en_US", "USD", "($5.00)", "-5"),
        ("en_US", "USD", "١٢٣٫٤٥", "123.45"),
        ("en_US", "USD", "USD 1,234,567.8", "1234567.8"),
        ("en_US", "USD", "12,34,567.50", "1234567.5"),
        ("en_US", "USD", "１２３", "123"),
        ("en_US", "USD", "\t42\n", "42"),
        ("en_US", "USD", ".5", "0.5"),
        ("de_DE", "EUR", "1.234", "1234"),
        ("de_DE", "EUR", "1,234.56", "1234.56"),
        ("de_DE", "EUR", "1.234.567", "1234567"),
        ("ar_EG", "EGP", "١٢٣٫٤٥ ج.م.‏", "123.45"),
        ("ar_EG", "EGP", "123.45", "123.45"),
        ("en_US", "BHD", "1.234", "1.234"),
        ("ja_JP", "JPY", "¥1,235", "1235"),
        ("hi_IN", "INR", "₹12,34,567.00", "1234567"),
        ("fa_IR", "IRR", "۱۲۳٬۴۵۶", "123456"),
        // Currency names: a hyphen inside a word and parentheses on one side are no sign.
        ("fr_FR", "USD", "1 234,56 dollars des États-Unis", "1234.56"),
        ("fr_FR", "USD", "-1 234,56 dollars des États-Unis", "-1234.56"),
        ("fr_CF", "XAF", "1 234 francs CFA (BEAC)", "1234"),
        ("fr_CF", "XAF", "(1 234 francs CFA (BEAC))", "-1234"),
        ("yo", "USD", "1,234.56 Dọ́là ti Orílẹ̀-Èdè Amẹ́ríkà", "1234.56"),
        // A `.` or `,` is read by the digits around it: it groups only where a full group
        // follows; where both fit, the locale reads it.
        ("de_DE", "EUR", "0.99", "0.99"),
        ("de_DE", "EUR", "2.5", "2.5"),
        ("es_ES", "EUR", "0.5", "0.5"),
        ("it_IT", "EUR", "12.5", "12.5"),
        ("de_DE", "EUR", "6247719.11", "6247719.11"),
        ("de_DE", "EUR", "1.234.5", "1234.5"),
        ("es_ES", "EUR", "1.234", "1234"),
        ("en_US", "USD", "0,99", "0.99"),
        ("en_US", "USD", "1,5", "1.5"),
        ("en_US", "USD", "1234,5", "1234.5"),
        ("en_US", "USD", "1,234", "1234"),
        ("en_US", "USD", "1.234.5", "1234.5"),
        ("fr_FR", "EUR", "1.234,56", "1234.56"),
        ("en_IN", "INR", "12,34,567", "1234567"),
        ("en_IN", "INR", "1,234,567", "1234567"),
        ("en_US", "USD", "12,34,567", "1234567"),   // India's groups, which no decimal reading fits
        // pt_CV writes its decimal mark `$` (`1123$00 $`): after a space it is the currency's symbol.
        ("pt_CV", "USD", "1123$00 $", "1123"),
    ]

    @Test("amounts in many notations are understood", arguments: readable)
    func readablePastes(locale: String, code: String, pasted: String, value: String) throws {
        let formatter = try currency(locale, code, negative: true)
        let result = formatter.apply(.paste(pasted, in: .empty), to: .empty)
        #expect(result.rejection == nil)
        #expect(result.value?.description == value)
        #expect(result.field.string == formatter.editingText(raw: formatter.rawText(of: result.field.string)))
    }

    static let refused: [(locale: String, code: String, pasted: String, reason: EditRejection)] = [
        // Both readings fit, and the locale reads the mark as its decimal mark: three cents too many.
        ("en_US", "USD", "1.234", .tooManyFractionDigits(maximum: 2)),
        ("de_DE", "EUR", "1,234", .tooManyFractionDigits(maximum: 2)),
        ("fr_FR", "EUR", "1.234", .tooManyFractionDigits(maximum: 2)),
        // No group fits where the leading group is 0, longer than a group, or a group is short.
        ("de_DE", "EUR", "0.999", .tooManyFractionDigits(maximum: 2)),
        ("en_US", "USD", "1234,567", .tooManyFractionDigits(maximum: 2)),
        ("en_US", "USD", "1.23.", .notAQuantity("1.23.", .amount)),
        ("en_US", "USD", "1.2345", .tooManyFractionDigits(maximum: 2)),
        ("ja_JP", "JPY", "123.45", .noMinorUnits(currency: "JPY")),
        ("en_US", "USD", "12abc34", .notAQuantity("12abc34", .amount)),
        ("en_US", "USD", "hello", .notAQuantity("hello", .amount)),
        ("en_US", "USD", "1,2,3", .notAQuantity("1,2,3", .amount)),
        ("en_US", "USD", "--5", .notAQuantity("--5", .amount)),
        ("en_US", "USD", "12\u{0}3", .notAQuantity("12\u{0}3", .amount)),
        ("en_US", "USD", "1234567890123456", .tooManyIntegerDigits(maximum: 15)),
        ("en_US", "USD", "5.00)", .notAQuantity("5.00)", .amount)),
        // Another currency, named by its symbol, narrow symbol or code in the field's locale.
        ("en_US", "EUR", "£7", .otherCurrency("£7", found: "GBP", expected: "EUR")),
        ("en_US", "EUR", "7 USD", .otherCurrency("7 USD", found: "USD", expected: "EUR")),
        ("en_US", "EUR", "$5", .otherCurrency("$5", found: "USD", expected: "EUR")),
        ("en_US", "EUR", "US$5", .otherCurrency("US$5", found: "USD", expected: "EUR")),
        ("en_US", "USD", "€1,234.56", .otherCurrency("€1,234.56", found: "EUR", expected: "USD")),
        ("de_DE", "EUR", "1.234,56 CHF", .otherCurrency("1.234,56 CHF", found: "CHF", expected: "EUR")),
        ("en_CA", "CAD", "US$7", .otherCurrency("US$7", found: "USD", expected: "CAD")),
        // Symbols several currencies share are named by none; a field's own English symbol is its own.
        ("en_US", "EUR", "7 kr", .notPartOfQuantity("kr", .amount)),
        // A long text around the digits is refused without a search of ICU's names.
        ("en_US", "USD", "1" + String(repeating: "x", count: 1_000_000), .notPartOfQuantity(String(repeating: "x", count: 40) + "…", .amount)),
        // Text around an amount, quoted.
        ("en_US", "EUR", "12abc", .notPartOfQuantity("abc", .amount)),
        ("en_US", "USD", "12 kg", .notPartOfQuantity("kg", .amount)),
        ("en_US", "USD", "Total: 12", .notPartOfQuantity("Total:", .amount)),
    ]

    @Test("impossible pastes are refused with their reason; the field keeps its text",
          arguments: refused)
    func refusedPastes(locale: String, code: String, pasted: String, reason: EditRejection) throws {
        let formatter = try currency(locale, code, negative: true)
        let start = formatter.typing("77")
        let result = formatter.apply(.paste(pasted, in: FieldText(start.string, selection: 0..<start.utf16Count)), to: start)
        #expect(result.rejection == reason)
        #expect(result.field == start)
        #expect(result.value?.description == "77")
    }

    @Test("a negative paste into a field without negatives is refused")
    func negativeRefused() throws {
        let result = try currency("en_US", "USD").apply(.paste("-$5", in: .empty), to: .empty)
        #expect(result.rejection == .negativeNotAllowed(.amount))
    }

    @Test("a word the field writes around an amount is taken whole: a hyphen glued to it is no minus sign")
    func gluedWords() throws {
        // ro_RO writes "1.238 de yeni japonezi"; "-de" is not its word, and must not turn the
        // amount negative.
        let yen = try CurrencyFormatter(locale: "ro_RO", currency: "JPY", allowsNegative: true, display: .init(symbol: .name))
        var field = InputField(formatter: yen)
        #expect(field.paste("1.238 de yeni japonezi").rejection == nil)
        #expect(field.value?.description == "1238")
        for pasted in ["1.238 -de yeni", "1.238 de- yeni"] {
            var other = InputField(formatter: yen)
            #expect(other.paste(pasted).rejection != nil, "\(pasted)")
            #expect(other.value == nil, "\(pasted)")
        }
    }

    @Test("a paste into the middle lands its digits there, the caret after them")
    func pasteInMiddle() throws {
        let formatter = try currency("en_US", "USD")
        let result = formatter.apply(.paste("00", in: field("1|2")), to: field("1|2"))
        #expect(result.field == field("1,00|2"))
        let mark = formatter.apply(.paste("3.4", in: field("12|")), to: field("12|"))
        #expect(mark.field == field("123.4|"))
        let second = formatter.apply(.paste("3.4", in: field("1.2|")), to: field("1.2|"))
        #expect(second.rejection == .secondDecimalMark)
    }

    @Test("a 1 MB paste is refused quickly with the digit limit, the field intact")
    func hugePaste() throws {
        let formatter = try currency("en_US", "USD")
        let start = formatter.typing("5")
        let huge = String(repeating: "1234567890", count: 100_000)
        let result = formatter.apply(.paste(huge, in: start), to: start)
        #expect(result.rejection == .tooManyIntegerDigits(maximum: 15))
        #expect(result.field == start)
    }
}

/// Texts on which the strict "typed and pasted" property once found keys and paste apart, each
/// now typed key by key and pasted alike: the same value, or a paste refused where the keys
/// leave no value (or a key is refused).
@Suite("Typed and pasted alike")
struct TypedPastedAlikeTests {
    static let found: [(locale: String, code: String, text: String, value: String?)] = [
        ("fr_FR", "EUR", "7  732", "7732"),          // two spaces: each changes nothing
        ("fr_FR", "EUR", "5 ,", "5"),                // a mark after a space ends the amount
        ("fr_FR", "EUR", "620 20 ,", "62020"),
        ("en_US", "USD", ".+", "0"),                 // a mark alone, and a plus
        ("de_CH", "CHF", ".'", "0"),
        ("en_IN", "INR", "004,647,86", "4647.86"),   // leading zeros go before the groups are read
        ("ja_JP", "JPY", "8-,", nil),                // a mark after a sign after the digits
        ("en_GB", "JPY", "34,-", nil),               // …and a sign after a mark: `34,` begins no group
        ("en_GB", "JPY", "34, −", nil),
        ("en_GB", "GBP", "34,-", "-34"),             // where `,` may be the decimal mark, it is one
        ("de_DE", "EUR", "34.-", "-34"),
        ("en_US", "USD", "4٫888.2", nil),            // `٫` is the decimal mark: three cents too many
        ("en_US", "USD", "12,3,4", nil),
        ("en_US", "USD", ",+7", "0.7"),               // a mark before any digit groups nothing
        ("de_CH", "CHF", "’7", "7"),                 // the locale's grouping mark before any digit changes nothing
        ("de_CH", "CHF", "’ 7", "7"),
        ("rm_CH", "USD", "4.00 dollars da l’USA", "4"),   // …but inside a currency's name it is the name's
    ]

    @Test("the text typed key by key and pasted gives one value, or none", arguments: found)
    func alike(locale: String, code: String, text: String, value: String?) throws {
        let formatter = try currency(locale, code, negative: true)
        var typed = InputField(formatter: formatter)
        var refused = false
        for key in text { refused = typed.type(String(key)).rejection != nil || refused }
        var pasted = InputField(formatter: formatter)
        let paste = pasted.paste(text)
        #expect(pasted.value?.description == value, "\(locale): \(text)")
        #expect((paste.rejection == nil) == (value != nil), "\(locale): \(text)")
        if !refused { #expect(typed.value?.description == value, "\(locale): \(text) typed") }
    }
}
