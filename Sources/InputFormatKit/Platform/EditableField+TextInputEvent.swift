extension EditableField {
    /// Does what a text control's event asks for: an edit through the formatter, an undo or a
    /// redo, or a step of a composition. Returns the field's state after it; its
    /// ``EditResult/rejection`` says why an edit was refused (the text stays as it was). Show
    /// ``text`` in the control afterwards, whatever the result: the engine sets the caret.
    ///
    /// An edit or an undo commits an open composition first (an input method ends it before it
    /// reports one); a composition's first step selects the range it replaces.
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
            // An input method ends its composition before an edit; one that does not (a key
            // pressed mid-composition) has its marked text committed first, as the field would.
            if isComposing, let committed = unmarkText(), committed.isRejected { return committed }
            guard let edit = event.edit(of: text) else { return unchanged() }
            return apply(edit)
        case .undo, .redo:
            if isComposing { unmarkText() }
            _ = event.intent == .undo ? undo() : redo()
            return unchanged()
        case let .compose(marked):
            if !isComposing, event.range != text.selection { select(event.range) }
            let end = marked.utf16.count
            setMarkedText(marked, selectedRange: end..<end)
            return unchanged()
        case .commitComposition:
            return unmarkText() ?? unchanged()
        case .cancelComposition:
            cancelComposition()
            return unchanged()
        }
    }
}
