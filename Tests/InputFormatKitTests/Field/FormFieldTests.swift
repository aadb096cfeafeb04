@testable import InputFormatKit
import Testing

/// The field model beyond the guideline sentences: what counts, the rules, the formatters'
/// verdicts and the message table.
@Suite("Form field")
struct FormFieldTests {
    @Test("only the value counts: never mask literals, affixes or currency symbols")
    func onlyTheValueCounts() throws {
        var phone = FormField(formatter: try MaskFormatter(pattern: "(###) ###-####"),
                              configuration: .init(counter: CharacterCounter(limit: 10)), focused: true)
        phone.type("5551234567")
        #expect(phone.text.string == "(555) 123-4567")
        #expect(phone.counterText == "10/10")
        var weight = FormField(formatter: AffixedFormatter(PlainTextFormatter(), prefix: "≈ ", suffix: " kg"),
                               configuration: .init(counter: CharacterCounter(limit: 4)), focused: true)
        weight.type("80")
        #expect(weight.text.string == "≈ 80 kg")
        #expect(weight.counterText == "2/4")
        var amount = FormField(formatter: try currency("de_DE", "EUR"),
                               configuration: .init(counter: CharacterCounter(limit: 6)), focused: true)
        amount.type("1234")
        amount.blur()
        #expect(amount.text.string.contains("€"))
        #expect(amount.counterText == "4/6")
    }

    @Test("the counter text follows every count, to the limit and past it, in the field's digits, at any limit",
          arguments: [0, 1, 40, 99, 100, 500, 501, 1_000])
    func counterTextEveryCount(limit: Int) throws {
        // Up to 500, and while they fit in 15 bytes (to `99/99` in Devanagari digits), the texts
        // are made with the field and read; otherwise they are written at each read. Both must say
        // what the counter says, written by hand for a few counts.
        for locale in ["en_US", "ar_EG", "hi_IN@numbers=deva"] {
            let digits = try LocaleDigits(locale: locale)
            var note = FormField(formatter: PlainTextFormatter(),
                                 configuration: .init(counter: CharacterCounter(limit: limit, mode: .allowOverLimit),
                                                      locale: locale),
                                 focused: true)
            for count in 0...(limit + 3) {
                if count > 0 { note.type(count.isMultiple(of: 2) ? "é" : "a") }
                #expect(note.counter.count == count)
                #expect(note.counterText == digits.format(count) + "/" + digits.format(limit), "\(locale) \(count)/\(limit)")
            }
        }
        let handWritten: [Int: [String]] = [0: ["0/0", "1/0"], 40: ["0/40", "40/40", "41/40"], 500: ["0/500", "500/500", "501/500"]]
        guard let expected = handWritten[limit] else { return }
        var field = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(counter: CharacterCounter(limit: limit, mode: .allowOverLimit)), focused: true)
        var seen = [field.counterText]
        for count in 1...(limit + 1) {
            field.type("x")
            if count >= limit { seen.append(field.counterText) }
        }
        #expect(seen == expected)
        if limit == 40 {
            let arabic = FormField(formatter: PlainTextFormatter(),
                                   configuration: .init(counter: CharacterCounter(limit: 40), locale: "ar_EG"),
                                   text: "مرحبا بالعالم", focused: true)
            #expect(arabic.counterText == "١٣/٤٠")
        }
    }

    @Test("a field set up with a text counts the value it keeps once tidied")
    func initialText() throws {
        let amount = FormField(formatter: try currency("en_US", "USD"),
                               configuration: .init(counter: CharacterCounter(limit: 9)), text: "12.")
        #expect(amount.raw == "12")
        #expect(amount.counterText == "2/9")
        #expect(amount.state == .typed)
    }

    @Test("a paste into the middle keeps what fits there; a text over a stop limit may shrink but not grow")
    func stopInTheMiddle() {
        var field = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(counter: CharacterCounter(limit: 6)), text: "ab|cd", focused: true)
        field.select(2..<3)
        field.paste("XYZ")   // "|" goes, "XY" fit, "Z" does not
        #expect(field.text.description == "abXY|cd")
        var over = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(counter: CharacterCounter(limit: 3)), text: "abcdef", focused: true)
        #expect(over.counterText == "6/3")
        #expect(over.type("g").rejection == .characterLimitReached(limit: 3))
        over.select(0..<2)
        #expect(over.type("x").rejection == nil)   // replacing two characters with one shrinks the text
        #expect(over.value == "xcdef")
    }

    @Test("a stop-at-limit amount refuses the digit that would pass the limit")
    func amountAtLimit() throws {
        var amount = FormField(formatter: try currency("en_US", "USD"),
                               configuration: .init(counter: CharacterCounter(limit: 4)), focused: true)
        amount.type("1234")
        #expect(amount.type("5").rejection == .characterLimitReached(limit: 4))
        #expect(amount.text.description == "1,234|")
    }

    @Test("the most bytes a formatter's raw characters take, counted by hand; none with a letter slot or for plain text")
    func rawBounds() throws {
        #expect(try MaskFormatter(pattern: "(###) ###-####").maximumRawUTF8Count == 10)
        #expect(try MaskFormatter(pattern: "AA-##").maximumRawUTF8Count == nil)    // "É" with marks is one letter
        #expect(CardNumberFormatter().maximumRawUTF8Count == 19)                   // the longest brand's digits
        #expect(try currency("en_US", "USD").maximumRawUTF8Count == 18)           // 15 digits, ".", 2
        #expect(try currency("ja_JP", "JPY").maximumRawUTF8Count == 15)           // no minor units, no mark
        #expect(try CurrencyFormatter(locale: "en_US", currency: "USD", allowsNegative: true).maximumRawUTF8Count == 19)
        #expect(try NumberFieldFormatter(locale: "en_US", maximumFractionDigits: 0).maximumRawUTF8Count == 15)
        #expect(SecurityCodeFormatter(brand: .visa).maximumRawUTF8Count == 4)      // a paste keeps up to 4 digits
        #expect(AffixedFormatter(try currency("en_US", "USD"), suffix: " net").maximumRawUTF8Count == 18)   // the amount's
        #expect(try PhoneFormatter(region: "US").maximumRawUTF8Count == 21)       // "+" and 20 digits
        #expect(PlainTextFormatter().maximumRawUTF8Count == nil)
    }

    @Test("a stop limit under a mask's or a card's length still cuts a paste to fit; one at it leaves a paste whole")
    func limitAgainstBound() throws {
        var phone = FormField(formatter: try MaskFormatter(pattern: "(###) ###-####"),
                              configuration: .init(counter: CharacterCounter(limit: 9)), focused: true)
        phone.paste("5551234567")
        #expect(phone.raw == "555123456")
        #expect(phone.counterText == "9/9")
        var card = FormField(formatter: CardNumberFormatter(), configuration: .init(counter: CharacterCounter(limit: 19)),
                             focused: true)
        card.paste("4111 1111 1111 1111")
        #expect(card.raw == "4111111111111111")
        #expect(card.counterText == "16/19")
    }

    @Test("counting in UTF-16 units stops a paste where a storage limit would be passed")
    func utf16Limit() {
        var field = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(counter: CharacterCounter(limit: 5, unit: .utf16)), focused: true)
        field.paste("ab👍🏽c")   // 👍🏽 is 4 units: it does not fit after "ab"
        #expect(field.value == "ab")
        #expect(field.counterText == "2/5")
    }

    @Test("rules: minimum and maximum length, pattern and a custom check, the first failure shows")
    func rules() throws {
        let rules: [ValidationRule<String>] = [
            .maximumLength(6),
            try .pattern("[A-Z]{2}[0-9]+", message: "Two letters, then digits"),
            .custom("no-zero") { value, _ in value?.hasSuffix("0") == true ? InlineMessage(.error, "No trailing zero") : nil },
        ]
        var field = FormField(formatter: PlainTextFormatter(), configuration: .init(rules: rules), focused: true)
        field.type("ab12")
        field.blur()
        #expect(field.message?.text == "Two letters, then digits")
        field.focus()
        field.select(0..<4)
        field.type("AB10")
        #expect(field.message == nil)   // corrected at "AB1": the rules wait for the end of editing again
        field.blur()
        #expect(field.message?.text == "No trailing zero")
        field.focus()
        field.type("0000")
        #expect(field.message?.text == "Enter at most 6 characters")
        #expect(throws: ConfigurationError.self) { try ValidationRule<String>.pattern("[") }
    }

    @Test("a pattern that backtracks without end cannot hold up a keystroke: the value fails with its own message")
    func patternWithinBudget() throws {
        // `(a+)+$` against letters and a "!" backtracks exponentially: 22 letters take ICU ~0.3 s,
        // 30 letters minutes. Within the budget the rule gives up in milliseconds, and the value
        // does not pass.
        var field = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(rules: [try .pattern("(a+)+$")], timing: .onEveryEdit),
                              focused: true)
        field.paste(String(repeating: "a", count: 22))
        #expect(field.message == nil)
        field.type("!")
        #expect(field.text.string == String(repeating: "a", count: 22) + "!")
        #expect(field.message?.text == "This value couldn’t be checked: try a shorter one")
        field.backspace()
        #expect(field.message == nil)

        // A pattern without nested repetition matches a long value whole within the same budget.
        var long = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(rules: [try .pattern("[a-z]+[0-9]")], timing: .onEveryEdit),
                             focused: true)
        long.paste(String(repeating: "q", count: 100_000) + "7")
        #expect(long.message == nil)
        long.type("x")
        #expect(long.message?.text == "Check the format of this value")

        #expect(throws: ConfigurationError.invalidRegularExpression("(a", reason: "ICU cannot read it (U_REGEX_MISMATCHED_PAREN)")) {
            try ValidationRule<String>.pattern("(a")
        }
    }

    @Test("rules run on every edit when asked to")
    func everyEdit() {
        var field = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(rules: [.maximumLength(2)], timing: .onEveryEdit), focused: true)
        field.type("abc")
        #expect(field.message?.kind == .error)
    }

    @Test("a length rule holds at its bound: exactly the minimum or the maximum is fine, one character past it is an error")
    func lengthBounds() {
        var field = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(rules: [.minimumLength(3), .maximumLength(5)], timing: .onEveryEdit),
                              focused: true)
        field.type("ab")
        #expect(field.message?.text == "Enter at least 3 characters")
        field.type("c")
        #expect(field.message == nil)
        field.type("de")
        #expect(field.message == nil)
        field.type("f")
        #expect(field.message?.text == "Enter at most 5 characters")
        #expect(field.failingRules.map(\.name) == [.maximumLength])
    }

    @Test("card verdicts: incomplete, wrong check digit, unsupported length")
    func cardVerdicts() {
        let cards = CardNumberFormatter()
        #expect(cards.verdict(raw: "4111")?.code == "card.incomplete")
        #expect(cards.verdict(raw: "4111111111111112")?.code == "card.invalid-checksum")
        #expect(cards.verdict(raw: "4111111111111111") == nil)
        #expect(cards.verdict(raw: "") == nil)
        #expect(cards.verdict(raw: "3782822463100050")?.code == "card.unsupported-length")   // Amex stops at 15
        #expect(PlainTextFormatter().verdict(raw: "anything") == nil)
    }

    @Test("an amount above the configured maximum is an error naming the maximum in the locale's format")
    func amountMaximum() throws {
        let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", maximumAmount: ExactDecimal("500"))
        var amount = FormField(formatter: formatter, configuration: .init(rules: [.formatterVerdict()]), focused: true)
        amount.type("500.01")
        amount.blur()
        #expect(amount.message == InlineMessage(.error, "Enter an amount of at most $500.00"))
        amount.focus()
        amount.backspace()
        #expect(amount.message == nil)
    }

    @Test("every built-in string comes from one table; an app's table for a locale wins over the built-in one")
    func messageTable() {
        let german = MessageTable.english
            .replacing(.characterLimitReached, with: "Zeichenlimit erreicht")
            .replacing(.readOnlyField, with: "Schreibgeschütztes Feld")
        let tables = ["de": german]
        #expect(MessageTable.table(for: "de_CH", in: tables) == german)
        #expect(MessageTable.table(for: "fr_FR", in: tables).text(.characterLimitReached) == "Limite de caractères atteinte")
        #expect(MessageTable.table(for: "sw_KE", in: tables) == .english)
        var field = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(counter: CharacterCounter(limit: 1), messages: MessageTable.table(for: "de_DE", in: tables)),
                              focused: true)
        field.type("a")
        #expect(field.message?.text == "Zeichenlimit erreicht")
        #expect(MessageTable.Key.builtIn.allSatisfy { !MessageTable.english.text($0).isEmpty })
    }

    @Test("disabled and read-only fields keep their text through every edit and the clear button")
    func frozenFields() {
        var field = FormField(formatter: PlainTextFormatter(), text: "Keep", focused: true)
        field.setEnabled(false)
        #expect(!field.isFocused)
        #expect(field.paste("x").rejection == .disabled)
        field.clear()
        #expect(field.value == "Keep")
        #expect(field.lastRejection == .disabled)
    }
}
