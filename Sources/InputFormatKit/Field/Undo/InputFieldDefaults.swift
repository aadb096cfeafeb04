/// Defaults shared by every ``InputField``, whatever its formatter.
///
/// ```swift
/// InputField(formatter: PlainTextFormatter(), undoLimit: InputFieldDefaults.undoLimit * 2)
/// ```
public enum InputFieldDefaults {
    /// How many undo steps a field keeps unless told otherwise: 100, the oldest going first.
    public static let undoLimit = 100
}
