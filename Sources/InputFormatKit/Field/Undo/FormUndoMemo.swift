/// What a ``FormField`` keeps beside its text for an undo step: its error, warning and success
/// messages as they were at one end of the step. The counter is not kept: an undo or a redo counts it again from the
/// change of the raw characters, as the end of editing does.
///
/// A class, so that an undo group keeps one reference to it: a group of a plain ``InputField``
/// (which has no memo) is 128 bytes, not 217, and moving it through the history costs every
/// edit that starts a group less. A form field makes one (an allocation)
/// only for a state with an error, a warning or a success message: an edit that starts a group
/// gets it from an autoclosure over the ``State`` read before the edit (read only when such a
/// message shows, or where the edit might pass a stop-at-limit counter's limit); an undo, a redo
/// and a clear make one each, for the state they leave behind (`FormField.undoMemo`). A group
/// without one is restored with no message.
final class FormUndoMemo: Sendable {
    /// The messages themselves.
    struct State: Sendable {
        var ruleError: InlineMessage?
        var success: InlineMessage?
        var warning: InlineMessage?
        var validatesEveryEdit: Bool
    }

    let state: State

    init(_ state: State) {
        self.state = state
    }
}
