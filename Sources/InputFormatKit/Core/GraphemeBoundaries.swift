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
        guard offset > 0 else { return 0 }
        var position = 0
        var previous = 0
        for character in text {
            let next = position + character.utf16.count
            if next >= offset { return position }
            previous = next
            position = next
        }
        return previous
    }

    /// The grapheme boundary after `offset` (the end of the cluster forward delete removes).
    static func next(after offset: Int, in text: String) -> Int {
        var position = 0
        for character in text {
            let next = position + character.utf16.count
            if next > offset { return next }
            position = next
        }
        return position
    }

    /// The nearest grapheme boundary to `offset`, rounding a split cluster to its start or end,
    /// whichever is closer (its end on a tie).
    static func nearest(to offset: Int, in text: String) -> Int {
        var position = 0
        for character in text {
            let next = position + character.utf16.count
            if offset <= position { return position }
            if offset < next { return (offset - position) < (next - offset) ? position : next }
            position = next
        }
        return position
    }
}
