/// One thing a user does to a field, as a work item's script lists them.
///
/// ```swift
/// let script: [Keystroke] = [.type("12"), .type("."), .type("5"), .backspace, .select(0..<1), .type("9"), .blur]
/// ```
enum Keystroke: Sendable {
    /// Types the text one grapheme cluster a keystroke.
    case type(String)
    /// Pastes the text over the selection as one edit.
    case paste(String)
    /// The backspace key.
    case backspace
    /// The forward-delete key.
    case deleteForward
    /// Selects a range of UTF-16 offsets, clamped to the text (a tap or a drag).
    case select(Range<Int>)
    /// Ends editing: the field shows its finished text and runs its rules.
    case blur
    /// Starts editing again.
    case focus
}

extension Range<Int> {
    /// The range with both bounds brought within `0...count`.
    func clamped(toCount count: Int) -> Range<Int> {
        let lower = Swift.min(Swift.max(lowerBound, 0), count)
        return lower..<Swift.min(Swift.max(upperBound, lower), count)
    }
}
