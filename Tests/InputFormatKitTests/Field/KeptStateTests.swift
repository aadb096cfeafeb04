import InputFormatKit
import Testing

/// A field keeps its raw characters and their layout from one edit to the next and edits them
/// where they lie: it must show, hold and refuse what the stateless `apply(_:to:)` does with
/// the text alone, and a refused edit must leave it as it was.
@Suite("A field's kept state")
struct KeptStateTests {
    @Test("a refused edit leaves the text, selection, value and undo history as they were")
    func refusalChangesNothing() throws {
        var field = InputField(formatter: try currency("en_US", "USD"))
        field.type("1.5")
        field.undo()        // the layout is derived again at the next edit
        field.type("2.5")   // a kept layout again, and something to undo
        let before = (text: field.text, value: field.value, canUndo: field.canUndo, canRedo: field.canRedo,
                      groups: field.undoGroupsStarted)
        let result = field.apply(.typing(".", in: field.text))   // a second decimal mark
        #expect(result.rejection == .secondDecimalMark)
        #expect(field.text == before.text)
        #expect(field.value == before.value)
        #expect(field.canUndo == before.canUndo && field.canRedo == before.canRedo)
        #expect(field.undoGroupsStarted == before.groups)
        field.undo()
        #expect(field.text.string == "")   // the typing is one group, the refused mark no part of it
    }

    @Test("each edit through the kept state shows, holds and refuses what the stateless apply does", arguments: [
        "currency", "mask", "card", "phone",
    ])
    func keptAgreesWithStateless(kind: String) throws {
        switch kind {
        case "currency": try agree(try currency("de_DE", "EUR"), typing: "12345,67", paste: "1.234,5")
        case "mask": try agree(try MaskFormatter(pattern: "(###) ###-####"), typing: "6502532222", paste: "(650) 253")
        case "card": try agree(CardNumberFormatter(), typing: "4111111111111111", paste: "3782 822463")
        default: try agree(try PhoneFormatter(region: "GB"), typing: "07911123456", paste: "+44 20 7946")
        }
    }

    /// Types `typing` a character at a time, then moves the caret to the middle and deletes,
    /// pastes, types over a selection and deletes past the start, comparing after each edit.
    private func agree<F: InputFormatter>(_ formatter: F, typing: String, paste: String) throws {
        var field = InputField(formatter: formatter)
        func step(_ edit: Edit) {
            let stateless = formatter.apply(edit, to: field.text)
            let kept = field.apply(edit)
            #expect(kept == stateless, "\(edit)")
            #expect(field.text == stateless.field)
        }
        for character in typing { step(.typing(String(character), in: field.text)) }
        let middle = field.text.utf16Count / 2
        field.select(middle..<middle)
        step(.backspace(in: field.text))
        step(.paste(paste, in: field.text))
        field.select(1..<min(4, field.text.utf16Count))
        step(.typing("9", in: field.text))
        field.select(0..<0)
        step(.backspace(in: field.text))   // nothing to delete: refused the same way
    }
}
