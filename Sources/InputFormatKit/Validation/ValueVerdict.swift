/// A formatter's own verdict on a value: a card number whose check digit is wrong, a phone
/// number too short, an amount above the field's maximum.
///
/// A field with the ``ValidationRule/formatterVerdict(critical:)`` rule shows it as an inline
/// message, in the words of its ``MessageTable``.
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

        /// A card number with too few digits.
        public static let cardIncomplete: Code = "card.incomplete"
        /// A card number whose check digit is wrong.
        public static let cardInvalidChecksum: Code = "card.invalid-checksum"
        /// A card number longer than its brand issues.
        public static let cardUnsupportedLength: Code = "card.unsupported-length"
        /// A card number of twelve digits or more whose first digits are no known brand's.
        public static let cardUnknownBrand: Code = "card.unknown-brand"
        /// An amount above the formatter's maximum.
        public static let amountAboveMaximum: Code = "amount.above-maximum"
        /// An expiry date without both month and year.
        public static let expiryIncomplete: Code = "expiry.incomplete"
        /// An expiry date whose month is not 01 to 12.
        public static let expiryInvalidMonth: Code = "expiry.invalid-month"
        /// An expiry date before this month.
        public static let expiryExpired: Code = "expiry.expired"
        /// An expiry date more than twenty years ahead.
        public static let expiryTooFarAhead: Code = "expiry.too-far-ahead"
        /// An IBAN shorter than its country's (or with no country yet).
        public static let ibanIncomplete: Code = "iban.incomplete"
        /// An IBAN whose check digits are wrong (ISO 7064 MOD 97-10).
        public static let ibanInvalidChecksum: Code = "iban.invalid-checksum"
        /// A phone number with too few digits.
        public static let phoneIncomplete: Code = "phone.incomplete"
        /// A phone number longer than any of its region.
        public static let phoneTooLong: Code = "phone.too-long"
        /// A phone number of a possible length that no number of its region looks like.
        public static let phoneInvalid: Code = "phone.invalid"
    }

    /// Whether the value must be corrected (`.error`) or only deserves a look (`.warning`).
    public let kind: InlineMessage.Kind
    /// A stable name of the verdict, for apps and tests (`card.incomplete`).
    public let code: Code
    /// The message that explains it.
    public let message: MessageTable.Key
    /// The message's arguments (`maximum`), already written for the locale.
    public let arguments: [String: String]

    /// A verdict.
    ///
    /// ```swift
    /// ValueVerdict(.error, code: .phoneIncomplete, message: .phoneIncomplete)
    /// ```
    public init(_ kind: InlineMessage.Kind, code: Code, message: MessageTable.Key, arguments: [String: String] = [:]) {
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
