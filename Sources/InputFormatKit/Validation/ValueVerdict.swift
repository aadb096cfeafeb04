/// A formatter's own verdict on a value: a card number whose check digit is wrong, a phone
/// number too short, an amount above the field's maximum.
///
/// A field with the ``ValidationRule/formatterVerdict(critical:)`` rule shows it as an inline
/// message, in the words of its ``MessageTable``.
///
/// ```swift
/// CardNumberFormatter().verdict(ofRaw: "4111111111111112")?.code   // "card.invalid-checksum"
/// ```
public struct ValueVerdict: Sendable, Hashable {
    /// Whether the value must be corrected (`.error`) or only deserves a look (`.warning`).
    public let kind: InlineMessage.Kind
    /// A stable name of the verdict, for apps and tests (`card.incomplete`).
    public let code: String
    /// The message that explains it.
    public let message: MessageTable.Key
    /// The message's arguments (`maximum`), already written for the locale.
    public let arguments: [String: String]

    /// A verdict.
    ///
    /// ```swift
    /// ValueVerdict(.error, code: "phone.incomplete", message: .phoneIncomplete)
    /// ```
    public init(_ kind: InlineMessage.Kind, code: String, message: MessageTable.Key, arguments: [String: String] = [:]) {
        self.kind = kind
        self.code = code
        self.message = message
        self.arguments = arguments
    }

    /// The inline message of this verdict in `table`'s words.
    ///
    /// ```swift
    /// verdict.inlineMessage(in: .english).text   // "Check the card number: it is not valid"
    /// ```
    public func inlineMessage(in table: MessageTable) -> InlineMessage {
        InlineMessage(kind, table.text(message, arguments))
    }
}
