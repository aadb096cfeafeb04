/// One row of the card brand table: an IIN range set, its lengths, grouping and security code.
///
/// The table is the one place brand data lives; update it here when a network publishes new
/// ranges. Sources: the networks' published ranges as summarised on Wikipedia's "Payment card
/// number" page (2024), Braintree's `credit-card-type` data for Diners, UnionPay and RuPay
/// overlaps, and Elo's published BIN list. Where ranges overlap, the longer prefix wins
/// (`384100` is Hipercard, not Diners; `6011` is Discover, not RuPay).
///
/// ```swift
/// CardBrandSpec.table.first { $0.brand == .americanExpress }?.groups   // [4, 6, 5]
/// ```
struct CardBrandSpec: Sendable, Hashable {
    /// The brand.
    let brand: CardBrand
    /// The IIN prefixes (or prefix ranges) of this row.
    let prefixes: [MaskSet.PrefixRange]
    /// The number lengths issued.
    let lengths: [Int]
    /// The digit groups shown (their sum is the longest length).
    let groups: [Int]
    /// The length of the security code.
    let securityCodeLength: Int

    /// The brand table.
    static let table: [CardBrandSpec] = [
        CardBrandSpec(brand: .visa, prefixes: ["4"], lengths: [13, 16, 19], groups: [4, 4, 4, 4, 3], securityCodeLength: 3),
        CardBrandSpec(brand: .mastercard, prefixes: [.init("51", "55"), .init("2221", "2720")],
                      lengths: [16], groups: [4, 4, 4, 4], securityCodeLength: 3),
        CardBrandSpec(brand: .americanExpress, prefixes: ["34", "37"], lengths: [15], groups: [4, 6, 5], securityCodeLength: 4),
        CardBrandSpec(brand: .dinersClub, prefixes: [.init("300", "305"), "3095", "36", .init("38", "39")],
                      lengths: [14, 16, 17, 18, 19], groups: [4, 6, 9], securityCodeLength: 3),
        CardBrandSpec(brand: .discover, prefixes: ["6011", .init("644", "649"), "65"],
                      lengths: [16, 17, 18, 19], groups: [4, 4, 4, 4, 3], securityCodeLength: 3),
        CardBrandSpec(brand: .jcb, prefixes: [.init("3528", "3589")], lengths: [16, 17, 18, 19], groups: [4, 4, 4, 4, 3],
                      securityCodeLength: 3),
        CardBrandSpec(brand: .unionPay, prefixes: ["62", .init("8110", "8171")], lengths: [16, 17, 18, 19],
                      groups: [4, 4, 4, 4, 3], securityCodeLength: 3),
        CardBrandSpec(brand: .maestro, prefixes: ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"],
                      lengths: [12, 13, 14, 15, 16, 17, 18, 19], groups: [4, 4, 4, 4, 3], securityCodeLength: 3),
        CardBrandSpec(brand: .mir, prefixes: [.init("2200", "2204")], lengths: [16, 17, 18, 19], groups: [4, 4, 4, 4, 3],
                      securityCodeLength: 3),
        CardBrandSpec(
            brand: .elo,
            prefixes: ["401178", "401179", "431274", "438935", "451416", "457393", "457631", "457632", "504175",
                       .init("506699", "506778"), .init("509000", "509999"), "627780", "636297", "636368",
                       .init("650031", "650033"), .init("650035", "650051"), .init("650405", "650439"),
                       .init("650485", "650538"), .init("650541", "650598"), .init("650700", "650718"),
                       .init("650720", "650727"), .init("650901", "650978"), .init("651652", "651679"),
                       .init("655000", "655019"), .init("655021", "655058")],
            lengths: [16], groups: [4, 4, 4, 4], securityCodeLength: 3),
        CardBrandSpec(brand: .hipercard, prefixes: ["606282", "384100", "384140", "384160"], lengths: [16, 19],
                      groups: [4, 4, 4, 4, 3], securityCodeLength: 3),
        CardBrandSpec(brand: .rupay, prefixes: ["60", .init("6521", "6522"), "81", "82", "508"], lengths: [16],
                      groups: [4, 4, 4, 4], securityCodeLength: 3),
    ]
}
