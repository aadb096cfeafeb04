import InputFormatKit
import Testing

@Suite("What a screen reader reads")
struct AccessibilityTests {
    static func amount(_ locale: String, _ currency: String, typing keys: String) throws -> FieldAccessibility {
        var field = FormField(formatter: try CurrencyFormatter(locale: locale, currency: currency),
                              configuration: .init(label: "Amount", isRequired: true, locale: locale), focused: true)
        field.type(keys)
        return field.accessibility
    }

    @Test("an amount is read with its currency's full name, in the field's locale", arguments: [
        ("en_US", "EUR", "1234.5", "1,234.50 euros"),
        ("en_US", "USD", "1", "1.00 US dollars"),
        ("de_DE", "EUR", "1234,5", "1.234,50 Euro"),
        ("ar_EG", "EGP", "١٢٣٤٫٥", "١٬٢٣٤٫٥٠ جنيه مصري"),
        ("ja_JP", "JPY", "1234", "1,234円"),
    ])
    func amounts(locale: String, currency: String, keys: String, spoken: String) throws {
        #expect(try Self.amount(locale, currency, typing: keys).value == spoken)
    }

    @Test("an amount is read with the sign and grouping the field shows (ICU's full-name format with the display's stems)")
    func amountDisplay() throws {
        let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", allowsNegative: true,
                                              display: .init(sign: .always, grouping: .off))
        var field = FormField(formatter: formatter, focused: true)
        field.type("1234")
        #expect(field.accessibility.value == "+1234.00 US dollars")
    }

    @Test("an empty field is read as empty, in the field's language", arguments: [
        ("en_US", "USD", "Empty"), ("de_DE", "EUR", "Leer"), ("ar_EG", "EGP", "فارغ"), ("ja_JP", "JPY", "空"),
    ])
    func empty(locale: String, currency: String, spoken: String) throws {
        #expect(try Self.amount(locale, currency, typing: "").value == spoken)
    }

    @Test("the label says required in words, never a bare asterisk; optional where the form marks optional fields")
    func labels() throws {
        let required = try Self.amount("de_DE", "EUR", typing: "")
        #expect(required.label == "Amount (EUR), Pflichtfeld")
        let phone = FormField(formatter: try PhoneFormatter(region: "US"),
                              configuration: .init(label: "Phone", labelMarking: .optionalFields, locale: "ja_JP"))
        #expect(phone.labelText == "Phone （任意）")
        #expect(phone.accessibility.label == "Phone、任意")
        #expect(FormField(formatter: PlainTextFormatter()).accessibility.label == nil)
    }

    @Test("a card number is its brand and digit groups; a phone number digit by digit in its groups; a mask without literals")
    func cardsPhonesMasks() throws {
        var card = FormField(formatter: CardNumberFormatter(), focused: true)
        card.paste("378282246310005")
        #expect(card.accessibility.value == "American Express, 3782, 822463, 10005")
        var phone = FormField(formatter: try PhoneFormatter(region: "US"), focused: true)
        phone.paste("2015550123")
        #expect(phone.text.string == "(201) 555-0123")
        #expect(phone.accessibility.value == "2 0 1, 5 5 5, 0 1 2 3")
        var date = FormField(formatter: try MaskFormatter(pattern: "##.##.####"), focused: true)
        date.type("24122025")
        #expect(date.accessibility.value == "2 4 1 2 2 0 2 5")
        var note = FormField(formatter: PlainTextFormatter(), focused: true)
        note.type("Hi there")
        #expect(note.accessibility.value == "Hi there")
    }

    @Test("the hint is the message, then the counter's phrase")
    func hint() throws {
        var note = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(helperText: "Visible to your team", counter: CharacterCounter(limit: 10)),
                             focused: true)
        note.type("Hello")
        #expect(note.accessibility.hint == "Visible to your team, 5 characters left")
    }

    @Test("an announcement when an error appears and when it goes, and nothing when nothing visible changed")
    func errorAnnouncements() throws {
        var title = FormField(formatter: PlainTextFormatter(), configuration: .init(label: "Title", isRequired: true),
                              focused: true)
        title.blur()
        #expect(title.accessibility.announcement == "Enter a value")
        title.focus()
        #expect(title.accessibility.announcement == nil)
        title.type("Q")
        #expect(title.accessibility.announcement == "Error corrected")
        title.type("u")
        #expect(title.accessibility.announcement == nil)
    }

    @Test("an announcement when the counter reaches its limit and when a card's brand is recognized")
    func limitAndBrand() throws {
        var code = FormField(formatter: PlainTextFormatter(), configuration: .init(counter: CharacterCounter(limit: 3)),
                             focused: true)
        code.type("ab")
        #expect(code.accessibility.announcement == nil)
        code.type("c")
        #expect(code.accessibility.announcement == "Character limit reached")
        var card = FormField(formatter: CardNumberFormatter(), configuration: .init(locale: "de_DE"), focused: true)
        card.type("4")
        #expect(card.accessibility.announcement == "Karte erkannt: Visa")
        card.type("1")
        #expect(card.accessibility.announcement == nil)
    }

    @Test("a co-badged number chosen as RuPay is recognized as RuPay once, not again at the next digit")
    func chosenBrandOnce() {
        var card = FormField(formatter: CardNumberFormatter(choosing: .rupay), focused: true)
        card.type("8")
        #expect(card.accessibility.announcement == nil)
        card.type("1")   // 81 is RuPay's; 8171, typed on, is UnionPay's too
        #expect(card.accessibility.announcement == "Card recognized: RuPay")
        for digit in ["7", "1", "9"] {
            card.type(digit)
            #expect(card.accessibility.announcement == nil, "after \(card.text.string)")
        }
    }

    @Test("a brand chosen between two keystrokes is not announced at the next one; digits an undo puts back are")
    func brandChosenBetweenKeystrokes() {
        var card = FormField(formatter: CardNumberFormatter(), focused: true)
        for digit in ["8", "1", "7", "1"] { card.type(digit) }
        #expect(card.accessibility.announcement == "Card recognized: UnionPay")   // 8171: UnionPay's and RuPay's
        card.choose(.rupay)   // no event a screen reader hears
        card.type("9")
        #expect(card.accessibility.announcement == nil)   // RuPay before the digit and after it
        card.select(0..<card.text.string.utf16.count)
        card.paste("4111")
        #expect(card.accessibility.announcement == "Card recognized: Visa")
        card.undo()
        #expect(card.accessibility.announcement == "Card recognized: RuPay")
        card.type("1")
        #expect(card.accessibility.announcement == nil)
    }
}
