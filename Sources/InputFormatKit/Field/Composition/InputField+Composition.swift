// Composed input: marked text from an input method (UITextInput's setMarkedText and unmarkText).
extension InputField {
    /// Whether an input method is composing text in the field.
    ///
    /// ```swift
    /// field.isComposing   // true between setMarkedText and unmarkText
    /// ```
    public var isComposing: Bool { composition != nil }

    /// Where the marked text stands in ``text``, in UTF-16 offsets; `nil` when not composing.
    ///
    /// ```swift
    /// field.markedRange   // 0..<2 while composing "にほ" in an empty field
    /// ```
    public var markedRange: Range<Int>? { composition?.markedRange }

    /// Sets or replaces the text an input method is composing, as `UITextInput`'s
    /// `setMarkedText(_:selectedRange:)` reports it: `selectedRange` is the selection inside
    /// `markedText`, in its UTF-16 offsets. The field shows it at the caret (over the
    /// selection) without reformatting anything; its raw characters and value stay those from
    /// before the composition. Ignored while not editing.
    ///
    /// ```swift
    /// var field = InputField(formatter: PlainTextFormatter())
    /// field.setMarkedText("にほ", selectedRange: 2..<2)
    /// field.text.description   // "にほ|"
    /// field.value              // nil: nothing is committed yet
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text: the text shown is a copy of the text of the moment, which the
    ///   field keeps too, with the marked text spliced in.
    public mutating func setMarkedText(_ markedText: String, selectedRange: Range<Int>) {
        guard isFocused else { return }
        let length = markedText.utf16.count
        let lower = min(max(selectedRange.lowerBound, 0), length)
        let selection = lower..<min(max(selectedRange.upperBound, lower), length)
        var composing = composition ?? Composition(base: text, marked: "", selection: 0..<0)
        composing.marked = markedText
        composing.selection = selection
        composition = composing
        show(composing: composing.shown)
    }

    /// Commits the composition, as `UITextInput`'s `unmarkText()`: the composed text goes
    /// through the formatter as a paste over the selection it replaced (full-width digits
    /// composed for an amount arrive as digits). Returns the paste's result, or `nil` when
    /// nothing was being composed.
    ///
    /// ```swift
    /// field.setMarkedText("日本", selectedRange: 2..<2)
    /// field.unmarkText()
    /// field.value   // "日本"
    /// ```
    ///
    /// - Complexity: that of `apply(_:)` pasting the marked text.
    @discardableResult
    public mutating func unmarkText() -> EditResult<Formatter.Value>? {
        commitComposition(memo: nil)
    }

    /// Cancels the composition: the field shows what it showed before it began.
    ///
    /// ```swift
    /// field.cancelComposition()
    /// ```
    public mutating func cancelComposition() {
        guard let composing = composition else { return }
        composition = nil
        show(composing: composing.base)
    }

    /// Commits the composition as a paste; `memo` is what a form field keeps for undoing it.
    @discardableResult
    mutating func commitComposition(memo: FormUndoMemo?) -> EditResult<Formatter.Value>? {
        guard let composing = composition else { return nil }
        composition = nil
        show(composing: composing.base)
        guard !composing.marked.isEmpty else { return nil }
        return apply(.paste(composing.marked, in: composing.base), memo: memo)
    }
}
