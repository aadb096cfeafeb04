/// What an accepted edit changed in a field's raw characters, as the engine made it: the one
/// record of the change, which a `FormField`'s character counter and a plain-text field's
/// undo history read instead of each keeping the raw characters before the edit to compare
/// them with those after it.
///
/// ```swift
/// // "55512" with "3" typed at the end, through the formatter's append:
/// RawChange.appended(UInt8(ascii: "3")).patch(giving: "555123")   // "" became "3" at 5
/// ```
enum RawChange: Sendable {
    /// The raw characters are as they were: only the caret moved, or decoration was typed or
    /// deleted ahead of the next character.
    case unchanged
    /// One ASCII character appended at the end (a keystroke the formatter appended where the raw
    /// characters lie): the commonest change, recorded without making a string.
    case appended(UInt8)
    /// The raw characters changed by this patch, which the engine knows where it made the
    /// change: plain text spliced where it lies.
    case patched(TextPatch)
    /// The formatter gave the raw characters anew, and these were the raw characters before:
    /// the patch is found only when asked (`patch(giving:)`), by one byte comparison with the
    /// new ones, so that an edit nobody counts pays nothing for it. Holding them costs no copy:
    /// the field replaces its raw characters rather than changing them where they lie.
    case rewritten(from: String)

    /// The patch that turned the raw characters before the edit into `new`, the raw characters
    /// after it.
    ///
    /// ```swift
    /// RawChange.rewritten(from: "1234").patch(giving: "12345")   // "" became "5" at 4
    /// ```
    ///
    /// - Complexity: O(1) for a change the engine recorded as a patch; O(*n*) in the length of
    ///   the shorter raw characters for a rewrite.
    func patch(giving new: String) -> TextPatch {
        switch self {
        case .unchanged: TextPatch(offset: 0, old: "", new: "")
        case let .appended(byte): TextPatch(offset: new.utf8.count - 1, old: "", new: String(Unicode.Scalar(byte)))
        case let .patched(patch): patch
        case let .rewritten(old): TextPatch(from: old, to: new)
        }
    }
}
