@testable import InputFormatKit
import Testing

/// The security code field: its length and name from the card's brand, digits only, and a code
/// field that follows the card number field.
@Suite("Security codes")
struct SecurityCodeTests {
    /// Braintree's credit-card-type 10.1 `code` of each of its brands, and for the others the
    /// names the brand table gives (Sources/InputFormatKit/Cards/CardBrandTable.swift).
    @Test("the length and the name come from the brand", arguments: [
        (CardBrand.americanExpress, 4, "CID"), (.visa, 3, "CVV"), (.mastercard, 3, "CVC"), (.discover, 3, "CID"),
        (.unionPay, 3, "CVN"), (.elo, 3, "CVE"), (.mir, 3, "CVP2"), (.jcb, 3, "CVV"), (.dinersClub, 3, "CVV"),
        (.maestro, 3, "CVC"), (.hiper, 3, "CVC"), (.hipercard, 3, "CVC"), (.verve, 3, "CVV"),
        (.rupay, 3, "CVV"), (.troy, 3, "CVC"), (.naranja, 3, "CVV"), (.dankort, 3, "CVV"),
    ])
    func lengthAndName(brand: CardBrand, length: Int, name: String) {
        let code = SecurityCodeFormatter(brand: brand)
        let full = code.typing(String(repeating: "7", count: length))
        #expect(code.value(raw: code.rawText(of: full.string))?.validation == .valid)
        #expect(code.key("7", at: full).rejection == .maskFull(slots: length))
        #expect(code.label("Security code") == "Security code (\(name))")
        #expect(brand.securityCodeName == name)
    }

    @Test("digits only, of any script; fewer than the brand's are incomplete")
    func digitsOnly() {
        let visa = SecurityCodeFormatter(brand: .visa)
        #expect(visa.key("a", at: .empty).rejection == .characterNotAccepted("a"))
        #expect(visa.typing("١٢") == field("12|"))
        #expect(visa.verdict(raw: "12")?.code == .securityCodeIncomplete)
        #expect(visa.verdict(raw: "12")?.inlineMessage(in: .english).text == "Enter the 3-digit security code")
        #expect(SecurityCodeFormatter().verdict(raw: "12")?.inlineMessage(in: .english).text == "Enter the 3-digit security code")
        #expect(visa.verdict(raw: "123") == nil)
    }

    @Test("without a brand, 3 or 4 digits are a code, and the label is as given")
    func unknownBrand() {
        let code = SecurityCodeFormatter()
        #expect(code.value(raw: "123")?.validation == .valid)
        #expect(code.value(raw: "1234")?.validation == .valid)
        #expect(code.key("5", at: field("1234|")).rejection == .maskFull(slots: 4))
        #expect(code.label("Security code") == "Security code")
    }

    @Test("a code field follows the card number field: length and label change, the digits typed stay")
    func followsTheCard() {
        var card = FormField(formatter: CardNumberFormatter(), focused: true)
        var code = FormField(formatter: SecurityCodeFormatter(), focused: true)
        card.type("3782")
        code.follow(card.value)
        #expect(code.formatter.brand == .americanExpress)
        #expect(code.formatter.label("Security code") == "Security code (CID)")
        code.type("1234")
        #expect(code.value?.validation == .valid)
        // The number becomes a Visa one: the fourth digit stays, and the verdict names it.
        card.clear()
        card.type("4111")
        code.follow(card.value)
        #expect(code.text.string == "1234")
        #expect(code.value?.validation == .tooLong)
        #expect(code.formatter.verdict(raw: code.raw)?.inlineMessage(in: .english).text == "This card's security code has 3 digits")
        // More digits are refused, a paste of too many too; deleting one makes it valid.
        #expect(code.type("5").rejection == .maskFull(slots: 3))
        #expect(code.paste("123456789").rejection == .maskFull(slots: 4))
        // The code as shown pastes back into a new Visa code field: the same digits, too long.
        var fresh = FormField(formatter: SecurityCodeFormatter(brand: .visa), focused: true)
        #expect(fresh.paste(code.text.string).rejection == nil)
        #expect(fresh.value == code.value)
        code.backspace()
        #expect(code.value?.validation == .valid)
    }
}
