extension InputFormatter {
    /// The edit applied where the text changes, to `field` itself: the formatter sees only the
    /// insertion; the text is spliced in place (a field that is its text's only owner does not
    /// copy it) and the caret placed after the inserted characters. The result carries the
    /// patch it spliced as its `RawChange`. `nil` for what the general path handles (a
    /// whole-text replacement, a range off grapheme boundaries); a refused edit leaves `field`
    /// as it was.
    ///
    /// `rawApart` is what a field keeps of its raw characters when the text shows decoration
    /// around them (an affix), or `nil`. Kept, they are spliced with the text where they lie
    /// and the value is read from them, so that neither is copied; else they are copied out of
    /// the text. After an accepted edit `rawApart` holds the new raw characters, `nil` when the
    /// text shows no decoration (the raw characters are the text); after a refused one, or
    /// when the answer is `nil`, it is as it was.
    ///
    /// - Complexity: O(*m*) in the length of the edit (its range and its replacement) and of
    ///   what follows it (moved in the text, and in the raw characters kept); O(*n*) in the
    ///   length of the text when the raw characters between decoration are not kept, or are
    ///   shared (copied before they are spliced).
    func applyInPlace(_ edit: Edit, to field: inout FieldText, rawApart: inout String?) -> EditResult<Value>? {
        // A line break in a one-line field is a space (``InputFormatter/acceptsLineBreaks``).
        if !acceptsLineBreaks, let spaced = edit.lineBreaksAsSpaces { return applyInPlace(spaced, to: &field, rawApart: &rawApart) }
        // The raw characters lie between the decoration around them (an affix), which the
        // edit keeps: its range and the selection are clamped to them, as the layout's editable
        // range clamps them on the general path.
        guard let (before, after) = Shortcuts.decorationAround(rawIn: field.string, of: self) else { return nil }
        let around = (before: before.utf8.count, after: after.utf8.count)
        let isBare = around == (0, 0)
        // Whether the field keeps the raw characters between the decoration: made by the same
        // edits as the text, they are as long as the text between its decoration, byte for byte
        // the same (checked in debug builds).
        let keeps = !isBare && rawApart?.utf8.count == field.string.utf8.count - around.before - around.after
        assert(isBare || rawApart == nil || keeps, "the raw characters kept apart are as long as the text's")
        assert(!keeps || rawApart!.utf8.elementsEqual(field.string.utf8.dropFirst(around.before).dropLast(around.after)),
               "the raw characters kept apart are the text's")
        let count = field.utf16Count
        guard edit.range.lowerBound >= 0, edit.range.upperBound <= count else {
            return refuseInPlace(.rangeOutOfBounds(edit.range, length: count), field: field, around: around,
                                 kept: keeps ? rawApart : nil)
        }
        let window = before.utf16.count...(count - after.utf16.count)
        if edit.range == 0..<count, count > 0, Self.isWholeTextReplacement(edit.replacement) {
            // A whole-text replacement is reduced to what changed (autofill) by the general
            // path; when the first and the last units differ there is nothing to reduce.
            guard isBare, field.string.utf16.first != edit.replacement.utf16.first,
                  field.string.utf16.last != edit.replacement.utf16.last,
                  edit.replacement != field.string else { return nil }
        }
        func clamped(_ range: Range<Int>) -> Range<Int> {
            min(max(range.lowerBound, window.lowerBound), window.upperBound)..<min(max(range.upperBound, window.lowerBound), window.upperBound)
        }
        let range = isBare ? edit.range : clamped(edit.range)
        guard let lower = UTF16Offsets.index(of: range.lowerBound, in: field.string, count: count),
              let upper = UTF16Offsets.index(of: range.upperBound, in: field.string, count: count),
              GraphemeBoundaries.isBoundary(lower, in: field.string), GraphemeBoundaries.isBoundary(upper, in: field.string)
        else { return nil }

        if edit.replacement.isEmpty, lower == upper {
            return refuseInPlace(.nothingToDelete, field: field, around: around, kept: keeps ? rawApart : nil)
        }
        let input = EditInput(replacing: range, with: edit.replacement, selection: isBare ? field.selection : clamped(field.selection))

        // The formatter's edit depends only on what is inserted (`editsInPlace`): it is handed
        // the insertion alone, so that replacing a long text costs nothing for what goes.
        let start = range.lowerBound
        switch Shortcuts.replaceInPlace(with: input, of: self) {
        case let .rejected(reason):
            return refuseInPlace(reason, field: field, around: around, kept: keeps ? rawApart : nil)
        case let .caretMoved(boundary):
            let caret = start + (boundary == 0 ? 0 : range.count)
            field.selection = caret..<caret
            if isBare {
                if case .some = rawApart { rawApart = nil }
            } else if !keeps {
                rawApart = rawEditedInPlace(in: field.string, around: around)
            }
            return EditResult(field: field, value: value(raw: rawApart ?? field.string))
        case let .replaced(newWindow, newSelection):
            // The raw characters stay apart from the decoration around them (an affix): an edit
            // that leaves none takes the general path, which tells whether it still shows.
            if !isBare, range == window.lowerBound..<window.upperBound, newWindow.isEmpty { return nil }
            let changeStart = field.string.utf8.distance(from: field.string.startIndex, to: lower)
            let newCount = count - range.count + UTF16Offsets.count(in: newWindow)
            func offset(afterCharacters characters: Int) -> Int {
                start + UTF16Offsets.count(in: String(newWindow.prefix(characters)))
            }
            let patch = TextPatch(offset: changeStart - around.before, old: String(field.string[lower..<upper]), new: newWindow)
            let selectionBefore = field.selection
            field.replaceCharacters(lower, upper, with: newWindow, utf16Count: newCount, selection: 0..<0)
            if !isBare, Shortcuts.decorationAround(rawIn: field.string, of: self) == nil {
                // The raw characters would join the decoration around them (a combining mark
                // typed after a prefix; a regional indicator, which pairs those after it anew):
                // the text is put back as it was, and the general path, which lays out the new
                // raw characters whole, refuses the edit.
                let utf8 = field.string.utf8
                let newLower = utf8.index(utf8.startIndex, offsetBy: changeStart)
                let newUpper = utf8.index(newLower, offsetBy: newWindow.utf8.count)
                field.replaceCharacters(newLower, newUpper, with: patch.old, utf16Count: count, selection: selectionBefore)
                return nil
            }
            // Inserted characters may merge with their neighbours (a combining mark, a regional
            // indicator): the selection goes to the end of the cluster it would split.
            let selectionLower = GraphemeBoundaries.snapped(offset(afterCharacters: newSelection.lowerBound), in: field)
            let selectionUpper = GraphemeBoundaries.snapped(offset(afterCharacters: newSelection.upperBound), in: field)
            field.selection = selectionLower..<selectionUpper
            if isBare {   // the raw characters are the text
                if case .some = rawApart { rawApart = nil }   // only then: assigning `nil` over `nil` costs a release
                return EditResult(field: field, value: value(raw: field.string), rejection: nil, rawChange: .patched(patch))
            }
            if keeps {
                // The same splice, where the raw characters lie (moved out of the optional, so
                // that it stays their only reference).
                // (No view of it is held across the splice: in a debug build it would be a second
                // reference.)
                var raw = rawApart.take()!
                let rawLower = raw.utf8.index(raw.startIndex, offsetBy: patch.offset)
                let rawUpper = raw.utf8.index(rawLower, offsetBy: patch.old.utf8.count)
                raw.replaceSubrange(rawLower..<rawUpper, with: newWindow)
                rawApart = raw
            } else {
                rawApart = rawEditedInPlace(in: field.string, around: around)
            }
            return EditResult(field: field, value: value(raw: rawApart!), rejection: nil, rawChange: .patched(patch))
        }
    }

    /// The raw characters of `text`, an edit in place's, between `around` UTF-8 bytes of
    /// decoration before and after them: `text` itself when there is none, else a copy.
    ///
    /// - Complexity: O(1) without decoration; O(*n*) in the length of `text` with it.
    func rawEditedInPlace(in text: String, around: (before: Int, after: Int)) -> String {
        if around == (0, 0) { return text }
        return String(Substring(text.utf8.dropFirst(around.before).dropLast(around.after)))
    }

    /// An edit refused in place: the field as it was, its value read from the raw characters
    /// kept apart (`kept`), or from the text.
    private func refuseInPlace(_ reason: EditRejection, field: FieldText, around: (before: Int, after: Int),
                               kept: String?) -> EditResult<Value> {
        EditResult(field: field, value: value(raw: kept ?? rawEditedInPlace(in: field.string, around: around)), rejection: reason)
    }
}
