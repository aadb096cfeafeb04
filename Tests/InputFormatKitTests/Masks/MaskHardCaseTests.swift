@testable import InputFormatKit
import Testing

/// The mask rows of the hard cases of the CaretRules article, mask `(###) ###-####`.
@Suite("Hard cases, masks")
struct MaskHardCaseTests {
    let phone: MaskFormatter

    init() throws {
        phone = try MaskFormatter(pattern: "(###) ###-####")
    }

    @Test("backspace: digits after the deleted one move left")
    func backspaceShifts() {
        #expect(phone.key("⌫", at: field("(555) 12|3-4567")).field == field("(555) 1|34-567"))
    }

    @Test("backspace after a literal deletes the digit before it (rule 2)", arguments: ["(555)| 123-4567", "(555) |123-4567"])
    func backspaceOverLiterals(start: String) {
        let result = phone.key("⌫", at: field(start))
        #expect(result.field == field("(55|1) 234-567"))
        #expect(result.value == "551234567")
    }

    @Test("forward delete before a literal deletes the digit after it")
    func forwardDeleteOverLiteral() {
        #expect(phone.key("⌦", at: field("(555|) 123-4567")).field == field("(555|) 234-567"))
    }

    @Test("a text longer than the mask, set from outside, shrinks by backspace with no digit lost")
    func overlongTextShrinks() throws {
        let short = try MaskFormatter(pattern: "###-##")
        // Two digits past the mask's end follow it ungrouped; a backspace takes the digit
        // before the caret and lays the rest out, those past the end still ungrouped.
        let overlong = field("123-4567|")
        #expect(short.layout(raw: short.rawText(of: overlong.string)).text == overlong.string)
        let once = short.key("⌫", at: overlong)
        #expect(once.rejection == nil)
        #expect(once.field == field("123-456|"))
        #expect(once.value == "123456")
        #expect(short.key("⌫", at: field("1|23-4567")).field == field("|234-567"))
    }

    @Test("a digit past the end of a full mask is refused, nothing dropped (rule 3)")
    func fullMask() {
        let result = phone.key("9", at: field("(555) 1|23-4567"))
        #expect(result.field == field("(555) 1|23-4567"))
        #expect(result.rejection == .maskFull(slots: 10))
    }

    @Test("typing over a selection replaces it (rule 4)")
    func selectionReplacement() {
        #expect(phone.key("9", at: field("(555) [123]-4567")).field == field("(555) 9|45-67"))
    }

    @Test("pasted text with the mask's own shape is read through it")
    func pasteShape() {
        let result = phone.apply(.paste("+1 (555) 123-4567", in: .empty), to: .empty)
        #expect(result.field == field("(555) 123-4567|"))
    }

    @Test("a mask's own unfinished text pasted back gives the same characters, literal digits left out")
    func pasteOwnPartialText() throws {
        let russian = try MaskFormatter(pattern: "+7 (###) ###-##-##")
        let typed = russian.typing("123456")
        #expect(typed.string == "+7 (123) 456")
        let pasted = russian.apply(.paste(typed.string, in: .empty), to: .empty)
        #expect(pasted.value == "123456")
        #expect(pasted.field == typed)
        // A number without the mask's shape is still read whole: its 7 is a digit.
        #expect(russian.apply(.paste("7 123 456", in: .empty), to: .empty).value == "7123456")
    }

    @Test("a whole-text replacement acts as a paste (autofill)")
    func wholeReplacement() {
        let start = field("(555) 1|23")
        let result = phone.apply(Edit(replacing: 0..<start.utf16Count, with: "(650) 253-2222"), to: start)
        #expect(result.field == field("(650) 253-2222|"))
    }
}

@Suite("Masks")
struct MaskTests {
    @Test("literals appear when the next raw character is typed, never dangling")
    func literalsAppear() throws {
        let phone = try MaskFormatter(pattern: "(###) ###-####")
        #expect(phone.typing("5") == field("(5|"))
        #expect(phone.typing("555") == field("(555|"))
        #expect(phone.typing("5554") == field("(555) 4|"))
        #expect(phone.typing("555⌫") == field("(55|"))
        #expect(phone.typing("5⌫") == field("|"))
    }

    @Test("digits of any script are stored as ASCII")
    func nativeDigits() throws {
        let date = try MaskFormatter(pattern: "##/##/####")
        let state = date.typing("٠١۰۲२०२६")
        #expect(state == field("01/02/2026|"))
    }

    @Test("letters and digits go only in their slots")
    func slotKinds() throws {
        let plate = try MaskFormatter(pattern: "AA-####")
        #expect(plate.typing("Bé12") == field("Bé-12|"))
        #expect(plate.key("1", at: field("B|")).rejection == .characterNotAccepted("1"))
        #expect(plate.key("x", at: field("AB-1|")).rejection == .characterNotAccepted("x"))
        // Deleting a letter would pull a digit into a letter slot: refused, the text kept.
        let result = plate.key("⌫", at: field("AB|-12"))
        #expect(result.rejection == .wouldMoveIntoWrongSlot("1"))
        #expect(result.field == field("AB|-12"))
        let mixed = try MaskFormatter(pattern: "**-**")
        #expect(mixed.typing("a1b2") == field("a1-b2|"))
    }

    @Test("escaped characters are literals, literal digits are not raw")
    func escapes() throws {
        let code = try MaskFormatter(pattern: "+1 \\A ###")
        let state = code.typing("42")
        #expect(state == field("+1 A 42|"))
        #expect(code.rawText(of: state.string) == "42")
        #expect(code.key("⌫", at: field("+1 A |42")).rejection == .nothingToDelete)
    }

    @Test("a paste without the mask's shape keeps what the slots take")
    func pasteFiltered() throws {
        let phone = try MaskFormatter(pattern: "(###) ###-####")
        #expect(phone.apply(.paste("555.123.4567", in: .empty), to: .empty).field == field("(555) 123-4567|"))
        #expect(phone.apply(.paste("555 12", in: field("(1|")), to: field("(1|")).field == field("(155) 512|"))
        #expect(phone.apply(.paste("555 1234 5678", in: .empty), to: .empty).rejection == .maskFull(slots: 10))
        #expect(phone.apply(.paste("55x", in: .empty), to: .empty).rejection == .characterNotAccepted("x"))
    }

    /// Pastes outside ASCII take the path over characters, which reads by the same rules as the
    /// path over bytes (both are one algorithm, `MaskElement`): what differs is what a character
    /// is, not what the mask does with it.
    @Test("a paste outside ASCII is read by the same rules, native digits stored, an emoji refused")
    func pasteOutsideASCII() throws {
        let phone = try MaskFormatter(pattern: "(###) ###-####")
        let start = field("(1|")
        // The mask's shape, in Arabic-Indic digits: read through it.
        #expect(phone.apply(.paste("(٥٥٥) ١٢٣-٤٥٦٧", in: .empty), to: .empty).field == field("(555) 123-4567|"))
        // Punctuation outside ASCII (an em dash, a no-break space) is left out, as `-` and ` ` are.
        #expect(phone.apply(.paste("٥٥٥\u{00A0}—\u{00A0}١٢", in: start), to: start).field == field("(155) 512|"))
        // A currency sign is left out too (a phone number refuses one: `PhoneFieldTests`).
        #expect(phone.apply(.paste("٥٥٥ €", in: start), to: start).field == field("(155) 5|"))
        // An emoji is no letter, digit, space, punctuation or symbol a key could mean: refused,
        // the field as it was.
        let emoji = phone.apply(.paste("555🙂1234", in: start), to: start)
        #expect(emoji.rejection == .characterNotAccepted("🙂"))
        #expect(emoji.field == start)
        // A part of the shape from its start is read through it, in characters as in bytes.
        #expect(phone.apply(.paste("(٥٥٥) ١", in: .empty), to: .empty).field == field("(555) 1|"))
    }

    /// Raw characters a formatter author hands over with digits outside ASCII (edits never
    /// make them) choose their mask as they are, as the layout chooses it: a deletion is
    /// checked against the mask the field shows, not the one their ASCII digits would choose.
    @Test("a deletion chooses the mask from the raw characters as they are, as the layout does")
    func deletionChoosesMaskAsLaidOut() {
        let cards = MaskFormatter(masks: CardBrand.maskSet)
        let raw = "1٢٥٤١" + String(repeating: "4", count: 14)   // 19 characters: the fallback mask's 19 slots
        #expect(cards.layout(raw: raw).text.count == 19 + 4)     // laid out in the fallback mask
        // "٢٥٤١…" left: still the fallback (as "2541…" it would be a 16-digit Mastercard).
        #expect(cards.replace(0..<1, in: raw, with: .deletion(.forward)) == .replaced(raw: String(raw.dropFirst()), selection: 0..<0))
    }

    @Test("malformed masks are typed errors", arguments: [
        ("", ConfigurationError.emptyMask), ("##\\", .maskEndsWithEscape("##\\")), ("()-", .maskWithoutSlot("()-")), ("\\#", .maskWithoutSlot("\\#")),
    ])
    func malformed(pattern: String, error: ConfigurationError) {
        #expect(throws: error) { try Mask(pattern) }
    }

    @Test("formatting the output again changes nothing (rule 6)")
    func idempotent() throws {
        let phone = try MaskFormatter(pattern: "(###) ###-####")
        for digits in ["", "5", "555", "5551", "5551234567"] {
            let text = phone.layout(raw: digits).text
            #expect(phone.rawText(of: text) == digits)
            #expect(phone.layout(raw: phone.rawText(of: text)).text == text)
        }
    }
}
