/// The state a field is drawn in, as the guideline names them: what the UI shows (focus, text,
/// error), not what a form summary needs (that is ``FieldSummary``).
///
/// ```swift
/// FieldVisualState.typing.rawValue   // "typing"
/// ```
public enum FieldVisualState: String, Sendable, Hashable, CaseIterable {
    /// Not focused and empty.
    case `default`
    /// Focused and empty.
    case active
    /// Focused with text.
    case typing
    /// Not focused, with text.
    case typed
    /// Takes no input and no focus.
    case disabled
    /// Shows its value, which cannot be changed.
    case readOnly = "read-only"
    /// Shows an error message.
    case error
}
