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
    /// ``apply(_:to:)``: the raw characters and their layout are derived from the text (plain text
    /// is spliced in place instead). Its public entry point, compiled for each of the library's
    /// formatters, is generated (`EditEntryPoints.swift`).
    func applyDerivingLayout(_ edit: Edit, to field: FieldText) -> EditResult<Value> {
        var text = field, rawApart: String? = nil
        if Shortcuts.editsInPlace(self), let result = applyInPlace(edit, to: &text, rawApart: &rawApart) { return result }
        var raw = "", layout = RawLayout.empty
        return stepThroughLayout(edit, text: &text, raw: &raw, layout: &layout)
    }

    /// ``step(_:text:raw:layout:)`` with the raw characters and their layout derived from `text`
    /// first (what `raw` and `layout` held is not read). Afterwards they are those of `text`,
    /// unless the edit was refused in a text the formatter did not lay out.
    func stepThroughLayout(_ edit: Edit, text: inout FieldText, raw: inout String, layout: inout RawLayout) -> EditResult<Value> {
        // (Here too for a text the formatter did not lay out, which is read whole as a paste.)
        if !acceptsLineBreaks, let spaced = edit.lineBreaksAsSpaces { return stepThroughLayout(spaced, text: &text, raw: &raw, layout: &layout) }
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
    ///
    /// - Complexity: O(*n*) in the length of `raw` and of `text`.
    @_spi(Internals) public func layout(raw: String, shownAs text: String) -> RawLayout? {
        var layout = self.layout(raw: raw)
        if layout.text == text { return layout }
        let extra = text.utf16.count - layout.utf16Count
        guard extra > 0, let ahead = Shortcuts.decorationAhead(ofRaw: raw, of: self) else { return nil }
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
        if edit.range.isEmpty, edit.replacement.utf8.count == 1, let byte = edit.replacement.utf8.first, !(0x0A...0x0D).contains(byte),
           layout.isAfterLastRaw(layout.clamped(edit.range).lowerBound), Shortcuts.append(byte, to: &raw, layout: &layout, of: self) {
            // A character typed after the last raw character, which the formatter appended where
            // the raw characters and their layout lie: the caret goes after it (rule 1).
            let caret = layout.caretOffset(afterRaw: layout.rawCount)
            text = FieldText(layout.text, selection: caret..<caret, utf16Count: layout.utf16Count)
            return EditResult(field: text, value: Shortcuts.value(raw: raw, laidOutAs: layout, of: self), rejection: nil,
                              rawChange: .appended(byte))
        }
        // A line break in a one-line field is a space (``InputFormatter/acceptsLineBreaks``).
        if !acceptsLineBreaks, let spaced = edit.lineBreaksAsSpaces { return step(spaced, text: &text, raw: &raw, layout: &layout) }
        var range = layout.clamped(edit.range)
        var replacement = edit.replacement
        var selection = layout.clamped(text.selection)
        var wholeText: String?
        if edit.range == 0..<length, length > 0, Self.isWholeTextReplacement(replacement) {
            wholeText = replacement
            if replacement == text.string {   // autofill of what is there
                return EditResult(field: text, value: Shortcuts.value(raw: raw, laidOutAs: layout, of: self))
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
        var outcome = Shortcuts.replace(rawRange, in: raw, with: input, layout: &layout, of: self)
        if let typed, case .rejected = outcome { return typeOver(typed, text: &text, raw: raw, layout: &layout) }
        if case .rejected = outcome, let wholeText {
            // Autofill whose change the formatter refuses (a mask's text whose changed part a slot
            // does not take): the new text read whole, as a paste over everything.
            outcome = Shortcuts.replace(0..<layout.rawCount, in: raw, with: .paste(wholeText), layout: &layout, of: self)
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
            let old = raw
            raw = newRaw
            return EditResult(field: text, value: Shortcuts.value(raw: raw, laidOutAs: layout, of: self), rejection: nil, rawChange: .rewritten(from: old))
        }
        return EditResult(field: text, value: Shortcuts.value(raw: raw, laidOutAs: layout, of: self))
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
            guard offset < next, Shortcuts.decorationAhead(ofRaw: raw, of: self) != nil else { return nil }
            let text = layout.text
            return TypedDecoration(key, at: offset,
                                   ahead: text[String.Index(utf16Offset: offset, in: text)..<String.Index(utf16Offset: next, in: text)])
        }
        guard let decoration = Shortcuts.decorationAhead(ofRaw: raw, of: self) else { return nil }
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
        if !typed.shown.isEmpty, let decoration = Shortcuts.decorationAhead(ofRaw: raw, of: self) {
            let units = decoration.utf16
            layout.showTypedAhead(decoration[units.index(units.startIndex, offsetBy: typed.shown.lowerBound)..<units.index(
                units.startIndex, offsetBy: typed.shown.upperBound)])
        }
        text = FieldText(layout.text, selection: typed.caret..<typed.caret, utf16Count: layout.utf16Count)
        return EditResult(field: text, value: Shortcuts.value(raw: raw, laidOutAs: layout, of: self))
    }

    /// Decoration typed ahead deleted from `offset` on, the caret there; the raw characters stay.
    @inline(never)
    private func deleteTypedAhead(from offset: Int, text: inout FieldText, raw: String, layout: inout RawLayout) -> EditResult<Value> {
        layout.dropTypedAhead(from: offset)
        text = FieldText(layout.text, selection: offset..<offset, utf16Count: layout.utf16Count)
        return EditResult(field: text, value: Shortcuts.value(raw: raw, laidOutAs: layout, of: self))
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
            layout = self.layout(raw: "")
            text = FieldText(layout.text)
            let old = raw
            raw = ""
            return EditResult(field: text, value: Shortcuts.value(raw: raw, laidOutAs: layout, of: self), rejection: nil, rawChange: .rewritten(from: old))
        case let .replaced(newRaw, selection):
            layout = self.layout(raw: newRaw)
            text = FieldText(layout.text, selection: layout.selection(forRaw: selection))
            let old = raw
            raw = newRaw
            return EditResult(field: text, value: Shortcuts.value(raw: raw, laidOutAs: layout, of: self), rejection: nil, rawChange: .rewritten(from: old))
        }
    }

    private func refuse(_ reason: EditRejection, text: FieldText, raw: String, layout: RawLayout) -> EditResult<Value> {
        EditResult(field: text, value: Shortcuts.value(raw: raw, laidOutAs: layout, of: self), rejection: reason)
    }
}
