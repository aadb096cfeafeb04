@testable import InputFormatKit
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

    @Test("a typed character is one ASCII byte only when it is one scalar: CR LF and a digit of another script are not")
    func typedByte() throws {
        #expect(Character("7").asciiByte == UInt8(ascii: "7"))
        #expect(Character("\r\n").asciiByte == nil)   // asciiValue would answer LF's byte
        #expect(Character("３").asciiByte == nil)
        #expect(Character("é").asciiByte == nil)
    }

    @Test("what the byte path leaves to the general one is still read there: CR LF (a space here) refused by a mask, an Arabic-Indic digit typed into a phone")
    func leftToGeneralPath() throws {
        var mask = InputField(formatter: try MaskFormatter(pattern: "(###) ###-####"))
        mask.type("65")
        #expect(mask.apply(.typing("\r\n", in: mask.text)).rejection == .characterNotAccepted(" "))
        #expect(mask.text.string == "(65")
        var phone = InputField(formatter: try PhoneFormatter(region: "US"))
        phone.type("65")
        phone.type("٠")   // an Arabic-Indic zero is read as 0
        #expect(phone.raw == "650")
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
