@testable import inputfmt
import Testing

/// The interactive demo's reading of terminal bytes.
@Suite("Terminal keys")
struct KeyDecoderTests {
    func keys(_ text: String) -> [TerminalKey] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    @Test("printable text is one key per grapheme cluster, emoji sequences included")
    func text() {
        #expect(keys("1a") == [.text("1"), .text("a")])
        #expect(keys("👨‍👩‍👧e\u{301}") == [.text("👨‍👩‍👧"), .text("e\u{301}")])
    }

    @Test("control keys and escape sequences", arguments: [
        ("\u{7F}", TerminalKey.backspace), ("\u{1B}[3~", .delete), ("\u{1B}[D", .left), ("\u{1B}[C", .right),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}[4~", .end),
        ("\u{1B}[1;2D", .selectLeft), ("\u{1B}[1;2C", .selectRight), ("\u{1B}[1;2H", .selectHome), ("\u{1B}[1;2F", .selectEnd),
        ("\u{01}", .selectAll), ("\u{15}", .clear), ("\t", .tab), ("\u{1B}[Z", .backTab), ("\r", .enter), ("\u{03}", .interrupt),
        ("\u{1A}", .undo), ("\u{19}", .redo), ("\u{1B}[27;6;90~", .redo), ("\u{1B}[122;6u", .redo), ("\u{1B}[122;5u", .undo),
    ])
    func controls(bytes: String, key: TerminalKey) {
        #expect(keys(bytes) == [key])
    }

    @Test("a bracketed paste is one edit, even split across reads, newlines and escapes inside included")
    func bracketedPaste() {
        var decoder = KeyDecoder()
        var got = decoder.feed(Array("\u{1B}[200~+1 (650)".utf8))
        got += decoder.feed(Array(" 253-2222\u{1B}[20".utf8))
        got += decoder.feed(Array("1~x".utf8))
        #expect(got == [.paste("+1 (650) 253-2222"), .text("x")])
    }

    @Test("an escape sequence split across reads waits; a lone Esc is Escape once input pauses")
    func splitSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed([0x1B, UInt8(ascii: "[")]) == [])
        #expect(decoder.feed([UInt8(ascii: "D")]) == [.left])
    }

    @Test("unknown sequences and stray controls are skipped, never typed")
    func unknown() {
        #expect(keys("\u{1B}[15~1\u{1B}[99;5u2\u{0}") == [.text("1"), .text("2")])
    }
}
