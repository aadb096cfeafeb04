/// A payment card brand, recognised from the first digits of the number (its IIN/BIN).
///
/// ```swift
/// CardBrand.detect("378282")     // .americanExpress
/// CardBrand.americanExpress.securityCodeLength   // 4
/// ```
public enum CardBrand: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case visa
    case mastercard
    case americanExpress = "amex"
    case dinersClub = "diners"
    case discover
    case jcb
    case unionPay = "unionpay"
    case maestro
    case mir
    case elo
    case hipercard
    case rupay

    /// The brand's name as cardholders know it.
    ///
    /// ```swift
    /// CardBrand.unionPay.description   // "UnionPay"
    /// ```
    public var description: String {
        switch self {
        case .visa: return "Visa"
        case .mastercard: return "Mastercard"
        case .americanExpress: return "American Express"
        case .dinersClub: return "Diners Club"
        case .discover: return "Discover"
        case .jcb: return "JCB"
        case .unionPay: return "UnionPay"
        case .maestro: return "Maestro"
        case .mir: return "Mir"
        case .elo: return "Elo"
        case .hipercard: return "Hipercard"
        case .rupay: return "RuPay"
        }
    }

    /// The brand whose longest IIN prefix matches `digits`, or `nil` while the digits do not
    /// tell yet (or never will).
    ///
    /// ```swift
    /// CardBrand.detect("5")      // nil: Mastercard or Maestro
    /// CardBrand.detect("2221")   // .mastercard
    /// ```
    public static func detect<S: StringProtocol>(_ digits: S) -> CardBrand? {
        spec(for: digits)?.brand
    }

    /// The table row that matches `digits`, or `nil`.
    static func spec<S: StringProtocol>(for digits: S) -> CardBrandSpec? {
        guard let entry = maskSet.entry(for: digits), let index = Int(entry.name) else { return nil }
        return CardBrandSpec.table[index]
    }

    /// The length of the brand's security code (CVV, CVC, CID).
    ///
    /// ```swift
    /// CardBrand.visa.securityCodeLength   // 3
    /// ```
    public var securityCodeLength: Int {
        CardBrandSpec.table.first { $0.brand == self }?.securityCodeLength ?? 3
    }

    /// The brand's own name for its security code, as cards and checkout pages print it.
    ///
    /// ```swift
    /// CardBrand.americanExpress.securityCodeName   // "CID"
    /// ```
    public var securityCodeName: String {
        switch self {
        case .visa, .dinersClub, .jcb, .rupay: return "CVV"
        case .mastercard, .maestro, .hipercard: return "CVC"
        case .americanExpress, .discover: return "CID"
        case .unionPay: return "CVN"
        case .elo: return "CVE"
        case .mir: return "CVP2"
        }
    }

    /// The number lengths the brand issues, across its ranges.
    ///
    /// ```swift
    /// CardBrand.visa.lengths   // [13, 16, 19]
    /// ```
    public var lengths: [Int] {
        Array(Set(CardBrandSpec.table.filter { $0.brand == self }.flatMap(\.lengths))).sorted()
    }

    /// One mask per row of ``CardBrandSpec/table`` (named by the row's index), chosen by IIN
    /// prefix; unknown prefixes group 4-4-4-4 and take up to 19 digits.
    static let maskSet = MaskSet(
        CardBrandSpec.table.enumerated().map { index, spec in
            MaskSet.Entry(name: String(index), prefixes: spec.prefixes, mask: .digitGroups(spec.groups))
        },
        fallback: .digitGroups([4, 4, 4, 4, 3]))
}
