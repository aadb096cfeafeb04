/// A field that takes edits: the keys and actions of a text field, written once for
/// ``InputField`` and ``FormField`` on top of the two things each has, its ``text`` and
/// ``apply(_:)``.
///
/// ```swift
/// var field = InputField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"))
/// field.type("12")
/// field.backspace()
/// field.text.description   // "1|"
/// ```
public protocol EditableField {
    /// The value the field holds.
    associatedtype Value: Sendable & Hashable

    /// What the field shows: text and selection.
    var text: FieldText { get }

    /// Applies one edit and returns its result.
    @discardableResult
    mutating func apply(_ edit: Edit) -> EditResult<Value>
}

extension EditableField {
    /// Types `text` one grapheme cluster a keystroke, each replacing the selection. Returns the
    /// first refusal, if any keystroke was refused.
    ///
    /// ```swift
    /// field.type("12.5")
    /// ```
    @discardableResult
    public mutating func type(_ text: String) -> EditRejection? {
        var first: EditRejection?
        for character in text {
            let result = apply(.typing(String(character), in: self.text))
            if first == nil { first = result.rejection }
        }
        return first
    }

    /// Pastes `text` over the selection as one edit.
    ///
    /// ```swift
    /// field.paste("€1,234.56")
    /// ```
    @discardableResult
    public mutating func paste(_ text: String) -> EditResult<Value> {
        apply(.paste(text, in: self.text))
    }

    /// The backspace key.
    ///
    /// ```swift
    /// field.backspace()
    /// ```
    @discardableResult
    public mutating func backspace() -> EditResult<Value> {
        apply(.backspace(in: text))
    }

    /// The forward-delete key.
    ///
    /// ```swift
    /// field.deleteForward()
    /// ```
    @discardableResult
    public mutating func deleteForward() -> EditResult<Value> {
        apply(.deleteForward(in: text))
    }
}
