@_spi(FormatterAuthoring) import InputFormatKit
import Testing

@Suite("Card numbers")
struct CardTests {
    let cards = CardNumberFormatter()

    /// Published test numbers (EBANX, Braintree, Cybersource, Mercado Pago, Mastercard Gateway's
    /// NPCI emulator); Mir has none published that we found, so its number is built in its range
    /// with a Luhn check digit.
    static let testNumbers: [(String, CardBrand, String)] = [
        ("4111111111111111", .visa, "4111 1111 1111 1111"),
        ("4012888888881881", .visa, "4012 8888 8888 1881"),
        ("4222222222222", .visa, "4222 2222 2222 2"),
        ("5555555555554444", .mastercard, "5555 5555 5555 4444"),
        ("5105105105105100", .mastercard, "5105 1051 0510 5100"),
        ("2223003122003222", .mastercard, "2223 0031 2200 3222"),
        ("378282246310005", .americanExpress, "3782 822463 10005"),
        ("371449635398431", .americanExpress, "3714 496353 98431"),
        ("30569309025904", .dinersClub, "3056 930902 5904"),
        ("38520000023237", .dinersClub, "3852 000002 3237"),
        ("36259600000004", .dinersClub, "3625 960000 0004"),
        ("6011111111111117", .discover, "6011 1111 1111 1117"),
        ("6011000990139424", .discover, "6011 0009 9013 9424"),
        ("3530111333300000", .jcb, "3530 1113 3330 0000"),
        ("3566002020360505", .jcb, "3566 0020 2036 0505"),
        ("6243030000000001", .unionPay, "6243 0300 0000 0001"),
        ("6200000000000005", .unionPay, "6200 0000 0000 0005"),
        ("6304000000000000", .maestro, "6304 0000 0000 0000"),
        ("6759411100000008", .maestro, "6759 4111 0000 0008"),
        ("2200000000000004", .mir, "2200 0000 0000 0004"),
        ("6362970000457013", .elo, "6362 9700 0045 7013"),
        ("5067766783888311", .elo, "5067 7667 8388 8311"),
        ("6062825624254001", .hipercard, "6062 8256 2425 4001"),
        ("6074849200004917", .rupay, "6074 8492 0000 4917"),
        ("6074849900004936", .rupay, "6074 8499 0000 4936"),
    ]

    @Test("each brand's test numbers: brand, grouping, valid", arguments: testNumbers)
    func testNumber(number: String, brand: CardBrand, grouped: String) {
        let state = cards.typing(number)
        #expect(state.string == grouped)
        let value = cards.value(raw: cards.rawText(of: state.string))
        #expect(value?.brand == brand)
        #expect(value?.validation == .valid)
    }

    @Test("the brand is chosen again at every keystroke (a hard case of the CaretRules article: type 4, ⌫, 3, 7 and 13 more)")
    func brandSwitch() {
        let state = cards.typing("4⌫371111111111111")
        #expect(state == field("3711 111111 11111|"))
        #expect(cards.key("1", at: state).rejection == .maskFull(slots: 15))
    }

    @Test("3 groups 4-4-4-4 until 34 regroups as Amex, the caret after the same digit")
    func regroup() {
        #expect(cards.typing("30000") == field("3000 0|"))
        #expect(cards.key("4", at: field("3|000 0")).field == field("34|00 00"))
        #expect(cards.value(raw: "3400")?.brand == .americanExpress)
        #expect(cards.layout(raw: "340000").text == "3400 00")
    }

    @Test("an unknown prefix groups 4-4-4-4 and takes up to 19 digits")
    func unknownPrefix() {
        let state = cards.typing("9999999999999999999")
        #expect(state.string == "9999 9999 9999 9999 999")
        #expect(cards.key("9", at: state).rejection == .maskFull(slots: 19))
        #expect(cards.value(raw: "9999999999999999999")?.brand == nil)
    }

    @Test("validation: incomplete, invalid checksum, unsupported length, valid")
    func validation() {
        #expect(CardNumber(digits: "41111").validation == .incomplete)
        #expect(CardNumber(digits: "4111111111111112").validation == .invalidChecksum)
        #expect(CardNumber(digits: "41111111111111111").validation == .incomplete)   // 17: Visa may reach 19
        #expect(CardNumber(digits: "4111111111111111111").validation == .invalidChecksum)
        #expect(CardNumber(digits: "3600000000000000000").validation == .invalidChecksum)
        #expect(CardNumber(digits: "555555555555444").validation == .incomplete)
        #expect(CardNumber(digits: "378282246310005").validation == .valid)
        #expect(CardNumber(digits: "6011111111111117").validation == .valid)
        #expect(CardNumber(digits: "9999999999999999999").validation == .unknownBrand)
        #expect(CardNumber(digits: "50000000000000000000").validation == .unsupportedLength)
    }

    @Test("no brand, no verdict of valid: a number of no known brand is incomplete up to 11 digits, then unknown")
    func unknownBrand() {
        #expect(CardNumber(digits: "12541111111").validation == .incomplete)
        // Passes the Luhn check, yet no brand issues it.
        #expect(CardNumber.passesLuhn("1254111111111111111"))
        #expect(CardNumber(digits: "1254111111111111111").validation == .unknownBrand)
        #expect(CardNumber(digits: "125411111111").validation == .unknownBrand)
        #expect(cards.verdict(raw: "1254111111111111111")?.code == "card.unknown-brand")
    }

    @Test("a deletion that makes the number a shorter brand's is refused, and no digit is lost")
    func deletionIntoShorterBrand() {
        // 19 digits of no brand; deleting the leading 1 would leave 18 digits starting 2541,
        // a Mastercard prefix, and Mastercard numbers have 16.
        let full = cards.typing("1254111111111111111")
        #expect(full.string == "1254 1111 1111 1111 111")
        let result = cards.key("⌫", at: FieldText(full.string, selection: 1..<1))
        #expect(result.rejection == .wouldOverfillMask(count: 18, slots: 16))
        #expect(result.field == FieldText(full.string, selection: 1..<1))
        // Deleting from the end first is fine, and then the same digit may go.
        var shorter = full
        for _ in 0..<2 { shorter = cards.key("⌫", at: shorter).field }
        #expect(cards.value(raw: cards.rawText(of: shorter.string))?.digits.count == 17)
        let fits = cards.key("⌫", at: FieldText(shorter.string, selection: 1..<1))
        #expect(fits.rejection == nil)
        #expect(fits.field == field("|2541 1111 1111 1111"))
        #expect(fits.value?.brand == .mastercard)
    }

    @Test("Mastercard's 2-series and overlapping prefixes resolve to the longest match", arguments: [
        ("2221", CardBrand.mastercard), ("2720", .mastercard), ("2721", nil), ("2200", .mir), ("51", .mastercard),
        ("55", .mastercard), ("56", nil), ("384100", .hipercard), ("38", .dinersClub), ("6011", .discover),
        ("60", .rupay), ("65", .discover), ("6521", .rupay), ("401178", .elo), ("4011", .visa), ("622126", .unionPay),
    ])
    func prefixes(prefix: String, brand: CardBrand?) {
        #expect(CardBrand.detect(prefix) == brand)
    }

    @Test("security code lengths")
    func securityCodes() {
        #expect(CardBrand.americanExpress.securityCodeLength == 4)
        #expect(CardBrand.allCases.filter { $0 != .americanExpress }.allSatisfy { $0.securityCodeLength == 3 })
    }

    @Test("pasted formatted numbers are read, the caret after the last digit")
    func paste() {
        #expect(cards.apply(.paste("4111-1111 1111 1111", in: .empty), to: .empty).field == field("4111 1111 1111 1111|"))
        #expect(cards.apply(.paste("4111 1111 1111 1111 1111", in: .empty), to: .empty).rejection == .maskFull(slots: 19))
    }
}
