@_spi(Internals) @testable import InputFormatKit
import Testing

/// Why a key or a paste was refused, as the user reads it: in the field's language, numbers in
/// its digits, currencies named as ICU names them, quoted input short and escaped, and a short
/// announcement for screen readers once per burst of refusals.
@Suite("Refusals the user can read")
struct RejectionMessageTests {
    /// One refusal of every kind.
    static let every: [EditRejection] = [
        .rangeOutOfBounds(0..<9, length: 1), .nothingToDelete, .characterNotAccepted("x"), .notFocused,
        .secondDecimalMark, .noMinorUnits(currency: "JPY"), .tooManyFractionDigits(maximum: 2),
        .tooManyIntegerDigits(maximum: 15), .negativeNotAllowed(.amount),
        .notAQuantity("abc", .amount), .notPartOfQuantity("kg", .amount), .otherCurrency("£7", found: "GBP", expected: "EUR"),
        .maskFull(slots: 4), .wouldOverfillMask(count: 18, slots: 16), .wouldMoveIntoWrongSlot("7"),
        .tooManyDigits(maximum: 17), .notAMonth("13"), .notAnExpiryDate("May"), .unknownIBANCountry("XX"),
        .plusNotAtStart, .notAPhoneNumber("hello"), .serviceCode("*#06#"), .phoneExtension("ext. 12"), .characterLimitReached(limit: 3),
        .readOnly, .disabled,
    ]

    @Test("a refusal's code is its message's key, and its arguments the names of the message's placeholders")
    func codesAndArguments() {
        // Written by hand from Localization/Messages.xcstrings.
        #expect(EditRejection.tooManyFractionDigits(maximum: 2).code.rawValue == "too-many-fraction-digits")
        #expect(EditRejection.tooManyFractionDigits(maximum: 2).arguments == ["maximum": "2"])
        #expect(EditRejection.notAQuantity("abc", .number).code.rawValue == "not-a-number")
        #expect(EditRejection.notAQuantity("abc", .amount).code.rawValue == "not-an-amount")
        #expect(EditRejection.negativeNotAllowed(.number).code.rawValue == "negative-number-not-allowed")
        #expect(EditRejection.otherCurrency("£7", found: "GBP", expected: "EUR").arguments == ["currency": "EUR", "other": "GBP"])
        #expect(EditRejection.notAnHour("25", first: "00", last: "23").arguments == ["digits": "25", "first": "00", "last": "23"])
        #expect(EditRejection.readOnly.code.rawValue == "read-only-field" && EditRejection.readOnly.arguments.isEmpty)
        // Every refusal's code has a message in English with each of its arguments as a
        // placeholder, so that an app's own table can word it with the same names.
        for rejection in Self.every + [.notAQuantity("x", .number), .notPartOfQuantity("lb", .number), .negativeNotAllowed(.number)] {
            #expect(MessageTable.english.hasMessage(rejection.code), "\(rejection.code)")
            let template = MessageTable.english.template(rejection.code, .other)
            for name in rejection.arguments.keys {
                #expect(template.contains("{\(name)}"), "\(rejection.code): {\(name)} in “\(template)”")
            }
        }
    }

    @Test("every refusal has its own message in every built-in language, every placeholder filled",
          arguments: MessageTable.builtInLocales)
    func everyLanguage(locale: String) {
        let messages = Self.every.map { $0.message(locale: locale) }
        for (rejection, message) in zip(Self.every, messages) {
            #expect(!message.isEmpty && !message.contains("{") && !message.contains("}"), "\(locale) \(rejection): \(message)")
        }
        #expect(Set(messages).count == messages.count, "\(locale): two refusals read alike")
        if locale != "en" {
            let english = Self.every.map(\.description)
            #expect(zip(messages, english).filter { $0 == $1 }.count <= 1, "\(locale): English left in")
        }
    }

    @Test("numbers in the locale's digits, currencies by ICU's name in the language")
    func digitsAndCurrencies() {
        #expect(EditRejection.tooManyFractionDigits(maximum: 3).message(locale: "ar_EG").contains("٣"))
        #expect(EditRejection.tooManyFractionDigits(maximum: 2).description == "At most 2 digits after the decimal separator")
        #expect(EditRejection.tooManyFractionDigits(maximum: 1).description == "At most 1 digit after the decimal separator")
        let pounds = (try? ICUCurrency.pluralName(of: "GBP", in: "de", category: "other")) ?? "?"
        let german = EditRejection.otherCurrency("£7", found: "GBP", expected: "EUR").message(locale: "de_DE")
        #expect(german.contains(pounds) && german.contains("Euro"), "\(german)")
        #expect(EditRejection.otherCurrency("£7", found: "GBP", expected: "EUR").description == "This field takes euros, not British pounds")
    }

    @Test("what is true: a paste longer than an empty field holds does not call it full")
    func notFull() throws {
        var code = InputField(formatter: SecurityCodeFormatter(brand: .americanExpress))
        let result = code.paste("12345")
        #expect(result.rejection == .maskFull(slots: 4))
        #expect(code.lastRejection?.description == "Only 4 characters fit here")
    }

    @Test("quoted input is cut short, each character a user cannot see named in words in the user's language, never escaped")
    func named() {
        let message = EditRejection.notAQuantity("\u{1B}]0;pwned\u{7}\u{202E}" + String(repeating: "9", count: 500), .amount).description
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
        #expect(!message.contains("\\u{"))
        #expect(message.hasPrefix("“[control character]]0;pwned[control character]…”"))
        #expect(message.count < 100)
        let german = EditRejection.notAQuantity("12\t5", .amount).message(locale: "de_DE")
        #expect(german.contains("12[Tabulator]5"), "\(german)")
        // A character alone that the user cannot see is named in a sentence of its own.
        #expect(EditRejection.characterNotAccepted("\u{D}").description == "A line break can’t be entered here")
        #expect(EditRejection.characterNotAccepted("\t").message(locale: "fr_FR") == "Impossible de saisir ici : tabulation")
        #expect(EditRejection.characterNotAccepted("\u{200B}").description == "A hidden formatting character can’t be entered here")
        // A joiner inside an emoji is part of what the user sees.
        #expect(EditRejection.notAQuantity("👨‍👩‍👧", .amount).description.contains("👨‍👩‍👧"))
    }

    @Test("FormField and InputField give the reason in the field's language")
    func fieldsSayWhy() throws {
        let euros = try CurrencyFormatter(locale: "fr_FR", currency: "EUR")
        var form = FormField(formatter: euros, configuration: .init(locale: "fr_FR"), focused: true)
        form.paste("12 kg")
        #expect(form.rejectionMessage == EditRejection.notPartOfQuantity("kg", .amount).message(locale: "fr_FR"))
        #expect(form.rejectionMessage?.contains("kg") == true)
        form.type("1")
        #expect(form.rejectionMessage == nil)
        var field = InputField(formatter: euros)
        field.paste("£7")
        #expect(field.rejectionMessage(locale: "de_DE") == EditRejection.otherCurrency("£7", found: "GBP", expected: "EUR").message(locale: "de_DE"))
    }

    @Test("every refusal is announced with its own reason; a reason again only for the same key again")
    func everyRefusalAnnounced() throws {
        var form = FormField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"),
                             configuration: .init(locale: "de_DE"), focused: true)
        form.type("x")
        #expect(form.accessibility.announcement == "„x“ kann hier nicht eingegeben werden")
        form.type("y")
        #expect(form.accessibility.announcement == "„y“ kann hier nicht eingegeben werden", "another reason")
        // The issue's case: a full Visa code, then 4, 5 and x.
        var code = FormField(formatter: SecurityCodeFormatter(brand: .visa), configuration: .init(), focused: true)
        code.type("123")
        code.type("4")
        #expect(code.accessibility.announcement == "Only 3 characters fit here")
        code.type("5")
        #expect(code.accessibility.announcement == nil, "the same reason, another key: said once")
        code.type("x")
        #expect(code.accessibility.announcement == "“x” can’t be entered here")
        code.type("x")
        #expect(code.accessibility.announcement == "“x” can’t be entered here", "the same key again")
        // What is refused without being seen is named.
        code.type("\t")
        #expect(code.accessibility.announcement == "A tab can’t be entered here")
    }
}
