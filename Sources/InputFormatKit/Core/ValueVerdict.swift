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
    /// The stable name of a verdict, for apps and tests: `card.incomplete`, `phone.too-long`.
    ///
    /// ```swift
    /// ValueVerdict.Code.cardIncomplete.rawValue   // "card.incomplete"
    /// ```
    public struct Code: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The code as text.
        public let rawValue: String

        /// A verdict code.
        ///
        /// ```swift
        /// ValueVerdict.Code(rawValue: "iban.checksum")
        /// ```
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A verdict code written as a literal.
        ///
        /// ```swift
        /// let code: ValueVerdict.Code = "iban.checksum"
        /// ```
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The code as text.
        public var description: String { rawValue }
    }

    /// What is wrong (`card.incomplete`).
    public let code: Code
    /// The arguments of its message (`maximum`), already written for the locale.
    public let arguments: [String: String]

    /// A verdict.
    ///
    /// ```swift
    /// ValueVerdict(code: .amountAboveMaximum, arguments: ["maximum": "$500.00"])
    /// ```
    public init(code: Code, arguments: [String: String] = [:]) {
        self.code = code
        self.arguments = arguments
    }
}
