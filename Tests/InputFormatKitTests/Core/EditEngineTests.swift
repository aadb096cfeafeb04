@testable import InputFormatKit
import Testing

@Suite("The shared caret mechanism")
struct EditEngineTests {
    /// `-` with an Arabic letter mark: one raw character two UTF-16 units wide.
    let layout = RawLayout(text: "\u{61C}-1,234", rawSpans: [0..<2, 2..<3, 4..<5, 5..<6, 6..<7])

    @Test("the caret for a raw boundary sits right after the raw character before it")
    func caretOffsets() {
        #expect(layout.caretOffset(afterRaw: 0) == 0)
        #expect(layout.caretOffset(afterRaw: 1) == 2)
        #expect(layout.caretOffset(afterRaw: 2) == 3)
        #expect(layout.caretOffset(afterRaw: 5) == 7)
        #expect(RawLayout(text: "", rawSpans: [], emptyCaretOffset: 0).caretOffset(afterRaw: 3) == 0)
    }

    @Test("offsets map to raw boundaries and overlapped raw characters")
    func rawRanges() {
        #expect(layout.rawBoundary(at: 3) == 2)
        #expect(layout.rawBoundary(at: 4) == 2)
        #expect(layout.rawRange(overlapping: 3..<4) == 2..<2)   // only the ","
        #expect(layout.rawRange(overlapping: 1..<2) == 0..<1)   // half of the sign is the sign
        #expect(layout.rawRange(overlapping: 0..<7) == 0..<5)
    }

    @Test("every range of a layout covers the raw characters whose spans it overlaps: wide spans, gaps, a mask's slots, a time's hidden zero")
    func rawRangesOfEveryRange() throws {
        let time = try TimeOfDayFormatter(locale: "en_US").layout(raw: "0941p", hourWithoutZero: true)
        let timeSpans = time.rawSpans
        #expect(timeSpans.contains { $0.isEmpty })   // the hour's leading zero is not shown
        let layouts = [
            layout, RawLayout(text: "𝟙𝟚,𝟛", rawSpans: [0..<2, 2..<4, 5..<7]),
            try MaskFormatter(pattern: "(###) ###-####").layout(raw: "5551234"), time,
            RawLayout(text: "12", rawSpans: [0..<1, 1..<1, 1..<2]),   // a character not shown between two that are
        ]
        for layout in layouts {
            let spans = layout.rawSpans
            for lower in 0...layout.utf16Count {
                for upper in lower...layout.utf16Count where upper > lower {
                    let first = spans.firstIndex { $0.upperBound > lower } ?? spans.count
                    let last = spans.firstIndex { $0.lowerBound >= upper } ?? spans.count
                    #expect(layout.rawRange(overlapping: lower..<upper) == first..<max(first, last), "\(layout.text) \(lower..<upper)")
                }
            }
            // A range wider than any count does not overflow.
            #expect(layout.rawRange(overlapping: -1..<Int.max) == 0..<spans.count)
        }
    }

    @Test("a selection never rests between a bidi mark and what it marks")
    func snapping() {
        #expect(layout.snapped(1) == 2)
        #expect(layout.snapped(3) == 3)
        #expect(layout.snapped(-4) == 0)
        #expect(layout.snapped(99) == 7)
    }

    @Test("selections are snapped by the formatter's layout") 
    func selectSnapsToSign() throws {
        let formatter = try currency("ar_EG", "EGP", negative: true)
        let state = formatter.typing("-1")
        #expect(state.string.hasPrefix(formatter.notation.minusSign))
        let width = formatter.notation.minusSign.utf16.count
        #expect(width >= 2)
        for offset in 1..<width {
            let caret = formatter.select(offset..<offset, in: state).selection
            #expect(caret == 0..<0 || caret == width..<width)
        }
    }

    @Test("backspace and forward delete take a whole grapheme cluster", arguments: [
        ("a👍🏽b", 5, 1..<5, 5..<6),
        ("e\u{301}x", 2, 0..<2, 2..<3),
        ("🇩🇪", 4, 0..<4, 4..<4),
    ])
    func graphemeKeys(text: String, caret: Int, back: Range<Int>, forward: Range<Int>) {
        let state = FieldText(text, selection: caret..<caret)
        #expect(Edit.backspace(in: state).range == back)
        #expect(Edit.deleteForward(in: state).range == forward)
    }

    @Test("an edit outside the text is refused, not a crash")
    func outOfBounds() throws {
        let formatter = try currency("en_US", "USD")
        let state = field("12|")
        let result = formatter.apply(Edit(replacing: 1..<9, with: "5"), to: state)
        #expect(result.rejection == .rangeOutOfBounds(1..<9, length: 2))
        #expect(result.field == state)
    }

    @Test("text the formatter did not lay out is read as a paste")
    func foreignText() throws {
        let formatter = try currency("en_US", "USD")
        let result = formatter.apply(Edit(replacing: 8..<8, with: "0"), to: FieldText("USD 1234"))
        #expect(result.field == field("12,340|"))
    }

    @Test("an edit that only moves the caret shows the formatter's text, not the caller's other encoding of it")
    func caretMoveShowsLaidOutText() throws {
        let formatter = AffixedFormatter(try currency("en_US", "USD"), suffix: " Kč")
        // The caller's text spells "č" as c and a combining caron: the same characters, seven units.
        let decomposed = FieldText("1.5 Kc\u{30C}", selection: 2..<2)
        let result = formatter.apply(Edit(replacing: 1..<2, with: ""), to: decomposed)   // backspace over "."
        #expect(result.field.string.utf16.count == 6)
        #expect(result.field.utf16Count == 6)
        #expect(result.field.selection == 1..<1)
    }

    @Test("a field's description draws the caret and selection")
    func description() {
        #expect(field("1,2|34").description == "1,2|34")
        #expect(field("1,[23]4").description == "1,[23]4")
    }
}
