// The card brand table: the one place brand data lives. Update it here when a network
// publishes new ranges.
//
// Sources (each row below says which it follows where they differ):
//   [BT]  Braintree credit-card-type 10.1.x, src/lib/card-types.ts (10.1.0 added Verve; read at
//         commit 0bac61c): every brand it has (visa, mastercard, american-express, diners-club,
//         discover, jcb, unionpay, maestro, mir, elo, hiper, hipercard, verve), their patterns,
//         lengths, gaps and security code name and size.
//   [WP]  Wikipedia, "Payment card number", table of issuer identification numbers, as of
//         July 2024: Visa 13/16/19, Diners and Discover 16 to 19, RuPay (60, 65 with Discover,
//         81, 82, 508, 353 and 356 with JCB), Troy 979200-979289, Verve 506099-506198,
//         507865-507964 and 650002-650027 (wider than [BT]'s, which leaves out 506183, the BIN
//         of a test card Interswitch, Verve's own switch, publishes), Dankort 5019 and 4571
//         (with Visa), UnionPay 62 and 622126-622925 (with Discover).
//   [AM]  Active Merchant (activemerchant/active_merchant), lib/active_merchant/billing/
//         credit_card_methods.rb, 2023: Naranja 589562 and its mod 11 check digit, Hipercard
//         384100/384140/384160, UnionPay 81000000-81719999 (from Discover Global Network's
//         IPP document).
//   [JCB15] JCB's 15-digit numbers starting 2131 and 1800: [BT] patterns, and the 15-digit
//         length of the older published tables (Business::CreditCard's BINS list).
//
// Rules:
//   - The longest matching prefix wins: 384100 is Hipercard, not Diners (38); 6011 is Discover,
//     not RuPay (60); 589562 is Naranja, not Maestro (58).
//   - A range two schemes claim is one co-badged row naming both, the range's own scheme first
//     (the one every table gives it to), the scheme co-badging it after: UnionPay then RuPay on
//     810 and 8110-8171, UnionPay then Discover on 622126-622925, Discover then RuPay on 65, JCB
//     then RuPay on 3530-3539 and 3560-3569, Visa then Dankort on 4571. Until the cardholder
//     chooses, grouping and lengths follow the first.
//   - Where the sources differ: UnionPay is [WP]'s 62 whole (every [BT] UnionPay range but 81
//     lies in it; [BT] leaves out a few, such as 62183, which it reads as Maestro); 508 is
//     RuPay's ([WP]) though [BT]'s Maestro 506779-508999 holds it (longest prefix); 637095,
//     637568, 637599, 637609 and 637612 are Hiper's ([BT]; [AM] lists some as Mastercard or
//     Hipercard); Visa's lengths are both tables' (13 [WP], 18 [BT]); JCB's 15-digit numbers
//     group as [BT]'s JCB gaps do (4-4-4-3).
//   - Left out on purpose: [BT]'s bare "6" for Maestro (it would call every unknown number
//     starting 6 a Maestro and give it a verdict of valid from 12 digits); Maestro keeps
//     [BT]'s 493698, 50, 56-59, 63 and 67 (which hold every Maestro range of [WP]).
//   - [WP]'s other schemes are not brands here: Visa Electron (a Visa product), Laser, Solo,
//     Switch and InstaPayment (no longer issued), GPN (ranges that span other brands' 50, 56,
//     58 and 60-63), UATP, BORICA, China T-Union, UkrCard, InterPayment, NPS Pridnestrovie,
//     LankaPay, UzCard, Humo, Napas and AfriGo (the last five without a Luhn check digit in
//     [WP]); none of them has a published security code name, and most no test number. Their
//     numbers read as the brand whose range holds them (UkrCard's 604001-604200 as RuPay's
//     60, InterPayment's 636 as Maestro's 63, LankaPay's 357111 as JCB's) or as no brand, and
//     a number of no brand is never valid.
//   - Cartes Bancaires: its ranges inside Visa's and Mastercard's (the co-badged CB cards) are
//     not published; the networks give them to acquirers, and processors look them up on their
//     servers. None is made up here, so a CB/Visa card reads as Visa alone. [AM] also lists
//     ranges of CB's own outside Visa's and Mastercard's (507589-507597, 560408, 581752,
//     585402-585582, in parts) without naming where they come from; they co-badge nothing and
//     are left out, and so is a Cartes Bancaires brand.
//   - Security code names: [BT]'s where it has the brand (Verve CVV, Hiper CVC). No name of
//     the brand's own was found for the others: RuPay CVV (as before), Troy CVC (Paynet's test
//     card table heads every brand's code CVV, the laravel-validation-rules Troy card calls it
//     CVC), Naranja and Dankort CVV. Every code has 3 digits but American Express's 4 (Adyen's
//     and Paynet's test cards give Dankort, Troy and the others 3).

/// The card brand table: each brand's name, security code and number format, and the IIN
/// ranges that tell the brand, co-badged ranges naming several brands.
///
/// ```swift
/// CardBrandTable.spec(of: .verve).securityCodeName   // "CVV"
/// ```
enum CardBrandTable {
    /// Each brand as a whole, in ``CardBrand`` order.
    static let brands: [CardBrandSpec] = [
        spec(.visa, "Visa", code: "CVV", lengths: [13, 16, 18, 19], groups: [4, 4, 4, 4, 3]),   // lengths: [WP] and [BT]
        spec(.mastercard, "Mastercard", code: "CVC", lengths: [16], groups: [4, 4, 4, 4]),
        spec(.americanExpress, "American Express", code: "CID", codeLength: 4, lengths: [15], groups: [4, 6, 5]),
        spec(.dinersClub, "Diners Club", code: "CVV", lengths: Array(14...19), groups: [4, 6, 9]),        // lengths: [WP]
        spec(.discover, "Discover", code: "CID", lengths: Array(16...19), groups: [4, 4, 4, 4, 3]),       // lengths: [WP]
        spec(.jcb, "JCB", code: "CVV", lengths: Array(16...19), groups: [4, 4, 4, 4, 3]),
        spec(.unionPay, "UnionPay", code: "CVN", lengths: Array(14...19), groups: [4, 4, 4, 4, 3], checksum: .luhnIfAny),
        spec(.maestro, "Maestro", code: "CVC", lengths: Array(12...19), groups: [4, 4, 4, 4, 3]),
        spec(.mir, "Mir", code: "CVP2", lengths: Array(16...19), groups: [4, 4, 4, 4, 3]),
        spec(.elo, "Elo", code: "CVE", lengths: [16], groups: [4, 4, 4, 4]),
        spec(.hiper, "Hiper", code: "CVC", lengths: [16], groups: [4, 4, 4, 4]),
        spec(.hipercard, "Hipercard", code: "CVC", lengths: [16, 19], groups: [4, 4, 4, 4, 3]),           // 19: [AM]'s 3841 cards
        spec(.rupay, "RuPay", code: "CVV", lengths: [16], groups: [4, 4, 4, 4]),                          // [WP]
        spec(.verve, "Verve", code: "CVV", lengths: [16, 18, 19], groups: [4, 4, 4, 4, 3]),
        spec(.troy, "Troy", code: "CVC", lengths: [16], groups: [4, 4, 4, 4]),                            // [WP]
        spec(.naranja, "Naranja", code: "CVV", lengths: [16], groups: [4, 4, 4, 4], checksum: .naranja),  // [AM]
        spec(.dankort, "Dankort", code: "CVV", lengths: [16], groups: [4, 4, 4, 4]),                      // [WP]
    ]

    /// The IIN ranges. Equally long prefixes of two rows never overlap (a co-badged range is
    /// its own row), so the order of the rows decides nothing.
    static let ranges: [CardBrandRange] = [
        CardBrandRange(["4"], .visa),
        CardBrandRange(coBadged: ["4571"], [.visa, .dankort]),
        CardBrandRange([.init("51", "55"), .init("2221", "2720")], .mastercard),
        CardBrandRange(["34", "37"], .americanExpress),
        CardBrandRange([.init("300", "305"), "3095", "36", .init("38", "39")], .dinersClub),
        CardBrandRange(["6011", .init("644", "649")], .discover),
        CardBrandRange(coBadged: ["65"], [.discover, .rupay]),
        CardBrandRange([.init("3528", "3529"), .init("3540", "3559"), .init("3570", "3589")], .jcb),
        CardBrandRange(coBadged: [.init("3530", "3539"), .init("3560", "3569")], [.jcb, .rupay]),
        CardBrandRange(["2131", "1800"], .jcb, lengths: Array(15...19)),                                   // [JCB15]
        CardBrandRange(["62"], .unionPay),
        CardBrandRange(coBadged: [.init("622126", "622925")], [.unionPay, .discover]),
        CardBrandRange(coBadged: ["810", .init("8110", "8171")], [.unionPay, .rupay]),                   // [BT], [AM]
        CardBrandRange(["493698", "50", .init("56", "59"), "63", "67"], .maestro),                         // [BT]
        CardBrandRange([.init("2200", "2204")], .mir),
        CardBrandRange(
            ["401178", "401179", "431274", "438935", "451416", "457393", "457631", "457632", "504175",
             .init("506699", "506778"), .init("509000", "509999"), "627780", "636297", "636368",
             .init("650031", "650033"), .init("650035", "650051"), .init("650405", "650439"),
             .init("650485", "650538"), .init("650541", "650598"), .init("650700", "650718"),
             .init("650720", "650727"), .init("650901", "650978"), .init("651652", "651679"),
             .init("655000", "655019"), .init("655021", "655058")],
            .elo),                                                                                         // [BT]
        CardBrandRange(["637095", "63737423", "63743358", "637568", "637599", "637609", "637612"], .hiper),  // [BT]
        CardBrandRange(["606282", "384100", "384140", "384160"], .hipercard),                              // [BT], [AM]
        CardBrandRange(["60", .init("6521", "6522"), "81", "82", "508"], .rupay),                          // [WP]
        CardBrandRange([.init("506099", "506198"), .init("507865", "507964"), .init("650002", "650027")], .verve),   // [WP]
        CardBrandRange([.init("979200", "979289")], .troy),                                                // [WP]
        CardBrandRange(["589562"], .naranja),                                                              // [AM]
        CardBrandRange(["5019"], .dankort),                                                                // [WP]
    ]

    /// What the table says of `brand`.
    static func spec(of brand: CardBrand) -> CardBrandSpec {
        guard let spec = specsByBrand[brand] else { preconditionFailure("\(brand.rawValue) has no row in CardBrandTable.brands") }
        return spec
    }

    private static let specsByBrand = Dictionary(uniqueKeysWithValues: brands.map { ($0.brand, $0) })

    private static func spec(_ brand: CardBrand, _ name: String, code: String, codeLength: Int = 3, lengths: [Int],
                             groups: [Int], checksum: CardChecksum = .luhn) -> CardBrandSpec {
        CardBrandSpec(brand: brand, name: name, securityCodeName: code, securityCodeLength: codeLength,
                      format: CardNumberFormat(lengths: lengths, groups: groups, checksum: checksum))
    }
}
