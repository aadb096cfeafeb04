@testable import InputFormatKit
import Testing

/// Co-badged numbers: ranges two schemes claim list both, grouping and lengths follow the first
/// until the cardholder chooses, and the choice holds while the number is edited.
@Suite("Co-badged card numbers")
struct CoBadgedCardTests {
    @Test("a co-badged range lists its brands, the range's own scheme first", arguments: [
        ("8171", [CardBrand.unionPay, .rupay]), ("810", [.unionPay, .rupay]), ("8110", [.unionPay, .rupay]),
        ("8172", [.rupay]), ("82", [.rupay]),
        ("622126", [.unionPay, .discover]), ("622925", [.unionPay, .discover]), ("622125", [.unionPay]),
        ("65", [.discover, .rupay]), ("6521", [.rupay]), ("650033", [.elo]),
        ("3530", [.jcb, .rupay]), ("3566", [.jcb, .rupay]), ("3528", [.jcb]), ("3589", [.jcb]),
        ("4571", [.visa, .dankort]), ("5019", [.dankort]), ("4111", [.visa]), ("9", []),
    ])
    func candidates(digits: String, brands: [CardBrand]) {
        #expect(CardBrand.candidates(for: digits) == brands)
        #expect(CardNumber(digits: digits).candidates == brands)
        #expect(CardNumber(digits: digits).isCoBadged == (brands.count > 1))
        #expect(CardBrand.detect(digits) == brands.first)
    }

    @Test("until the cardholder chooses, a UnionPay/RuPay number groups and stops as UnionPay (19 digits)")
    func firstCandidateRules() {
        let cards = CardNumberFormatter()
        let state = cards.typing("8171999900000000021")
        #expect(state.string == "8171 9999 0000 0000 021")
        let card = cards.value(raw: cards.rawText(of: state.string))
        #expect(card?.brand == .unionPay)
        #expect(card?.candidates == [.unionPay, .rupay])
        #expect(card?.validation == .valid)
    }

    @Test("chosen as RuPay, the same digits stop at RuPay's 16, and its verdict is RuPay's")
    func chosenBrandRules() {
        let rupay = CardNumberFormatter(choosing: .rupay)
        let sixteen = rupay.typing("8171999927660000")
        #expect(sixteen.string == "8171 9999 2766 0000")
        #expect(rupay.key("1", at: sixteen).rejection == .maskFull(slots: 16))
        #expect(rupay.value(raw: "8171999927660000")?.brand == .rupay)
        #expect(rupay.value(raw: "8171999927660000")?.validation == .valid)
        #expect(rupay.value(raw: "81719999276600001")?.validation == .unsupportedLength)
        // UnionPay issues 17 digits, and need not end them in a check digit: valid, said apart.
        #expect(CardNumberFormatter().value(raw: "81719999276600001")?.validation == .validWithoutCheckDigit)
    }

    @Test("a chosen brand that is no candidate is ignored: the number reads as usual, and the choice counts again once it is")
    func choiceHoldsWhileTyping() {
        let rupay = CardNumberFormatter(choosing: .rupay)
        #expect(rupay.value(raw: "4111111111111111")?.brand == .visa)
        #expect(rupay.value(raw: "4111111111111111")?.validation == .valid)
        #expect(rupay.typing("4111111111111111111").string == "4111 1111 1111 1111 111")
        #expect(rupay.value(raw: "6221")?.brand == .unionPay)   // UnionPay and Discover: RuPay is none of them
        #expect(rupay.value(raw: "8")?.brand == nil)
        #expect(rupay.value(raw: "81")?.brand == .rupay)
        #expect(rupay.value(raw: "8171")?.brand == .rupay)
        #expect(CardNumber(digits: "3530111333300000", choosing: .rupay).brand == .rupay)
        #expect(CardNumber(digits: "3530111333300000", choosing: .discover).brand == .jcb)
    }

    @Test("a form field switches the brand: the digits stay, the text regroups, the caret stays by the same digit")
    func fieldChoosesBrand() {
        var card = FormField(formatter: CardNumberFormatter(), focused: true)
        card.type("8171999900000000021")
        card.select(7..<7)   // "8171 99|99 …"
        card.choose(.rupay)
        #expect(card.formatter.chosenBrand == .rupay)
        #expect(card.value?.brand == .rupay)
        #expect(card.raw == "8171999900000000021")
        #expect(card.text.string == "8171 9999 0000 0000021")
        #expect(card.text.selection == 7..<7)
        #expect(card.value?.validation == .unsupportedLength)
        card.choose(nil)
        #expect(card.text.string == "8171 9999 0000 0000 021")
        #expect(card.value?.brand == .unionPay)
        #expect(card.text.selection == 7..<7)
    }

    @Test("digits past the chosen brand's length stay until deleted: none more is taken, each deletion is")
    func tooLongAfterChoice() {
        var card = InputField(formatter: CardNumberFormatter())
        card.type("8171999900000000021")
        card.choose(.rupay)
        #expect(card.type("1").rejection == .maskFull(slots: 16))
        card.backspace()
        card.backspace()
        #expect(card.text.string == "8171 9999 0000 00000")
        card.backspace()
        #expect(card.text.string == "8171 9999 0000 0000")
        #expect(card.value?.validation == .valid)
    }

    @Test("an input field switches the brand too, a selection kept over the same digits")
    func inputFieldChoosesBrand() {
        var card = InputField(formatter: CardNumberFormatter())
        card.type("8171999900000000021")
        card.select(15..<23)   // "0000 021"
        card.choose(.rupay)
        #expect(card.text.string == "8171 9999 0000 0000021")
        #expect(card.text.selection == 15..<22)
        #expect(card.value?.brand == .rupay)
    }

    @Test("an error shown under the field is checked again when the brand changes")
    func errorFollowsChoice() {
        var card = FormField(formatter: CardNumberFormatter(), configuration: .init(rules: [.formatterVerdict()]), focused: true)
        card.type("8171999900000000021")
        card.choose(.rupay)
        #expect(card.message == nil)   // no error while typing: it shows once editing ends
        card.blur()
        #expect(card.message?.kind == .error)
        card.choose(nil)
        #expect(card.message == nil)
        #expect(card.value?.validation == .valid)
    }

    @Test("the security code follows the chosen brand: UnionPay's CVN becomes RuPay's CVV")
    func securityCodeFollowsChoice() {
        var card = FormField(formatter: CardNumberFormatter(), focused: true)
        var code = FormField(formatter: SecurityCodeFormatter(), focused: true)
        card.type("8171999927660000")
        code.follow(card.value)
        #expect(code.formatter.label("Security code") == "Security code (CVN)")
        card.choose(.rupay)
        code.follow(card.value)
        #expect(code.formatter.label("Security code") == "Security code (CVV)")
        #expect(card.text.string == "8171 9999 2766 0000")
    }

    @Test("the choice stays with the field: cleared and typed again, a number RuPay claims is RuPay again")
    func choicePersists() {
        var card = FormField(formatter: CardNumberFormatter(choosing: .rupay), focused: true)
        card.type("4111111111111111")
        #expect(card.value?.brand == .visa)
        card.clear()
        card.type("8171999927660000")
        #expect(card.value?.brand == .rupay)
        #expect(card.value?.candidates == [.unionPay, .rupay])
    }

    @Test("a field that is not focused shows the finished text of the chosen brand")
    func unfocusedFieldRegroups() {
        var card = FormField(formatter: CardNumberFormatter(), text: "8171999900000000021")
        #expect(!card.isFocused)
        card.choose(.rupay)
        #expect(card.text.string == "8171 9999 0000 0000021")
        #expect(!card.isFocused)
    }

    @Test("17 to 19 digits of no brand never get a verdict of valid, even passing the Luhn check", arguments: [
        "99000000000000002", "990000000000000002", "9900000000000000002",
    ])
    func longNumberOfNoBrand(number: String) {
        #expect(CardNumber.passesLuhn(number))
        let card = CardNumber(digits: number)
        #expect(card.brand == nil)
        #expect(card.candidates.isEmpty)
        #expect(card.validation == .unknownBrand)
        #expect(CardNumberFormatter().verdict(raw: number)?.code == .cardUnknownBrand)
    }
}
