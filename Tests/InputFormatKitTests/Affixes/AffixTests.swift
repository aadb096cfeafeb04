@testable import InputFormatKit
import Testing

@Suite("Prefix and suffix around any formatter")
struct AffixTests {
    let dollars: AffixedFormatter<CurrencyFormatter>
    let euros: AffixedFormatter<CurrencyFormatter>
    let weight: AffixedFormatter<PlainTextFormatter>

    init() throws {
        dollars = AffixedFormatter(try currency("en_US", "USD"), prefix: "$")
        euros = AffixedFormatter(try currency("de_DE", "EUR"), suffix: " €")
        weight = AffixedFormatter(PlainTextFormatter(), suffix: " kg")
    }

    // MARK: The hard cases of the CaretRules article with `$` as a prefix

    @Test("$1,|234.56 backspace → $|234.56")
    func backspaceOverGroupingAfterPrefix() {
        #expect(dollars.key("⌫", at: field("$1,|234.56")).field == field("$|234.56"))
    }

    @Test("$|1,234.56 backspace → unchanged: the prefix is not editable, and the field says so")
    func backspaceIntoPrefix() {
        let result = dollars.key("⌫", at: field("$|1,234.56"))
        #expect(result.field == field("$|1,234.56"))
        #expect(result.rejection == .nothingToDelete)
    }

    @Test("[$1,234.56] type 7 → $7|: select-all replaces the value and keeps the affixes")
    func selectAllThenType() {
        #expect(dollars.key("7", at: field("[$1,234.56]")).field == field("$7|"))
        #expect(euros.key("7", at: field("[1.234,5 €]")).field == field("7| €"))
    }

    @Test("$1,234.56| type 7 → refused by the wrapped formatter's minor units")
    func minorUnitsThroughAffix() {
        #expect(dollars.key("7", at: field("$1,234.56|")).rejection == .tooManyFractionDigits(maximum: 2))
    }

    // MARK: Caret placement

    @Test("the suffix follows the last character of the value as the user types")
    func suffixFollows() {
        #expect(euros.typing("1234") == field("1.234| €"))
        #expect(weight.typing("80") == field("80| kg"))
    }

    @Test("forward delete at the end of the value does nothing and says so")
    func forwardDeleteIntoSuffix() {
        let result = euros.key("⌦", at: field("12| €"))
        #expect(result.field == field("12| €"))
        #expect(result.rejection == .nothingToDelete)
    }

    @Test("a caret set inside the prefix goes to the value's start, inside the suffix to its end")
    func caretOutOfAffixes() {
        let state = field("$12|")
        #expect(dollars.select(0..<0, in: state).selection == 1..<1)
        let kilos = field("80| kg")
        for offset in 3...5 { #expect(weight.select(offset..<offset, in: kilos).selection == 2..<2) }
    }

    @Test("a selection spanning an affix and the value touches only the value")
    func selectionAcrossAffix() {
        #expect(weight.select(1..<5, in: field("80| kg")).selection == 1..<2)
        let result = weight.apply(Edit(replacing: 1..<5, with: ""), to: FieldText("80 kg", selection: 1..<5))
        #expect(result.field == field("8| kg"))
        #expect(result.value == "8")
    }

    @Test("typing with the caret inside an affix (a UI that put it there) lands in the value")
    func typingFromInsideAffix() {
        let result = weight.apply(Edit(replacing: 4..<4, with: "5"), to: FieldText("80 kg", selection: 4..<4))
        #expect(result.field == field("805| kg"))
    }

    // MARK: Visibility

    @Test("by default affixes show only while the value is not empty")
    func visibilityWhileNotEmpty() {
        #expect(weight.typing("8") == field("8| kg"))
        #expect(weight.typing("8⌫") == field("|"))
        #expect(weight.layout(raw: "").text == "")
    }

    @Test("affixes may always show; the empty field's caret sits between them")
    func visibilityAlways() {
        let always = AffixedFormatter(PlainTextFormatter(), prefix: "≈ ", suffix: " / month", visibility: .always)
        var field = InputField(formatter: always)
        #expect(field.text == FieldText("≈  / month", selection: 2..<2))
        field.type("12")
        #expect(field.text == FieldText("≈ 12 / month", selection: 4..<4))
        field.backspace(); field.backspace()
        #expect(field.text == FieldText("≈  / month", selection: 2..<2))
        #expect(field.backspace().rejection == .nothingToDelete)
    }

    // MARK: Paste and value

    @Test("pasted text that carries the affixes has them stripped once", arguments: ["$12.50", "12.50", " $12.50 "])
    func pasteWithAffix(text: String) {
        let result = dollars.apply(.paste(text, in: .empty), to: .empty)
        #expect(result.field == field("$12.50|"))
        #expect(result.value?.description == "12.5")
    }

    @Test("a suffix is stripped once from a paste, never more")
    func pasteSuffix() {
        #expect(weight.apply(.paste("80 kg", in: .empty), to: .empty).field == field("80| kg"))
        #expect(weight.apply(.paste("80", in: .empty), to: .empty).field == field("80| kg"))
        #expect(weight.apply(.paste("5 kg kg", in: .empty), to: .empty).value == "5 kg")
    }

    @Test("a character that would join an affix into one character is refused, the field unchanged")
    func joiningAffixRefused() {
        let monthly = AffixedFormatter(PlainTextFormatter(), prefix: " / month", suffix: "Card ")
        // A lone combining acute after the prefix's h would show as “ḿ”: the prefix's letter.
        let mark = monthly.apply(.typing("\u{301}", in: .empty), to: .empty)
        #expect(mark.rejection == .characterNotAccepted("\u{301}"))
        #expect(mark.field == .empty)
        // After a letter of the value it joins that letter, as in any text.
        let accented = monthly.typing("e\u{301}")
        #expect(accented.string == " / monthéCard ")
        #expect(monthly.value(raw: monthly.rawText(of: accented.string)) == "é")
        // An emoji and a ZWJ at the value's end would join a suffix that starts with an emoji.
        let thumbs = AffixedFormatter(PlainTextFormatter(), suffix: "👍")
        #expect(thumbs.apply(.paste("1😀\u{200D}", in: .empty), to: .empty).rejection == .characterNotAccepted("😀\u{200D}"))
        #expect(thumbs.apply(.paste("a\u{200D}", in: .empty), to: .empty).rejection == nil)   // no emoji before the ZWJ
    }

    @Test("affixes never enter the value nor what the wrapped formatter reads")
    func valueWithoutAffixes() {
        #expect(weight.rawText(of: "80 kg") == "80")
        #expect(euros.rawText(of: "1.234,5 €") == "1234.5")
        #expect(dollars.value(raw: dollars.rawText(of: "$7"))?.description == "7")
    }

    @Test("a mask and a card field take affixes the same way")
    func maskAndCard() throws {
        let phone = AffixedFormatter(try MaskFormatter(pattern: "(###) ###-####"), prefix: "+1 ")
        #expect(phone.typing("5551") == field("+1 (555) 1|"))
        #expect(phone.key("⌫", at: field("+1 (|555) 1")).rejection == .nothingToDelete)
        #expect(phone.apply(.paste("+1 (650) 253-2222", in: .empty), to: .empty).field == field("+1 (650) 253-2222|"))
        let card = AffixedFormatter(CardNumberFormatter(), prefix: "💳 ")
        let state = card.typing("4⌫37")
        #expect(state == field("💳 37|"))
        #expect(card.value(raw: card.rawText(of: state.string))?.brand == .americanExpress)
        #expect(card.select(1..<1, in: state).selection == 3..<3)   // never inside the emoji's surrogate pair
    }

    @Test("blur shows the finished text between the affixes; focus brings back the editing form")
    func blurAndFocus() {
        var field = InputField(formatter: euros)
        field.type("12,5")
        field.blur()
        #expect(field.text.string == "12,50\u{A0}€ €")   // the wrapped display keeps its own symbol
        field.focus()
        #expect(field.text == FieldText("12,5 €", selection: 4..<4))
        field.clear()
        #expect(field.text == .empty)
    }

    // MARK: Right to left

    @Test("in a right-to-left field each affix is isolated, and the caret never enters the isolate")
    func rightToLeft() throws {
        let formatter = AffixedFormatter(try currency("ar_EG", "EGP"), suffix: " kg", direction: .rightToLeft)
        let state = formatter.typing("12")
        #expect(state.string == "١٢\u{2068} kg\u{2069}")
        #expect(state.selection == 2..<2)
        for offset in 2...state.utf16Count {
            #expect(formatter.select(offset..<offset, in: state).selection == 2..<2)
        }
        #expect(formatter.key("⌦", at: state).rejection == .nothingToDelete)
        #expect(formatter.apply(.paste("٣٤ kg", in: .empty), to: .empty).value?.description == "34")
        let prefixed = AffixedFormatter(try currency("he_IL", "ILS"), prefix: "≈ ", direction: .rightToLeft)
        #expect(prefixed.typing("5") == FieldText("\u{2068}≈ \u{2069}5", selection: 5..<5))
    }

    @Test("from an empty field, a wrapped time field keeps the keys typed, as without affixes: typed as pasted")
    func wrappedTimeKeepsItsKeys() throws {
        // Found by the properties (seed 7075140221943679503, "typed and pasted"): in bas_CM with
        // the prefix ` €` and the suffix ` kg`, `AA305` typed was 03:05, each `A` taken alone,
        // where its paste is refused ("AA305" is not a time).
        for visibility in [AffixedFormatter<TimeOfDayFormatter>.Visibility.whileNotEmpty, .always] {
            let formatter = AffixedFormatter(try TimeOfDayFormatter(locale: "bas_CM"), prefix: " €", suffix: " kg", visibility: visibility)
            var typed = InputField(formatter: formatter)
            typed.type("A")
            let second = typed.type("A")
            #expect(second.rejection == .notATime("AA"), "\(visibility)")
            var pasted = InputField(formatter: formatter)
            #expect(pasted.paste("AA305").rejection == .notATime("AA305"))
        }
    }
}
