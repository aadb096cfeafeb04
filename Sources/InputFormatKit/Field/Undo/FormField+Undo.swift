// Undo and redo of a form field: the input's history, with the messages of each end; the counter
// follows the raw characters.
extension FormField {
    /// Whether ``undo()`` would change the field: editable, being edited, with an edit to undo.
    ///
    /// ```swift
    /// field.canUndo   // true after typing
    /// ```
    public var canUndo: Bool { isEditable && input.canUndo }

    /// Whether ``redo()`` would change the field.
    ///
    /// ```swift
    /// field.canRedo   // true after an undo
    /// ```
    public var canRedo: Bool { isEditable && input.canRedo }

    /// How many undo groups the field has started since it was made (see
    /// ``InputField/undoGroupsStarted``).
    ///
    /// ```swift
    /// field.undoGroupsStarted   // 1 after typing a word
    /// ```
    public var undoGroupsStarted: Int { input.undoGroupsStarted }

    /// Undoes the last group of edits (see ``InputField/undo()``): text, selection, value,
    /// counter, message and state are what they were before it. Returns whether there was
    /// something to undo.
    ///
    /// ```swift
    /// var note = FormField(formatter: PlainTextFormatter(), configuration: .init(counter: CharacterCounter(limit: 5)),
    ///                      focused: true)
    /// note.type("Hi")
    /// note.paste(" there")     // cut to fit: "Hi th"
    /// note.undo()
    /// note.value               // "Hi"
    /// note.counterText         // "2/5"
    /// ```
    ///
    /// - Complexity: that of `InputField.undo()`: O(*n*) in the length of the text for each change of the group; the
    ///   counter is updated from the change of the raw characters (one byte comparison, O(*n*), and the clusters
    ///   around what changed counted again).
    @discardableResult
    public mutating func undo() -> Bool {
        travel { $0.undo(memo: $1) }
    }

    /// Redoes the last undone group (see ``InputField/redo()``); returns whether there was one.
    ///
    /// ```swift
    /// note.redo()
    /// note.value               // "Hi th"
    /// ```
    ///
    /// - Complexity: that of `InputField.redo()`: O(*n*) in the length of the text for each change of the group; the
    ///   counter is updated as ``undo()`` updates it.
    @discardableResult
    public mutating func redo() -> Bool {
        travel { $0.redo(memo: $1) }
    }

    /// An undo or redo of the input, the counter and messages following it.
    private mutating func travel(
        _ move: (inout InputField<Formatter>, FormUndoMemo?) -> (done: Bool, memo: FormUndoMemo?)
    ) -> Bool {
        lastRejection = nil
        announcement = nil
        guard isEditable else { return false }
        let heard = noticed
        let old = input.raw
        let (done, memo) = move(&input, undoMemo)
        if done {
            updateCounter(from: old)
            restore(memo)
        }
        announce(since: heard)
        return done
    }

    /// The messages now, as an undo step keeps them.
    //
    // Not optional: a `nil` state was copied and destroyed through `Optional`'s generic value
    // witnesses on every edit.
    @inline(__always)
    var undoState: FormUndoMemo.State {
        FormUndoMemo.State(ruleError: ruleError, success: success, warning: warning, validatesEveryEdit: validatesEveryEdit)
    }

    /// Whether no error, warning or success message shows and no rule runs at every edit: the
    /// state an undo group without a memo is restored to. Read without copying the messages.
    @inline(__always)
    var isAtRest: Bool { ruleError == nil && success == nil && warning == nil && !validatesEveryEdit }

    /// A memo of the messages now, or `nil` at rest (``isAtRest``).
    var undoMemo: FormUndoMemo? { isAtRest ? nil : FormUndoMemo(undoState) }

    /// The messages of `memo`, or none.
    private mutating func restore(_ memo: FormUndoMemo?) {
        guard let memo else {
            ruleError = nil
            success = nil
            warning = nil
            validatesEveryEdit = false
            return
        }
        ruleError = memo.state.ruleError
        success = memo.state.success
        warning = memo.state.warning
        validatesEveryEdit = memo.state.validatesEveryEdit
    }
}
