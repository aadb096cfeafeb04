/// Grapheme-cluster boundaries of a string, in UTF-16 offsets.
///
/// A selection never splits a surrogate pair or a grapheme cluster; these are the offsets it may
/// rest on.
///
/// ```swift
/// GraphemeBoundaries.previous(before: 3, in: "a👍")   // 1
/// ```
enum GraphemeBoundaries {
    /// The grapheme boundary at or before `offset` that starts the cluster ending at `offset`
    /// (the cluster backspace removes); 0 at the start.
    static func previous(before offset: Int, in text: String) -> Int {
        offset > 0 ? cluster(endingAtOrAfter: offset, in: text).lowerBound : 0
    }

    /// The grapheme boundary after `offset` (the end of the cluster forward delete removes).
    static func next(after offset: Int, in text: String) -> Int {
        cluster(endingAfter: offset, in: text).upperBound
    }

    /// The nearest grapheme boundary to `offset`, rounding a split cluster to its start or end,
    /// whichever is closer (its end on a tie).
    static func nearest(to offset: Int, in text: String) -> Int {
        let cluster = cluster(endingAfter: offset, in: text)
        guard offset > cluster.lowerBound else { return cluster.lowerBound }
        return offset - cluster.lowerBound < cluster.upperBound - offset ? cluster.lowerBound : cluster.upperBound
    }

    /// The UTF-16 span of the first cluster of `text` that ends at or after `offset`; the empty
    /// span at the end of the text when there is none.
    private static func cluster(endingAtOrAfter offset: Int, in text: String) -> Range<Int> {
        cluster(endingAfter: offset - 1, in: text)
    }

    /// The UTF-16 span of the first cluster of `text` that ends after `offset`; the empty span
    /// at the end of the text when there is none.
    private static func cluster(endingAfter offset: Int, in text: String) -> Range<Int> {
        var position = 0
        for character in text {
            let end = position + character.utf16.count
            if end > offset { return position..<end }
            position = end
        }
        return position..<position
    }

    // MARK: Local, for long texts

    /// Whether `left` written before `right` does not stay apart from it: they make one
    /// character (a combining mark after a letter, two regional indicators), or the boundary
    /// between them moves (a lone regional indicator before a flag pairs with its first half).
    /// Text that must show them apart cannot.
    ///
    /// ```swift
    /// GraphemeBoundaries.join("e", "\u{301}")   // true
    /// GraphemeBoundaries.join("🇺", "🇫🇷")       // true: 🇺🇫 and 🇷
    /// ```
    static func join(_ left: Character, _ right: Character) -> Bool {
        let both = String(left) + String(right)
        return both.count < 2 || both.first != left
    }

    /// Whether `index` of `text` is a grapheme boundary, found by looking at its neighbours only.
    static func isBoundary(_ index: String.Index, in text: String) -> Bool {
        index.samePosition(in: text) != nil
    }

    /// UTF-16 units between two indices of `text` (a few clusters apart).
    static func units(from start: String.Index, to end: String.Index, in text: String) -> Int {
        text.unicodeScalars[start..<end].reduce(0) { $0 + $1.utf16.count }
    }

    /// ``previous(before:in:)`` for a field's text, in time that does not grow with the text
    /// when `offset` is a boundary (as a field's caret is).
    static func previous(before offset: Int, in field: FieldText) -> Int {
        guard offset > 0 else { return 0 }
        guard let index = UTF16Offsets.index(of: offset, in: field.string, count: field.utf16Count),
              isBoundary(index, in: field.string) else { return previous(before: offset, in: field.string) }
        let start = field.string.index(before: index)
        return offset - units(from: start, to: index, in: field.string)
    }

    /// ``next(after:in:)`` for a field's text, in time that does not grow with the text when
    /// `offset` is a boundary.
    static func next(after offset: Int, in field: FieldText) -> Int {
        guard offset < field.utf16Count else { return field.utf16Count }
        guard let index = UTF16Offsets.index(of: offset, in: field.string, count: field.utf16Count),
              isBoundary(index, in: field.string) else { return next(after: offset, in: field.string) }
        let end = field.string.index(after: index)
        return offset + units(from: index, to: end, in: field.string)
    }

    /// `offset` when it is a grapheme boundary of the field's text, else the end of the cluster
    /// it splits (where a caret after inserted characters goes, when they merge with the
    /// character after them), or with `toNearest` the nearer end of it (where a tapped caret
    /// goes; its end on a tie) — looking at the neighbourhood of `offset` only.
    static func snapped(_ offset: Int, in field: FieldText, toNearest: Bool = false) -> Int {
        let text = field.string
        guard let index = UTF16Offsets.index(of: offset, in: text, count: field.utf16Count) else {
            return nearest(to: offset, in: text)
        }
        if isBoundary(index, in: text) { return offset }
        let end = text.index(after: index)
        let after = units(from: index, to: end, in: text)
        guard toNearest else { return offset + after }
        let before = units(from: text.index(before: end), to: index, in: text)
        return before < after ? offset - before : offset + after
    }
}
