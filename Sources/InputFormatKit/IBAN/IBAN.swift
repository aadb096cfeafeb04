/// An International Bank Account Number as typed: its electronic form, its country and how far
/// it is from valid.
///
/// ```swift
/// let iban = IBAN(electronic: "DE89370400440532013000")
/// iban.country      // "DE"
/// iban.validation   // .valid
/// iban.printed      // "DE89 3704 0044 0532 0130 00"
/// ```
public struct IBAN: Sendable, Hashable, CustomStringConvertible, ValidatedValue {
    /// The IBAN without spaces, letters upper case (the electronic form).
    public let electronic: String
    /// The country code, once the first two letters name a country that issues IBANs.
    public let country: String?
    /// The verdict for inline validation.
    public let validation: IBANValidation

    /// The IBAN of `electronic` (upper case, no spaces: the electronic form a field holds),
    /// with its country and verdict.
    ///
    /// ```swift
    /// IBAN(electronic: "DE88370400440532013000").validation   // .invalidChecksum
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `electronic`, whose check digits are verified once it is as long as its
    ///   country's IBANs.
    public init(electronic: String) {
        self.electronic = electronic
        let code = String(electronic.prefix(2))
        let entry = IBANRegistry.shared.countries[code]
        country = entry == nil ? nil : code
        if let entry, electronic.utf8.count > entry.slotCount {
            validation = .tooLong
        } else if let entry, electronic.utf8.count == entry.slotCount {
            validation = Self.passesMod97(electronic) ? .valid : .invalidChecksum
        } else {
            validation = .incomplete
        }
    }

    /// The print form: groups of four separated by spaces.
    ///
    /// - Complexity: O(*n*) in the length of the IBAN.
    public var printed: String {
        var result = ""
        for (index, character) in electronic.enumerated() {
            if index > 0, index % 4 == 0 { result.append(" ") }
            result.append(character)
        }
        return result
    }

    /// The electronic form.
    public var description: String { electronic }

    /// Whether `iban` passes ISO 7064 MOD 97-10: the first four characters moved to the end,
    /// letters read as 10 to 35, the number divided by 97 leaves 1; and its check digits are
    /// 02 to 98, the only ones issued.
    ///
    /// ```swift
    /// IBAN.passesMod97("GB82WEST12345698765432")   // true
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `iban`.
    public static func passesMod97(_ iban: String) -> Bool {
        let bytes = Array(iban.utf8)
        // Check digits 00, 01 and 99 are never issued (ISO 13616): 02 to 98 only.
        guard bytes.count >= 5, let check = DecimalDigit.number(ofASCII: bytes[2..<4]), (2...98).contains(check) else { return false }
        var remainder = 0
        for byte in bytes[4...] + bytes[..<4] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                remainder = (remainder * 10 + Int(byte - UInt8(ascii: "0"))) % 97
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                remainder = (remainder * 100 + Int(byte - UInt8(ascii: "A")) + 10) % 97
            default:
                return false
            }
        }
        return remainder == 1
    }
}

/// How far an IBAN is from valid, ready for an inline validation message.
///
/// ```swift
/// IBANValidation.invalidChecksum.rawValue   // "iban.invalid-checksum"
/// ```
public enum IBANValidation: String, FieldValidation, CaseIterable {
    /// Fewer characters than the country's IBANs have (or no country yet).
    case incomplete = "iban.incomplete"
    /// As long as the country's IBANs, but the check digits do not match (ISO 7064 MOD 97-10).
    case invalidChecksum = "iban.invalid-checksum"
    /// Longer than the country's IBANs (given so to ``IBAN/init(electronic:)``: a field refuses
    /// the character past the length).
    case tooLong = "iban.too-long"
    /// As long as the country's IBANs, and the check digits match.
    case valid = "iban.valid"

    /// Whether the value is valid, which no message names.
    public var isValid: Bool { self == .valid }
}
