import InputFormatKit

/// One field of the interactive form, whatever its formatter: what the screen draws and the
/// edits a key makes.
protocol DemoFormField {
    var id: String { get }
    var labelText: String { get }
    var text: FieldText { get }
    /// Whether the value wraps over several rows (a note) rather than scrolling in one line.
    var isMultiline: Bool { get }
    var editable: ClosedRange<Int> { get }
    var counterText: String? { get }
    var message: InlineMessage? { get }
    /// Why the last key was refused, in the form's language; it goes with the next key.
    var rejectionMessage: String? { get }
    var isClearButtonVisible: Bool { get }
    var state: FieldVisualState { get }
    var isFocused: Bool { get }
    var isRequired: Bool { get }
    var valueDescription: String? { get }
    func status() -> FieldSummary
    mutating func focus()
    mutating func blur()
    mutating func type(_ text: String)
    mutating func paste(_ text: String)
    mutating func backspace()
    mutating func deleteForward()
    mutating func select(_ range: Range<Int>)
    mutating func clear()
    mutating func undo()
    mutating func redo()
    mutating func validate()
    /// The card number this field holds, if it is a card number field.
    var cardNumber: CardNumber? { get }
    /// Follows the card number field, if this is a security code field.
    mutating func follow(_ card: CardNumber?)
}

/// A ``FormField`` as a ``DemoFormField``.
struct AnyDemoField<Formatter: InputFormatter>: DemoFormField {
    let id: String
    var field: FormField<Formatter>
    var isMultiline = false

    var labelText: String { field.labelText ?? id }
    var text: FieldText { field.text }
    var editable: ClosedRange<Int> { field.formatter.layout(raw: field.raw).editable }
    var counterText: String? { field.counterText }
    var message: InlineMessage? { field.message }
    var rejectionMessage: String? { field.rejectionMessage }
    var isClearButtonVisible: Bool { field.isClearButtonVisible }
    var state: FieldVisualState { field.state }
    var isFocused: Bool { field.isFocused }
    var isRequired: Bool { field.configuration.isRequired }
    var valueDescription: String? { field.value.map { "\($0)" } }
    func status() -> FieldSummary { field.summary(id: id) }
    mutating func focus() { field.focus() }
    mutating func blur() { field.blur() }
    mutating func type(_ text: String) { _ = field.type(text) }
    mutating func paste(_ text: String) { _ = field.paste(text) }
    mutating func backspace() { _ = field.backspace() }
    mutating func deleteForward() { _ = field.deleteForward() }
    mutating func select(_ range: Range<Int>) { field.select(range) }
    mutating func clear() { field.clear() }
    mutating func undo() { field.undo() }
    mutating func redo() { field.redo() }
    mutating func validate() { field.validate() }
    var cardNumber: CardNumber? { field.value as? CardNumber }
    mutating func follow(_ card: CardNumber?) {
        guard var code = field as? FormField<SecurityCodeFormatter> else { return }
        code.follow(card)
        if let followed = code as? FormField<Formatter> { field = followed }
    }
}
