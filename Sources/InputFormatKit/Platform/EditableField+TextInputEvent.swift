extension EditableField {
    /// Does what a text control's event asks for: an edit through the formatter, an undo or a
    /// redo, or a step of a composition. Returns the field's state after it; its
    /// ``EditResult/rejection`` says why an edit was refused (the text stays as it was). Show
    /// ``text`` in the control afterwards, whatever the result: the engine sets the caret.
    ///
    /// An edit during a composition is read against the text shown, marked text included: the
    /// field commits the composition and moves the edit onto the committed text, as
    /// ``apply(_:)-(Edit)`` does. An undo or a redo during a composition drops the marked text
    /// (the input method's own step back), and a composition's first step selects the range it
    /// replaces.
    ///
    /// ```swift
    /// var field = InputField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"))
    /// field.apply(TextInputEvent(.insert("1234"), range: 0..<0))
    /// field.apply(TextInputEvent(.delete(.wordBackward), range: field.text.selection))
    /// field.text.description   // "|"
    /// field.apply(TextInputEvent(.undo, range: field.text.selection))
    /// field.text.description   // "1,234|"
    /// ```
    ///
    /// - Complexity: that of ``apply(_:)-(Edit)`` for an edit, of ``undo()`` or ``redo()``, or of
    ///   ``setMarkedText(_:selectedRange:)``; a deletion by word scans the text once for its bounds.
    @discardableResult
    public mutating func apply(_ event: TextInputEvent) -> EditResult<Value> {
        func unchanged() -> EditResult<Value> { EditResult(field: text, value: value) }
        switch event.intent {
        case .insert, .delete:
            guard let edit = event.edit(of: text) else { return unchanged() }
            return apply(edit)
        case .undo, .redo:
            if isComposing {
                cancelComposition()
            } else {
                _ = event.intent == .undo ? undo() : redo()
            }
            return unchanged()
        case let .compose(marked, selected):
            if !isComposing, event.range != text.selection { select(event.range) }
            let end = marked.utf16.count
            setMarkedText(marked, selectedRange: selected ?? end..<end)
            return unchanged()
        case .commitComposition:
            return unmarkText() ?? unchanged()
        case .cancelComposition:
            cancelComposition()
            return unchanged()
        }
    }
}
