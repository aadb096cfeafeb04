@_spi(FormatterAuthoring) @testable import InputFormatKit
import Testing

/// What a mask shows of its raw characters and where each stands, over characters (any mask,
/// any text) and over bytes (the keystroke path): one filling of the template serves both.
/// Expectations written by hand.
@Suite("Mask layout")
struct MaskLayoutTests {
    @Test("literals show before the raw character after them, spans counted in UTF-16")
    func charactersAndSpans() throws {
        let mask = try Mask("A-A № #")
        // "e" and a combining acute accent: one character, two UTF-16 units.
        let layout = mask.layout(["e\u{301}", "Ö", "7"])
        #expect(layout.text == "e\u{301}-Ö № 7")
        #expect(layout.rawSpans == [0..<2, 3..<4, 7..<8])
        #expect(mask.layout(["e\u{301}", "Ö"]).text == "e\u{301}-Ö")
        #expect(mask.layout(["e\u{301}"]).rawSpans == [0..<2])
    }

    @Test("no raw characters show nothing, not even the literals before the first slot")
    func empty() throws {
        let layout = try Mask("+7 (###)").layout([])
        #expect(layout.text.isEmpty)
        #expect(layout.rawSpans.isEmpty)
    }

    @Test("characters past the mask's end follow the last slot ungrouped, its trailing literal left out")
    func pastTheEnd() throws {
        let layout = try Mask("(#)").layout(["1", "2", "é"])
        #expect(layout.text == "(12é")
        #expect(layout.rawSpans == [1..<2, 2..<3, 3..<4])
    }

    @Test("the byte layout of ASCII raw characters is the layout over characters",
          arguments: ["(###) ###-####", "+7 (###) ###-##-##", "AA-##-*", "\\#####", "#"])
    func bytesAgreeWithCharacters(pattern: String) throws {
        let mask = try Mask(pattern)
        let raw = Array("1234567890".prefix(mask.slotCount + 2).map { mask.slots.first == .letter ? "X" : $0 })
        for count in 0...raw.count {
            let characters = Array(raw.prefix(count))
            let bytes = characters.map { $0.asciiByte! }
            let byByte = bytes.withUnsafeBufferPointer { mask.layout(ascii: $0) }
            let byCharacter = mask.layout(characters)
            #expect(byByte.text == byCharacter.text, "\(pattern), \(count) raw characters")
            #expect(byByte.rawSpans == byCharacter.rawSpans, "\(pattern), \(count) raw characters")
        }
    }
}
