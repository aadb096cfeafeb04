extension RawLayout {
    /// The layout's text with the raw characters in `range` replaced by `inserted`, spliced as a
    /// plain text field splices it, except that decoration is never taken: the decoration around
    /// them and between them stays where it is, `inserted` before what was between them. An
    /// empty `range` inserts right after the raw character before it. The digit fields (dates,
    /// times, expiry dates) edit a part this way where their raw digits would slide from one
    /// part into the next; a selection over a separator keeps it, so that the digits after it
    /// stay in their part (`11/25/2026`, `11/2` deleted, is `/5/2026`, the day 5).
    ///
    /// ```swift
    /// // "25/12/2026", the 5 deleted, then "5/1" deleted:
    /// let layout = RawLayout(text: "25/12", rawSpans: [0..<1, 1..<2, 3..<4, 4..<5])
    /// layout.shownText(replacing: 1..<2, with: "")   // ("2/12", caret: 1)
    /// layout.shownText(replacing: 1..<3, with: "")   // ("2/2", caret: 1)
    /// ```
    ///
    /// - Returns: the text, and the caret after `inserted` in grapheme clusters.
    /// - Complexity: O(*n*) in the length of the text.
    func shownText(replacing range: Range<Int>, with inserted: String) -> (text: String, caret: Int) {
        let units = Array(text.utf16)
        let lower = range.isEmpty ? (range.lowerBound == 0 ? span(0).lowerBound : span(range.lowerBound - 1).upperBound)
            : span(range.lowerBound).lowerBound
        let upper = range.isEmpty ? lower : span(range.upperBound - 1).upperBound
        var between: [UInt16] = []
        for index in range.dropLast() { between += units[span(index).upperBound..<span(index + 1).lowerBound] }
        let before = String(decoding: units[..<lower], as: UTF16.self) + inserted
        return (before + String(decoding: between + units[upper...], as: UTF16.self), before.count)
    }
}

/// A digit field's text edited in place (``RawLayout/shownText(replacing:with:)``), edited again:
/// its marks (separators, bidi marks) stay decoration, so that no digit ever moves into
/// another part.
enum EditedDigitText {
    /// The deletion of `range` (grapheme clusters) from `text`: the text less the digits in it,
    /// its marks kept, handed to `kept` with the caret; for a range that holds no digit, the
    /// nearest digit in the deletion's direction goes (rule 2: backspace after a separator
    /// deletes the digit before it); where there is none, or a selection holds marks alone, the
    /// caret moves over them.
    ///
    /// ```swift
    /// EditedDigitText.deleting(1..<2, of: "1/34", .backward) { .replaced(raw: $0, selection: $1..<$1) }
    /// // "/34", the caret at 0: the `/` stays
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`, and `kept`'s.
    static func deleting(_ range: Range<Int>, of text: String, _ kind: EditInput.DeletionKind,
                         kept: (_ text: String, _ caret: Int) -> RawEdit) -> RawEdit {
        guard let (result, caret) = deletingDigits(range, of: text, kind) else {
            return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound)
        }
        // Marks alone left (`/`, `:`, `..`): the field is empty again, not a text of separators
        // that no key deletes and the verdict calls incomplete.
        if !result.contains(where: { $0.isNumber || $0.isLetter }) { return kept("", 0) }
        return kept(result, caret)
    }

    /// ``deleting(_:of:_:kept:)``'s text and caret, `nil` where the caret moves instead.
    private static func deletingDigits(_ range: Range<Int>, of text: String, _ kind: EditInput.DeletionKind) -> (text: String, caret: Int)? {
        var characters = Array(text)
        let isDigit = { (character: Character) in DecimalDigit.ascii(of: character) != nil }
        var range = range.clamped(to: 0..<characters.count)
        let start = range.lowerBound
        if !characters[range].contains(where: isDigit) {
            if kind == .selection {
                return nil
            } else if kind == .backward {
                guard let digit = characters[..<range.lowerBound].lastIndex(where: isDigit) else { return nil }
                range = digit..<(digit + 1)
            } else {
                guard let digit = characters[range.upperBound...].firstIndex(where: isDigit) else { return nil }
                range = digit..<(digit + 1)
            }
        }
        let kept = characters[range].filter { !isDigit($0) }
        characters.replaceSubrange(range, with: kept)
        // Forward delete leaves the caret where it was, before the marks it passed.
        return (String(characters), kind == .forward ? start : range.lowerBound)
    }

    /// `text` with the digits in `range` replaced by `inserted`, its marks kept after it: a key
    /// typed over a selection of a separator puts the digit before it.
    ///
    /// ```swift
    /// EditedDigitText.replacing(3..<4, of: "12.0.", with: "5")   // ("12.5.", caret: 4)
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func replacing(_ range: Range<Int>, of text: String, with inserted: String) -> (text: String, caret: Int) {
        var characters = Array(text)
        let range = range.clamped(to: 0..<characters.count)
        let kept = characters[range].filter { DecimalDigit.ascii(of: $0) == nil }
        let insertedCharacters = Array(inserted)
        characters.replaceSubrange(range, with: insertedCharacters + kept)
        return (String(characters), range.lowerBound + insertedCharacters.count)
    }
}
