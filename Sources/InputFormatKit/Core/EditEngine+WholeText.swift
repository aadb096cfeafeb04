extension InputFormatter {
    /// Whether `replacement`, put over the whole text, is a new text for it (autofill,
    /// QuickType, dictation) rather than a keystroke. One character typed over a select-all is
    /// a keystroke: comparing it with the old text would read a space typed over `00 7 ` as
    /// deleting `00 7` and keeping the shown trailing space.
    static func isWholeTextReplacement(_ replacement: String) -> Bool {
        guard !replacement.isEmpty, case .paste = EditInput(inserting: replacement) else { return false }
        return true
    }

    /// A whole-text replacement reduced to the span that differs between old and new text,
    /// with its ends moved out of raw characters' spans and onto grapheme boundaries.
    static func reduced(range: Range<Int>, replacement: String, layout: RawLayout) -> (Range<Int>, String) {
        let old = Array(layout.text.utf16)
        let new = Array(replacement.utf16)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Move the ends outward to boundaries both texts agree on.
        var start = prefix
        while start > 0, !(Self.isBoundary(start, in: layout) && Self.isBoundary(start, inUnits: new)) { start -= 1 }
        var end = old.count - suffix
        while end < old.count, !(Self.isBoundary(end, in: layout) && Self.isBoundary(end - old.count + new.count, inUnits: new)) {
            end += 1
        }
        let newEnd = end - old.count + new.count
        guard start <= newEnd else { return (range, replacement) }
        return (start..<end, String(decoding: new[start..<newEnd], as: UTF16.self))
    }

    private static func isBoundary(_ offset: Int, in layout: RawLayout) -> Bool {
        layout.snapped(offset) == offset
    }

    private static func isBoundary(_ offset: Int, inUnits units: [UInt16]) -> Bool {
        guard offset > 0, offset < units.count else { return true }
        return !UTF16.isTrailSurrogate(units[offset])
    }
}
