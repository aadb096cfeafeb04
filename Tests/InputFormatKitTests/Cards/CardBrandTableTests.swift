@testable import InputFormatKit
import Testing

/// The brand table against what others publish: the networks' and processors' test card
/// numbers, Braintree's own detection examples, and the table's own consistency.
@Suite("Card brand table")
struct CardBrandTableTests {
    let cards = CardNumberFormatter()

    static let stripe = "Stripe, docs.stripe.com/testing (cards by brand, 2024)"
    static let braintree = "Braintree, developer.paypal.com/braintree/docs/reference/general/testing"
    static let braintreeTests = "Braintree credit-card-type 10.1, src/__tests__/index.ts"
    static let adyen = "Adyen, docs.adyen.com/development-resources/testing/test-card-numbers"
    static let interswitch = "Interswitch (Verve's switch), sandbox test cards"
    static let paynet = "Paynet, doc.paynet.com.tr/genel-bilgiler/test-kartlari (TROY Yerel)"
    static let activeMerchant = "Active Merchant, test/unit/credit_card_methods_test.rb (Naranja)"
    static let npci = "Mastercard Gateway's NPCI (RuPay) emulator test cards"
    static let cybersource = "Cybersource test card numbers"

    /// Published test card numbers: the number, the brand its publisher names, how that brand
    /// groups it (4-4-4-4, Amex 4-6-5, Diners 4-6-rest), and where it was published.
    static let published: [(String, CardBrand, String, String)] = [
        ("4242424242424242", .visa, "4242 4242 4242 4242", stripe),
        ("4000056655665556", .visa, "4000 0566 5566 5556", stripe),
        ("5555555555554444", .mastercard, "5555 5555 5555 4444", stripe),
        ("2223003122003222", .mastercard, "2223 0031 2200 3222", stripe),
        ("5200828282828210", .mastercard, "5200 8282 8282 8210", stripe),
        ("5105105105105100", .mastercard, "5105 1051 0510 5100", stripe),
        ("378282246310005", .americanExpress, "3782 822463 10005", stripe),
        ("371449635398431", .americanExpress, "3714 496353 98431", stripe),
        ("6011111111111117", .discover, "6011 1111 1111 1117", stripe),
        ("6011000990139424", .discover, "6011 0009 9013 9424", stripe),
        ("6011981111111113", .discover, "6011 9811 1111 1113", stripe),
        ("3056930009020004", .dinersClub, "3056 930009 020004", stripe),
        ("36227206271667", .dinersClub, "3622 720627 1667", stripe),
        ("3566002020360505", .jcb, "3566 0020 2036 0505", stripe),
        ("6200000000000005", .unionPay, "6200 0000 0000 0005", stripe),
        ("6200000000000047", .unionPay, "6200 0000 0000 0047", stripe),
        ("6205500000000000004", .unionPay, "6205 5000 0000 0000 004", stripe),
        ("4111111111111111", .visa, "4111 1111 1111 1111", braintree),
        ("4012888888881881", .visa, "4012 8888 8888 1881", braintree),
        ("378734493671000", .americanExpress, "3787 344936 71000", braintree),
        ("30569309025904", .dinersClub, "3056 930902 5904", braintree),
        ("38520000023237", .dinersClub, "3852 000002 3237", braintree),
        ("3530111333300000", .jcb, "3530 1113 3330 0000", braintree),
        ("6304000000000000", .maestro, "6304 0000 0000 0000", braintree),
        ("4222222222222", .visa, "4222 2222 2222 2", braintreeTests),
        ("5066991111111118", .elo, "5066 9911 1111 1118", braintreeTests),
        ("6370950000000005", .hiper, "6370 9500 0000 0005", braintreeTests),
        ("6062820524845321", .hipercard, "6062 8205 2484 5321", braintreeTests),
        ("6243030000000001", .unionPay, "6243 0300 0000 0001", adyen),
        ("8171999927660000", .unionPay, "8171 9999 2766 0000", adyen),
        ("8171999900000000021", .unionPay, "8171 9999 0000 0000 021", adyen),
        ("5019555544445555", .dankort, "5019 5555 4444 5555", adyen),
        ("6062828888666688", .hipercard, "6062 8288 8866 6688", adyen),
        ("3569990010095841", .jcb, "3569 9900 1009 5841", adyen),
        ("6771798021000008", .maestro, "6771 7980 2100 0008", adyen),
        ("36006666333344", .dinersClub, "3600 666633 3344", adyen),
        ("6445644564456445", .discover, "6445 6445 6445 6445", adyen),
        ("6759411100000008", .maestro, "6759 4111 0000 0008", cybersource),
        ("5060990580000217499", .verve, "5060 9905 8000 0217 499", interswitch),
        ("5061050254756707864", .verve, "5061 0502 5475 6707 864", interswitch),
        ("5061830100001895", .verve, "5061 8301 0000 1895", interswitch),
        ("9792075482365454", .troy, "9792 0754 8236 5454", paynet),
        ("9792395412651264", .troy, "9792 3954 1265 1264", paynet),
        ("5895627823453005", .naranja, "5895 6278 2345 3005", activeMerchant),
        ("6074849200004917", .rupay, "6074 8492 0000 4917", npci),
        ("6074849900004936", .rupay, "6074 8499 0000 4936", npci),
    ]

    @Test("each published test number is its brand, grouped as the brand groups it, and passes the brand's check digit",
          arguments: published)
    func publishedNumber(number: String, brand: CardBrand, grouped: String, source: String) {
        let state = cards.typing(number)
        #expect(state.string == grouped, "\(source)")
        let value = cards.value(raw: cards.rawText(of: state.string))
        #expect(value?.brand == brand, "\(source)")
        #expect(value?.validation == .valid, "\(source)")
        // Naranja's check digit is its own (mod 11); every other brand's is Luhn's.
        #expect(CardNumber.passesLuhn(number) == (brand != .naranja), "\(source)")
    }

    @Test("every brand has a published test number here, except Mir (none found; see CardTests)")
    func everyBrandIsCovered() {
        let covered = Set(Self.published.map(\.1))
        #expect(Set(CardBrand.allCases).subtracting(covered) == [.mir])
    }

    @Test("a Naranja number is checked by Naranja's digit: its published number with a Luhn check digit instead is refused")
    func naranjaCheckDigit() {
        #expect(CardNumber(digits: "5895627823453005").validation == .valid)
        // The same first 15 digits with the digit Luhn would want (3).
        #expect(CardNumber.passesLuhn("5895627823453003"))
        #expect(CardNumber(digits: "5895627823453003").validation == .invalidChecksum)
    }

    @Test("test numbers of schemes the table has no range for read as the range's own brand, or as no brand", arguments: [
        // Adyen's Cartes Bancaires / Visa debit card and Stripe's Cartes Bancaires / Visa card:
        // CB's ranges inside Visa's are not published, so they read as Visa alone.
        ("4035501000000008", [CardBrand.visa], CardValidation.valid),
        ("4000002500001001", [.visa], .valid),
        // Adyen's UATP card: UATP is not in the table, so no brand and no verdict of valid.
        ("135410014004955", [], .unknownBrand),
    ])
    func unpublishedSchemes(number: String, candidates: [CardBrand], validation: CardValidation) {
        #expect(CardNumber.passesLuhn(number))
        #expect(CardNumber(digits: number).candidates == candidates)
        #expect(CardNumber(digits: number).validation == validation)
    }

    @Test("Braintree's own detection examples are read as the brand Braintree names", arguments: [
        ("2221", CardBrand.mastercard), ("2720", .mastercard), ("5454545454545454", .mastercard),
        ("506099", .verve), ("507941", .verve), ("5061001234567890123", .verve),
        ("341", .americanExpress), ("300", .dinersClub), ("36700102000000", .dinersClub), ("39", .dinersClub),
        ("6011", .discover), ("644", .discover), ("649", .discover),
        ("62123456789002", .unionPay), ("622018111111111111", .unionPay), ("6269992058134322", .unionPay),
        ("8100513433325374", .unionPay), ("8111700872004845", .unionPay), ("8168524506870054", .unionPay),
        ("56", .maestro), ("59", .maestro), ("67", .maestro), ("6799990100000000019", .maestro),
        ("2131", .jcb), ("1800", .jcb), ("35308796121637357", .jcb), ("3537286818376838569", .jcb),
        ("2200", .mir), ("2204", .mir),
        ("6062820000", .hipercard), ("637609", .hiper), ("63737423", .hiper), ("63743358", .hiper),
        ("431274", .elo), ("457632", .elo), ("504175", .elo), ("6277809", .elo), ("650033", .elo),
    ])
    func braintreeExamples(digits: String, brand: CardBrand) {
        #expect(CardBrand.detect(digits) == brand)
    }

    @Test("Braintree's examples of no brand are no brand here either", arguments: [
        "0", "12", "181", "1802", "221", "222099", "2721", "212", "2132", "306", "31", "32", "33", "7", "9",
    ])
    func braintreeUnknowns(digits: String) {
        #expect(CardBrand.candidates(for: digits).isEmpty)
    }

    @Test("every brand is in the table: a name, a security code, and a range")
    func everyBrandHasARange() {
        let rows = CardBrandTable.brands.map(\.brand)
        #expect(Set(rows) == Set(CardBrand.allCases) && rows.count == CardBrand.allCases.count, "one row a brand")
        for brand in CardBrand.allCases {
            #expect((3...4).contains(brand.securityCodeLength))
            #expect(!brand.lengths.isEmpty, "\(brand) has no range")
        }
    }

    @Test("the table is consistent: equally long prefixes of two rows never overlap, each grouping holds the longest length")
    func tableIsConsistent() {
        let rows = CardBrandTable.ranges
        for (index, row) in rows.enumerated() {
            for candidate in row.candidates {
                #expect(candidate.format.groups.reduce(0, +) == candidate.format.maximumLength, "\(candidate.brand)")
                #expect(candidate.format.lengths == candidate.format.lengths.sorted(), "\(candidate.brand)")
            }
            for other in rows[(index + 1)...] {
                for prefix in row.prefixes {
                    for otherPrefix in other.prefixes where otherPrefix.length == prefix.length {
                        let overlaps = !(prefix.upper < otherPrefix.lower || otherPrefix.upper < prefix.lower)
                        #expect(!overlaps, "\(row.brands) \(prefix.lower)-\(prefix.upper) and \(other.brands) \(otherPrefix.lower)")
                    }
                }
            }
        }
    }
}
