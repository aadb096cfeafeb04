@testable import InputFormatKit
import Testing

/// Keystroke rules of ``CurrencyFormatter`` beyond the hard cases of the CaretRules article.
@Suite("Currency keystrokes")
struct CurrencyKeystrokeTests {
    @Test("leading zeros are dropped, a zero before the decimal mark is kept")
    func leadingZeros() throws {
        let usd = try currency("en_US", "USD")
        #expect(usd.typing("007") == field("7|"))
        #expect(usd.typing("0.5") == field("0.5|"))
        #expect(usd.typing(".5") == field("0.5|"))
        #expect(usd.typing("00") == field("0|"))
        // Deleting the leading 1 of 1,000 leaves the value, zero.
        #expect(usd.key("⌫", at: field("1|,000")).field == field("|0"))
    }

    @Test("the decimal key: the locale's mark, and the other of . and , where it is no grouping separator",
          arguments: [("de_DE", "EUR", ","), ("de_CH", "CHF", ","), ("de_CH", "CHF", "."), ("fr_FR", "EUR", "."),
                      ("fr_FR", "EUR", ","), ("ar_EG", "EGP", "٫"), ("ar_EG", "EGP", "."), ("en_US", "USD", ".")])
    func decimalKey(locale: String, code: String, key: String) throws {
        let formatter = try currency(locale, code)
        let result = formatter.key(key, at: formatter.typing("12"))
        #expect(result.rejection == nil)
        #expect(result.field.string == formatter.notation.digits[1] + formatter.notation.digits[2] + formatter.notation.decimalMark)
    }

    @Test("a space, an apostrophe or `٬` typed after a digit changes nothing, wherever it stands",
          arguments: [("de_CH", "CHF", "'"), ("de_CH", "CHF", "’"), ("fr_FR", "EUR", " "), ("fr_FR", "EUR", "\u{A0}"),
                      ("ar_EG", "EGP", "٬")])
    func groupingOnlyKey(locale: String, code: String, key: String) throws {
        let formatter = try currency(locale, code)
        let twelve = formatter.typing("12")
        let result = formatter.key(key, at: twelve)
        #expect(result.rejection == nil)
        #expect(result.field == twelve)
        var field = InputField(formatter: formatter)
        field.type("12" + key + "3")
        #expect(field.value?.description == "123")
    }

    @Test("the locale's grouping key, `.` or `,`, is read by the digits after it: a full group groups, fewer are fraction digits",
          arguments: [("en_US", "USD", ","), ("de_DE", "EUR", "."), ("ar_EG", "EGP", ","), ("en_IN", "INR", ","),
                      ("es_ES", "EUR", "."), ("it_IT", "EUR", ".")])
    func groupingKeyReadByTheDigitsAfterIt(locale: String, code: String, key: String) throws {
        let formatter = try currency(locale, code)
        var short = InputField(formatter: formatter)
        #expect(short.type("12" + key + "3").rejection == nil)
        #expect(short.value?.description == "12.3")
        var group = InputField(formatter: formatter)
        #expect(group.type("12" + key + "345").rejection == nil)
        #expect(group.value?.description == "12345")
        #expect(group.text.string == formatter.editingText(raw: "12345"))
        var zero = InputField(formatter: formatter)
        #expect(zero.type("0" + key + "99").rejection == nil)
        #expect(zero.value?.description == "0.99")
    }

    @Test("the grouping key typed next to a grouping separator moves the caret over it, no digit lost")
    func groupingKeyNextToGroupingMark() throws {
        let usd = try currency("en_US", "USD")
        let result = usd.key(",", at: field("1|,234"))
        #expect(result.field == field("1,|234"))
        #expect(result.rejection == nil)
        #expect(usd.key(",", at: field("1,|234")).field == field("1,|234"))
        let german = try currency("de_DE", "EUR")
        #expect(german.key(".", at: field("1|.234")).field == field("1.|234"))
        #expect(german.key(".", at: field("1.|234")).field == field("1.|234"))
    }

    @Test("a second decimal mark is refused")
    func secondMark() throws {
        let result = try currency("en_US", "USD").key(".", at: field("1.5|"))
        #expect(result.rejection == .secondDecimalMark)
    }

    @Test("a decimal mark that would leave too many fraction digits is refused")
    func markTooEarly() throws {
        let result = try currency("en_US", "USD").key(".", at: field("1|,234"))
        #expect(result.rejection == .tooManyFractionDigits(maximum: 2))
    }

    @Test("BHD takes three fraction digits and refuses a fourth")
    func bahrainiDinar() throws {
        let bhd = try currency("en_US", "BHD")
        #expect(bhd.typing("1.234") == field("1.234|"))
        #expect(bhd.key("5", at: field("1.234|")).rejection == .tooManyFractionDigits(maximum: 3))
    }

    @Test("integer digits stop at the maximum")
    func maximumIntegerDigits() throws {
        let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", maximumIntegerDigits: 4)
        let state = formatter.typing("1234")
        #expect(formatter.key("5", at: state).rejection == .tooManyIntegerDigits(maximum: 4))
        #expect(formatter.key(".", at: state).rejection == nil)
    }

    @Test("letters, symbols and control characters are refused", arguments: ["a", "€", "\u{0}", "\u{7}", "👍", " "])
    func refusedCharacters(key: String) throws {
        let result = try currency("en_US", "USD").key(key, at: field("12|"))
        #expect(result.rejection == .characterNotAccepted(Character(key)))
        #expect(result.field == field("12|"))
    }

    @Test("selecting across a grouping mark and deleting removes only the digits")
    func deleteSelectionAcrossMark() throws {
        let usd = try currency("en_US", "USD")
        #expect(usd.key("⌫", at: field("1[,2]34")).field == field("1|34"))
        // A selection of decoration alone deletes nothing.
        #expect(usd.key("⌫", at: field("1[,]234")).field == field("1|,234"))
    }

    @Test("the value is an exact decimal, never a Double")
    func exactValue() throws {
        let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", maximumIntegerDigits: 30)
        let state = formatter.typing("123456789012345678901234567.89")
        let value = try #require(formatter.value(raw: formatter.rawText(of: state.string)))
        #expect(value.description == "123456789012345678901234567.89")
        #expect(value.decimal.description == "123456789012345678901234567.89")
    }

    @Test("the label carries the ISO code")
    func label() throws {
        #expect(try currency("de_DE", "EUR").label("Betrag") == "Betrag (EUR)")
    }

    @Test("unknown locales and currencies are typed errors", arguments: ["xx_YY", "en_ZZ", "tlh", "", "de_DE\u{0}"])
    func unknownLocale(locale: String) {
        #expect(throws: ConfigurationError.unknownLocale(locale)) {
            try CurrencyFormatter(locale: locale, currency: "EUR")
        }
    }

    @Test("unknown currency codes are typed errors", arguments: ["XYZ", "eur", "EURO", ""])
    func unknownCurrency(code: String) {
        #expect(throws: ConfigurationError.unknownCurrency(code)) {
            try CurrencyFormatter(locale: "de_DE", currency: code)
        }
    }

    @Test("blur drops a dangling mark and shows the symbol; clear empties the field")
    func blurAndClear() throws {
        var field = InputField(formatter: try currency("de_DE", "EUR"))
        field.type("12,")
        field.blur()
        #expect(field.text.string == "12,00\u{A0}€")
        #expect(field.raw == "12")
        #expect(field.apply(Edit(replacing: 0..<0, with: "1")).rejection == .notFocused)
        field.focus()
        #expect(field.text.string == "12")
        field.clear()
        #expect(field.text == .empty)
        #expect(field.value == nil)
    }
}
