/// A formatter's own verdict on a value: a card number whose check digit is wrong, a phone
/// number too short, an amount above the field's maximum.
///
/// The formatter says what is wrong (a ``Code`` and the arguments of its message); the field
/// says it: a field with the ``ValidationRule/formatterVerdict(critical:)`` rule shows it as an
/// error, in the words of its ``MessageTable``.
///
/// ```swift
/// CardNumberFormatter().verdict(raw: "4111111111111112")?.code   // .cardInvalidChecksum
/// ```
public struct ValueVerdict: Sendable, Hashable {
    /// The stable name of a verdict, for apps and tests: `card.incomplete`, `phone.too-long`;
    /// the key of its message in a ``MessageTable`` as well, so that a verdict and its message
    /// are named once (an app's own verdict takes a code of its own and its table the message).
    ///
    /// ```swift
    /// ValueVerdict.Code.cardIncomplete.rawValue   // "card.incomplete"
    /// ```
    public typealias Code = MessageTable.Key

    /// What is wrong (`card.incomplete`).
    public let code: Code
    /// The arguments of its message (`maximum`), already written for the locale.
    public let arguments: [String: String]
    /// For a counted message, the number whose plural form it takes (`mask.incomplete-digits`:
    /// "Enter all 10 digits"); the field writes it as its `{count}` in its own digits.
    public let count: Int?

    /// A verdict.
    ///
    /// ```swift
    /// ValueVerdict(code: .amountAboveMaximum, arguments: ["maximum": "$500.00"])
    /// ValueVerdict(code: .maskIncompleteDigits, count: 10)
    /// ```
    public init(code: Code, arguments: [String: String] = [:], count: Int? = nil) {
        self.code = code
        self.arguments = arguments
        self.count = count
    }
}
