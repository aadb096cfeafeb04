extension RawLayout {
    /// This layout with `prefix` before its text and `suffix` after it: the raw characters,
    /// the editable range, the caret of an empty value and the decoration typed ahead move with
    /// the text, and the formatter's memo goes along, so that the formatter inside continues
    /// from it at the next keystroke (``AffixedFormatter``).
    ///
    /// ```swift
    /// RawLayout(text: "12", rawSpans: [0..<1, 1..<2]).wrapped(prefix: "$", suffix: " kg").editable   // 1...3
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text.
    func wrapped(prefix: String, suffix: String) -> RawLayout {
        let width = prefix.utf16.count
        var outer = RawLayout(text: prefix + text + suffix, rawSpans: rawSpans.map { ($0.lowerBound + width)..<($0.upperBound + width) },
                              emptyCaretOffset: width + emptyCaretOffset,
                              editable: (width + editable.lowerBound)...(width + editable.upperBound))
        outer.typedAhead = typedAhead
        outer.memo = memo
        return outer
    }

    /// The layout ``wrapped(prefix:suffix:)`` wrapped with `prefix` and `suffix`, memo and all;
    /// `nil` when the text does not start with `prefix` and end with `suffix`.
    ///
    /// ```swift
    /// let outer = RawLayout(text: "12", rawSpans: [0..<1, 1..<2]).wrapped(prefix: "$", suffix: "")
    /// outer.unwrapped(prefix: "$", suffix: "")?.text   // "12"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text.
    func unwrapped(prefix: String, suffix: String) -> RawLayout? {
        let width = prefix.utf16.count, suffixWidth = suffix.utf16.count
        guard utf16Count >= width + suffixWidth, text.hasPrefix(prefix), text.hasSuffix(suffix) else { return nil }
        let units = text.utf16
        let start = units.index(units.startIndex, offsetBy: width), end = units.index(units.endIndex, offsetBy: -suffixWidth)
        var inner = RawLayout(text: String(text[start..<end]), rawSpans: rawSpans.map { ($0.lowerBound - width)..<($0.upperBound - width) },
                              emptyCaretOffset: emptyCaretOffset - width,
                              editable: (editable.lowerBound - width)...(editable.upperBound - width))
        inner.typedAhead = typedAhead
        inner.memo = memo
        return inner
    }
}
