import InputFormatKit
import Testing

/// The keystroke helpers of a field (`type`, `paste`, `backspace`, `deleteForward`) answer
/// alike: an ``EditResult`` with what the field shows and holds after them.
@Suite("Keystroke helpers")
struct KeystrokeHelperTests {
    @Test("type answers the field after its last key and its first refusal; the keys after a refusal are still typed")
    func typeAnswersAnEditResult() throws {
        var amount = InputField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"))
        let typed = amount.type("12x3.45")
        #expect(typed.rejection == .characterNotAccepted("x"))
        #expect(typed.field == amount.text)
        #expect(typed.field.description == "123.45|")
        #expect(typed.value?.description == "123.45")
        let clean = amount.type("")
        #expect(clean.rejection == nil)
        #expect(clean.field == amount.text)
        #expect(clean.value?.description == "123.45")
        var form = FormField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"))
        form.focus()
        #expect(form.type("7").value?.description == "7")
        #expect(form.paste("8").field.description == "78|")
        #expect(form.backspace().value?.description == "7")
    }

    @Test("a field prints its caret or selection while it has focus, and its text alone without focus")
    func printedField() throws {
        var amount = InputField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"))
        amount.type("1234")
        #expect("\(amount)" == "1,234|")
        amount.select(0..<5)
        #expect("\(amount)" == "[1,234]")
        amount.blur()
        #expect("\(amount)" == "$1,234.00")
        #expect(amount.text.description == "$1,234.00|")   // the text and its selection, as kept
        var form = FormField(formatter: PlainTextFormatter())
        #expect("\(form)" == "")
        form.focus()
        form.type("Hi")
        #expect("\(form)" == "Hi|")
        form.blur()
        #expect("\(form)" == "Hi")
    }
}
