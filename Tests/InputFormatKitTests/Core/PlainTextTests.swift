import InputFormatKit
import Testing

@Suite("Plain text")
struct PlainTextTests {
    @Test("grapheme clusters are typed, deleted and selected whole")
    func graphemes() {
        let text = PlainTextFormatter()
        let state = text.typing("a👩‍💻🇩🇪e\u{301}")
        #expect(state.string == "a👩‍💻🇩🇪é" || state.string == "a👩‍💻🇩🇪e\u{301}")
        #expect(text.key("⌫", at: state).field.string == "a👩‍💻🇩🇪")
        #expect(text.select(2..<2, in: state).selection == 1..<1 || text.select(2..<2, in: state).selection == 6..<6)
    }

    @Test("control characters are refused; a line break is one in a multi-line field, a space in a one-line field")
    func controls() {
        #expect(PlainTextFormatter().key("\n", at: field("a|")).field == field("a |"))
        #expect(PlainTextFormatter(allowsNewlines: true).key("\n", at: field("a|")).field == field("a\n|"))
        let paste = PlainTextFormatter().apply(.paste("ab\u{0}c", in: field("x|")), to: field("x|"))
        #expect(paste.rejection == .characterNotAccepted("\u{0}"))
        #expect(paste.field == field("x|"))
    }
}
