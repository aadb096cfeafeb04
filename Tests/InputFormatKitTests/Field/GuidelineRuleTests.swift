@testable import InputFormatKit
import Testing

/// One test for each sentence of the guidelines that states a rule. The sentence is the test's
/// display name; `GuidelineRules.md` beside this file maps them, quoting each with its source.
@Suite("Guideline rules")
struct GuidelineRuleTests {
    typealias TextField = FormField<PlainTextFormatter>

    private func note(_ configuration: TextField.Configuration, text: String = "", focused: Bool = true) -> TextField {
        FormField(formatter: PlainTextFormatter(allowsNewlines: true), configuration: configuration, text: text, focused: focused)
    }

    // MARK: Text inputs (current version) — Usage

    @Test("To indicate that a text input is required, include an asterisk next to the label.")
    func requiredLabelHasAsterisk() {
        let field = note(.init(label: "Name", isRequired: true))
        #expect(field.labelText == "Name*")
        #expect(field.labelAccessibilityText == "Name, required")
        #expect(note(.init(label: "Name")).labelText == "Name")
    }

    @Test("On the top of the form, a line should mention that asterisks indicate required fields.")
    func requiredFieldsNote() {
        #expect(LabelMarking.forForm(requiredCount: 2, optionalCount: 3).needsRequiredFieldsNote)
        #expect(!LabelMarking.forForm(requiredCount: 4, optionalCount: 1).needsRequiredFieldsNote)
        #expect(!LabelMarking.forForm(requiredCount: 0, optionalCount: 3).needsRequiredFieldsNote)
        #expect(MessageTable.english.text(.requiredFieldsNote) == "Asterisks (*) mark required fields")
    }

    @Test("If a text input is optional, consider displaying the word “optional” in parentheses next to the label.")
    func optionalLabel() {
        let field = note(.init(label: "Middle name", labelMarking: .optionalFields))
        #expect(field.labelText == "Middle name (optional)")
        let german = MessageTable.english.replacing(.optionalMark, with: "(optional)")
        #expect(FieldLabel("Zweitname", isRequired: false).text(marking: .optionalFields, messages: german) == "Zweitname (optional)")
    }

    @Test("In forms with some required inputs, all of the required ones will be indicated. However, if there are fewer optional inputs, only the optional ones will be indicated.")
    func formMarking() {
        #expect(LabelMarking.forForm(requiredCount: 2, optionalCount: 3) == .requiredFields)
        #expect(LabelMarking.forForm(requiredCount: 2, optionalCount: 2) == .requiredFields)
        #expect(LabelMarking.forForm(requiredCount: 3, optionalCount: 1) == .optionalFields)
        #expect(LabelMarking.forForm(requiredCount: 3, optionalCount: 0) == .requiredFields)
        #expect(FieldLabel("Email", isRequired: true).text(marking: .optionalFields) == "Email")
        let fields = [true, true, true, false].enumerated().map { index, required in
            note(.init(label: "F\(index)", isRequired: required)).summary(id: "f\(index)")
        }
        #expect(FormSummary(fields: fields).labelMarking == .optionalFields)
        #expect(FormSummary(fields: Array(fields.suffix(2))).labelMarking == .requiredFields)
    }

    // MARK: Anatomy

    @Test("If the cell is read-only, we recommend displaying “Read-only field”.")
    func readOnlyMessage() {
        var field = note(.init(label: "ID"), text: "A-17", focused: false)
        field.setReadOnly(true)
        #expect(field.message == InlineMessage(.helper, "Read-only field"))
        #expect(field.state == .readOnly)
        var withHelper = note(.init(helperText: "Assigned by the system"), text: "A-17", focused: false)
        withHelper.setReadOnly(true)
        #expect(withHelper.message?.text == "Assigned by the system")
    }

    @Test("This field can also be configured to display an error, warning, or success message.")
    func messagePrecedence() {
        var field = note(.init(helperText: "Help", counter: CharacterCounter(limit: 3)), text: "abc")
        #expect(field.message == InlineMessage(.helper, "Character limit reached"))
        field.show(InlineMessage(.success, "Saved"))
        #expect(field.message?.kind == .success)
        field.show(InlineMessage(.warning, "Unusual"))
        #expect(field.message?.kind == .warning)
        field.show(InlineMessage(.error, "Wrong"))
        #expect(field.message == InlineMessage(.error, "Wrong"))
        #expect(field.state == .error)
    }

    @Test("Displays the number of input characters in real-time over the total character limit.")
    func counterRealTime() throws {
        var field = note(.init(counter: CharacterCounter(limit: 40)))
        field.type("Hello 👋🏽")
        #expect(field.counterText == "7/40")
        field.backspace()
        #expect(field.counterText == "6/40")
        let arabic = note(.init(counter: CharacterCounter(limit: 40), digits: try LocaleDigits(locale: "ar_EG")), text: "مرحبا")
        #expect(arabic.counterText == "٥/٤٠")
    }

    // MARK: Behavior and Interaction

    @Test("Use the appropriate keyboard for different types of data entry. For example, use the numeric keyboard when asking for phone numbers.")
    func keyboards() throws {
        #expect(try currency("en_US", "USD").keyboardHint == .decimalPad)
        #expect(try currency("en_US", "USD", negative: true).keyboardHint == .numbersAndPunctuation)
        #expect(CardNumberFormatter().keyboardHint == .numberPad)
        #expect(try MaskFormatter(pattern: "(###) ###-####").keyboardHint == .numberPad)
        #expect(try MaskFormatter(pattern: "AA-####").keyboardHint == .default)
        #expect(PlainTextFormatter().keyboardHint == .default)
        #expect(AffixedFormatter(CardNumberFormatter(), prefix: "#").keyboardHint == .numberPad)
    }

    @Test("Display a “Clear” button when typing in a text field.")
    func clearButtonWhileTyping() {
        var field = note(.init(), focused: false)
        #expect(!field.isClearButtonVisible)
        field.focus()
        #expect(!field.isClearButtonVisible)   // active, nothing to clear
        field.type("a")
        #expect(field.isClearButtonVisible)
        field.blur()
        #expect(!field.isClearButtonVisible)
        field.focus()
        field.setReadOnly(true)
        #expect(!field.isClearButtonVisible)
    }

    @Test("Tapping on it clears all the content in the text field.")
    func clearEmpties() {
        var field = note(.init(helperText: "Help", counter: CharacterCounter(limit: 10)), text: "Hello")
        field.show(InlineMessage(.error, "Wrong"))
        field.clear()
        #expect(field.raw.isEmpty)
        #expect(field.counterText == "0/10")
        #expect(field.message == InlineMessage(.helper, "Help"))
        #expect(field.state == .active)
    }

    // MARK: Error Handling

    @Test("Text field form cell, key value form cell, and note form cell indicate errors through color and an error icon.")
    func errorIcon() {
        var field = note(.init(isRequired: true))
        field.blur()
        #expect(field.state == .error)
        #expect(field.message?.iconName == "error")
    }

    @Test("In an error state, the helper text appears (if there is no helper text present) or changes (if there is already helper text) to a customizable error message.")
    func errorReplacesHelper() {
        var bare = note(.init(rules: [.required(message: "Tell us your name")]))
        bare.blur()
        #expect(bare.message == InlineMessage(.error, "Tell us your name"))
        var helped = note(.init(helperText: "As on your passport", rules: [.minimumLength(2)]))
        helped.type("A")
        #expect(helped.message?.kind == .helper)
        helped.blur()
        #expect(helped.message == InlineMessage(.error, "Enter at least 2 characters"))
    }

    @Test("The error state should persist until the user rectifies the error.")
    func errorPersists() {
        var field = note(.init(rules: [.minimumLength(3)]))
        field.type("a")
        field.blur()
        field.focus()
        field.type("b")
        #expect(field.state == .error)
        field.type("c")
        #expect(field.state == .typing)
    }

    @Test("In the flow shown below, the error state disappears once the user starts typing.")
    func errorGoesWhenTypingStarts() {
        var field = note(.init(rules: [.minimumLength(3)], hidesErrorWhileTyping: true))
        field.type("a")
        field.blur()
        #expect(field.state == .error)
        field.focus()
        field.type("b")
        #expect(field.state == .typing)
        field.blur()
        #expect(field.state == .error)   // still too short: the rules run again when editing ends
    }

    @Test("If there was a helper text prior to the error, the error message will revert back to the helper text.")
    func helperReturns() {
        var field = note(.init(helperText: "Your city", rules: [.required()]))
        field.blur()
        #expect(field.message?.kind == .error)
        field.focus()
        field.type("Oslo")
        #expect(field.message == InlineMessage(.helper, "Your city"))
    }

    // MARK: Character Counter

    @Test("In use cases where a user is restricted from typing over the character limit, the user’s input is automatically stopped once they reach the limit.")
    func stopAtLimit() {
        var field = note(.init(counter: CharacterCounter(limit: 5)))
        field.type("Hello")
        #expect(field.type("!").rejection == .characterLimitReached(limit: 5))
        #expect(field.value == "Hello")
        var paste = note(.init(counter: CharacterCounter(limit: 5)))
        paste.type("ab")
        paste.paste("c👩‍💻e\u{301}fg")   // cut at a grapheme boundary: the accent stays with its e
        #expect(paste.value == "abc👩‍💻e\u{301}")
        #expect(paste.text.description == "abc👩‍💻e\u{301}|")
    }

    @Test("The helper text appears or changes to “Character limit reached”.")
    func characterLimitReached() {
        var field = note(.init(helperText: "Short title", counter: CharacterCounter(limit: 3)))
        field.type("ab")
        #expect(field.message?.text == "Short title")
        field.type("c")
        #expect(field.message == InlineMessage(.helper, "Character limit reached"))
        #expect(field.state == .typing)
        field.backspace()
        #expect(field.message?.text == "Short title")
    }

    @Test("In use cases where a user is allowed to continue typing over the character limit, the component displays an error once the user’s input surpasses the limit.")
    func allowOverLimit() {
        var field = note(.init(counter: CharacterCounter(limit: 3, mode: .allowOverLimit)))
        field.type("abc")
        #expect(field.state == .typing)
        #expect(field.type("d").rejection == nil)
        #expect(field.value == "abcd")
        #expect(field.state == .error)
        #expect(field.counterText == "4/3")
        #expect(field.counterAccessibilityText == "1 character over the limit")
    }

    @Test("The real-time counter turns red and the helper text appears or changes to “Reduce the number of characters”.")
    func reduceCharacters() {
        var field = note(.init(helperText: "Bio", counter: CharacterCounter(limit: 2, mode: .allowOverLimit)))
        field.paste("abc")
        #expect(field.message == InlineMessage(.error, "Reduce the number of characters"))
        #expect(field.message?.iconName == "error")
    }

    @Test("The error state will persist until the user’s input is shortened to within the character limit.")
    func overLimitPersists() {
        var field = note(.init(helperText: "Bio", counter: CharacterCounter(limit: 2, mode: .allowOverLimit)))
        field.paste("abcd")
        field.blur()
        #expect(field.state == .error)
        field.focus()
        field.backspace()
        #expect(field.state == .error)
        field.backspace()
        #expect(field.state == .typing)
        #expect(field.message == InlineMessage(.helper, "Bio"))
    }

    // MARK: Currency Property/Format

    @Test("For currency value entries, the text field form cell displays the ISO currency code in the text field input label.")
    func currencyLabel() throws {
        let amount = FormField(formatter: try currency("de_DE", "EUR"),
                               configuration: .init(label: "Betrag", isRequired: true))
        #expect(amount.labelText == "Betrag (EUR)*")
        let wrapped = FormField(formatter: AffixedFormatter(try currency("en_US", "USD"), prefix: "$"),
                                configuration: .init(label: "Amount"))
        #expect(wrapped.labelText == "Amount (USD)")
    }

    @Test("Once the user finishes editing or inputting their entry, the text input field can also display the corresponding currency symbol.")
    func currencySymbolAfterEditing() throws {
        var amount = FormField(formatter: try currency("de_DE", "EUR"), focused: true)
        amount.type("1234,5")
        #expect(amount.text.string == "1.234,5")
        amount.blur()
        #expect(amount.text.string == "1.234,50\u{A0}€")
        #expect(amount.state == .typed)
    }

    // MARK: Variations

    @Test("If said input is required or mandatory place an asterisk (*) behind the prompt text, for example “Title*” or “Description*”.")
    func titlePrompt() {
        let title = note(.init(label: "Title", labelVariant: .title, isRequired: true))
        #expect(title.labelText == "Title*")
        #expect(title.fieldLabel?.variant == .title)
    }

    @Test("A read-only text field form cell may optionally include helper text indicating that it is a read-only field.")
    func readOnlyRefusesEdits() {
        var field = note(.init(), text: "Fixed")
        field.setReadOnly(true)
        #expect(field.type("x").rejection == .readOnly)
        #expect(field.backspace().rejection == .readOnly)
        field.clear()
        #expect(field.value == "Fixed")
        #expect(field.message?.text == "Read-only field")
    }

    @Test("An error state must include helper text indicating the nature of the error and an error icon.")
    func errorHasTextAndIcon() throws {
        var card = FormField(formatter: CardNumberFormatter(), configuration: .init(rules: [.formatterVerdict()]), focused: true)
        card.type("4111111111111112")
        card.blur()
        #expect(card.message == InlineMessage(.error, "Check the card number: it is not valid"))
        #expect(card.message?.iconName == "error")
    }

    @Test("Text field form cell states (top to bottom) – default, active, typing, typed, disabled, read-only, error")
    func states() {
        var field = note(.init(rules: [.minimumLength(2)]), focused: false)
        #expect(field.state == .default)
        field.focus()
        #expect(field.state == .active)
        field.type("a")
        #expect(field.state == .typing)
        field.blur()
        #expect(field.state == .error)
        field.focus()
        field.type("b")
        field.blur()
        #expect(field.state == .typed)
        field.setEnabled(false)
        #expect(field.state == .disabled)
        field.focus()
        #expect(!field.isFocused)
        #expect(field.type("c").rejection == .disabled)
        #expect(field.value == "ab")
        field.setEnabled(true)
        field.setReadOnly(true)
        #expect(field.state == .readOnly)
        field.setReadOnly(false)
        #expect(field.state == .typed)
    }

    // MARK: Inline validation, 2024

    @Test("Helper text variation does not have an icon.")
    func helperHasNoIcon() {
        #expect(InlineMessage(.helper, "x").iconName == nil)
        #expect(InlineMessage.Kind.allCases.filter { $0 != .helper }.allSatisfy { $0.iconName != nil })
    }

    @Test("The message may wrap to a maximum of three lines in certain uses cases.")
    func threeLines() {
        #expect(InlineMessage.Kind.allCases.allSatisfy { InlineMessage($0, "x").lineLimit == 3 })
    }

    @Test("Helper text should persist as it provides contextual information to the user.")
    func helperPersists() {
        var field = note(.init(helperText: "Max 3 words"))
        field.type("one two")
        field.blur()
        field.focus()
        field.backspace()
        #expect(field.message == InlineMessage(.helper, "Max 3 words"))
    }

    @Test("A success or warning message appears in response to a user’s interaction and may disappear.")
    func temporaryMessages() {
        var field = note(.init(helperText: "Help"))
        field.type("ada")
        field.show(InlineMessage(.success, "Username is available"))
        #expect(field.message?.kind == .success)
        field.type("m")
        #expect(field.message == InlineMessage(.helper, "Help"))
        var warned = note(.init(rules: [.custom("test-name", critical: false) { value, _ in
            value == "test" ? InlineMessage(.warning, "Is this a real name?") : nil
        }]))
        warned.type("test")
        warned.blur()
        #expect(warned.message == InlineMessage(.warning, "Is this a real name?"))
        #expect(warned.state == .typed)
    }

    @Test("An error message similarly appears in response to a user’s interaction but will disappear once the error has been corrected.")
    func errorAfterInteraction() {
        var field = note(.init(isRequired: true), focused: false)
        #expect(field.message == nil)   // not before the user interacts
        field.focus()
        #expect(field.message == nil)
        field.blur()
        #expect(field.message?.kind == .error)
        field.focus()
        field.type("x")
        #expect(field.message == nil)   // gone the moment it is corrected
    }

    @Test("In certain use cases, error messages may also be used in conjunction with a page-level error banner.")
    func banner() {
        var name = note(.init(label: "Name", isRequired: true))
        var city = note(.init(label: "City", isRequired: true))
        let fine = note(.init(label: "Note"), text: "ok")
        name.blur()
        let one = FormSummary(fields: [name.summary(id: "name"), fine.summary(id: "note"), city.summary(id: "city")])
        #expect(one.bannerText == "1 field needs attention")
        city.blur()
        let two = FormSummary(fields: [name.summary(id: "name"), fine.summary(id: "note"), city.summary(id: "city")])
        #expect(two.fieldsInError.map(\.id) == ["name", "city"])
        #expect(two.fieldsInError.first?.message?.text == "Enter a value")
        #expect(two.bannerText == "2 fields need attention")
        #expect(FormSummary(fields: [fine.summary(id: "note")]).bannerText == nil)
    }

    @Test("If there are critical errors, the user may be required to correct the errors before being permitted to proceed with input or form submission.")
    func criticalErrors() {
        var name = note(.init(label: "Name", isRequired: true))
        var nickname = note(.init(label: "Nickname", rules: [.minimumLength(3, critical: false)]))
        nickname.type("Al")
        nickname.blur()
        #expect(!FormSummary(fields: [name.summary(id: "name"), nickname.summary(id: "nick")]).maySubmit)
        name.type("Alan")
        #expect(FormSummary(fields: [name.summary(id: "name"), nickname.summary(id: "nick")]).maySubmit)
        let strict = FormSummary(fields: [name.summary(id: "name"), nickname.summary(id: "nick")], criticalRules: ["minimum-length"])
        #expect(!strict.maySubmit)
    }

    @Test("If there is a success, warning, or error message related to the form cell that needs to be displayed temporarily, the helper text will revert back.")
    func helperRevertsAfterTemporaryMessage() {
        var field = note(.init(helperText: "Help"))
        field.type("a")
        field.show(InlineMessage(.warning, "Check"))
        field.type("b")
        #expect(field.message == InlineMessage(.helper, "Help"))
    }
}
