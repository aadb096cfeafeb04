import InputFormatKit
import Testing

/// The adapter from a text control's events to the field: the W3C Input Events a browser's
/// `<input>` sends, and UIKit's replaced range. Expectations written by hand from the W3C
/// Input Events Level 2 list of input types and from what a person sees in the field.
@Suite("Text control events (W3C Input Events, UIKit ranges)")
struct TextInputEventTests {
    /// Sends one `beforeinput` over the field's selection, as the playground page does.
    private func send<Field: EditableField>(_ inputType: String, _ data: String? = nil, to field: inout Field) {
        guard let event = TextInputEvent(inputType: inputType, data: data, range: field.text.selection) else {
            Issue.record("\(inputType) read as no event")
            return
        }
        field.apply(event)
    }

    @Test("each input type of an <input> is the edit a person expects; formatting is none")
    func inputTypes() {
        let expected: [String: TextInputEvent.Intent] = [
            "insertText": .insert("7"), "insertReplacementText": .insert("7"), "insertFromPaste": .insert("7"),
            "insertFromDrop": .insert("7"), "insertFromYank": .insert("7"), "insertLineBreak": .insert("\n"),
            "deleteContentBackward": .delete(.characterBackward), "deleteContentForward": .delete(.characterForward),
            "deleteWordBackward": .delete(.wordBackward), "deleteWordForward": .delete(.wordForward),
            "deleteSoftLineBackward": .delete(.lineBackward), "deleteHardLineForward": .delete(.lineForward),
            "deleteEntireSoftLine": .delete(.line), "deleteByCut": .delete(.range), "deleteByDrag": .delete(.range),
            "historyUndo": .undo, "historyRedo": .redo, "insertCompositionText": .compose("7"),
        ]
        for (inputType, intent) in expected {
            #expect(TextInputEvent(inputType: inputType, data: "7", range: 0..<0)?.intent == intent, "\(inputType)")
        }
        for inputType in ["formatBold", "insertLink", "insertOrderedList", "", "insert text"] {
            #expect(TextInputEvent(inputType: inputType, data: "7", range: 0..<0) == nil, "\(inputType)")
        }
    }

    @Test("keys in a US amount: grouping as typed, backspace over a cluster, a word, undo and redo")
    func usAmount() throws {
        var amount = FormField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"), focused: true)
        for key in "123456" { send("insertText", String(key), to: &amount) }
        #expect(amount.text.description == "123,456|")
        send("deleteContentBackward", to: &amount)
        #expect(amount.text.description == "12,345|")
        send("insertText", ".", to: &amount)
        send("insertText", "6", to: &amount)
        #expect(amount.text.description == "12,345.6|")
        send("deleteWordBackward", to: &amount)   // Ctrl-Backspace: the whole number, separators and all
        #expect(amount.text.string.allSatisfy { !$0.isNumber })
        #expect(amount.value == nil)
        send("historyUndo", to: &amount)
        #expect(amount.text.description == "12,345.6|")
        send("historyRedo", to: &amount)
        #expect(amount.value == nil)
    }

    @Test("German amount: grouping as typed, a cut selection, ⌘⌫ to the start")
    func germanAmount() throws {
        var amount = FormField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"), focused: true)
        for key in "12345,6" { send("insertText", String(key), to: &amount) }
        #expect(amount.text.description == "12.345,6|")
        amount.select(0..<3)   // "12." selected with the mouse, then cut
        send("deleteByCut", to: &amount)
        #expect(amount.value?.description == "345.6")
        #expect(amount.text.description == "|345,6")
        amount.select(3..<3)
        send("deleteSoftLineBackward", to: &amount)
        #expect(amount.value?.description == "0.6")
    }

    @Test("a replaced range as UIKit reports it goes through unchanged")
    func uikitRange() throws {
        var phone = InputField(formatter: try PhoneFormatter(region: "US"))
        phone.apply(TextInputEvent(.insert("2025550123"), range: 0..<0))
        #expect(phone.text.string == "(202) 555-0123")
        let last = phone.text.utf16Count
        phone.apply(TextInputEvent(.insert(""), range: (last - 1)..<last))   // backspace: UIKit gives the cluster
        #expect(phone.value?.nationalNumber == "202555012")
    }

    @Test("a Japanese input method: kana marked as composed, committed as one paste, then undone")
    func japaneseComposition() throws {
        var note = FormField(formatter: PlainTextFormatter(), focused: true)
        for kana in ["に", "にほ", "にほん", "日本"] { send("insertCompositionText", kana, to: &note) }
        #expect(note.isComposing)
        #expect(note.value == nil)   // nothing committed yet
        note.apply(TextInputEvent(.commitComposition, range: note.text.selection))
        #expect(note.text.description == "日本|")
        #expect(note.value == "日本")
        send("historyUndo", to: &note)
        #expect(note.text.description == "|")
    }

    @Test("full-width digits composed in a yen amount arrive as digits; a cancelled composition leaves nothing")
    func fullWidthDigits() throws {
        var yen = FormField(formatter: try CurrencyFormatter(locale: "ja_JP", currency: "JPY"), focused: true)
        send("insertCompositionText", "１", to: &yen)
        send("insertCompositionText", "１２３４", to: &yen)
        yen.apply(TextInputEvent(.commitComposition, range: yen.text.selection))
        #expect(yen.value?.description == "1234")
        #expect(yen.text.string.contains("1,234"))
        send("insertCompositionText", "５", to: &yen)
        yen.apply(TextInputEvent(.cancelComposition, range: yen.text.selection))
        #expect(yen.value?.description == "1234")
        #expect(!yen.isComposing)
    }

    @Test("a key pressed during a composition lands where it was shown; undo drops the marked text; a selected segment stays selected")
    func editsDuringComposition() throws {
        var amount = FormField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"), focused: true)
        send("insertCompositionText", "１２３４", to: &amount)
        send("insertText", "5", to: &amount)   // after the marked text, as the field shows it
        #expect(amount.text.description == "12,345|")

        var note = FormField(formatter: PlainTextFormatter(), focused: true)
        note.type("ab")
        send("insertCompositionText", "に", to: &note)
        send("historyUndo", to: &note)
        #expect(note.text.description == "ab|")
        #expect(!note.isComposing)
        note.apply(TextInputEvent(.compose("日本語", selectedRange: 0..<2), range: note.text.selection))
        #expect(note.text.description == "ab[日本]語")
    }

    @Test("a word deletion keeps a number whole (a French group's narrow space too), takes the spaces and marks before a word")
    func wordDeletion() {
        func deleted(_ extent: TextInputEvent.DeletionExtent, _ text: String, at caret: Int) -> Range<Int>? {
            TextInputEvent(.delete(extent), range: caret..<caret).edit(of: FieldText(text, selection: caret..<caret))?.range
        }
        #expect(deleted(.wordBackward, "$1,234.56", at: 9) == 1..<9)
        #expect(deleted(.wordBackward, "12\u{202F}345,67", at: 9) == 0..<9)
        #expect(deleted(.wordBackward, "12 345", at: 6) == 3..<6)   // a plain space parts two words
        #expect(deleted(.wordBackward, "abc \u{200F}", at: 5) == 0..<5)   // a bidi mark is no word of its own
        #expect(deleted(.wordForward, "\u{200F}١٢٣ ج", at: 0) == 0..<4)
        #expect(deleted(.wordForward, "👍x y", at: 1) == 2..<3)   // a caret inside a cluster goes to its nearer end (the later on a tie)
        #expect(deleted(.characterBackward, "abc", at: -2) == 0..<0)   // a range before the text is clamped to it
        #expect(deleted(.wordBackward, "hello  world", at: 7) == 0..<7)
        #expect(deleted(.wordForward, "hello  world", at: 5) == 5..<12)
        #expect(deleted(.wordForward, "1.234,5 €", at: 0) == 0..<7)
        #expect(deleted(.wordBackward, "a👍🏽b", at: 5) == 0..<5)   // an emoji is no word: it goes with the word before it
        #expect(deleted(.wordBackward, "", at: 0) == 0..<0)
        #expect(deleted(.lineForward, "abc", at: 1) == 1..<3)
        #expect(deleted(.line, "abc", at: 1) == 0..<3)
    }
}
