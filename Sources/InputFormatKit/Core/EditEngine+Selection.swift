extension InputFormatter {
    /// `range` as a selection `field` may show: clamped to the text, moved out of raw
    /// characters' spans (a sign and its bidi mark) and onto grapheme boundaries.
    ///
    /// ```swift
    /// let formatter = try CurrencyFormatter(locale: "ar_EG", currency: "EGP", allowsNegative: true)
    /// // "؜-١": the caret may not rest between the Arabic letter mark and the minus sign.
    /// formatter.select(1..<1, in: FieldText("\u{61C}-\u{661}")).selection   // 2..<2
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the field's text: its raw characters are read and laid out again, or, for
    ///   plain text, the text is scanned (eight bytes at a time) from its nearer end to each bound of `range`.
    public func select(_ range: Range<Int>, in field: FieldText) -> FieldText {
        if Shortcuts.editsInPlace(self), let (before, after) = Shortcuts.decorationAround(rawIn: field.string, of: self) {
            // Kept between the decoration around the raw characters (an affix), as the layout's
            // editable range keeps it on the general path.
            let length = field.utf16Count
            let start = before.utf16.count, end = length - after.utf16.count
            let lower = GraphemeBoundaries.snapped(min(max(range.lowerBound, start), end), in: field, toNearest: true)
            let upper = GraphemeBoundaries.snapped(min(max(range.upperBound, start), end), in: field, toNearest: true)
            return FieldText(field.string, selection: min(lower, upper)..<max(lower, upper), utf16Count: length)
        }
        let raw = rawText(of: field.string)
        return select(range, in: field, layout: layout(raw: raw, shownAs: field.string) ?? layout(raw: raw))
    }

    /// ``select(_:in:)`` with the layout of `field`'s raw characters known (a field keeps it).
    func select(_ range: Range<Int>, in field: FieldText, layout: RawLayout) -> FieldText {
        let lower: Int, upper: Int
        if layout.text == field.string {
            lower = layout.snapped(range.lowerBound)
            upper = layout.snapped(range.upperBound)
        } else {
            let length = field.utf16Count
            lower = GraphemeBoundaries.nearest(to: min(max(range.lowerBound, 0), length), in: field.string)
            upper = GraphemeBoundaries.nearest(to: min(max(range.upperBound, 0), length), in: field.string)
        }
        return FieldText(field.string, selection: min(lower, upper)..<max(lower, upper), utf16Count: field.utf16Count)
    }
}
