/// An edit applied where the text changes (``InputFormatter/editsInPlace``): its result, and
/// the patch it made, which the undo history keeps instead of comparing the whole text.
struct InPlaceEdit<Value: Sendable & Hashable>: Sendable {
    /// What the field shows next, its value and whether the edit was refused.
    var result: EditResult<Value>
    /// What the edit replaced, and with what; `nil` when the text did not change.
    var patch: TextPatch? = nil
}
