import Foundation
@_spi(Internals) @testable import InputFormatKit
import Testing

/// The caret rules of the CaretRules article on phone fields, and the field's rules for what it
/// takes.
@Suite("Phone fields")
struct PhoneFieldTests {
    let us: PhoneFormatter
    let de: PhoneFormatter

    init() throws {
        us = try PhoneFormatter(region: "US")
        de = try PhoneFormatter(region: "DE")
    }

    @Test("typing groups as the leading digits decide, and the caret stays after the typed digit")
    func typingRegroups() {
        #expect(us.typing("2015550") == field("201-5550|"))
        // The eighth digit switches to the area-code format: the caret is still after it.
        #expect(us.typing("20155501") == field("(201) 555-01|"))
        #expect(de.typing("030123456") == field("030 123456|"))
    }

    @Test("after 00 and a country code the text ends in a space, as libphonenumber shows it, the caret before it")
    func internationalPrefixTrailingSpace() throws {
        // libphonenumber 9.0.43's AsYouTypeFormatter("AC") gives "00 7 " for 0, 0, 7, and
        // remembers position 4 for the last digit.
        #expect(try PhoneFormatter(region: "AC").typing("007") == field("00 7| "))
    }

    @Test("one character typed over a select-all is a keystroke: a space is refused, a digit replaces all")
    func keyOverSelectAll() throws {
        let ac = try PhoneFormatter(region: "AC")
        let all = field("[00 7 ]")
        let space = ac.key(" ", at: all)
        #expect(space.rejection == .characterNotAccepted(" "))
        #expect(space.field == all)
        #expect(ac.key("5", at: all).field == field("5|"))
        #expect(us.key("7", at: field("[(201) 555-0123]")).field == field("7|"))
    }

    @Test("typing in the middle keeps the caret after the new digit when the grouping changes")
    func typingInMiddle() {
        let result = us.key("9", at: field("201-|5550"))
        #expect(result.field == field("(201) 9|55-50"))
        #expect(result.value?.digits == "20195550")
    }

    @Test("backspace after a grouping literal deletes the digit before it (rule 2)", arguments: ["(201) |555-0123", "(201)| 555-0123"])
    func backspaceOverLiteral(start: String) {
        let result = us.key("⌫", at: field(start))
        #expect(result.field == field("(20|5) 550-123"))
        #expect(result.value?.digits == "205550123")
        #expect(result.field.selection.isEmpty)
    }

    @Test("forward delete before a grouping literal deletes the digit after it")
    func forwardDeleteOverLiteral() {
        let result = us.key("⌦", at: field("(201) 555|-0123"))
        #expect(result.value?.digits == "201555123")
        // The caret stays after the same digit, the last 5 of 555.
        #expect(result.field == field("(201) 555|-123"))
    }

    @Test("typing over a selection replaces the selected digits (rule 4)")
    func selectionReplacement() {
        let result = us.key("9", at: field("(201) [555]-0123"))
        #expect(result.value?.digits == "20190123")
        #expect(result.field == field("(201) 9|01-23"))
    }

    @Test("a formatted number pasted keeps its digits and its leading +", arguments: [
        ("+1 (650) 253-2222", "+1 650-253-2222|", "US"),
        ("(650) 253-2222", "(650) 253-2222|", "US"),
        ("+44 20 7031 3000", "+44 20 7031 3000|", "GB"),
        ("+49 (0)30 123456", "+49 30 123456|", "DE"),
        ("＋８１ ３-１２３４-５６７８", "+81 3-1234-5678|", "JP"),
    ])
    func pasteFormatted(pasted: String, shown: String, region: String) {
        let result = us.apply(.paste(pasted, in: .empty), to: .empty)
        #expect(result.rejection == nil)
        #expect(result.field == field(shown))
        #expect(result.value?.region == region)
    }

    @Test("pasted ASCII text is read byte by byte exactly as character by character: every ASCII character, CR LF, a + late, a trunk (0)")
    func pastedASCIIReadAsCharacters() {
        // A left-to-right mark at the end, left out, sends the same text down the path for any text.
        func characterByCharacter(_ text: String) -> Result<String, EditRejection> { PhoneFormatter.read(text + "\u{200E}") }
        var texts = (0..<128).map { "1" + String(UnicodeScalar(UInt8($0))) + "2" }
        texts += (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        // Every ASCII character before a `+` and a trunk `(0)`: only white space leaves the `+`
        // first, so that the `(0)` is left out.
        texts += (0..<128).map { String(UnicodeScalar(UInt8($0))) + "+49 (0)30 1" }
        texts += ["+1 (650) 253-2222", "\r\n+44\t20", "  +49 (0)30 123456", "1+2", "12a", "(0)12", "+(0", "$5", ""]
        for text in texts {
            #expect(PhoneFormatter.read(text) == characterByCharacter(text), "\(text.debugDescription)")
        }
        #expect(PhoneFormatter.read("+49 (0)30 1") == .success("+49301"))
        // What stands on either side of the trunk prefix is read as pasted: the joiner before it
        // does not make the emoji after it a punctuation mark's.
        #expect(PhoneFormatter.read("+49 ‼\u{200D}(0)🙂30 1") == .failure(.characterNotAccepted("🙂")))
        #expect(PhoneFormatter.read("6a") == .failure(.characterNotAccepted("a")))
        // Punctuation and symbols are left out as a mask leaves them out (`PastedSeparator`),
        // but a currency sign refuses the paste: an amount is no phone number.
        #expect(PhoneFormatter.read("٠٣٠ — ١٢") == .success("03012"))
        #expect(PhoneFormatter.read("€5") == .failure(.characterNotAccepted("€")))
    }

    @Test("+ and a calling code switch to that country's international format; the region is then known")
    func plusSwitchesCountry() {
        let typed = us.typing("+442070313000")
        #expect(typed == field("+44 20 7031 3000|"))
        #expect(us.value(raw: "+442070313000")?.region == "GB")
        #expect(us.value(raw: "+442070313000")?.e164 == "+442070313000")
        #expect(us.value(raw: "+4")?.region == nil)
    }

    @Test("the US dialling prefix 011 is set apart before the calling code")
    func diallingPrefix() {
        #expect(us.typing("011442070313000") == field("011 44 20 7031 3000|"))
    }

    @Test("where no format fits, the digits stay ungrouped and none is dropped")
    func ungrouped() {
        let typed = us.typing("0123456789012")
        #expect(typed.string == "0123456789012")
        #expect(us.value(raw: "0123456789012")?.digits == "0123456789012")
    }

    @Test("digits of other scripts are stored as ASCII", arguments: ["٦٥٠٢٥٣٢٢٢٢", "६५०२५३२२२२", "６５０２５３２２２２"])
    func otherScripts(digits: String) {
        let result = us.apply(.paste(digits, in: .empty), to: .empty)
        #expect(result.field == field("(650) 253-2222|"))
        #expect(result.value?.digits == "6502532222")
    }

    @Test("a + anywhere but the start, a letter, or a space typed is refused and the text kept")
    func refusals() {
        let start = field("(650) 2|53-2222")
        #expect(us.key("+", at: start).rejection == .plusNotAtStart)
        #expect(us.key("a", at: start).rejection == .characterNotAccepted("a"))
        #expect(us.key(" ", at: start).rejection == .characterNotAccepted(" "))
        #expect(us.key("a", at: start).field == start)
        #expect(us.apply(.paste("1-800-FLOWERS", in: .empty), to: .empty).rejection == .characterNotAccepted("F"))
    }

    @Test("at most twenty digits; a longer paste is refused whole")
    func maximumDigits() {
        let full = us.typing(String(repeating: "0", count: 20))
        #expect(us.key("1", at: full).rejection == .tooManyDigits(maximum: 20))
        let paste = String(repeating: "5", count: 1_000_000)
        #expect(us.apply(.paste(paste, in: .empty), to: .empty).rejection == .tooManyDigits(maximum: 20))
    }

    @Test("validity follows libphonenumber's patterns: incomplete, valid, too long")
    func validity() {
        #expect(us.value(raw: "650253")?.validation == .incomplete)
        #expect(us.value(raw: "6502532222")?.validation == .valid)
        #expect(us.value(raw: "65025322221")?.validation == .tooLong)
        #expect(de.value(raw: "01512")?.validation != .valid)
        #expect(de.value(raw: "015123456789")?.validation == .valid)
        #expect(de.value(raw: "015123456789")?.e164 == "+4915123456789")
    }

    @Test("+1 numbers are told apart by area code once complete")
    func northAmericanRegions() {
        #expect(us.value(raw: "+14165550123")?.region == "CA" || us.value(raw: "+16135550123")?.region == "CA")
        #expect(us.value(raw: "+12015550123")?.region == "US")
    }

    @Test("unknown region codes are typed errors", arguments: ["XX", "", "001", "USA"])
    func unknownRegion(code: String) {
        #expect(throws: ConfigurationError.unknownRegion(code)) { try PhoneFormatter(region: code) }
    }

    @Test("region codes are read in any letter case")
    func regionCase() throws {
        #expect(try PhoneFormatter(region: "gb").region == "GB")
    }
}

@Suite("Phone fields with affixes")
struct AffixedPhoneTests {
    @Test("a prefix stays in front of the regrouping number; backspace at the value's start does nothing")
    func prefixAroundPhone() throws {
        let formatter = AffixedFormatter(try PhoneFormatter(region: "US"), prefix: "Tel. ")
        let typed = formatter.typing("20155501")
        #expect(typed == field("Tel. (201) 555-01|"))
        #expect(formatter.value(raw: formatter.rawText(of: typed.string))?.digits == "20155501")
        let atStart = formatter.apply(.backspace(in: field("Tel. |(201) 555-01")), to: field("Tel. |(201) 555-01"))
        #expect(atStart.rejection == .nothingToDelete)
    }
}

@Suite("Phone fields in a form")
struct PhoneFormFieldTests {
    @Test("an incomplete number is an error once editing ends, gone the moment it is complete")
    func incompleteThenComplete() throws {
        var field = FormField(formatter: try PhoneFormatter(region: "US"), configuration: .init(label: "Phone", rules: [.formatterVerdict()]))
        field.focus()
        _ = field.type("650253")
        field.blur()
        #expect(field.message?.kind == .error)
        #expect(field.message?.text == "Enter the whole phone number")
        field.focus()
        _ = field.type("2222")
        #expect(field.message?.kind != .error)
    }

    @Test("too long and not-a-number verdicts, and the phone pad", arguments: [
        ("65025322221", "phone.too-long"), ("0123456789", "phone.invalid"), ("6502532222", nil),
    ])
    func verdicts(raw: String, code: String?) throws {
        let formatter = try PhoneFormatter(region: "US")
        #expect(formatter.verdict(raw: raw)?.code.rawValue == code)
        #expect(formatter.keyboardHint == .phonePad)
    }

    @Test("more digits than any number has, in a text set from outside the field, make a number too long, not none")
    func longerThanAnyNumber() throws {
        let us = try PhoneFormatter(region: "US")
        let national = String(repeating: "6", count: 25)
        #expect(us.value(raw: national)?.validation == .tooLong)
        #expect(us.value(raw: national)?.nationalNumber.count == 25)
        #expect(us.verdict(raw: national)?.code == .phoneTooLong)
        let international = "+44" + String(repeating: "2", count: 30)
        #expect(us.value(raw: international)?.countryCode == 44)
        #expect(us.value(raw: international)?.validation == .tooLong)
        // The stateless path reads such a text whole: a keystroke is refused, the value is kept.
        let text = FieldText(national, selection: 25..<25)
        let result = us.apply(.typing("1", in: text), to: text)
        #expect(result.rejection == .tooManyDigits(maximum: PhoneFormatter.maximumDigits))
        #expect(result.value?.validation == .tooLong)
    }

    @Test("the release of libphonenumber whose formats group a number is the one NOTICE attributes")
    func formatsVersion() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let notice = try String(contentsOf: root.appendingPathComponent("NOTICE"), encoding: .utf8)
        #expect(PhoneFormatter.formatsVersion.split(separator: ".").count == 3)
        #expect(notice.contains("phonenumbers \(PhoneFormatter.formatsVersion) distributes"), "NOTICE attributes another release")
    }
}
