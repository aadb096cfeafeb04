/// A card number as typed: its digits, the brands that claim it, the brand it is read as, and how
/// far it is from valid.
///
/// Most numbers have one candidate brand. A co-badged number (a range two schemes claim, such
/// as UnionPay and RuPay on `8171`) has several: ``brand`` is the one the cardholder chose, or
/// the first candidate until then, and the lengths and check follow it.
///
/// ```swift
/// let card = CardNumber(digits: "4111111111111111")
/// card.brand        // .visa
/// card.validation   // .valid
/// CardNumber(digits: "8171999927660000").candidates   // [.unionPay, .rupay]
/// CardNumber(digits: "8171999927660000", choosing: .rupay).brand   // .rupay
/// ```
public struct CardNumber: Sendable, Hashable, CustomStringConvertible, ValidatedValue {
    /// The digits (ASCII).
    public let digits: String
    /// The brand the number is read as: the chosen one when it is a candidate, otherwise the
    /// first candidate; `nil` when the digits tell no brand.
    public let brand: CardBrand?
    /// The verdict for inline validation, against ``brand``'s lengths and check digit.
    public let validation: CardValidation
    /// The row of ``CardBrandTable/ranges`` the digits fall in.
    private let row: Int?

    /// The card number of `digits`, read as its first candidate brand.
    ///
    /// ```swift
    /// CardNumber(digits: "37828224631000").validation   // .incomplete
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `digits`.
    public init(digits: String) {
        self.init(digits: digits, choosing: nil)
    }

    /// The card number of `digits`, read as `chosen` when `chosen` is one of its candidate
    /// brands (a co-badged number), otherwise as its first candidate.
    ///
    /// ```swift
    /// CardNumber(digits: "8171999927660000", choosing: .rupay).brand   // .rupay
    /// CardNumber(digits: "4111111111111111", choosing: .rupay).brand   // .visa
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `digits`.
    public init(digits: String, choosing chosen: CardBrand?) {
        self.digits = digits
        let row = CardBrand.rowIndex(for: digits)
        self.row = row
        let candidate = row.map { CardBrandTable.ranges[$0].candidate(chosen) }
        self.brand = candidate?.brand
        self.validation = Self.validation(of: digits, format: candidate?.format)
    }

    /// The brand `digits` are read as, `chosen` when it is one of their candidate brands: the
    /// ``brand`` of ``init(digits:choosing:)``, without the check digit computed.
    ///
    /// ```swift
    /// CardNumber.brand(ofDigits: "8171", choosing: .rupay)   // .rupay
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `digits`, to find their row of the brand table.
    static func brand(ofDigits digits: String, choosing chosen: CardBrand?) -> CardBrand? {
        CardBrand.rowIndex(for: digits).map { CardBrandTable.ranges[$0].candidate(chosen).brand }
    }

    /// Every brand that claims the number, in the table's order; several for a co-badged
    /// number, one for most, none while the digits tell no brand.
    ///
    /// ```swift
    /// CardNumber(digits: "6221260000000000").candidates   // [.unionPay, .discover]
    /// ```
    public var candidates: [CardBrand] { row.map { CardBrandTable.ranges[$0].brands } ?? [] }

    /// Whether more than one brand claims the number: the cardholder may choose which.
    ///
    /// ```swift
    /// CardNumber(digits: "8171").isCoBadged   // true
    /// ```
    public var isCoBadged: Bool { row.map { CardBrandTable.ranges[$0].isCoBadged } ?? false }

    /// The digits.
    public var description: String { digits }

    /// Whether `digits` pass the Luhn (mod 10) check.
    ///
    /// ```swift
    /// CardNumber.passesLuhn("79927398713")   // true
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `digits`.
    public static func passesLuhn<S: StringProtocol>(_ digits: S) -> Bool {
        // From the right, the last digit as it is, the one before it doubled (its digits added
        // up: 2d, less 9 from d = 5 on), and so on: read from the left, the first is doubled
        // when the count is even.
        func passes(_ bytes: some Collection<UInt8>) -> Bool {
            var sum = 0, doubled = bytes.count % 2 == 0
            for byte in bytes {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
                let digit = Int(byte &- UInt8(ascii: "0"))
                sum &+= doubled ? 2 &* digit &- (digit >= 5 ? 9 : 0) : digit
                doubled.toggle()
            }
            return !bytes.isEmpty && sum % 10 == 0
        }
        return digits.utf8.withContiguousStorageIfAvailable(passes) ?? passes(digits.utf8)
    }

    /// The verdict on `digits` read in `format` (`nil`: no brand).
    private static func validation(of digits: String, format: CardNumberFormat?) -> CardValidation {
        // Counted without grapheme breaking when the digits are ASCII (they are, typed into the field).
        let isASCII = digits.utf8.withContiguousStorageIfAvailable { $0.firstIndex(outside: 0x00...0x7F) == nil }
            ?? digits.utf8.allSatisfy { $0 < 0x80 }
        let count = isASCII ? digits.utf8.count : digits.count
        guard let format else {
            // From the shortest card number on, more digits cannot make a brand known: no
            // brand, no "valid".
            return count > 19 ? .unsupportedLength : count >= 12 ? .unknownBrand : .incomplete
        }
        if format.lengths.contains(count) {
            if format.checksum.passes(digits) { return .valid }
            return format.checksum.isRequired ? .invalidChecksum : .validWithoutCheckDigit
        }
        return count < format.maximumLength ? .incomplete : .unsupportedLength
    }
}

/// How far a card number is from valid, ready for an inline validation message.
///
/// ```swift
/// CardValidation.invalidChecksum.rawValue   // "card.invalid-checksum", its message's key
/// ```
public enum CardValidation: String, FieldValidation, CaseIterable {
    /// Fewer digits than the brand's shortest length, or between its lengths.
    case incomplete = "card.incomplete"
    /// A length the brand issues, but the check digit is wrong (Luhn for every brand but
    /// Naranja, which has its own).
    case invalidChecksum = "card.invalid-checksum"
    /// As many digits as the brand's longest, but not a length it issues.
    case unsupportedLength = "card.unsupported-length"
    /// Twelve digits or more (the shortest card number) whose first digits are no brand's:
    /// the number may pass the Luhn check, but no verdict of valid is given without a brand.
    case unknownBrand = "card.unknown-brand"
    /// A length the brand issues, and the check digit is right.
    case valid = "card.valid"
    /// A length the brand issues, of a brand whose numbers need not end in a check digit
    /// (UnionPay), and the last digit is none: a valid number, which the field does not call
    /// wrong; an app that takes only numbers with a check digit reads this case.
    case validWithoutCheckDigit = "card.valid-without-check-digit"

    /// Whether the value is valid, which no message names.
    public var isValid: Bool { self == .valid || self == .validWithoutCheckDigit }
}
