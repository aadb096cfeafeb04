@testable import InputFormatKit
import Testing

/// `RawEdit.splicing`, which most formatters answer an insertion with: raw offsets count
/// characters, whether they are found as bytes (ASCII) or as characters; the splice itself is
/// one copy of bytes either way.
@Suite("Splicing raw characters")
struct RawEditTests {
    @Test("ASCII is spliced where the offsets say, the caret after what was inserted")
    func ascii() {
        #expect(RawEdit.splicing("9", into: "123", at: 1..<2) == .replaced(raw: "193", selection: 2..<2))
        #expect(RawEdit.splicing("45", into: "123", at: 3..<3) == .replaced(raw: "12345", selection: 5..<5))
        #expect(RawEdit.splicing("", into: "123", at: 0..<3) == .replaced(raw: "", selection: 0..<0))
        #expect(RawEdit.splicing("x", into: "ab\u{301}", at: 1..<1) == .replaced(raw: "axb\u{301}", selection: 2..<2))
    }

    @Test("a mark after the range, or a carriage return, is read as characters: offsets never split a cluster")
    func clusters() {
        // "á" (a and a combining acute) is one character: offset 1 is after it, not between.
        #expect(RawEdit.splicing("x", into: "a\u{301}", at: 1..<1) == .replaced(raw: "a\u{301}x", selection: 2..<2))
        // A line feed after a carriage return joins it into one character; the caret goes after the pair.
        #expect(RawEdit.splicing("\n", into: "a\r", at: 2..<2) == .replaced(raw: "a\r\n", selection: 2..<2))
        #expect(RawEdit.splicing("1", into: "a\r\nb", at: 2..<2) == .replaced(raw: "a\r\n1b", selection: 3..<3))
        // A mark inserted after ASCII joins the character before it: the caret goes after the
        // one character they make, and nothing after the range moves.
        #expect(RawEdit.splicing("\u{301}", into: "abc", at: 1..<2) == .replaced(raw: "a\u{301}c", selection: 1..<1))
        #expect(RawEdit.splicing("é", into: "a\u{301}bc", at: 1..<2) == .replaced(raw: "a\u{301}éc", selection: 2..<2))
    }

    @Test("a range outside the raw characters is refused, with their count in characters")
    func outOfBounds() {
        #expect(RawEdit.splicing("", into: "12", at: 1..<5) == .rejected(.rangeOutOfBounds(1..<5, length: 2)))
        #expect(RawEdit.splicing("", into: "a\u{301}b", at: 0..<3) == .rejected(.rangeOutOfBounds(0..<3, length: 2)))
    }
}
