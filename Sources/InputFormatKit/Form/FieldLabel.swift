/// A field's label and how it is marked: `Amount (EUR)*` for a required amount, `Phone
/// (optional)` for an optional phone, `Title*` as the prompt of a required title field (the
/// title variant has no label, so the mark goes behind its prompt text).
///
/// ```swift
/// let label = FieldLabel("Title", isRequired: true, variant: .title)
/// label.text(marking: .requiredFields)              // "Title*"
/// label.accessibilityLabel(messages: .english)      // "Title, required"
/// FieldLabel("Phone", isRequired: false).text(marking: .optionalFields)   // "Phone (optional)"
/// ```
struct FieldLabel: Sendable, Hashable {
    /// The label (or prompt) text, as the formatter shows it (with a currency's ISO code).
    let text: String
    /// Whether the field must be filled.
    let isRequired: Bool
    /// Where the text stands.
    let variant: LabelVariant

    /// A label.
    ///
    /// ```swift
    /// FieldLabel("Amount (EUR)", isRequired: true)
    /// ```
    init(_ text: String, isRequired: Bool, variant: LabelVariant = .label) {
        self.text = text
        self.isRequired = isRequired
        self.variant = variant
    }

    /// The text with the mark the form's marking gives this field.
    ///
    /// ```swift
    /// FieldLabel("Amount (EUR)", isRequired: true).text(marking: .requiredFields)   // "Amount (EUR)*"
    /// ```
    func text(marking: LabelMarking, messages: MessageTable = .english) -> String {
        switch marking {
        case .requiredFields where isRequired: return text + "*"
        case .optionalFields where !isRequired: return text + " " + messages.text(.optionalMark)
        default: return text
        }
    }

    /// What a screen reader says: the text, and that the field is required — or optional,
    /// where the form marks optional fields — in words (an asterisk is not read out usefully).
    ///
    /// ```swift
    /// FieldLabel("Name", isRequired: false).accessibilityLabel(messages: .english)   // "Name"
    /// ```
    func accessibilityLabel(marking: LabelMarking = .requiredFields, messages: MessageTable) -> String {
        if isRequired { return messages.text(.requiredFieldAccessibility, ["label": text]) }
        return marking == .optionalFields ? messages.text(.optionalFieldAccessibility, ["label": text]) : text
    }
}
