/// Where a field's label text stands.
///
/// ```swift
/// FormField<PlainTextFormatter>.Configuration(label: "Title", labelVariant: .title)
/// ```
public enum LabelVariant: String, Sendable, Hashable, CaseIterable {
    /// A label above or beside the input (text field, key value cells).
    case label
    /// A title cell: no label; the text is the prompt inside the input.
    case title
}
