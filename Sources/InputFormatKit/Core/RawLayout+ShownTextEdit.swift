extension RawLayout {
    /// The layout's text with the raw characters in `range` replaced by `inserted`, spliced as a
    /// plain text field splices it: the decoration around them stays where it is. An empty
    /// `range` inserts right after the raw character before it. The digit fields (dates, times,
    /// expiry dates) edit a part this way where their raw digits would slide from one part into
    /// the next.
    ///
    /// ```swift
    /// // "25/12/2026", the 5 deleted:
    /// let layout = RawLayout(text: "25/12", rawSpans: [0..<1, 1..<2, 3..<4, 4..<5])
    /// layout.shownText(replacing: 1..<2, with: "")   // ("2/12", caret: 1)
    /// ```
    ///
    /// - Returns: the text, and the caret after `inserted` in grapheme clusters.
    /// - Complexity: O(*n*) in the length of the text.
    func shownText(replacing range: Range<Int>, with inserted: String) -> (text: String, caret: Int) {
        let units = Array(text.utf16)
        let lower = range.isEmpty ? (range.lowerBound == 0 ? span(0).lowerBound : span(range.lowerBound - 1).upperBound)
            : span(range.lowerBound).lowerBound
        let upper = range.isEmpty ? lower : span(range.upperBound - 1).upperBound
        let before = String(decoding: units[..<lower], as: UTF16.self) + inserted
        return (before + String(decoding: units[upper...], as: UTF16.self), before.count)
    }
}
