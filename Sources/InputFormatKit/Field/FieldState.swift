/// The visual state of a field, as the guideline names them.
///
/// ```swift
/// FieldState.typing.rawValue   // "typing"
/// ```
public enum FieldState: String, Sendable, Hashable, CaseIterable {
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
