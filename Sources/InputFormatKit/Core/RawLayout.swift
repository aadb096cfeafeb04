/// A formatted text seen as a layout of *raw* characters and *decoration*.
///
/// Raw characters are the ones the user meaningfully typed (digits, letters, the sign, the
/// decimal mark); everything else in `text` is decoration (grouping marks, literals, symbols,
/// bidi marks). Each raw character occupies a span of UTF-16 offsets, in raw order; a span may
/// be wider than one unit (a native digit outside the BMP, a minus sign with its bidi mark), and
/// the caret never rests inside one.
///
/// This is the one structure the caret mechanism works on, whatever the formatter.
///
/// ```swift
/// // "1,234" with the raw characters 1, 2, 3, 4:
/// let layout = RawLayout(text: "1,234", rawSpans: [0..<1, 2..<3, 3..<4, 4..<5])
/// layout.caretOffset(afterRaw: 1)   // 1: right after "1", before the ","
/// layout.rawBoundary(at: 2)         // 1: one raw character lies before offset 2
/// ```
public struct RawLayout: Sendable, Hashable {
    /// The formatted text.
    public internal(set) var text: String {
        didSet { hasOnlySingleUnitGraphemes = false }
    }
    /// The UTF-16 span of each raw character, ascending and non-overlapping.
    ///
    /// - Complexity: reading builds the list: O(*r*) in the number of raw characters.
    public var rawSpans: [Range<Int>] {
        get { (0..<rawCount).map(span) }
        set { spans = .explicit(newValue) }
    }
    /// The length of `text` in UTF-16 units.
    public internal(set) var utf16Count: Int
    /// Where the caret goes when there is no raw character at all.
    public var emptyCaretOffset: Int
    /// The offsets the caret and selection may take: all of the text, except where a prefix or
    /// suffix stands around the value (then from the value's start to its end).
    public var editable: ClosedRange<Int>
    /// How many UTF-16 units of decoration the user typed ahead of the raw character it comes
    /// before (a mask's literals, caret rule 7): shown right after the last raw character (or at
    /// ``emptyCaretOffset``), before anything that follows the value (a suffix), and always a
    /// start of the decoration the formatter shows before its next raw character
    /// (a mask's literals before its next slot). 0 in a layout a formatter makes; the edit
    /// engine adds it as such keys are typed, and it goes with the next layout of new raw
    /// characters.
    ///
    /// ```swift
    /// // "(555)" of the mask "(###) ###-####" once ")" is typed after "555":
    /// RawLayout(text: "(555)", rawSpans: [1..<2, 2..<3, 3..<4], typedAhead: 1).caretOffset(afterRaw: 3)   // 5
    /// ```
    public internal(set) var typedAhead: Int = 0
    /// What the formatter that made the layout keeps for laying out the next raw characters
    /// (a phone number's as-you-type grouping), handed back to it with the layout; not part
    /// of the layout's equality.
    var memo: (any AnyObject & Sendable)?
    /// Where the raw characters stand.
    private(set) var spans: Spans
    /// Whether every UTF-16 offset of `text` is a grapheme boundary (ASCII without a carriage
    /// return, a date's digits and separators where the formatter found each one unit and a
    /// grapheme of its own), so that snapping need not break the text into graphemes.
    private(set) var hasOnlySingleUnitGraphemes: Bool

    /// The spans of the raw characters: listed, or the first `count` slots of a table shared
    /// by every layout of one formatter (a mask of ASCII literals with ASCII raw characters, a
    /// date whose digits are one unit each), where raw character `i` stands at `offsets[i]`, one
    /// unit wide.
    enum Spans: Sendable, Hashable {
        case explicit([Range<Int>])
        case slots(offsets: [Int], count: Int)
    }

    /// Raw character ``rawCount``, the ASCII byte `byte`, appended at its slot with the ASCII
    /// `decoration` shown before it, in place: for a layout of the slot table `slotOffsets`
    /// (that very array) whose next slot stands right after that decoration (of which the text
    /// may already show the ``typedAhead`` units, typed ahead: the rest is appended). Answers
    /// `false`, changing nothing, for any other layout. Neither `byte` nor `decoration` may be a
    /// control character.
    mutating func appendSlot(_ byte: UInt8, after decoration: ArraySlice<UInt8>, in slotOffsets: [Int]) -> Bool {
        let shown = typedAhead
        guard case let .slots(offsets, count) = spans, count < offsets.count, offsets.sharesStorage(with: slotOffsets),
              shown <= decoration.count, offsets[count] == utf16Count - shown + decoration.count else { return false }
        let wasSingleUnit = hasOnlySingleUnitGraphemes   // `text`'s observer clears it
        if shown == 0 {
            text.appendASCII(byte, after: decoration)   // the keystroke's usual path: no slice made
        } else {
            text.appendASCII(byte, after: decoration.dropFirst(shown))
            typedAhead = 0
        }
        spans = .slots(offsets: offsets, count: count + 1)
        utf16Count = offsets[count] + 1
        editable = 0...utf16Count
        hasOnlySingleUnitGraphemes = wasSingleUnit   // an ASCII byte after an ASCII decoration changes nothing
        return true
    }

    /// Where decoration typed ahead stands: from right after the last raw character (or
    /// ``emptyCaretOffset``) for ``typedAhead`` units.
    ///
    /// ```swift
    /// RawLayout(text: "(555)", rawSpans: [1..<2, 2..<3, 3..<4], typedAhead: 1).typedAheadRange   // 4..<5
    /// ```
    var typedAheadRange: Range<Int> {
        let count = rawCount
        let start = count == 0 ? emptyCaretOffset : span(count - 1).upperBound
        return start..<(start + typedAhead)
    }

    /// Shows `decoration` (what the formatter shows before its next raw character, from where
    /// the layout's typed-ahead decoration ends) as typed ahead too: inserted after it, before
    /// anything that follows the value.
    ///
    /// ```swift
    /// var layout = RawLayout(text: "(555", rawSpans: [1..<2, 2..<3, 3..<4])
    /// layout.showTypedAhead(")")
    /// layout.text   // "(555)", the caret after the raw characters at 5
    /// ```
    mutating func showTypedAhead(_ decoration: Substring) {
        let width = decoration.utf16.count
        guard width > 0 else { return }
        let end = typedAheadRange.upperBound
        let wasSingleUnit = hasOnlySingleUnitGraphemes
        text.insert(contentsOf: decoration, at: String.Index(utf16Offset: end, in: text))
        utf16Count += width
        typedAhead += width
        if editable.upperBound >= end { editable = editable.lowerBound...(editable.upperBound + width) }
        // ASCII without a carriage return keeps every offset a grapheme boundary.
        hasOnlySingleUnitGraphemes = wasSingleUnit && decoration.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// The typed-ahead decoration from `offset` (inside ``typedAheadRange``, or at its end) on
    /// taken away: what a deletion of typed-ahead decoration leaves.
    ///
    /// ```swift
    /// var layout = RawLayout(text: "(555) ", rawSpans: [1..<2, 2..<3, 3..<4], typedAhead: 2)
    /// layout.dropTypedAhead(from: 5)
    /// layout.text   // "(555)"
    /// ```
    mutating func dropTypedAhead(from offset: Int) {
        let range = typedAheadRange
        let start = min(max(offset, range.lowerBound), range.upperBound)
        let width = range.upperBound - start
        guard width > 0 else { return }
        let wasSingleUnit = hasOnlySingleUnitGraphemes
        text.removeSubrange(String.Index(utf16Offset: start, in: text)..<String.Index(utf16Offset: range.upperBound, in: text))
        utf16Count -= width
        typedAhead -= width
        if editable.upperBound >= range.upperBound { editable = editable.lowerBound...(editable.upperBound - width) }
        hasOnlySingleUnitGraphemes = wasSingleUnit
    }

    /// Whether the layout was laid out in the slot table `slotOffsets` (that very table, not an
    /// equal one).
    func isLaidOut(inSlots slotOffsets: [Int]) -> Bool {
        guard case let .slots(offsets, _) = spans else { return false }
        return offsets.sharesStorage(with: slotOffsets)
    }

    /// The layout of an empty text: what a state holds before its layout is derived.
    static let empty = RawLayout(text: "", rawSpans: [])

    /// The UTF-16 span of raw character `index`.
    func span(_ index: Int) -> Range<Int> {
        switch spans {
        case let .explicit(list): return list[index]
        case let .slots(offsets, _): return offsets[index]..<(offsets[index] + 1)
        }
    }

    /// Layouts are equal when they show the same text with the raw characters in the same
    /// places, however those places are stored.
    ///
    /// - Complexity: O(*n* + *r*) in the length of the texts and the number of raw characters.
    public static func == (lhs: RawLayout, rhs: RawLayout) -> Bool {
        lhs.text == rhs.text && lhs.emptyCaretOffset == rhs.emptyCaretOffset && lhs.editable == rhs.editable
            && lhs.typedAhead == rhs.typedAhead && lhs.rawCount == rhs.rawCount && (0..<lhs.rawCount).allSatisfy { lhs.span($0) == rhs.span($0) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(rawCount)
    }

    /// The number of raw characters.
    ///
    /// ```swift
    /// RawLayout(text: "1,2", rawSpans: [0..<1, 2..<3]).rawCount   // 2
    /// ```
    public var rawCount: Int {
        switch spans {
        case let .explicit(list): return list.count
        case let .slots(_, count): return count
        }
    }
}

// The initializers are in an extension so that the type keeps its memberwise initializer, which
// they call: one that sets the stored properties one by one builds the layout, copies it and
// destroys the first (Benchmarks/PROFILE.md has what that cost).
extension RawLayout {
    /// A layout of `text` whose raw characters occupy `rawSpans`.
    ///
    /// ```swift
    /// RawLayout(text: "-5", rawSpans: [0..<1, 1..<2])
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`, whose UTF-16 units are counted (O(1) for ASCII).
    public init(text: String, rawSpans: [Range<Int>], emptyCaretOffset: Int = 0, editable: ClosedRange<Int>? = nil) {
        let utf16Count = text.utf16.count
        self.init(text: text, utf16Count: utf16Count, emptyCaretOffset: emptyCaretOffset, editable: editable ?? 0...utf16Count,
                  spans: .explicit(rawSpans), hasOnlySingleUnitGraphemes: false)
    }

    /// A layout of `text` whose raw characters occupy `rawSpans`, with `memo` for the formatter
    /// that made it (given here, not set after, so that the layout is not copied on its way out).
    ///
    /// - Complexity: O(*n*) in the length of `text`, whose UTF-16 units are counted (O(1) for ASCII).
    init(text: String, rawSpans: [Range<Int>], emptyCaretOffset: Int = 0, editable: ClosedRange<Int>? = nil,
         memo: (any AnyObject & Sendable)?) {
        let utf16Count = text.utf16.count
        self.init(text: text, utf16Count: utf16Count, emptyCaretOffset: emptyCaretOffset, editable: editable ?? 0...utf16Count,
                  memo: memo, spans: .explicit(rawSpans), hasOnlySingleUnitGraphemes: false)
    }

    /// A layout of `text` whose raw characters occupy `rawSpans`, the last `typedAhead` units
    /// of the value decoration typed ahead (``typedAhead``).
    ///
    /// ```swift
    /// RawLayout(text: "+7", rawSpans: [], typedAhead: 2).caretOffset(afterRaw: 0)   // 2
    /// ```
    init(text: String, rawSpans: [Range<Int>], emptyCaretOffset: Int = 0, editable: ClosedRange<Int>? = nil, typedAhead: Int) {
        self.init(text: text, rawSpans: rawSpans, emptyCaretOffset: emptyCaretOffset, editable: editable)
        self.typedAhead = typedAhead
    }

    /// A layout of ASCII `text` without a carriage return, whose raw character `i` is the one
    /// unit at `slotOffsets[i]`, for `count` raw characters, at most one per slot (the searches
    /// read the table unchecked): no span list is built. `memo` is given here, not set after: a
    /// layout changed after it is made is copied on its way out.
    init(asciiText text: String, utf16Count: Int, slotOffsets: [Int], count: Int, memo: (any AnyObject & Sendable)? = nil) {
        self.init(text: text, utf16Count: utf16Count, slotOffsets: slotOffsets, count: count,
                  everyOffsetIsGraphemeBoundary: true, memo: memo)
    }

    /// A layout of `text`, `utf16Count` units long, whose raw character `i` is the one unit at
    /// `slotOffsets[i]`, for `count` raw characters: a slot table for text beyond ASCII (the
    /// Persian digits of a date, each one unit). `everyOffsetIsGraphemeBoundary` says, as the
    /// formatter knows it from the characters it writes, whether snapping may skip the search for
    /// grapheme boundaries.
    init(text: String, utf16Count: Int, slotOffsets: [Int], count: Int, everyOffsetIsGraphemeBoundary: Bool,
         memo: (any AnyObject & Sendable)? = nil) {
        precondition(count <= slotOffsets.count, "more raw characters than slots")
        self.init(text: text, utf16Count: utf16Count, emptyCaretOffset: 0, editable: 0...utf16Count, memo: memo,
                  spans: .slots(offsets: slotOffsets, count: count), hasOnlySingleUnitGraphemes: everyOffsetIsGraphemeBoundary)
    }
}
