import InputFormatKit
import Testing

/// The currency rows of the hard cases of the CaretRules article, en_US. The `$` of the table
/// is an affix (`AffixTests` checks those rows with it); here the same keystrokes act on the
/// bare amount.
@Suite("Hard cases, currency en_US")
struct CurrencyHardCaseTests {
    let usd: CurrencyFormatter
    let signed: CurrencyFormatter

    init() throws {
        usd = try currency("en_US", "USD")
        signed = try currency("en_US", "USD", negative: true)
    }

    @Test("backspace on a grouping mark deletes the digit before it (rule 2)")
    func backspaceOverGroupingMark() {
        let result = usd.key("⌫", at: field("1,|234.56"))
        #expect(result.field == field("|234.56"))
        #expect(result.value?.description == "234.56")
    }

    @Test("backspace at the start of the amount changes nothing and says so")
    func backspaceAtStart() {
        let result = usd.key("⌫", at: field("|1,234.56"))
        #expect(result.field == field("|1,234.56"))
        #expect(result.rejection == .nothingToDelete)
    }

    @Test("backspace on a decimal mark with fraction digits after it moves the caret before it")
    func backspaceOnDecimalMark() {
        let result = usd.key("⌫", at: field("1,234.|56"))
        #expect(result.field == field("1,234|.56"))
        #expect(result.value?.description == "1234.56")
        #expect(!result.isRejected)
    }

    @Test("forward delete on a decimal mark with fraction digits moves the caret after it")
    func forwardDeleteOnDecimalMark() {
        #expect(usd.key("⌦", at: field("1,234|.56")).field == field("1,234.|56"))
    }

    @Test("a dangling decimal mark is deleted like any character")
    func backspaceOnDanglingMark() {
        #expect(usd.key("⌫", at: field("12.|")).field == field("12|"))
    }

    @Test("typing over a full selection replaces the amount")
    func selectAllThenType() {
        #expect(usd.key("7", at: field("[1,234.56]")).field == field("7|"))
    }

    @Test("a `.` or `,` is read by the digits typed after it: `1,234.56`, `1.234,56`, `0,99` typed are what they say")
    func decimalKey() {
        #expect(usd.key(".", at: field("12|")).field == field("12.|"))
        #expect(usd.key(",", at: field("12|")).field == field("12.|"))   // the decimal mark, so far
        for (keys, shown) in [("1,234.56", "1,234.56|"), ("1.234,56", "1,234.56|"), ("0,99", "0.99|"), ("12,345", "12,345|"),
                              ("1234,5", "1,234.5|"), ("1,234,567", "1,234,567|"), ("1,234,5", "1,234.5|")] {
            var amount = InputField(formatter: usd)
            #expect(amount.type(keys).rejection == nil, "\(keys)")
            #expect(amount.text == field(shown), "\(keys)")
        }
        // The text as it shows, without what was typed: `12.34` then `5`, one fraction digit
        // too many, is kept as typed, with no value, since `,56` may still follow.
        let open = usd.key("5", at: field("12.34|"))
        #expect(open.field == field("12.345|"))
        #expect(open.value == nil)
        var typed = InputField(formatter: usd)
        typed.type("1.234")
        #expect(typed.text == field("1.234|"))
        #expect(typed.value == nil)
        typed.type(",")
        #expect(typed.text == field("1,234.|"))
        #expect(typed.value?.description == "1234")
    }

    @Test("an amount kept as typed has no value, finishes as it shows, and says it could be either number")
    func openMarkFinished() throws {
        var amount = FormField(formatter: usd, configuration: .init(label: "Amount", rules: [.formatterVerdict()]))
        amount.focus()
        amount.type("1.234")
        #expect(amount.value == nil)
        amount.blur()
        #expect(amount.text.string == "1.234")
        #expect(amount.message?.text == "“1.234” could be 1.234 or 1234: enter it as you mean it")
        amount.focus()
        amount.type(",5")
        #expect(amount.value?.description == "1234.5")
        var grouped = FormField(formatter: try currency("en_IN", "INR"), configuration: .init(rules: [.formatterVerdict()]))
        grouped.focus()
        grouped.type("12,34,5")
        #expect(grouped.value == nil)
        grouped.blur()
        #expect(grouped.message?.text == "“12,34,5” is not an amount")
    }

    @Test("a fraction digit past the minor units is refused")
    func minorUnits() {
        let result = usd.key("7", at: field("1,234.56|"))
        #expect(result.field == field("1,234.56|"))
        #expect(result.rejection == .tooManyFractionDigits(maximum: 2))
    }

    @Test("the minus key toggles the sign and the caret stays by the same digit")
    func minusToggles() {
        #expect(signed.key("-", at: field("|12")).field == field("-|12"))
        #expect(signed.key("-", at: field("1|2")).field == field("-1|2"))
        #expect(signed.key("-", at: field("-1|2")).field == field("1|2"))
        #expect(signed.key("+", at: field("-1|2")).field == field("1|2"))
    }

    @Test("the sign is a raw character like any other")
    func backspaceSign() {
        let result = signed.key("⌫", at: field("-|1"))
        #expect(result.field == field("|1"))
        #expect(result.value?.description == "1")
    }

    @Test("the minus key is refused when negatives are not allowed")
    func minusRefused() {
        let result = usd.key("-", at: field("12|"))
        #expect(result.rejection == .negativeNotAllowed(.amount))
        #expect(result.field == field("12|"))
    }

    @Test("JPY: a pasted 123.45 is refused with a reason, never read as 12345")
    func yenPaste() throws {
        let yen = try currency("ja_JP", "JPY")
        let result = yen.apply(.paste("123.45", in: .empty), to: .empty)
        #expect(result.field == .empty)
        #expect(result.rejection == .noMinorUnits(currency: "JPY"))
        #expect(result.rejection?.description == "Amounts in Japanese yen have no decimal places")
    }

    @Test("both marks pasted: the last one is the decimal mark")
    func bothMarks() {
        let result = usd.apply(.paste("1.234,56", in: .empty), to: .empty)
        #expect(result.field == field("1,234.56|"))
        #expect(result.value?.description == "1234.56")
    }

    @Test("replacing the whole text with the full new text acts as the change it makes (autofill)")
    func wholeTextReplacement() {
        let start = field("1,23|4")
        let appended = usd.apply(Edit(replacing: 0..<5, with: "1,2345"), to: start)
        #expect(appended.field == field("12,345|"))
        let replaced = usd.apply(Edit(replacing: 0..<5, with: "98.7"), to: start)
        #expect(replaced.field == field("98.7|"))
        let same = usd.apply(Edit(replacing: 0..<5, with: "1,234"), to: start)
        #expect(same.field == start)
        #expect(!same.isRejected)
        let tooPrecise = usd.apply(Edit(replacing: 0..<5, with: "1,234.567"), to: start)
        #expect(tooPrecise.rejection == .tooManyFractionDigits(maximum: 2))
        #expect(tooPrecise.field == start)
    }

    @Test("typing a digit after a grouping mark lands after the new digit")
    func typeAfterGroupingMark() {
        #expect(usd.key("9", at: field("1,|234")).field == field("19|,234"))
        #expect(usd.key("9", at: field("1|,234")).field == field("19|,234"))
    }
}
