import InputFormatKit
import Testing

/// A form field built with nothing but a formatter and a label is safe: it validates with its
/// formatter's verdict, speaks its formatter's language, and a setting given as text that does
/// not read is an error, never "none". Expectations by hand, from the cases issue 57 names.
@Suite("Safe defaults")
struct SafeDefaultTests {
    @Test("a required card field without rules shows the card's verdict on blur, and the form may not be submitted")
    func cardVerdictByDefault() throws {
        var card = FormField(formatter: CardNumberFormatter(), configuration: .init(label: "Card number", isRequired: true),
                             focused: true)
        card.paste("4111 1111 1111 1112")
        card.blur()
        #expect(card.message?.kind == .error)
        #expect(card.message?.text == ValueVerdict(code: .cardInvalidChecksum).inlineMessage(in: .english).text)
        let summary = FormSummary(fields: [card.summary(id: "card")])
        #expect(!summary.maySubmit)
        #expect(summary.fieldsInError.map(\.id) == ["card"])
        // The app may leave the verdict out.
        var unchecked = FormField(formatter: CardNumberFormatter(),
                                  configuration: .init(label: "Card number", isRequired: true, checksFormatterVerdict: false),
                                  focused: true)
        unchecked.paste("4111 1111 1111 1112")
        unchecked.blur()
        #expect(unchecked.message == nil)
        #expect(FormSummary(fields: [unchecked.summary(id: "card")]).maySubmit)
    }

    @Test("a mask with slots left is incomplete: “Enter all 10 digits”, in the field's language and digits")
    func maskIncomplete() throws {
        let phone = try MaskFormatter(pattern: "(###) ###-####")
        #expect(!phone.isComplete(raw: "555"))
        #expect(phone.isComplete(raw: "5551234567"))
        var field = FormField(formatter: phone, configuration: .init(label: "Phone"), focused: true)
        field.type("555")
        field.blur()
        #expect(field.message == InlineMessage(.error, "Enter all 10 digits"))
        #expect(!FormSummary(fields: [field.summary(id: "phone")]).maySubmit)
        field.focus()
        field.type("1234567")
        field.blur()
        #expect(field.message == nil)
        // Empty and not required: nothing to say.
        var empty = FormField(formatter: phone, configuration: .init(label: "Phone"), focused: true)
        empty.blur()
        #expect(empty.message == nil)

        var german = FormField(formatter: phone, configuration: .init(label: "Telefon", locale: "de_DE"), focused: true)
        german.type("555")
        german.blur()
        #expect(german.message?.text == "Geben Sie alle 10 Ziffern ein")
        var arabic = FormField(formatter: phone, configuration: .init(label: "الهاتف", locale: "ar_EG"), focused: true)
        arabic.type("555")
        arabic.blur()
        #expect(arabic.message?.text.contains("١٠") == true)
        // A slot for letters: characters, not digits.
        var code = FormField(formatter: try MaskFormatter(pattern: "AA-####"), configuration: .init(label: "Code"), focused: true)
        code.type("AB1")
        code.blur()
        #expect(code.message == InlineMessage(.error, "Enter all 6 characters"))
    }

    @Test("a field speaks its formatter's language unless told otherwise, and says which language each part is in")
    func formatterLanguageByDefault() throws {
        let euros = try CurrencyFormatter(locale: "de_DE", currency: "EUR")
        var amount = FormField(formatter: euros, configuration: .init(label: "Betrag"), focused: true)
        amount.type("-")
        #expect(amount.lastRejection == .negativeNotAllowed(.amount))
        #expect(amount.accessibility.announcement == "Dieses Feld nimmt keine negativen Beträge an")
        amount.type("1234,5")
        #expect(amount.accessibility.value == "1.234,50 Euro")
        #expect(amount.accessibility.language == "de")
        #expect(amount.accessibility.valueLanguage == "de-DE")
        // Named, the configuration's language wins; the value keeps its own, and says so.
        var english = FormField(formatter: euros, configuration: .init(label: "Amount", locale: "en_US"), focused: true)
        english.type("-")
        #expect(english.accessibility.announcement == "This field takes no negative amounts")
        english.type("5")
        #expect(english.accessibility.language == "en")
        #expect(english.accessibility.valueLanguage == "de-DE")
        // A BCP 47 tag, as a platform's speech takes it: no ICU keywords.
        let thai = FormField(formatter: try DateFieldFormatter(locale: "th_TH", calendar: "gregorian"), text: "2026-11-25")
        #expect(thai.accessibility.valueLanguage == "th-TH")
        // The counter's digits follow the formatter's locale too.
        let arabic = try NumberFieldFormatter(locale: "ar_EG")
        var count = FormField(formatter: arabic, configuration: .init(counter: CharacterCounter(limit: 5)), focused: true)
        count.type("12")
        #expect(count.counterText == "٢/٥")
        // A formatter that writes no language: English, unless named.
        let plain = FormField(formatter: PlainTextFormatter(), configuration: .init(label: "Name"))
        #expect(plain.accessibility.language == "en")
    }

    @Test("a bound or date given as text that does not read is an error, never “no bound”")
    func settingsThatDoNotRead() throws {
        #expect(throws: ConfigurationError.notADecimal("5,000")) { try ExactDecimal("5,000") }
        #expect(ConfigurationError.notADecimal("5,000").description
            == "“5,000” is not a plain decimal number: write it with digits, an optional leading - and . before a fraction (5000, -0.5)")
        #expect(throws: ConfigurationError.notADate("2026-13-01")) { try GregorianDate(iso8601: "2026-13-01") }
        #expect(throws: ConfigurationError.notADate("2026-02-30")) { try GregorianDate(year: 2026, month: 2, day: 30) }
        #expect(try GregorianDate(iso8601: "2028-02-29").day == 29)
        // An integer literal is a bound the compiler has read.
        let dollars = try CurrencyFormatter(locale: "en_US", currency: "USD", maximumAmount: 5000)
        var amount = FormField(formatter: dollars, configuration: .init(label: "Amount"), focused: true)
        amount.type("999999")
        amount.blur()
        #expect(amount.message == InlineMessage(.error, "Enter an amount of at most $5,000.00"))
    }
}
