/// When a field runs its validation rules.
///
/// Whatever the timing, once an error shows the rules run on every edit, so the error goes the
/// moment the value is corrected (and the helper text returns).
///
/// ```swift
/// FormField.Configuration(rules: [.required()], timing: .onEveryEdit)
/// ```
public enum ValidationTiming: String, Sendable, Hashable, CaseIterable {
    /// When editing ends (the default): no error interrupts the user while typing.
    case onEndOfEditing
    /// After every edit.
    case onEveryEdit
}
