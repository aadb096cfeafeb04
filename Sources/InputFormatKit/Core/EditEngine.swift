/// The one caret mechanism every formatter shares.
///
/// An edit is translated into raw positions, applied there by the formatter, laid out again, and
/// the caret is translated back. This is where the caret rules live; <doc:CaretRules> lists
/// them, with the hard cases and the tests that check each.
///
/// Two ways in, one mechanism: ``apply(_:to:)`` derives the raw characters and their layout
/// from the text it is given (what a `UITextFieldDelegate` has), and a field that keeps them
/// from its last edit (``InputField``) enters at ``step(_:text:raw:layout:)`` and skips that.
extension InputFormatter {
    /// Applies `edit` to `field` and returns what the field shows next, its value and whether
    /// the edit was refused.
    ///
    /// ```swift
    /// let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD")
    /// let field = FieldText("1,234.56", selection: 2..<2)          // 1,|234.56
    /// formatter.apply(.backspace(in: field), to: field).field     // |234.56
    /// ```
    @_specialize(exported: true, where Self == MaskFormatter)
    @_specialize(exported: true, where Self == CardNumberFormatter)
    @_specialize(exported: true, where Self == PhoneFormatter)
    @_specialize(exported: true, where Self == CurrencyFormatter)
    @_specialize(exported: true, where Self == PlainTextFormatter)
    @_specialize(exported: true, where Self == IBANFormatter)
    @_specialize(exported: true, where Self == ExpiryDateFormatter)
    @_specialize(exported: true, where Self == SecurityCodeFormatter)
    @_specialize(exported: true, where Self == AffixedFormatter<CurrencyFormatter>)
    @_specialize(exported: true, where Self == AffixedFormatter<MaskFormatter>)
    public func apply(_ edit: Edit, to field: FieldText) -> EditResult<Value> {
        var text = field
        if editsInPlace, let inPlace = applyInPlace(edit, to: &text) { return inPlace.result }
        var raw = "", layout = RawLayout.empty
        return stepThroughLayout(edit, text: &text, raw: &raw, layout: &layout)
    }

    /// ``step(_:text:raw:layout:)`` with the raw characters and their layout derived from `text`
    /// first (what `raw` and `layout` held is not read). Afterwards they are those of `text`,
    /// unless the edit was refused in a text the formatter did not lay out.
    func stepThroughLayout(_ edit: Edit, text: inout FieldText, raw: inout String, layout: inout RawLayout) -> EditResult<Value> {
        raw = rawText(of: text.string)
        let length = text.utf16Count
        guard edit.range.lowerBound >= 0, edit.range.upperBound <= length else {
            return EditResult(field: text, value: value(raw: raw), rejection: .rangeOutOfBounds(edit.range, length: length))
        }
        layout = self.layout(raw: raw)
        guard layout.text == text.string else {
            return applyToForeignText(edit, text: &text, raw: &raw, layout: &layout)
        }
        return step(edit, text: &text, raw: &raw, layout: &layout)
    }

    /// The edit applied through the layout, to a field's state where it lies: `text`, its raw
    /// characters `raw` and their layout `layout` (whose text is `text.string`), which a field
    /// keeps from one edit to the next instead of deriving them from the text again. They are
    /// changed only when the edit is accepted.
    func step(_ edit: Edit, text: inout FieldText, raw: inout String, layout: inout RawLayout) -> EditResult<Value> {
        let length = text.utf16Count
        guard edit.range.lowerBound >= 0, edit.range.upperBound <= length else {
            return refuse(.rangeOutOfBounds(edit.range, length: length), text: text, raw: raw, layout: layout)
        }
        if edit.range.isEmpty, edit.replacement.utf8.count == 1, let byte = edit.replacement.utf8.first,
           layout.isAfterLastRaw(layout.clamped(edit.range).lowerBound), append(byte, to: &raw, layout: &layout) {
            // A character typed after the last raw character, which the formatter appended where
            // the raw characters and their layout lie: the caret goes after it (rule 1).
            let caret = layout.caretOffset(afterRaw: layout.rawCount)
            text = FieldText(layout.text, selection: caret..<caret, utf16Count: layout.utf16Count)
            return EditResult(field: text, value: value(raw: raw, laidOutAs: layout))
        }
        var range = layout.clamped(edit.range)
        var replacement = edit.replacement
        var selection = layout.clamped(text.selection)
        var wholeText: String?
        if edit.range == 0..<length, length > 0, Self.isWholeTextReplacement(replacement) {
            wholeText = replacement
            if replacement == text.string {   // autofill of what is there
                return EditResult(field: text, value: value(raw: raw, laidOutAs: layout))
            }
            (range, replacement) = Self.reduced(range: range, replacement: replacement, layout: layout)
            range = layout.clamped(range)
            selection = range
        }

        let input = EditInput(replacing: range, with: replacement, selection: selection)
        let rawRange: Range<Int>
        switch input {
        case let .deletion(kind):
            guard !range.isEmpty else { return refuse(.nothingToDelete, text: text, raw: raw, layout: layout) }
            let covered = layout.rawRange(overlapping: range)
            switch kind {
            case .backward where covered.isEmpty:
                guard covered.lowerBound > 0 else { return refuse(.nothingToDelete, text: text, raw: raw, layout: layout) }
                rawRange = (covered.lowerBound - 1)..<covered.lowerBound
            case .forward where covered.isEmpty:
                guard covered.lowerBound < layout.rawCount else {
                    return refuse(.nothingToDelete, text: text, raw: raw, layout: layout)
                }
                rawRange = covered.lowerBound..<(covered.lowerBound + 1)
            case .backward, .forward, .selection:
                rawRange = covered
            }
        case .keystroke, .paste:
            if range.isEmpty {
                let boundary = layout.rawBoundary(at: range.lowerBound)
                rawRange = boundary..<boundary
            } else {
                rawRange = layout.rawRange(overlapping: range)
            }
        }

        // The layout becomes that of the new raw characters only when they are `.replaced`.
        var outcome = replace(rawRange, in: raw, with: input, layout: &layout)
        if case .rejected = outcome, let wholeText {
            // Autofill whose change the formatter refuses (an expiry date `01/2025` over `0`):
            // the new text read whole, as a paste over everything.
            outcome = replace(0..<layout.rawCount, in: raw, with: .paste(wholeText), layout: &layout)
        }
        switch consume outcome {   // taken, not read where it lies: reading it copied the answer
        case let .rejected(reason):
            return refuse(reason, text: text, raw: raw, layout: layout)
        case let .caretMoved(boundary):
            // The text the formatter lays out, not the caller's: it may be the same characters
            // composed another way (NFD), which `==` does not tell apart. A key that stands for
            // the decoration at the caret (a grouping separator, a mask's literal) moves the
            // caret over it (rule 7).
            let caret = if case .keystroke = input, boundary < layout.rawCount {
                layout.span(boundary).lowerBound
            } else {
                layout.caretOffset(afterRaw: boundary)
            }
            text = FieldText(layout.text, selection: caret..<caret, utf16Count: layout.utf16Count)
        case let .replaced(newRaw, newSelection):
            text = FieldText(layout.text, selection: layout.selection(forRaw: newSelection), utf16Count: layout.utf16Count)
            raw = newRaw
        }
        return EditResult(field: text, value: value(raw: raw, laidOutAs: layout))
    }

    /// `range` as a selection `field` may show: clamped to the text, moved out of raw
    /// characters' spans (a sign and its bidi mark) and onto grapheme boundaries.
    ///
    /// ```swift
    /// let formatter = try CurrencyFormatter(locale: "ar_EG", currency: "EGP", allowsNegative: true)
    /// // "؜-١": the caret may not rest between the Arabic letter mark and the minus sign.
    /// formatter.select(1..<1, in: FieldText("\u{61C}-\u{661}")).selection   // 2..<2
    /// ```
    public func select(_ range: Range<Int>, in field: FieldText) -> FieldText {
        if editsInPlace {
            let length = field.utf16Count
            let lower = GraphemeBoundaries.snapped(min(max(range.lowerBound, 0), length), in: field, toNearest: true)
            let upper = GraphemeBoundaries.snapped(min(max(range.upperBound, 0), length), in: field, toNearest: true)
            return FieldText(field.string, selection: min(lower, upper)..<max(lower, upper), utf16Count: length)
        }
        let layout = self.layout(raw: rawText(of: field.string))
        return select(range, in: field, layout: layout)
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

    // MARK: In place (``InputFormatter/editsInPlace``)

    /// The edit applied where the text changes, to `field` itself: the formatter sees only the
    /// insertion; the text is spliced in place (a field that is its text's only owner does not
    /// copy it) and the caret placed after the inserted characters. `nil` for what the general
    /// path handles (a whole-text replacement, a range off grapheme boundaries); a refused edit
    /// leaves `field` as it was.
    func applyInPlace(_ edit: Edit, to field: inout FieldText) -> InPlaceEdit<Value>? {
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
            let unchanged = field.string.utf8.distance(from: field.string.startIndex, to: lower)
            field.selection = caret..<caret
            return InPlaceEdit(result: EditResult(field: field, value: value(raw: field.string), rejection: nil,
                                                  rawChange: ValueChange(start: unchanged, oldEnd: unchanged, newEnd: unchanged)))
        case let .replaced(newWindow, newSelection):
            let changeStart = field.string.utf8.distance(from: field.string.startIndex, to: lower)
            let change = ValueChange(start: changeStart, oldEnd: field.string.utf8.distance(from: field.string.startIndex, to: upper),
                                     newEnd: changeStart + newWindow.utf8.count)
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
            return InPlaceEdit(result: EditResult(field: field, value: value(raw: field.string), rejection: nil, rawChange: change),
                               patch: patch)
        }
    }

    /// A field the formatter did not lay out (its text was set from outside): the edit is
    /// applied to the plain text and the result read as a paste into an empty field.
    private func applyToForeignText(_ edit: Edit, text: inout FieldText, raw: inout String,
                                    layout: inout RawLayout) -> EditResult<Value> {
        var units = Array(text.string.utf16)
        units.replaceSubrange(edit.range, with: Array(edit.replacement.utf16))
        let edited = String(decoding: units, as: UTF16.self)
        let input: EditInput = edited.isEmpty ? .deletion(.selection) : .paste(edited)
        switch replace(0..<0, in: "", with: input) {
        case let .rejected(reason):
            return EditResult(field: text, value: value(raw: raw), rejection: reason)
        case .caretMoved:
            raw = ""
            layout = self.layout(raw: "")
            text = FieldText(layout.text)
        case let .replaced(newRaw, selection):
            raw = newRaw
            layout = self.layout(raw: newRaw)
            text = FieldText(layout.text, selection: layout.selection(forRaw: selection))
        }
        return EditResult(field: text, value: value(raw: raw, laidOutAs: layout))
    }

    private func refuse(_ reason: EditRejection, text: FieldText, raw: String, layout: RawLayout) -> EditResult<Value> {
        EditResult(field: text, value: value(raw: raw, laidOutAs: layout), rejection: reason)
    }

    private func refuseInPlace(_ reason: EditRejection, field: FieldText) -> InPlaceEdit<Value> {
        InPlaceEdit(result: EditResult(field: field, value: value(raw: field.string), rejection: reason))
    }

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
