/// One row of the card brand table: IIN prefixes (or prefix ranges) and the brands that claim
/// them, each with how its numbers look there.
///
/// Most rows name one brand. A co-badged row names several, in a stated order: the first is the
/// one grouping and lengths follow until the cardholder chooses.
///
/// ```swift
/// CardBrandRange(["34", "37"], .americanExpress).brands   // [.americanExpress]
/// ```
struct CardBrandRange: Sendable, Hashable {
    /// A brand that claims the range, and how its numbers look in it.
    struct Candidate: Sendable, Hashable {
        /// The brand.
        let brand: CardBrand
        /// Its lengths, grouping and check digit in this range.
        let format: CardNumberFormat
    }

    /// The IIN prefixes of the row.
    let prefixes: [MaskSet.PrefixRange]
    /// The brands that claim the range, in order; never empty.
    let candidates: [Candidate]
    /// The candidates' brands, in order.
    let brands: [CardBrand]

    /// A range of one brand, in the brand's own format unless `lengths` says otherwise (JCB's
    /// 15-digit numbers).
    ///
    /// ```swift
    /// CardBrandRange(["2131", "1800"], .jcb, lengths: [15, 16, 17, 18, 19])
    /// ```
    init(_ prefixes: [MaskSet.PrefixRange], _ brand: CardBrand, lengths: [Int]? = nil) {
        let own = CardBrandTable.spec(of: brand).format
        let format = CardNumberFormat(lengths: lengths ?? own.lengths, groups: own.groups, checksum: own.checksum)
        self.init(prefixes: prefixes, candidates: [Candidate(brand: brand, format: format)])
    }

    /// A co-badged range: every brand in `brands` claims it, each in its own format, the first
    /// ahead of the others.
    ///
    /// ```swift
    /// CardBrandRange(coBadged: ["810", .init("8110", "8171")], [.unionPay, .rupay])
    /// ```
    init(coBadged prefixes: [MaskSet.PrefixRange], _ brands: [CardBrand]) {
        self.init(prefixes: prefixes, candidates: brands.map { Candidate(brand: $0, format: CardBrandTable.spec(of: $0).format) })
    }

    private init(prefixes: [MaskSet.PrefixRange], candidates: [Candidate]) {
        self.prefixes = prefixes
        self.candidates = candidates
        self.brands = candidates.map(\.brand)
    }

    /// Whether more than one brand claims the range.
    var isCoBadged: Bool { candidates.count > 1 }

    /// The candidate for `chosen` when it is one of the row's, otherwise the first.
    func candidate(_ chosen: CardBrand?) -> Candidate {
        if let chosen, let match = candidates.first(where: { $0.brand == chosen }) { return match }
        return candidates[0]
    }
}
