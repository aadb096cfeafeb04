/// A payment card brand, recognised from the first digits of the number (its IIN/BIN).
///
/// The brands, their ranges, lengths, grouping and security codes are one data file,
/// `Sources/InputFormatKit/Cards/CardBrandTable.swift`, its sources named at its top.
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
    case hiper
    case hipercard
    case rupay
    case verve
    case troy
    case naranja
    case dankort

    /// The brand's name as cardholders know it.
    ///
    /// ```swift
    /// CardBrand.unionPay.description   // "UnionPay"
    /// ```
    public var description: String { spec.name }

    /// The first candidate brand of `digits` (the one grouping and lengths follow until the
    /// cardholder chooses), or `nil` while the digits do not tell yet (or never will).
    ///
    /// ```swift
    /// CardBrand.detect("5")      // nil: Mastercard or Maestro
    /// CardBrand.detect("2221")   // .mastercard
    /// ```
    ///
    /// - Complexity: O(1) in the length of `digits`: the first nine bytes are checked and the first eight looked up
    ///   (read as characters where those bytes are not ASCII, or hold a control up to a carriage return).
    public static func detect<S: StringProtocol>(_ digits: S) -> CardBrand? {
        range(for: digits)?.candidates.first?.brand
    }

    /// Every brand that claims `digits`, in the table's order: one brand for most numbers,
    /// several for a co-badged range (the first is the one grouping and lengths follow until
    /// the cardholder chooses); empty while the digits tell no brand.
    ///
    /// ```swift
    /// CardBrand.candidates(for: "8171")   // [.unionPay, .rupay]
    /// CardBrand.candidates(for: "4111")   // [.visa]
    /// ```
    ///
    /// - Complexity: O(1) in the length of `digits`: the first nine bytes are checked and the first eight looked up
    ///   (read as characters where those bytes are not ASCII, or hold a control up to a carriage return).
    public static func candidates<S: StringProtocol>(for digits: S) -> [CardBrand] {
        range(for: digits)?.brands ?? []
    }

    /// The table row that matches `digits` (the longest matching prefix), or `nil`.
    static func range<S: StringProtocol>(for digits: S) -> CardBrandRange? {
        rowIndex(for: digits).map { CardBrandTable.ranges[$0] }
    }

    /// The index in ``CardBrandTable/ranges`` of the row that matches `digits`, or `nil`.
    static func rowIndex<S: StringProtocol>(for digits: S) -> Int? {
        maskSet.entryIndex(for: digits)   // the set's entries are the table's rows, in order
    }

    /// The length of the brand's security code (CVV, CVC, CID).
    ///
    /// ```swift
    /// CardBrand.visa.securityCodeLength   // 3
    /// ```
    public var securityCodeLength: Int { spec.securityCodeLength }

    /// The brand's own name for its security code, as cards and checkout pages print it.
    ///
    /// ```swift
    /// CardBrand.americanExpress.securityCodeName   // "CID"
    /// ```
    public var securityCodeName: String { spec.securityCodeName }

    /// The number lengths the brand issues, across its ranges.
    ///
    /// ```swift
    /// CardBrand.visa.lengths   // [13, 16, 18, 19]
    /// ```
    ///
    /// - Complexity: O(*k*) in the rows of the card table, each call.
    public var lengths: [Int] {
        let formats = CardBrandTable.ranges.flatMap(\.candidates).filter { $0.brand == self }.map(\.format)
        return Array(Set(formats.flatMap(\.lengths))).sorted()
    }

    /// What the table says of the brand as a whole.
    var spec: CardBrandSpec { CardBrandTable.spec(of: self) }

    /// One mask per row of ``CardBrandTable/ranges`` (at the row's position), chosen by IIN
    /// prefix, each the grouping of the row's first candidate; unknown prefixes group
    /// 4-4-4-4 and take up to 19 digits.
    static let maskSet = maskSet(choosing: nil)

    /// The mask sets in which a co-badged row groups as the chosen brand: one for each brand
    /// that is a co-badged row's second or later candidate.
    static let chosenMaskSets: [CardBrand: MaskSet] = Dictionary(uniqueKeysWithValues:
        Set(CardBrandTable.ranges.flatMap { $0.brands.dropFirst() }).map { ($0, maskSet(choosing: $0)) })

    /// The mask set in which every row that `brand` is a candidate of groups as `brand`.
    static func maskSet(choosing brand: CardBrand?) -> MaskSet {
        MaskSet(
            CardBrandTable.ranges.map { range in
                MaskSet.Entry(prefixes: range.prefixes, mask: .digitGroups(range.candidate(brand).format.groups))
            },
            fallback: .digitGroups([4, 4, 4, 4, 3]))
    }
}
