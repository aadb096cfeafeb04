/// Where a value changed: the UTF-8 bytes `old[start..<oldEnd]` became `new[start..<newEnd]`,
/// and everything before `start` and from `oldEnd` (`newEnd`) on is the same in both.
///
/// It is what a ``CharacterCounter`` needs to update its count from an edit instead of
/// recounting the whole value.
///
/// ```swift
/// let change = ValueChange(from: "Hello", to: "Help")   // "lo" became "p"
/// change.start    // 3
/// change.oldEnd   // 5
/// change.newEnd   // 4
/// ```
struct ValueChange: Sendable, Hashable {
    /// The UTF-8 offset where the change starts, in both values (on a scalar boundary).
    let start: Int
    /// The UTF-8 offset where the changed part ends in the old value (on a scalar boundary).
    let oldEnd: Int
    /// The UTF-8 offset where the changed part ends in the new value (on a scalar boundary).
    let newEnd: Int

    /// A change given by its offsets; they must describe `old` and `new` truthfully.
    ///
    /// ```swift
    /// ValueChange(start: 5, oldEnd: 5, newEnd: 6)   // one ASCII character typed at 5
    /// ```
    init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }

    /// The change between two values: the bytes they share at the start and at the end are
    /// skipped by a plain byte comparison, and the ends are moved onto scalar boundaries.
    ///
    /// The comparison reads bytes, never grapheme clusters, so it costs a small fraction of
    /// counting the value; the counting itself then looks only at the changed part.
    ///
    /// ```swift
    /// ValueChange(from: "ab", to: "aXb")   // start 1, oldEnd 1, newEnd 2
    /// ```
    init(from old: String, to new: String) {
        let span = UTF8Comparison.differingSpan(old, new)
        self.init(start: span.start, oldEnd: span.oldEnd, newEnd: span.newEnd)
    }
}
