/// What a ``FormField`` keeps beside its text for an undo step: the counter and the messages,
/// as they were at one end of the step.
///
/// A class, so that an undo group keeps one reference to it: a group of a plain ``InputField``
/// (which has no memo) is 128 bytes, not 217, and moving it through the history costs every
/// edit that starts a group less (~200 instructions). A form field's edit makes one (an
/// allocation) only when it starts a group: the field gets it from an autoclosure over the
/// ``State`` read before the edit. An undo, a redo and a clear make one each, for the state
/// they leave behind.
final class FormUndoMemo: Sendable {
    /// The counter and the messages themselves.
    struct State: Sendable {
        var counter: CharacterCounter
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
