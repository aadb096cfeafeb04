/// What a ``FormField`` keeps beside its text for an undo step: the counter and the messages,
/// as they were at one end of the step.
///
/// A class, so that an undo group keeps one reference to it: a group of a plain ``InputField``
/// (which has no memo) is 128 bytes, not 217, and moving it through the history costs every
/// edit that starts a group less (~200 instructions). A form field pays for it with one
/// allocation per edit: it makes the memo before it knows whether the edit starts a group.
final class FormUndoMemo: Sendable {
    let counter: CharacterCounter
    let ruleError: InlineMessage?
    let success: InlineMessage?
    let warning: InlineMessage?
    let validatesEveryEdit: Bool

    init(counter: CharacterCounter, ruleError: InlineMessage?, success: InlineMessage?, warning: InlineMessage?,
         validatesEveryEdit: Bool) {
        self.counter = counter
        self.ruleError = ruleError
        self.success = success
        self.warning = warning
        self.validatesEveryEdit = validatesEveryEdit
    }
}
