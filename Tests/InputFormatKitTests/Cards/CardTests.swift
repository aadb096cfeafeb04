@testable import InputFormatKit
import Testing

@Suite("Card numbers")
struct CardTests {
    let cards = CardNumberFormatter()

    @Test("Mir, which publishes no test number we found: a number built in its range with a Luhn check digit")
    func mir() {
        let state = cards.typing("2200000000000004")
        #expect(state.string == "2200 0000 0000 0004")
        #expect(cards.value(raw: cards.rawText(of: state.string))?.brand == .mir)
        #expect(cards.value(raw: cards.rawText(of: state.string))?.validation == .valid)
    }

    @Test("JCB's 15-digit numbers starting 2131 and 1800 are JCB and valid at 15 (built with a Luhn check digit)",
          arguments: ["213100000000001", "180000000000002"])
    func fifteenDigitJCB(number: String) {
        #expect(CardNumber.passesLuhn(number))
        let state = cards.typing(number)
        #expect(state.string == "\(number.prefix(4)) \(number.dropFirst(4).prefix(4)) \(number.dropFirst(8).prefix(4)) \(number.suffix(3))")
        #expect(cards.value(raw: number)?.brand == .jcb)
        #expect(cards.value(raw: number)?.validation == .valid)
    }

    @Test("a number's length is counted in characters, whatever bytes they take")
    func lengthInCharacters() {
        // Sixteen Arabic-Indic digits are 32 bytes: no brand's prefix, and as long as a card
        // number, not longer than any.
        #expect(CardNumber(digits: String(repeating: "٤", count: 16)).validation == .unknownBrand)
        // A Visa of sixteen characters, the last a letter that takes two bytes: the length of a
        // Visa, whose check fails; counted in bytes it was 17, between Visa's lengths.
        #expect(CardNumber(digits: "411111111111111é").validation == .invalidChecksum)
    }

    @Test("Luhn agrees with the rule read digit by digit from the right: every text of up to five characters among digits, punctuation, a letter and a space, and digit strings of every length up to 24")
    func luhnAgreesWithTheRule() {
        func byTheRule(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            var sum = 0
            for (position, byte) in bytes.reversed().enumerated() {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
                var digit = Int(byte - UInt8(ascii: "0"))
                if position % 2 == 1 { digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2 }
                sum += digit
            }
            return !bytes.isEmpty && sum % 10 == 0
        }
        var texts = [""], layer = [""]
        for _ in 1...5 {
            layer = layer.flatMap { prefix in ["0", "1", "4", "5", "9", "/", ":", "*", "A", " "].map { prefix + $0 } }
            texts += layer
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in 1...24 {
            for _ in 0..<200 {
                texts.append(String((0..<length).map { _ -> Character in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return Character(String((seed >> 33) % 10))
                }))
            }
        }
        // Long numbers read eight digits at a time: one character other than a digit at any place
        // (just below "0", just above "9", a letter, a space, a byte that is not ASCII).
        for length in [8, 9, 15, 16, 17, 19, 24] {
            let digits = texts.first { $0.utf8.count == length && $0.utf8.allSatisfy { (48...57).contains($0) } }!
            for place in 0..<length {
                for other in ["/", ":", "A", " ", "٣"] {
                    var text = Array(digits)
                    text[place] = Character(other)
                    texts.append(String(text))
                }
            }
        }
        let disagreeing = texts.filter { CardNumber.passesLuhn($0) != byTheRule($0) }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5))")
        #expect(!CardNumber.passesLuhn(Substring(":")))   // a single character that is not a digit
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

    @Test("a UnionPay number need not end in a Luhn digit: valid, said apart, and no error in the field")
    func unionPayWithoutCheckDigit() {
        let number = CardNumber(digits: "6221258812340000")
        #expect(number.brand == .unionPay)
        #expect(number.validation == .validWithoutCheckDigit)
        #expect(CardNumber(digits: "6200000000000005").validation == .valid)   // Stripe's test number, with one
        #expect(CardNumber(digits: "62000000000000").validation == .validWithoutCheckDigit)   // 14 digits, a length it issues
        #expect(CardNumber(digits: "622000000000").validation == .incomplete)
        var card = FormField(formatter: CardNumberFormatter(), configuration: .init(label: "Card number", rules: [.formatterVerdict()]))
        card.focus()
        card.paste("6221 2588 1234 0000")
        card.blur()
        #expect(card.message == nil)
        // Every other brand keeps its check digit: a Visa number that fails it is an error.
        card.clear()
        card.focus()
        card.paste("4111 1111 1111 1112")
        card.blur()
        #expect(card.message?.text == "Check the card number: it is not valid")
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
        ("55", .mastercard), ("56", .maestro), ("384100", .hipercard), ("38", .dinersClub), ("6011", .discover),
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
