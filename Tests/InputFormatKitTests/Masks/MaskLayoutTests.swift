@testable import InputFormatKit
import Testing

/// What a mask shows of its raw characters and where each stands, over characters (any mask,
/// any text) and over bytes (the keystroke path), and the literals a key may type ahead: one
/// shape of the mask serves both. Expectations written by hand.
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
        // A literal of two UTF-16 units moves the raw character after it by two.
        let telephone = try Mask("📞 #")
        #expect(telephone.layout(["1"]).text == "📞 1")
        #expect(telephone.layout(["1"]).rawSpans == [3..<4])
    }

    @Test("the literals before the first slot show with the first raw character, not before it")
    func literalsBeforeTheFirstSlot() throws {
        let russian = try Mask("+7 (###) №")
        #expect(russian.layout([]).text.isEmpty)
        #expect(russian.layout([]).rawSpans.isEmpty)
        #expect(russian.layout(["5"]).text == "+7 (5")
        #expect(russian.layout(["5"]).rawSpans == [4..<5])
        #expect(russian.layout(["5", "5", "5"]).text == "+7 (555")
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
        // A different character for each slot, one its slot takes, so that a slot filled from
        // the wrong raw character shows.
        let letters = Array("BCDEFGHJKLMN"), digits = Array("1234567890")
        let raw = mask.slots.indices.map { mask.slots[$0] == .letter ? letters[$0 % letters.count] : digits[$0 % digits.count] }
        for count in 0...mask.slotCount {
            let characters = Array(raw.prefix(count))
            let bytes = characters.map { $0.asciiByte! }
            let byByte = bytes.withUnsafeBufferPointer { mask.layout(ascii: $0) }
            let byCharacter = mask.layout(characters)
            #expect(byByte.text == byCharacter.text, "\(pattern), \(count) raw characters")
            #expect(byByte.rawSpans == byCharacter.rawSpans, "\(pattern), \(count) raw characters")
        }
    }

    @Test("the literals a key may type ahead, of a mask whose literals are not ASCII")
    func literalsAheadOutsideASCII() throws {
        let numbered = try MaskFormatter(pattern: "# № #")
        #expect(numbered.decorationAhead(ofRaw: "") == "")
        #expect(numbered.decorationAhead(ofRaw: "1") == " № ")
        #expect(numbered.decorationAhead(ofRaw: "12") == "")
        #expect(numbered.decorationAhead(ofRaw: "123") == "")
    }

    @Test("literals that join into one grapheme are typed over by the grapheme pasted")
    func joinedLiteralsPasted() throws {
        // Two escaped conjoining jamo, shown together as one syllable, 가.
        let syllable = try MaskFormatter(pattern: "\\\u{1100}\\\u{1161}#")
        let shown = syllable.layout(raw: "5").text
        #expect(shown == "\u{1100}\u{1161}5")
        let pasted = syllable.apply(.paste(shown, in: .empty), to: .empty)
        #expect(pasted.rejection == nil)
        #expect(pasted.value == "5")
    }
}
