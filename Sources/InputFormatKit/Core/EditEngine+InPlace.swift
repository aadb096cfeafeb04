extension InputFormatter {
    /// The edit applied where the text changes, to `field` itself: the formatter sees only the
    /// insertion; the text is spliced in place (a field that is its text's only owner does not
    /// copy it) and the caret placed after the inserted characters. The result carries the
    /// patch it spliced as its `RawChange`. `nil` for what the general path handles (a
    /// whole-text replacement, a range off grapheme boundaries); a refused edit leaves `field`
    /// as it was.
    func applyInPlace(_ edit: Edit, to field: inout FieldText) -> EditResult<Value>? {
        let count = field.utf16Count
        guard edit.range.lowerBound >= 0, edit.range.upperBound <= count else {
            return refuseInPlace(.rangeOutOfBounds(edit.range, length: count), field: field)
        }
        if edit.range == 0..<count, count > 0, Self.isWholeTextReplacement(edit.replacement) {
            // A whole-text replacement is reduced to what changed (autofill) by the general
            // path; when the first and the last units differ there is nothing to reduce.
            guard field.string.utf16.first != edit.replacement.utf16.first,
                  field.string.utf16.last != edit.replacement.utf16.last,
                  edit.replacement != field.string else { return nil }
        }
        guard let lower = UTF16Offsets.index(of: edit.range.lowerBound, in: field.string, count: count),
              let upper = UTF16Offsets.index(of: edit.range.upperBound, in: field.string, count: count),
              GraphemeBoundaries.isBoundary(lower, in: field.string), GraphemeBoundaries.isBoundary(upper, in: field.string)
        else { return nil }

        if edit.replacement.isEmpty, lower == upper {
            return refuseInPlace(.nothingToDelete, field: field)
        }
        let input = EditInput(replacing: edit.range, with: edit.replacement, selection: field.selection)

        // The formatter's edit depends only on what is inserted (`editsInPlace`): it is handed
        // the insertion alone, so that replacing a long text costs nothing for what goes.
        let start = edit.range.lowerBound
        switch replace(0..<0, in: "", with: input) {
        case let .rejected(reason):
            return refuseInPlace(reason, field: field)
        case let .caretMoved(boundary):
            let caret = start + (boundary == 0 ? 0 : edit.range.count)
            field.selection = caret..<caret
            return EditResult(field: field, value: value(raw: field.string))
        case let .replaced(newWindow, newSelection):
            let changeStart = field.string.utf8.distance(from: field.string.startIndex, to: lower)
            let newCount = count - edit.range.count + UTF16Offsets.count(in: newWindow)
            func offset(afterCharacters characters: Int) -> Int {
                start + UTF16Offsets.count(in: String(newWindow.prefix(characters)))
            }
            let patch = TextPatch(offset: changeStart, old: String(field.string[lower..<upper]), new: newWindow)
            field.replaceCharacters(lower, upper, with: newWindow, utf16Count: newCount, selection: 0..<0)
            // Inserted characters may merge with their neighbours (a combining mark, a regional
            // indicator): the selection goes to the end of the cluster it would split.
            let selectionLower = GraphemeBoundaries.snapped(offset(afterCharacters: newSelection.lowerBound), in: field)
            let selectionUpper = GraphemeBoundaries.snapped(offset(afterCharacters: newSelection.upperBound), in: field)
            field.selection = selectionLower..<selectionUpper
            return EditResult(field: field, value: value(raw: field.string), rejection: nil, rawChange: .patched(patch))
        }
    }

    private func refuseInPlace(_ reason: EditRejection, field: FieldText) -> EditResult<Value> {
        EditResult(field: field, value: value(raw: field.string), rejection: reason)
    }
}
