/// One edit as the engine applied it: its result, and what a field keeps for the next edit so
/// that it does not derive it from the text again.
///
/// After a refused edit `raw` and `layout` are the field's as they were.
struct EditStep<Value: Sendable & Hashable>: Sendable {
    /// What the field shows next, its value and whether the edit was refused.
    var result: EditResult<Value>
    /// The raw characters of `result.field`.
    var raw: String
    /// The layout of `raw`, whose text is `result.field.string`; `nil` when the edit did not go
    /// through a layout (plain text edited in place).
    var layout: RawLayout?
    /// What an edit in place replaced, and with what (the undo history keeps it instead of
    /// comparing the whole text); `nil` on the general path.
    var inPlacePatch: TextPatch? = nil
}
