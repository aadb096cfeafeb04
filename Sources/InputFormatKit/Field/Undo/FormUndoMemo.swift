/// What a ``FormField`` keeps beside its text for an undo step: the counter and the messages,
/// as they were at one end of the step.
struct FormUndoMemo: Sendable {
    var counter: CharacterCounter
    var ruleError: InlineMessage?
    var success: InlineMessage?
    var warning: InlineMessage?
    var validatesEveryEdit: Bool
}
