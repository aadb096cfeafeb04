// Undo and redo: the field's history of edit groups (see ``InputField/undo()``).
extension InputField {
    /// Whether ``undo()`` would change the field: it is being edited, nothing is being composed,
    /// and it has an edit to undo.
    ///
    /// ```swift
    /// field.canUndo   // true after typing
    /// ```
    public var canUndo: Bool { isFocused && composition == nil && history.canUndo }

    /// Whether ``redo()`` would change the field: an undone group and no edit since.
    ///
    /// ```swift
    /// field.canRedo   // true after an undo
    /// ```
    public var canRedo: Bool { isFocused && composition == nil && history.canRedo }

    /// How many undo groups the field has started since it was made; it never goes down. A UI
    /// that keeps an undo stack of its own (UIKit's `UndoManager`) registers one step each time
    /// an edit makes it grow.
    ///
    /// ```swift
    /// let groups = field.undoGroupsStarted
    /// field.paste("12")
    /// field.undoGroupsStarted > groups   // true: a paste is a group of its own
    /// ```
    public var undoGroupsStarted: Int { history.groupsStarted }

    /// Undoes the last group of edits: the text, selection, raw characters and value are
    /// exactly what they were before it, whatever reformatting happened in between. Typing at
    /// the caret is one group until the caret moves or a deletion starts (and the other way
    /// round); a paste, cut, autofill, replacement or clear is a group of its own. Returns
    /// whether there was something to undo (only while editing).
    ///
    /// ```swift
    /// var field = InputField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"))
    /// field.type("1234")
    /// field.paste("5")
    /// field.undo()
    /// field.text.description   // "1,234|"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text for each change of the group undone: the text and the raw
    ///   characters before it are rebuilt from the patches the group keeps.
    @discardableResult
    public mutating func undo() -> Bool {
        undo(memo: nil).done
    }

    /// Redoes the last undone group; returns whether there was one. Any edit after an undo
    /// clears what could be redone.
    ///
    /// ```swift
    /// field.redo()
    /// field.text.description   // "12,345|"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text for each change of the group redone: the text and the raw
    ///   characters after it are rebuilt from the patches the group keeps.
    @discardableResult
    public mutating func redo() -> Bool {
        redo(memo: nil).done
    }

    /// Undoes the last group; `memo` is the form field's state now, kept for the redo, and the
    /// memo returned is the form field's state before the group.
    mutating func undo(memo: FormUndoMemo?) -> (done: Bool, memo: FormUndoMemo?) {
        guard isFocused, composition == nil, let (state, restored) = history.undo(from: snapshot, memo: memo) else { return (false, nil) }
        restore(state)
        return (true, restored)
    }

    /// Redoes the last undone group, as ``undo(memo:)`` undoes one.
    mutating func redo(memo: FormUndoMemo?) -> (done: Bool, memo: FormUndoMemo?) {
        guard isFocused, composition == nil, let (state, restored) = history.redo(from: snapshot, memo: memo) else { return (false, nil) }
        restore(state)
        return (true, restored)
    }

    /// Forgets the undo history (a form field set up with a text).
    mutating func forgetHistory() {
        history.reset()
    }

    /// The bytes of text the undo history keeps (for tests of its memory).
    var storedUndoBytes: Int { history.storedUTF8Count }
}
