/// The words and digits a field's rules write their messages in: its ``MessageTable`` and
/// ``LocaleDigits``, made once with the field and shared by reference, so that the rules get one
/// reference at every edit instead of copies of the tables.
///
/// ```swift
/// let wording = RuleWording(messages: .english, digits: .ascii)
/// wording.messages.text(.valueRequired)   // "Enter a value"
/// ```
final class RuleWording: Sendable {
    /// The field's messages.
    let messages: MessageTable
    /// The field's digits.
    let digits: LocaleDigits

    init(messages: MessageTable, digits: LocaleDigits) {
        self.messages = messages
        self.digits = digits
    }
}
