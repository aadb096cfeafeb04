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
    @_specialize(exported: true, where Self == NumberFieldFormatter)
    @_specialize(exported: true, where Self == DateFieldFormatter)
    @_specialize(exported: true, where Self == TimeOfDayFormatter)
    @_specialize(exported: true, where Self == PlainTextFormatter)
    @_specialize(exported: true, where Self == IBANFormatter)
    @_specialize(exported: true, where Self == ExpiryDateFormatter)
    @_specialize(exported: true, where Self == SecurityCodeFormatter)
    @_specialize(exported: true, where Self == AffixedFormatter<CurrencyFormatter>)
    @_specialize(exported: true, where Self == AffixedFormatter<MaskFormatter>)
    public func apply(_ edit: Edit, to field: FieldText) -> EditResult<Value> {
        var text = field
        if editsInPlace, let result = applyInPlace(edit, to: &text) { return result }
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
        guard let shown = self.layout(raw: raw, shownAs: text.string) else {
            layout = self.layout(raw: raw)
            return applyToForeignText(edit, text: &text, raw: &raw, layout: &layout)
        }
        layout = shown
        return step(edit, text: &text, raw: &raw, layout: &layout)
    }

    /// The layout of `raw` as `text` shows it: ``layout(raw:)`` when that is `text`, or that
    /// layout with the decoration typed ahead that `text` shows after the raw characters (a
    /// start of ``decorationAhead(ofRaw:)``: a field's text kept by its undo history, or handed
    /// back by a `UITextFieldDelegate`); `nil` when `text` is neither.
    ///
    /// ```swift
    /// let phone = try MaskFormatter(pattern: "(###) ###-####")
    /// phone.layout(raw: "555", shownAs: "(555) ")?.typedAhead   // 2
    /// phone.layout(raw: "555", shownAs: "(555-")                // nil
    /// ```
    @_spi(FormatterAuthoring) public func layout(raw: String, shownAs text: String) -> RawLayout? {
        var layout = self.layout(raw: raw)
        if layout.text == text { return layout }
        let extra = text.utf16.count - layout.utf16Count
        guard extra > 0, let ahead = decorationAhead(ofRaw: raw) else { return nil }
        var width = 0
        var end = ahead.startIndex
        while width < extra, end < ahead.endIndex {
            width += ahead[end].utf16.count
            end = ahead.index(after: end)
        }
        guard width == extra else { return nil }
        layout.showTypedAhead(ahead[..<end])
        return layout.text == text ? layout : nil
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
            if covered.isEmpty, layout.typedAhead != 0, range.lowerBound >= layout.typedAheadRange.lowerBound {
                // Decoration typed ahead goes as it came, key by key: from the deletion's start
                // on (rule 7); no raw character goes with it.
                return deleteTypedAhead(from: range.lowerBound, text: &text, raw: raw, layout: &layout)
            }
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

        // A key that stands for decoration ahead of the caret (rule 7): the very next character
        // of it is typed over at once; a later one (the ` ` of `) ` typed at `(555|`), only when
        // the formatter refuses the key as a raw character.
        let typed: TypedDecoration? = if case let .keystroke(key) = input, range.isEmpty {
            typedDecoration(key, at: range.lowerBound, boundary: rawRange.lowerBound, raw: raw, layout: layout)
        } else {
            nil
        }
        if let typed, typed.isNext { return typeOver(typed, text: &text, raw: raw, layout: &layout) }

        // The layout becomes that of the new raw characters only when they are `.replaced`.
        var outcome = replace(rawRange, in: raw, with: input, layout: &layout)
        if let typed, case .rejected = outcome { return typeOver(typed, text: &text, raw: raw, layout: &layout) }
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

    /// Where `key`, typed at `offset` (raw boundary `boundary`), stands for a character of the
    /// decoration between the caret and the next raw character — shown in the text, or, after
    /// the last raw character, the decoration the formatter shows before the next one
    /// (``decorationAhead(ofRaw:)``, maybe partly typed ahead already): the caret goes after that
    /// character, and after the last raw character what it passes is shown as typed ahead.
    /// `nil` when the key stands for none, or the formatter lets no decoration be typed (which
    /// a formatter without decoration to type answers at no cost).
    @inline(__always)
    private func typedDecoration(_ key: Character, at offset: Int, boundary: Int, raw: String,
                                 layout: RawLayout) -> TypedDecoration? {
        if boundary < layout.rawCount {
            let next = layout.span(boundary).lowerBound
            guard offset < next, decorationAhead(ofRaw: raw) != nil else { return nil }
            let text = layout.text
            return TypedDecoration(key, at: offset,
                                   ahead: text[String.Index(utf16Offset: offset, in: text)..<String.Index(utf16Offset: next, in: text)])
        }
        guard let decoration = decorationAhead(ofRaw: raw) else { return nil }
        let typed = layout.typedAheadRange
        // The caret stands inside what is typed ahead, or at its end.
        guard offset >= typed.lowerBound, offset <= typed.upperBound, typed.count <= decoration.utf16.count else { return nil }
        let skipped = offset - typed.lowerBound
        return TypedDecoration(key, at: offset, ahead: decoration[String.Index(utf16Offset: skipped, in: decoration)...],
                               skipped: skipped, alreadyShown: typed.upperBound - offset)
    }

    /// The key typed over decoration: the caret after it, the layout showing what it passed
    /// as typed ahead; the raw characters stay.
    @inline(never)
    private func typeOver(_ typed: TypedDecoration, text: inout FieldText, raw: String, layout: inout RawLayout) -> EditResult<Value> {
        if !typed.shown.isEmpty, let decoration = decorationAhead(ofRaw: raw) {
            let units = decoration.utf16
            layout.showTypedAhead(decoration[units.index(units.startIndex, offsetBy: typed.shown.lowerBound)..<units.index(
                units.startIndex, offsetBy: typed.shown.upperBound)])
        }
        text = FieldText(layout.text, selection: typed.caret..<typed.caret, utf16Count: layout.utf16Count)
        return EditResult(field: text, value: value(raw: raw, laidOutAs: layout))
    }

    /// Decoration typed ahead deleted from `offset` on, the caret there; the raw characters stay.
    @inline(never)
    private func deleteTypedAhead(from offset: Int, text: inout FieldText, raw: String, layout: inout RawLayout) -> EditResult<Value> {
        layout.dropTypedAhead(from: offset)
        text = FieldText(layout.text, selection: offset..<offset, utf16Count: layout.utf16Count)
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

    // MARK: In place (``InputFormatter/editsInPlace``)

    /// The edit applied where the text changes, to `field` itself: the formatter sees only the
    /// insertion; the text is spliced in place (a field that is its text's only owner does not
    /// copy it) and the caret placed after the inserted characters. The result carries the
    /// change as a ``TextPatch`` (empty when only the caret moved). `nil` for what the general
    /// path handles (a whole-text replacement, a range off grapheme boundaries); a refused edit
    /// leaves `field` as it was.
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
            let unchanged = field.string.utf8.distance(from: field.string.startIndex, to: lower)
            field.selection = caret..<caret
            return EditResult(field: field, value: value(raw: field.string), rejection: nil,
                              rawPatch: TextPatch(offset: unchanged, old: "", new: ""))
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
            return EditResult(field: field, value: value(raw: field.string), rejection: nil, rawPatch: patch)
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

    private func refuseInPlace(_ reason: EditRejection, field: FieldText) -> EditResult<Value> {
        EditResult(field: field, value: value(raw: field.string), rejection: reason)
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

/// A key typed over decoration ahead of the caret: where the caret goes, which units of the
/// decoration ahead of the formatter's next raw character it shows as typed ahead on the way
/// (none between two raw characters, where all of it shows), and whether it was the very next
/// character. Plain numbers, so that a keystroke that is none costs no release.
private struct TypedDecoration {
    var isNext: Bool
    var caret: Int
    var shown: Range<Int>

    /// `key` typed at `offset` over `ahead`, the decoration from the caret to the next raw
    /// character — after the last raw character, the formatter's decoration ahead from the
    /// `skipped` units typed ahead before the caret on, of which the first `alreadyShown` units
    /// show — at its first character that is the key; `nil` when none is.
    @inline(never)
    init?(_ key: Character, at offset: Int, ahead: Substring, skipped: Int = 0, alreadyShown: Int = .max) {
        var width = 0
        var isNext = true
        for character in ahead {
            width += character.utf16.count
            if character == key {
                self.isNext = isNext
                self.caret = offset + width
                self.shown = width > alreadyShown ? (skipped + alreadyShown)..<(skipped + width) : 0..<0
                return
            }
            isNext = false
        }
        return nil
    }
}
