// Composed input in a form field: the input's marked text, counted while it shows, cut to fit
// a stop-at-limit counter only when it is committed.
extension FormField {
    /// Whether an input method is composing text in the field.
    ///
    /// ```swift
    /// field.isComposing   // true between setMarkedText and unmarkText
    /// ```
    public var isComposing: Bool { input.isComposing }

    /// Where the marked text stands in ``text``, in UTF-16 offsets; `nil` when not composing.
    ///
    /// ```swift
    /// field.markedRange   // 5..<7
    /// ```
    public var markedRange: Range<Int>? { input.markedRange }

    /// Sets or replaces the text an input method is composing (see
    /// ``InputField/setMarkedText(_:selectedRange:)``). The counter counts it, as the user sees
    /// it; a stop-at-limit counter cuts only at the commit. Ignored when the field cannot be
    /// changed.
    ///
    /// ```swift
    /// note.setMarkedText("한", selectedRange: 1..<1)
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text, as `InputField.setMarkedText(_:selectedRange:)`.
    public mutating func setMarkedText(_ markedText: String, selectedRange: Range<Int>) {
        lastRejection = nil
        announcement = nil
        guard isEditable else { return }
        input.setMarkedText(markedText, selectedRange: selectedRange)
    }

    /// Commits the composition as a paste: counted, cut to fit a stop-at-limit counter at a
    /// grapheme boundary, checked by the rules as any edit. `nil` when nothing was composed.
    ///
    /// ```swift
    /// note.unmarkText()
    /// ```
    ///
    /// - Complexity: that of `apply(_:)` pasting the marked text.
    @discardableResult
    public mutating func unmarkText() -> EditResult<Formatter.Value>? {
        guard let composing = input.composition else { return nil }
        input.cancelComposition()
        guard !composing.marked.isEmpty else { return nil }
        return apply(.paste(composing.marked, in: composing.base))
    }

    /// Cancels the composition: the field shows what it showed before it began.
    ///
    /// ```swift
    /// note.cancelComposition()
    /// ```
    public mutating func cancelComposition() {
        announcement = nil
        input.cancelComposition()
    }

    /// Commits a composition before an event that ends it (an edit, a selection, end of editing).
    mutating func commitComposition() {
        if input.isComposing { unmarkText() }
    }

    /// The counter as the user sees it: with the marked text counted while composing.
    @inline(__always)
    var shownCounter: CharacterCounter {
        guard let composing = input.composition else { return counter }
        let replaced = String(composing.replaced)
        guard !composing.marked.isEmpty || !replaced.isEmpty else { return counter }
        var shown = counter
        shown.update(applying: TextPatch(from: replaced, to: composing.marked), giving: composing.marked)
        return shown
    }
}
