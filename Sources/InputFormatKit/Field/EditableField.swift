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

    /// The value the field holds, or `nil` when it holds none.
    var value: Value? { get }

    /// Applies one edit and returns its result.
    @discardableResult
    mutating func apply(_ edit: Edit) -> EditResult<Value>

    /// Sets the selection (a tap or a drag), moved to where the field allows it.
    mutating func select(_ range: Range<Int>)

    /// Undoes the last group of edits; `false` when there is none.
    @discardableResult
    mutating func undo() -> Bool

    /// Redoes the last group undone; `false` when there is none.
    @discardableResult
    mutating func redo() -> Bool

    /// Sets or replaces the text an input method is composing, as `UITextInput`'s
    /// `setMarkedText(_:selectedRange:)` reports it.
    mutating func setMarkedText(_ markedText: String, selectedRange: Range<Int>)

    /// Commits the composition as a paste over what it replaced; `nil` when none was open.
    @discardableResult
    mutating func unmarkText() -> EditResult<Value>?

    /// Drops the composition: the field shows what it showed before it began.
    mutating func cancelComposition()

    /// Whether an input method is composing text in the field.
    var isComposing: Bool { get }
}

extension EditableField {
    /// Types `text` one grapheme cluster a keystroke, each replacing the selection. Returns the
    /// result of the last keystroke, whose ``EditResult/rejection`` is the first refusal, if any
    /// keystroke was refused (the keys after it are still typed).
    ///
    /// ```swift
    /// field.type("12.5").rejection   // nil: every key was taken
    /// ```
    ///
    /// - Complexity: one keystroke per grapheme cluster of `text`.
    @discardableResult
    public mutating func type(_ text: String) -> EditResult<Value> {
        var first: EditRejection?
        var last = EditResult<Value>(field: self.text, value: value)
        for character in text {
            last = apply(.typing(String(character), in: self.text))
            if first == nil { first = last.rejection }
        }
        last.rejection = first
        return last
    }

    /// Pastes `text` over the selection as one edit.
    ///
    /// ```swift
    /// field.paste("€1,234.56")
    /// ```
    ///
    /// - Complexity: that of `apply(_:)` for an edit that inserts `text`.
    @discardableResult
    public mutating func paste(_ text: String) -> EditResult<Value> {
        apply(.paste(text, in: self.text))
    }

    /// The backspace key.
    ///
    /// ```swift
    /// field.backspace()
    /// ```
    ///
    /// - Complexity: that of `apply(_:)`, after a scan of the text from its nearer end to the caret for the cluster
    ///   before it.
    @discardableResult
    public mutating func backspace() -> EditResult<Value> {
        apply(.backspace(in: text))
    }

    /// The forward-delete key.
    ///
    /// ```swift
    /// field.deleteForward()
    /// ```
    ///
    /// - Complexity: that of `apply(_:)`, after a scan of the text from its nearer end to the caret for the cluster
    ///   after it.
    @discardableResult
    public mutating func deleteForward() -> EditResult<Value> {
        apply(.deleteForward(in: text))
    }
}
