@testable import InputFormatKit
import Testing

/// A line break in a one-line field is a space, as `UITextField` makes it (CR LF one space),
/// typed or pasted, in every entry point; a note keeps it. Expectations written by hand.
@Suite("Line breaks in one-line fields")
struct LineBreakTests {
    static let breaks = ["\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}"]

    @Test("pasted into a title, each line break is one space; into a note, it stays", arguments: breaks)
    func pasted(_ lineBreak: String) {
        var title = InputField(formatter: PlainTextFormatter())
        #expect(title.paste("Line one" + lineBreak + "line two").rejection == nil)
        #expect(title.text.description == "Line one line two|")
        var note = InputField(formatter: PlainTextFormatter(allowsNewlines: true))
        #expect(note.paste("Line one" + lineBreak + "line two").rejection == nil)
        #expect(note.value == "Line one" + lineBreak + "line two")
    }

    @Test("typed, a line break is the space its paste gives, through a field, a form field and a delegate")
    func typedAsPasted() {
        var field = InputField(formatter: PlainTextFormatter())
        field.type("a")
        #expect(field.type("\r\n").rejection == nil)
        field.type("b")
        #expect(field.value == "a b")
        var form = FormField(formatter: PlainTextFormatter(), configuration: .init(label: "Title"), focused: true)
        form.paste("a\nb")
        #expect(form.value == "a b")
        let formatter = PlainTextFormatter()
        let result = formatter.apply(Edit(replacing: 0..<0, with: "a\u{2028}b"), to: .empty)
        #expect(result.rejection == nil)
        #expect(result.field.string == "a b")
        // Between affixes too.
        var affixed = InputField(formatter: AffixedFormatter(PlainTextFormatter(), prefix: "Re: "))
        affixed.paste("one\ntwo")
        #expect(affixed.value == "one two")
    }

    @Test("in a field of digits, a line break reads as the space it is: a card number pasted on two lines")
    func inDigitFields() throws {
        var card = InputField(formatter: CardNumberFormatter())
        #expect(card.paste("4111 1111\n1111 1111").rejection == nil)
        #expect(card.value?.digits == "4111111111111111")
        var amount = InputField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"))
        #expect(amount.paste("1234.50\r\n").rejection == nil)
        #expect(amount.value?.description == "1234.5")
    }
}
