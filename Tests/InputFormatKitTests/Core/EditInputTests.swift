@_spi(FormatterAuthoring) @testable import InputFormatKit
import Testing

/// What an insertion asks of a formatter: one character is a keystroke (typed, and grouped by
/// the undo history with the characters typed around it), more is a paste (a group of its own).
@Suite("Keystroke or paste")
struct EditInputTests {
    @Test("one character is a keystroke however many bytes it takes; two are a paste, ASCII or not")
    func oneCharacter() {
        #expect(EditInput(inserting: "7") == .keystroke("7"))
        #expect(EditInput(inserting: "\r\n") == .keystroke("\r\n"))   // a carriage return and line feed are one character
        #expect(EditInput(inserting: "e\u{301}") == .keystroke("e\u{301}"))
        #expect(EditInput(inserting: "👩‍👩‍👧") == .keystroke("👩‍👩‍👧"))
        #expect(EditInput(inserting: "25") == .paste("25"))
        #expect(EditInput(inserting: "\r1") == .paste("\r1"))
        #expect(EditInput(inserting: "\n\r") == .paste("\n\r"))
        #expect(EditInput(inserting: "1\u{301}2") == .paste("1\u{301}2"))
    }

    @Test("a paste into a field is one undo group, a typed character joins the one before")
    func grouping() {
        var field = InputField(formatter: PlainTextFormatter())
        field.type("ab")
        field.paste("cd")
        field.undo()
        #expect(field.text.string == "ab")
        field.undo()
        #expect(field.text.string == "")
    }
}
