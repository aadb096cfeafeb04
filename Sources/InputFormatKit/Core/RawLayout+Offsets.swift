extension RawLayout {
    /// `range` cut to the editable part of the text (a range wholly inside a prefix becomes the
    /// caret at the value's start, one inside a suffix the caret at its end).
    ///
    /// ```swift
    /// // "$12" with "$" a prefix:
    /// RawLayout(text: "$12", rawSpans: [1..<2, 2..<3], editable: 1...3).clamped(0..<2)   // 1..<2
    /// ```
    public func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(range.lowerBound, editable.lowerBound), editable.upperBound)
        let upper = min(max(range.upperBound, editable.lowerBound), editable.upperBound)
        return lower..<max(lower, upper)
    }

    /// The caret offset for the raw boundary `boundary` (0 is before the first raw character):
    /// right after raw character `boundary - 1`, so that a typed character has the caret right
    /// after it (caret rule 1); after the last one, after the decoration typed ahead of the next
    /// (``typedAhead``), which was typed too.
    ///
    /// ```swift
    /// RawLayout(text: "(55", rawSpans: [1..<2, 2..<3]).caretOffset(afterRaw: 0)   // 1
    /// ```
    @inline(__always)
    public func caretOffset(afterRaw boundary: Int) -> Int {
        let count = rawCount
        if count == 0 { return emptyCaretOffset + typedAhead }
        if boundary <= 0 { return span(0).lowerBound }
        if boundary >= count { return span(count - 1).upperBound + typedAhead }
        return span(boundary - 1).upperBound
    }

    /// The UTF-16 range that shows the raw characters `raw` (an empty range becomes a caret).
    ///
    /// ```swift
    /// RawLayout(text: "1,234", rawSpans: [0..<1, 2..<3, 3..<4, 4..<5]).selection(forRaw: 0..<2)
    /// // 0..<3
    /// ```
    public func selection(forRaw raw: Range<Int>) -> Range<Int> {
        let count = rawCount
        if raw.isEmpty || count == 0 {
            let caret = caretOffset(afterRaw: raw.lowerBound)
            return caret..<caret
        }
        let lower = span(max(0, min(raw.lowerBound, count - 1))).lowerBound
        let upper = span(max(0, min(raw.upperBound, count) - 1)).upperBound
        return lower..<max(lower, upper)
    }

    /// The number of raw characters that start before `offset`: the raw boundary an insertion at
    /// `offset` happens at. An offset inside a raw character's span counts that character.
    ///
    /// ```swift
    /// RawLayout(text: "1,234", rawSpans: [0..<1, 2..<3, 3..<4, 4..<5]).rawBoundary(at: 1)   // 1
    /// ```
    ///
    /// - Complexity: O(log *r*) in the number of raw characters: a binary search.
    public func rawBoundary(at offset: Int) -> Int {
        firstRaw(from: offset, byEnd: false)
    }

    /// The first raw character whose span starts at or after `offset` (`byEnd`: ends after it),
    /// or ``rawCount``, known to be at least `from` and at most `to` (the raw count when
    /// `nil`): a binary search.
    private func firstRaw(from offset: Int, byEnd: Bool, between from: Int = 0, and to: Int? = nil) -> Int {
        var low = from
        switch spans {
        case let .explicit(list):
            var high = to ?? list.count
            while low < high {
                let middle = (low &+ high) &>> 1
                if byEnd ? list[middle].upperBound > offset : list[middle].lowerBound >= offset { high = middle } else { low = middle &+ 1 }
            }
        case let .slots(offsets, count):
            // A slot's span is one unit: it ends after `offset` exactly when it starts at or after it.
            var high = to ?? count
            while low < high {
                let middle = (low &+ high) &>> 1
                if offsets[middle] >= offset { high = middle } else { low = middle &+ 1 }
            }
        }
        return low
    }

    /// Whether an insertion at `offset` comes after every raw character and after any decoration
    /// typed ahead (``typedAhead``): the raw boundary there (``rawBoundary(at:)``) is
    /// ``rawCount``, and `offset` is not inside ``typedAheadRange``.
    func isAfterLastRaw(_ offset: Int) -> Bool {
        if typedAhead != 0 { return offset >= typedAheadRange.upperBound }
        let count = rawCount
        return count == 0 || span(count - 1).lowerBound < offset
    }

    /// The raw characters whose spans overlap the non-empty UTF-16 range `range`.
    ///
    /// ```swift
    /// RawLayout(text: "1,234", rawSpans: [0..<1, 2..<3, 3..<4, 4..<5]).rawRange(overlapping: 1..<2)
    /// // 1..<1: only the "," is covered
    /// ```
    ///
    /// - Complexity: O(log *r*) in the number of raw characters: two binary searches, the second
    ///   from the first's answer on (in a slot table, among as many as the range has units).
    public func rawRange(overlapping range: Range<Int>) -> Range<Int> {
        let first = firstRaw(from: range.lowerBound, byEnd: true)
        // In a slot table each raw character is one unit: after the first whose span ends after
        // the range's start, the one `range.count` further on starts at or after its end. (A
        // list of spans may hold an empty one: a time's leading zero, not shown.)
        let most: Int? = if case .slots(_, let count) = spans {
            // The range's width as unsigned: it fits whatever the bounds (`count` could overflow).
            first + Int(min(UInt(count - first), UInt(bitPattern: range.upperBound &- range.lowerBound)))
        } else {
            nil
        }
        let last = firstRaw(from: range.upperBound, byEnd: false, between: first, and: most)
        return first..<max(first, last)
    }

    /// `offset` moved into the editable part, out of any raw character's span (to the nearer
    /// edge, the end on a tie) and onto a grapheme boundary of `text`.
    ///
    /// ```swift
    /// // "؜-5": the minus sign with its Arabic letter mark is one raw character of two units.
    /// RawLayout(text: "\u{61C}-5", rawSpans: [0..<2, 2..<3]).snapped(1)   // 2
    /// ```
    ///
    /// - Complexity: O(log *r*) in the number of raw characters, plus O(*k*) in the length of the text up to `offset`,
    ///   broken into graphemes from its start, unless every offset is known to be a grapheme boundary (a mask's ASCII
    ///   layout, a date's digits).
    public func snapped(_ offset: Int) -> Int {
        let clamped = min(max(offset, editable.lowerBound), editable.upperBound)
        let index = rawBoundary(at: clamped)
        if index > 0 {
            let span = span(index - 1)
            if span.lowerBound < clamped && clamped < span.upperBound {
                return (clamped - span.lowerBound) < (span.upperBound - clamped) ? span.lowerBound : span.upperBound
            }
        }
        if hasOnlySingleUnitGraphemes { return clamped }
        return min(max(GraphemeBoundaries.nearest(to: clamped, in: text), editable.lowerBound), editable.upperBound)
    }
}
