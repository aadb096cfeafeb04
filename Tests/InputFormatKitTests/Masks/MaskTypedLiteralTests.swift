@_spi(Internals) @testable import InputFormatKit
import Testing

/// A mask's literal typed where it comes next is typed over, as paste reads it (caret rule 7):
/// after the last raw character the literals typed so far show, and a backspace takes them
/// back; in the middle the caret moves over the literal. The rows of the CaretRules article's
/// hard cases for typed literals.
@Suite("Typed literals, masks")
struct MaskTypedLiteralTests {
    let phone: MaskFormatter
    let russian: MaskFormatter

    init() throws {
        phone = try MaskFormatter(pattern: "(###) ###-####")
        russian = try MaskFormatter(pattern: "+7 (###) ### ## ##")
    }

    /// `keys` typed one grapheme cluster a keystroke into an empty field, which keeps its state.
    func typed<F: InputFormatter>(_ keys: String, into formatter: F) -> InputField<F> {
        var field = InputField(formatter: formatter)
        for key in keys {
            let rejection = field.type(String(key)).rejection
            #expect(rejection == nil, "\(key) at \(field.text)")
        }
        return field
    }

    @Test("the template typed key by key gives what pasting it gives, in a field and through the stateless path")
    func templateRetyped() {
        for (formatter, text, value) in [(russian, "+7 (123) 456 78 90", "1234567890"), (phone, "(555) 123-4567", "5551234567")] {
            let field = typed(text, into: formatter)
            #expect(field.text == FieldText(text, selection: text.utf16.count..<text.utf16.count))
            #expect(field.value == value)
            // A `UITextFieldDelegate` hands back the text alone at every keystroke.
            #expect(formatter.typing(text) == field.text)
            let pasted = formatter.apply(.paste(text, in: .empty), to: .empty)
            #expect(pasted.field == field.text && pasted.value == value)
        }
    }

    @Test("each literal of the template shows as it is typed, the caret after it")
    func literalsShowAsTyped() {
        let steps = ["+|", "+7|", "+7 |", "+7 (|", "+7 (1|", "+7 (12|", "+7 (123|", "+7 (123)|", "+7 (123) |", "+7 (123) 4|"]
        var text = FieldText.empty
        for (key, expected) in zip("+7 (123) 4", steps) {
            let result = russian.apply(.typing(String(key), in: text), to: text)
            #expect(result.rejection == nil)
            #expect(result.field == field(expected), "\(key) at \(text)")
            text = result.field
        }
        #expect(russian.key("5", at: text).value == "12345")
    }

    @Test("a literal a slot takes is the literal only when it comes next; otherwise it fills the slot")
    func literalDigit() {
        #expect(phone.typing("7") == field("(7|"))
        #expect(russian.typing("7") == field("+7 (7|"))
        #expect(russian.key("7", at: .empty).value == "7")
        // After `+` the 7 comes next; after `+7` the next literal is a space, so 7 is a digit.
        #expect(russian.typing("+7") == field("+7|"))
        #expect(russian.typing("+77") == field("+7 (7|"))
        #expect(russian.key("7", at: field("+7|")).value == "7")
        // In the middle, before the `7` of the template it is the literal; after it, a digit.
        #expect(russian.key("7", at: field("+|7 (123) 456 78 9")).field == field("+7| (123) 456 78 9"))
        #expect(russian.key("7", at: field("+7 (|123) 456 78 9")).field == field("+7 (7|12) 345 67 89"))
        #expect(russian.key("7", at: field("+7 (|123) 456 78 9")).value == "7123456789")
    }

    @Test("in the middle a typed literal moves the caret over it, a later one of the run over those before it")
    func literalInTheMiddle() {
        let middle = field("(555|) 123-4567")
        #expect(phone.key(")", at: middle).field == field("(555)| 123-4567"))
        #expect(phone.key(")", at: middle).rejection == nil)
        #expect(phone.key(" ", at: field("(555)| 123-4567")).field == field("(555) |123-4567"))
        #expect(phone.key(" ", at: middle).field == field("(555) |123-4567"))
        #expect(phone.key("-", at: field("(555) 123|-4567")).field == field("(555) 123-|4567"))
        // A literal that does not stand at the caret is refused, as any character the slot
        // does not take.
        let notFull = field("(555|) 123-456")
        #expect(phone.key("-", at: notFull).rejection == .characterNotAccepted("-"))
        #expect(phone.key("-", at: notFull).field == notFull)
        #expect(phone.key(")", at: field("(5|55) 123-456")).rejection == .characterNotAccepted(")"))
    }

    @Test("after the last digit: a later literal of the run shows with those before it; one of no run is refused")
    func literalAtTheEnd() {
        #expect(phone.key(" ", at: field("(555|")).field == field("(555) |"))
        #expect(phone.key("-", at: field("(555|")).rejection == .characterNotAccepted("-"))
        #expect(phone.key("-", at: field("(555|")).field == field("(555|"))
        #expect(phone.key("(", at: field("(555) 123-4567|")).rejection == .maskFull(slots: 10))
        // Typed again where it shows already, the literal moves the caret over it.
        #expect(phone.key(")", at: field("(555|)")).field == field("(555)|"))
        // A trailing literal of the mask is typed too.
        let parenthesised = try! MaskFormatter(pattern: "(###)")
        #expect(parenthesised.typing("(123)") == field("(123)|"))
        #expect(parenthesised.typing("(123)").string == "(123)")
    }

    @Test("backspace takes typed literals back one by one, then the digits")
    func backspaceTypedLiterals() {
        var field = typed("(555) ", into: phone)
        #expect(field.text == InputFormatKitTests.field("(555) |"))
        let steps = ["(555)|", "(555|", "(55|", "(5|"]
        for expected in steps {
            let result = field.apply(.backspace(in: field.text))
            #expect(result.rejection == nil)
            #expect(field.text == InputFormatKitTests.field(expected))
        }
        #expect(field.value == "5")
        // Forward delete inside typed literals takes them from the caret on.
        #expect(russian.key("⌦", at: InputFormatKitTests.field("+|7 (")).field == InputFormatKitTests.field("+|"))
        #expect(russian.typing("+7 (⌫⌫⌫⌫") == .empty)
    }

    @Test("a digit after typed literals goes after them, on the fast path and through replace")
    func digitAfterTypedLiterals() {
        var field = typed("(555) ", into: phone)
        field.type("1")
        #expect(field.text == InputFormatKitTests.field("(555) 1|"))
        #expect(field.value == "5551")
        // A digit typed with the caret inside the typed literals goes after them too.
        #expect(phone.key("1", at: InputFormatKitTests.field("(555|) ")).field == InputFormatKitTests.field("(555) 1|"))
        #expect(phone.key("1", at: InputFormatKitTests.field("(555)| ")).field == InputFormatKitTests.field("(555) 1|"))
    }

    @Test("typed literals go when editing ends, and do not come back with focus; undo and redo keep them")
    func blurFocusUndo() {
        var field = typed("(555) ", into: phone)
        field.blur()
        #expect(field.text.string == "(555")
        field.focus()
        #expect(field.text == InputFormatKitTests.field("(555|"))

        var form = FormField(formatter: phone, focused: true)
        for key in "(555) " { form.type(String(key)) }
        #expect(form.text == InputFormatKitTests.field("(555) |"))
        let undone = form.undo()
        #expect(undone && form.text == .empty)
        let redone = form.redo()
        #expect(redone)
        #expect(form.text == InputFormatKitTests.field("(555) |") && form.raw == "555")
        // After a redo the field derives its layout from the text, typed literals included.
        form.apply(.backspace(in: form.text))
        #expect(form.text == InputFormatKitTests.field("(555)|"))
        let undoneAgain = form.undo()
        #expect(undoneAgain && form.text == InputFormatKitTests.field("(555) |"))
        form.type("1")
        #expect(form.text == InputFormatKitTests.field("(555) 1|") && form.value == "5551")
    }

    @Test("around a prefix and a suffix the typed literals show inside the value")
    func affixes() throws {
        let affixed = AffixedFormatter(phone, prefix: "Tel. ", suffix: " ext")
        var field = typed("(", into: affixed)
        #expect(field.text == InputFormatKitTests.field("(|"))   // the affixes show once there is a digit
        for key in "555) " { field.type(String(key)) }
        #expect(field.text == InputFormatKitTests.field("Tel. (555) | ext"))
        #expect(field.value == "555")
        field.apply(.backspace(in: field.text))
        #expect(field.text == InputFormatKitTests.field("Tel. (555)| ext"))
        field.type(" ")
        field.type("1")
        #expect(field.text == InputFormatKitTests.field("Tel. (555) 1| ext"))
        #expect(affixed.typing("(555) 123-4567") == InputFormatKitTests.field("Tel. (555) 123-4567| ext"))
        // A prefix that always shows stands before them in an empty field too.
        var always = InputField(formatter: AffixedFormatter(russian, prefix: "№ ", visibility: .always))
        always.type("+7 ")
        #expect(always.text == InputFormatKitTests.field("№ +7 |"))
        always.type("(1")
        #expect(always.text == InputFormatKitTests.field("№ +7 (1|") && always.value == "1")
    }

    @Test("a card number and an IBAN take a space typed at a group boundary")
    func groupSpaces() {
        let card = CardNumberFormatter()
        #expect(card.typing("4111 ") == field("4111 |"))
        #expect(card.typing("4111 1") == field("4111 1|"))
        #expect(card.typing("4111 1111 1111 1111").string == "4111 1111 1111 1111")
        #expect(card.key(" ", at: field("4111| 1111")).field == field("4111 |1111"))
        #expect(card.key(" ", at: field("41|11")).rejection == .characterNotAccepted(" "))
        #expect(card.key(" ", at: .empty).rejection == .characterNotAccepted(" "))
        #expect(card.typing("3782 822463 10005").string == "3782 822463 10005")
        let iban = IBANFormatter()
        #expect(iban.typing("DE89 ") == field("DE89 |"))
        #expect(iban.typing("de89 3704 0044 0532 0130 00").string == "DE89 3704 0044 0532 0130 00")
        #expect(iban.key(" ", at: field("DE89| 3704")).field == field("DE89 |3704"))
        // Elsewhere a space is ignored, as before.
        #expect(iban.key(" ", at: field("DE|89")).field == field("DE|89"))
    }

    @Test("a paste reads the template's literals as typing does")
    func pasteAsTyped() {
        // The literal 7 where it comes next, then the number: ten digits, where reading every
        // digit made eleven, one too many.
        let pasted = russian.apply(.paste("+79161234567", in: .empty), to: .empty)
        #expect(pasted.field == field("+7 (916) 123 45 67|"))
        #expect(typed("+79161234567", into: russian).text == pasted.field)
        // A 7 that does not come next is a digit, typed or pasted.
        #expect(russian.apply(.paste("7 916", in: .empty), to: .empty).value == "7916")
        #expect(russian.key(" ", at: field("+7 (7|")).rejection == .characterNotAccepted(" "))
        #expect(russian.apply(.paste("+7 916", in: .empty), to: .empty).value == "916")
        #expect(typed("+7 916", into: russian).value == "916")
        #expect(phone.apply(.paste("(555 123", in: .empty), to: .empty).value == "555123")
        #expect(typed("(555 123", into: phone).value == "555123")
    }

    @Test("a layout shows typed-ahead literals after its raw characters, the caret after them, and takes them back")
    func layoutTypedAhead() {
        var layout = phone.layout(raw: "555")
        layout.showTypedAhead(")")
        layout.showTypedAhead(" ")
        #expect(layout.text == "(555) " && layout.typedAhead == 2 && layout.typedAheadRange == 4..<6)
        #expect(layout.caretOffset(afterRaw: 3) == 6 && layout.caretOffset(afterRaw: 2) == 3 && layout.editable == 0...6)
        // The fast path takes a key typed after them only: inside them the engine's path decides.
        #expect(!layout.isAfterLastRaw(4) && !layout.isAfterLastRaw(5) && layout.isAfterLastRaw(6))
        #expect(layout != phone.layout(raw: "555") && layout == phone.layout(raw: "555", shownAs: "(555) "))
        layout.dropTypedAhead(from: 5)
        #expect(layout.text == "(555)" && layout.typedAhead == 1 && layout.utf16Count == 5)
        layout.dropTypedAhead(from: 4)
        #expect(layout == phone.layout(raw: "555"))
        // With a suffix after the value, they stand before it.
        let affixed = AffixedFormatter(phone, suffix: " ext")
        var withSuffix = affixed.layout(raw: "555")
        withSuffix.showTypedAhead(") ")
        #expect(withSuffix.text == "(555)  ext" && withSuffix.editable == 0...6 && withSuffix.caretOffset(afterRaw: 3) == 6)
    }

    @Test("the decoration a mask shows before its next raw character")
    func decorationAhead() throws {
        #expect(russian.decorationAhead(ofRaw: "") == "+7 (")
        #expect(russian.decorationAhead(ofRaw: "1") == "")
        #expect(russian.decorationAhead(ofRaw: "123") == ") ")
        #expect(russian.decorationAhead(ofRaw: "1234567890") == "")
        #expect(try MaskFormatter(pattern: "(###)").decorationAhead(ofRaw: "555") == ")")
        #expect(try MaskFormatter(pattern: "AA-####").decorationAhead(ofRaw: "Bé") == "-")
        #expect(phone.layout(raw: "555", shownAs: "(555) ")?.typedAhead == 2)
        #expect(phone.layout(raw: "555", shownAs: "(555-") == nil)
        #expect(phone.layout(raw: "555", shownAs: "(555") == phone.layout(raw: "555"))
        // Formatters that let no decoration be typed say so.
        #expect(try currency("en_US", "USD").decorationAhead(ofRaw: "123") == nil)
        #expect(SecurityCodeFormatter().decorationAhead(ofRaw: "12") == nil)
    }
}
