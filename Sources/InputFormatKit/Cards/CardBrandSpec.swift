/// What the card brand table says of one brand as a whole: its name, its security code, and how
/// its numbers look unless a range says otherwise.
///
/// ```swift
/// CardBrand.americanExpress.spec.format.groups   // [4, 6, 5]
/// ```
struct CardBrandSpec: Sendable, Hashable {
    /// The brand.
    let brand: CardBrand
    /// The brand's name as cardholders know it.
    let name: String
    /// The brand's own name for its security code.
    let securityCodeName: String
    /// How many digits its security code has.
    let securityCodeLength: Int
    /// Lengths, grouping and check digit of its numbers.
    let format: CardNumberFormat
}

/// How the numbers of a brand (in one range) look: the lengths issued, the digit groups shown,
/// and how the last digit checks the others.
///
/// ```swift
/// CardNumberFormat(lengths: [15], groups: [4, 6, 5]).maximumLength   // 15
/// ```
struct CardNumberFormat: Sendable, Hashable {
    /// The number lengths issued, ascending.
    let lengths: [Int]
    /// The digit groups shown (their sum is the longest length).
    let groups: [Int]
    /// How the check digit is computed.
    let checksum: CardChecksum

    /// A format whose check digit is Luhn's unless `checksum` says otherwise.
    init(lengths: [Int], groups: [Int], checksum: CardChecksum = .luhn) {
        self.lengths = lengths
        self.groups = groups
        self.checksum = checksum
    }

    /// The longest length issued.
    var maximumLength: Int { lengths.last ?? 19 }
}

/// How a card number's last digit checks the others.
///
/// ```swift
/// CardChecksum.luhn.passes("4111111111111111")      // true
/// CardChecksum.naranja.passes("5895627823453005")   // true
/// CardChecksum.luhnIfAny.isRequired                  // false
/// ```
enum CardChecksum: Sendable, Hashable {
    /// Luhn (mod 10), ISO/IEC 7812-1: every brand but Naranja and UnionPay.
    case luhn
    /// Luhn where the number carries it: UnionPay issues numbers without a check digit
    /// (braintree's card-validator and creditcards-types read them so), so a number that fails
    /// it is valid, said apart (``CardValidation/validWithoutCheckDigit``).
    case luhnIfAny
    /// Naranja's mod 11 over the first 15 digits, weights 4 3 2 7 6 5 4 3 2 7 6 5 4 3 2; a
    /// remainder giving 10 or 11 checks as 0.
    case naranja

    /// Whether a number that fails the check is invalid.
    var isRequired: Bool { self != .luhnIfAny }

    /// Whether the digits (ASCII) pass the check.
    func passes<S: StringProtocol>(_ digits: S) -> Bool {
        switch self {
        case .luhn, .luhnIfAny: return CardNumber.passesLuhn(digits)
        case .naranja: return Self.passesNaranja(digits)
        }
    }

    private static let naranjaWeights = [4, 3, 2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]

    private static func passesNaranja<S: StringProtocol>(_ digits: S) -> Bool {
        let values = digits.utf8.map { Int($0) - Int(UInt8(ascii: "0")) }
        guard values.count == naranjaWeights.count + 1, values.allSatisfy((0...9).contains) else { return false }
        let sum = zip(values, naranjaWeights).reduce(0) { $0 + $1.0 * $1.1 }
        let check = 11 - sum % 11
        return (check > 9 ? 0 : check) == values[naranjaWeights.count]
    }
}
