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
    /// selection the input method asked for inside it.
    var shown: FieldText {
        let units = Array(base.string.utf16)
        let head = String(decoding: units[..<base.selection.lowerBound], as: UTF16.self)
        let tail = String(decoding: units[base.selection.upperBound...], as: UTF16.self)
        let start = base.selection.lowerBound
        let text = head + marked + tail
        // The marked text may merge with the character after it (a combining mark there): a
        // bound inside a cluster goes to the cluster's end, as after inserted characters.
        func snapped(_ offset: Int) -> Int { offset == 0 ? 0 : GraphemeBoundaries.next(after: offset - 1, in: text) }
        return FieldText(text, selection: snapped(start + selection.lowerBound)..<snapped(start + selection.upperBound))
    }
}
