/// Text an input method is composing (marked text): kana before their conversion to kanji,
/// pinyin before the characters are chosen, jamo before they form a syllable.
///
/// The field shows it over the text it had when the composition began, without reformatting
/// anything, and keeps its value; the commit goes through the formatter as a paste.
struct Composition: Sendable, Hashable {
    /// The field's text and selection when the composition began: the marked text replaces
    /// the selection.
    let base: FieldText
    /// The text being composed.
    var marked: String
    /// The selection inside the marked text, in its UTF-16 offsets.
    var selection: Range<Int>

    /// Where the marked text stands in the text shown, in UTF-16 offsets.
    var markedRange: Range<Int> {
        base.selection.lowerBound..<(base.selection.lowerBound + marked.utf16.count)
    }

    /// The text shown: the base with its selection replaced by the marked text, and the
    /// selection the input method asked for inside it. The text is spliced where the marked
    /// text stands, so an update costs the marked text, not the whole note.
    var shown: FieldText {
        let (lower, upper) = replacedBounds
        var text = base
        text.replaceCharacters(lower, upper, with: marked,
                               utf16Count: base.utf16Count - base.selection.count + marked.utf16.count, selection: 0..<0)
        // The marked text may merge with the character after it (a combining mark there): a
        // bound inside a cluster goes to the cluster's end, as after inserted characters.
        let start = base.selection.lowerBound
        text.selection = GraphemeBoundaries.snapped(start + selection.lowerBound, in: text)
            ..< GraphemeBoundaries.snapped(start + selection.upperBound, in: text)
        return text
    }

    /// What the marked text stands in for: the base's selected text.
    var replaced: Substring {
        let (lower, upper) = replacedBounds
        return Substring(base.string.unicodeScalars[lower..<upper])
    }

    private var replacedBounds: (String.Index, String.Index) {
        let count = base.utf16Count
        let text = base.string
        // A field's selection is on grapheme boundaries, so both offsets are found.
        let lower = UTF16Offsets.index(of: base.selection.lowerBound, in: text, count: count) ?? text.startIndex
        let upper = UTF16Offsets.index(of: base.selection.upperBound, in: text, count: count) ?? text.endIndex
        return (lower, upper)
    }

    /// `edit`, whose range was measured on the text shown while composing, measured on
    /// `committed`, the text after the commit (`shownCount` UTF-16 units were shown): a bound
    /// after the marked text keeps its distance from the end, one before it stays, one inside
    /// it keeps its distance from the marked text's start, at most up to the committed caret.
    func rebased(_ edit: Edit, shownCount: Int, onto committed: FieldText) -> Edit {
        let marked = markedRange
        let caret = committed.selection.upperBound
        func rebased(_ offset: Int) -> Int {
            if offset >= marked.upperBound { return max(caret, committed.utf16Count - (shownCount - offset)) }
            if offset <= marked.lowerBound { return min(offset, committed.utf16Count) }
            return min(offset, caret)
        }
        let lower = rebased(edit.range.lowerBound), upper = rebased(edit.range.upperBound)
        return Edit(replacing: min(lower, upper)..<max(lower, upper), with: edit.replacement)
    }
}
