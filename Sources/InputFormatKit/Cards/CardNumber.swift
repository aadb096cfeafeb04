/// A card number as typed: its digits, its brand when known, and how far it is from valid.
///
/// ```swift
/// let card = CardNumber(digits: "4111111111111111")
/// card.brand        // .visa
/// card.validation   // .valid
/// ```
public struct CardNumber: Sendable, Hashable, CustomStringConvertible {
    /// The digits (ASCII).
    public let digits: String
    /// The brand, when the digits tell it.
    public let brand: CardBrand?
    /// The verdict for inline validation.
    public let validation: CardValidation

    /// The card number of `digits`, with its brand and verdict.
    ///
    /// ```swift
    /// CardNumber(digits: "37828224631000").validation   // .incomplete
    /// ```
    public init(digits: String) {
        self.digits = digits
        let spec = CardBrand.spec(for: digits)
        self.brand = spec?.brand
        let lengths = spec?.lengths ?? Array(12...19)
        let count = digits.utf8.allSatisfy { $0 < 0x80 } ? digits.utf8.count : digits.count
        if spec == nil, count >= 12 {
            // Long enough that more digits cannot make a brand known: no brand, no "valid".
            validation = count > 19 ? .unsupportedLength : .unknownBrand
        } else if lengths.contains(count) {
            validation = Self.passesLuhn(digits) ? .valid : .invalidChecksum
        } else if count < (lengths.max() ?? 19) {
            validation = .incomplete
        } else {
            validation = .unsupportedLength
        }
    }

    /// The digits.
    public var description: String { digits }

    /// Whether `digits` pass the Luhn (mod 10) check.
    ///
    /// ```swift
    /// CardNumber.passesLuhn("79927398713")   // true
    /// ```
    public static func passesLuhn<S: StringProtocol>(_ digits: S) -> Bool {
        var sum = 0
        // Every second digit from the right is doubled: from the left, those whose distance to
        // the end is odd (no reversed copy of the digits is made).
        var double = digits.utf8.count % 2 == 0
        for byte in digits.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
            var digit = Int(byte - UInt8(ascii: "0"))
            if double { digit *= 2; if digit > 9 { digit -= 9 } }
            sum += digit
            double.toggle()
        }
        return !digits.isEmpty && sum % 10 == 0
    }
}

/// How far a card number is from valid, ready for an inline validation message.
///
/// ```swift
/// CardValidation.invalidChecksum.rawValue   // "invalid-checksum"
/// ```
public enum CardValidation: String, Sendable, Hashable {
    /// Fewer digits than the brand's shortest length, or between its lengths.
    case incomplete
    /// A length the brand issues, but the Luhn check fails.
    case invalidChecksum = "invalid-checksum"
    /// As many digits as the brand's longest, but not a length it issues.
    case unsupportedLength = "unsupported-length"
    /// Twelve digits or more (the shortest card number) whose first digits are no brand's:
    /// the number may pass the Luhn check, but no verdict of valid is given without a brand.
    case unknownBrand = "unknown-brand"
    /// A length the brand issues, and the Luhn check passes.
    case valid
}
