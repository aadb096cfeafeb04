/// A text field driven by a formatter: what it shows, whether it is focused, and what the last
/// edit did. It is the state a UI keeps per field and renders after every event.
///
/// The field starts focused and empty. While focused it shows the formatter's editing layout;
/// when editing ends (``blur()``) it shows the finished text (an amount with its currency
/// symbol), and focusing again brings back the editing form.
///
/// ```swift
/// var field = InputField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"))
/// field.type("1234,5")
/// field.text.description     // "1.234,5|"
/// field.blur()
/// field.text.string            // "1.234,50 €"
/// field.value?.description   // "1234.5"
/// ```
public struct InputField<Formatter: InputFormatter>: EditableField, Sendable {
    /// The formatter that lays out and checks the field's text.
    public let formatter: Formatter
    /// What the field shows: text and selection.
    public private(set) var text: FieldText
    /// Whether the field is being edited.
    public private(set) var isFocused: Bool
    /// The raw characters of the value (kept while the field shows its finished text).
    public var raw: String { rawIsText ? text.string : storedRaw }
    /// The raw characters, unless they are the text itself (``rawIsText``).
    private var storedRaw: String
    /// Whether the raw characters are the text (plain text edited in place): the text is then
    /// not referenced twice, so that the next edit changes it without copying it.
    private var rawIsText = false
    /// Why the last edit was refused, or `nil` when it was accepted.
    public private(set) var lastRejection: EditRejection?
    /// The layout of `raw` while the field shows it (focused), kept from the last edit so that
    /// the next one need not derive it from the text again; `nil` when not known.
    private var layout: RawLayout?

    /// An empty, focused field.
    ///
    /// ```swift
    /// InputField(formatter: try CurrencyFormatter(locale: "ja_JP", currency: "JPY")).text   // ""
    /// ```
    public init(formatter: Formatter) {
        self.formatter = formatter
        self.storedRaw = ""
        let layout = formatter.layout(raw: "")
        self.text = FieldText(layout.text, selection: layout.emptyCaretOffset..<layout.emptyCaretOffset)
        self.isFocused = true
        self.layout = layout
    }

    /// The same field with another formatter of the same type that lays the same raw
    /// characters out the same way (a security code whose brand changed).
    func with(formatter: Formatter) -> InputField {
        var copy = InputField(formatter: formatter)
        copy.text = text
        copy.storedRaw = raw
        copy.isFocused = isFocused
        copy.lastRejection = lastRejection
        copy.layout = nil
        return copy
    }

    /// The field's value, or `nil` when it holds none.
    ///
    /// ```swift
    /// field.value?.description   // "1234.5"
    /// ```
    public var value: Formatter.Value? { formatter.value(raw: raw) }

    /// Applies one edit and returns its result. An edit while the field is not focused is refused
    /// with ``EditRejection/notFocused``.
    ///
    /// ```swift
    /// field.apply(Edit(replacing: 0..<0, with: "5"))
    /// ```
    @discardableResult
    @_specialize(exported: true, where Formatter == MaskFormatter)
    @_specialize(exported: true, where Formatter == CardNumberFormatter)
    @_specialize(exported: true, where Formatter == PhoneFormatter)
    @_specialize(exported: true, where Formatter == CurrencyFormatter)
    @_specialize(exported: true, where Formatter == PlainTextFormatter)
    @_specialize(exported: true, where Formatter == IBANFormatter)
    @_specialize(exported: true, where Formatter == ExpiryDateFormatter)
    @_specialize(exported: true, where Formatter == SecurityCodeFormatter)
    @_specialize(exported: true, where Formatter == AffixedFormatter<CurrencyFormatter>)
    @_specialize(exported: true, where Formatter == AffixedFormatter<MaskFormatter>)
    public mutating func apply(_ edit: Edit) -> EditResult<Formatter.Value> {
        guard isFocused else {
            lastRejection = .notFocused
            return EditResult(field: text, value: value, rejection: .notFocused)
        }
        if formatter.editsInPlace, let step = formatter.applyInPlace(edit, to: &text) {
            // The text was edited where it lies (or left as it was, when refused).
            lastRejection = step.result.rejection
            if !step.result.isRejected {
                storedRaw = ""
                rawIsText = true
                layout = nil
            }
            return step.result
        }
        let step = if let layout {
            formatter.step(edit, to: text, raw: raw, layout: layout)
        } else {
            formatter.step(edit, to: text)
        }
        lastRejection = step.result.rejection
        guard !step.result.isRejected else { return step.result }
        text = step.result.field
        storedRaw = step.raw
        rawIsText = false
        layout = step.layout
        return step.result
    }

    /// Sets the selection (a tap or a drag), moved to where the field allows it.
    ///
    /// ```swift
    /// field.select(0..<2)
    /// ```
    @_specialize(exported: true, where Formatter == MaskFormatter)
    @_specialize(exported: true, where Formatter == CardNumberFormatter)
    @_specialize(exported: true, where Formatter == PhoneFormatter)
    @_specialize(exported: true, where Formatter == CurrencyFormatter)
    @_specialize(exported: true, where Formatter == PlainTextFormatter)
    @_specialize(exported: true, where Formatter == IBANFormatter)
    @_specialize(exported: true, where Formatter == ExpiryDateFormatter)
    @_specialize(exported: true, where Formatter == SecurityCodeFormatter)
    @_specialize(exported: true, where Formatter == AffixedFormatter<CurrencyFormatter>)
    @_specialize(exported: true, where Formatter == AffixedFormatter<MaskFormatter>)
    public mutating func select(_ range: Range<Int>) {
        lastRejection = nil
        guard isFocused else { return }
        text = if let layout { formatter.select(range, in: text, layout: layout) } else { formatter.select(range, in: text) }
    }

    /// Starts editing: the editing form comes back, with the caret at the end of the value.
    ///
    /// ```swift
    /// field.focus()
    /// ```
    public mutating func focus() {
        lastRejection = nil
        guard !isFocused else { return }
        isFocused = true
        let layout = formatter.layout(raw: raw)
        let end = layout.caretOffset(afterRaw: layout.rawCount)   // before any suffix
        text = FieldText(layout.text, selection: end..<end)
        self.layout = layout
    }

    /// Ends editing: the raw characters are tidied (a dangling decimal mark goes) and the
    /// finished text shows.
    ///
    /// ```swift
    /// field.blur()
    /// ```
    public mutating func blur() {
        lastRejection = nil
        guard isFocused else { return }
        isFocused = false
        layout = nil
        storedRaw = formatter.finished(raw: raw)
        rawIsText = false
        text = FieldText(formatter.finishedText(raw: raw))
    }

    /// The clear button: the value goes; focus stays as it is.
    ///
    /// ```swift
    /// field.clear()
    /// ```
    public mutating func clear() {
        lastRejection = nil
        storedRaw = ""
        rawIsText = false
        let layout = formatter.layout(raw: "")
        text = isFocused
            ? FieldText(layout.text, selection: layout.emptyCaretOffset..<layout.emptyCaretOffset)
            : FieldText(formatter.finishedText(raw: ""))
        self.layout = isFocused ? layout : nil
    }
}
