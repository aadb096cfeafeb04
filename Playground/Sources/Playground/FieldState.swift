import InputFormatKit

/// What the page shows of one field after an event: the text and selection the engine decided,
/// and what goes around them (label, message, counter, what a screen reader reads).
struct FieldState: Encodable {
    struct Message: Encodable {
        var kind: String
        var text: String
    }

    struct Spoken: Encodable {
        var label: String?
        var value: String
        var hint: String?
        var announcement: String?
        var language: String
    }

    var type = "field"
    var id: String
    var text: String
    /// UTF-16 offsets, as an `<input>`'s `selectionStart` and `selectionEnd`.
    var selection: [Int]
    var composing: Bool
    var value: String?
    /// Why the last edit was refused, in the form's language.
    var refusal: String?
    var message: Message?
    var counter: String?
    var label: String?
    /// The HTML `inputmode` of the field's keyboard.
    var inputMode: String
    /// The field's visual state: `idle`, `typing`, `error`…
    var state: String
    var spoken: Spoken

    init<Formatter: InputFormatter>(id: String, field: FormField<Formatter>) {
        self.id = id
        text = field.text.string
        selection = [field.text.selection.lowerBound, field.text.selection.upperBound]
        composing = field.isComposing
        value = field.value.map { String(describing: $0) }
        refusal = field.rejectionMessage
        message = field.message.map { Message(kind: $0.kind.rawValue, text: $0.text) }
        counter = field.counterText
        label = field.labelText
        inputMode = switch field.keyboardHint {
        case .default: "text"
        case .decimalPad: "decimal"
        case .numberPad: "numeric"
        case .numbersAndPunctuation: "text"   // a colon or a slash: no numeric pad has them
        case .phonePad: "tel"
        }
        state = "\(field.state)"
        let accessibility = field.accessibility
        spoken = Spoken(label: accessibility.label, value: accessibility.value, hint: accessibility.hint,
                        announcement: accessibility.announcement, language: accessibility.language)
    }
}
