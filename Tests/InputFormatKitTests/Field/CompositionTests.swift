import InputFormatKit
import Testing

@Suite("Composed input (marked text)")
struct CompositionTests {
    @Test("Japanese: kana shown as typed, converted to kanji, committed as one paste")
    func japanese() throws {
        var note = FormField(formatter: PlainTextFormatter(), text: "メモ：", focused: true)
        for kana in ["に", "にほ", "にほん"] {
            note.setMarkedText(kana, selectedRange: kana.utf16.count..<kana.utf16.count)
        }
        #expect(note.text.description == "メモ：にほん|")
        #expect(note.markedRange == 3..<6)
        #expect(note.value == "メモ：")   // nothing committed yet
        note.setMarkedText("日本", selectedRange: 0..<2)   // the converted segment selected
        #expect(note.text.description == "メモ：[日本]")
        note.unmarkText()
        #expect(note.value == "メモ：日本")
        #expect(note.text.description == "メモ：日本|")
        #expect(note.markedRange == nil)
        note.undo()
        #expect(note.value == "メモ：")
    }

    @Test("marked text that merges with a combining mark beside it: the caret goes after the whole cluster, never inside it")
    func besideCombiningMark() throws {
        var field = InputField(formatter: PlainTextFormatter())
        field.type("\u{301}")   // a lone combining acute
        field.select(0..<0)
        field.setMarkedText("99", selectedRange: 2..<2)   // the acute joins the second 9
        #expect(field.text.string == "99\u{301}")
        #expect(field.text.selection == 3..<3)
        field.cancelComposition()
        #expect(field.text.string == "\u{301}")
        #expect(field.text.selection == 0..<0)

        field.select(1..<1)
        field.setMarkedText("\u{300}", selectedRange: 1..<1)   // a mark joining the one before it
        #expect(field.text.string == "\u{301}\u{300}")
        #expect(field.text.selection == 2..<2)
    }

    @Test("Chinese pinyin: the letters show while the characters are chosen, and only the characters are committed")
    func chinesePinyin() throws {
        var name = FormField(formatter: PlainTextFormatter(), focused: true)
        name.setMarkedText("zhong", selectedRange: 5..<5)
        name.setMarkedText("zhong guo", selectedRange: 9..<9)
        #expect(name.text.string == "zhong guo")
        #expect(name.value == nil)
        name.setMarkedText("中国", selectedRange: 2..<2)
        name.unmarkText()
        #expect(name.value == "中国")
    }

    @Test("Korean: jamo compose into syllables, each commit one syllable")
    func korean() throws {
        var field = InputField(formatter: PlainTextFormatter())
        for steps in [["ㅎ", "하", "한"], ["ㄱ", "그", "글"]] {
            for jamo in steps { field.setMarkedText(jamo, selectedRange: 1..<1) }
            #expect(field.text.string.hasSuffix(steps.last!))
            field.unmarkText()
        }
        #expect(field.value == "한글")
        #expect(field.text.description == "한글|")
    }

    @Test("full-width digits composed for an amount arrive as digits, formatted at the commit only")
    func fullWidthAmount() throws {
        var amount = FormField(formatter: try CurrencyFormatter(locale: "ja_JP", currency: "JPY"), focused: true)
        amount.setMarkedText("１２３４", selectedRange: 4..<4)
        #expect(amount.text.string == "１２３４")
        #expect(amount.value == nil)
        amount.unmarkText()
        #expect(amount.text.string == "1,234")
        #expect(amount.value?.description == "1234")
    }

    @Test("a stop-at-limit counter counts the marked text, and cuts only at the commit, at a grapheme boundary")
    func limit() throws {
        var note = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(counter: CharacterCounter(limit: 4)), text: "ab", focused: true)
        note.setMarkedText("日本語", selectedRange: 3..<3)
        #expect(note.counterText == "5/4")
        #expect(note.text.string == "ab日本語")
        note.unmarkText()
        #expect(note.value == "ab日本")
        #expect(note.counterText == "4/4")
    }

    @Test("marked text over a selection is counted in place of the selected characters, and a cancel gives the count back")
    func limitOverSelection() throws {
        var note = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(counter: CharacterCounter(limit: 4)), text: "abcd", focused: true)
        note.select(0..<4)
        note.setMarkedText("x", selectedRange: 1..<1)
        #expect(note.counterText == "1/4")
        note.setMarkedText("xyzuv", selectedRange: 5..<5)
        #expect(note.counterText == "5/4")
        note.cancelComposition()
        #expect(note.counterText == "4/4")
        #expect(note.text.description == "[abcd]")
    }

    @Test("an edit measured on the text shown while composing lands where it was aimed once the composition is committed and reformatted")
    func editDuringComposition() throws {
        let yen = try CurrencyFormatter(locale: "ja_JP", currency: "JPY")
        var field = InputField(formatter: yen)
        field.setMarkedText("１２３４", selectedRange: 4..<4)   // full-width digits, as the IME shows them
        field.apply(Edit(replacing: 4..<4, with: "5"))          // typed at the caret of the shown text
        #expect(field.text.description == "12,345|")

        var form = FormField(formatter: yen, focused: true)
        form.type("9")
        form.select(0..<0)
        form.setMarkedText("１２", selectedRange: 2..<2)
        form.apply(Edit(replacing: 3..<3, with: "0"))             // after the 9, past the marked text
        #expect(form.value?.description == "1290")
        #expect(form.text.description == "1,290|")
    }

    @Test("a cancel restores the field; an edit or a tap commits first")
    func cancelAndCommitByEdit() throws {
        var field = InputField(formatter: PlainTextFormatter())
        field.type("ab")
        field.select(1..<1)
        field.setMarkedText("x", selectedRange: 1..<1)
        #expect(field.text.description == "ax|b")
        #expect(!field.canUndo)
        field.cancelComposition()
        #expect(field.text.description == "a|b")
        field.setMarkedText("y", selectedRange: 1..<1)
        field.select(0..<0)
        #expect(field.value == "ayb")
    }

    @Test("dictation arrives as one replacement of the whole text")
    func dictation() throws {
        var phone = FormField(formatter: try PhoneFormatter(region: "US"), focused: true)
        _ = phone.type("20")
        _ = phone.apply(Edit(replacing: 0..<phone.text.utf16Count, with: "201 555 0123"))
        #expect(phone.text.string == "(201) 555-0123")
        phone.undo()
        #expect(phone.raw == "20")
    }
}
