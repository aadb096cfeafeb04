import Foundation
import InputFormatKit
import InputFormatReplay
import Testing

/// Hostile input, each with its defined outcome: accepted, normalised, or refused with a
/// reason — never a crash, and a refused edit keeps every character the field had.
@Suite("Hostile input")
struct HostileInputTests {
    static let megabyte = String(repeating: "7", count: 1_000_000)

    @Test("a 1 MB paste is refused whole by fields with a limit, the field unchanged")
    func megabytePasteRefused() throws {
        let start = field("12|3")
        let mask = try MaskFormatter(pattern: "(###) ###-####").apply(.paste(Self.megabyte, in: field("(123|")), to: field("(123|"))
        #expect(mask.rejection == .maskFull(slots: 10))
        #expect(mask.field == field("(123|"))
        // Longer than any amount or phone number is written with (PasteBound): its beginning
        // is read for its reason, the rest never.
        let amount = try currency("en_US", "USD").apply(.paste(Self.megabyte, in: start), to: start)
        #expect(amount.rejection == .tooManyIntegerDigits(maximum: 15))
        #expect(amount.field == start)
        let number = try NumberFieldFormatter(locale: "de_DE").apply(.paste(Self.megabyte, in: start), to: start)
        #expect(number.rejection == .tooManyIntegerDigits(maximum: 15))
        #expect(number.field == start)
        let phone = try PhoneFormatter(region: "US").apply(.paste(Self.megabyte, in: start), to: start)
        #expect(phone.rejection == .tooManyDigits(maximum: 20))
        #expect(phone.field == start)
        let card = CardNumberFormatter().apply(.paste(Self.megabyte, in: .empty), to: .empty)
        #expect(card.rejection != nil)
        #expect(card.field == .empty)
    }

    @Test("a paste longer than any date, time, expiry date, IBAN, amount or phone number is refused unread: a value and a megabyte of spaces")
    func fixedShapePasteRefusedUnread() throws {
        // Read, each value would be taken (a paste's spaces around a value are trimmed): refused
        // unread, the field unchanged and the refusal quoting the paste's beginning.
        let spaces = String(repeating: " ", count: 1_000_000)
        var date = InputField(formatter: try DateFieldFormatter(locale: "en_US"))
        #expect(date.paste("11/25/2026" + spaces).rejection == .notADate("11/25/2026" + String(repeating: " ", count: 30) + "…"))
        #expect(date.raw.isEmpty)
        #expect(date.paste("11/25/2026 ").rejection == nil)
        var time = InputField(formatter: try TimeOfDayFormatter(locale: "en_US"))
        _ = time.paste("9:41 PM")
        let shown = time.text
        #expect(time.paste("9:41 AM" + spaces).rejection.map { if case .notATime = $0 { true } else { false } } == true)
        #expect(time.text == shown)
        var expiry = InputField(formatter: ExpiryDateFormatter(year: 2026, month: 11))
        #expect(expiry.paste("12/27" + spaces).rejection.map { if case .notAnExpiryDate = $0 { true } else { false } } == true)
        #expect(expiry.raw.isEmpty)
        var iban = InputField(formatter: IBANFormatter())
        #expect(iban.paste("DE89 3704 0044 0532 0130 00" + spaces).rejection == .maskFull(slots: 34))
        #expect(iban.raw.isEmpty)
        #expect(iban.paste("DE89 3704 0044 0532 0130 00 ").rejection == nil)
        var amount = InputField(formatter: try currency("de_DE", "EUR"))
        #expect(amount.paste("12,50" + spaces).rejection.map { if case .notAQuantity = $0 { true } else { false } } == true)
        #expect(amount.raw.isEmpty)
        var phone = InputField(formatter: try PhoneFormatter(region: "US"))
        #expect(phone.paste("201-555-0123" + spaces).rejection.map { if case .notAPhoneNumber = $0 { true } else { false } } == true)
        #expect(phone.raw.isEmpty)
    }

    @Test("a 1 MB paste into a plain text field keeps every character, the caret after them")
    func megabytePasteKept() {
        var text = InputField(formatter: PlainTextFormatter())
        _ = text.type("a")
        let result = text.paste(Self.megabyte)
        #expect(result.rejection == nil)
        #expect(text.value?.count == 1_000_001)
        #expect(text.text.selection == 1_000_001..<1_000_001)
    }

    @Test("NUL and other control characters are refused by name, the text kept", arguments: ["\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{9B}"])
    func controlCharacters(control: String) throws {
        let start = field("12|")
        let text = PlainTextFormatter().apply(.typing(control, in: start), to: start)
        #expect(text.rejection == .characterNotAccepted(Character(control)))
        #expect(text.field == start)
        #expect(try currency("en_US", "USD").apply(.typing(control, in: start), to: start).field == start)
        #expect(try PhoneFormatter(region: "US").apply(.typing(control, in: start), to: start).rejection == .characterNotAccepted(Character(control)))
        let pasted = PlainTextFormatter().apply(.paste("a\(control)b", in: start), to: start)
        #expect(pasted.rejection == .characterNotAccepted(Character(control)))
    }

    @Test("an unpaired surrogate in a replay line is a specific error; a pair is one character")
    func unpairedSurrogates() throws {
        #expect(throws: SessionStepError.unpairedSurrogate("\\ud800")) { try SessionStep(jsonLine: #"{"type":"\ud800"}"#) }
        #expect(throws: SessionStepError.unpairedSurrogate("\\udc00")) { try SessionStep(jsonLine: #"{"paste":"a\udc00\ud800b"}"#) }
        #expect(try SessionStep(jsonLine: #"{"type":"\ud83d\ude00"}"#) == .type("😀"))
        #expect(try SessionStep(jsonLine: #"{"type":"\\ud800"}"#) == .type("\\ud800"))
    }

    @Test("bidi marks and isolates: left out of amounts and phone numbers, kept as characters in text")
    func bidiControls() throws {
        for mark in ["\u{200F}", "\u{200E}", "\u{061C}", "\u{2066}", "\u{2069}"] {
            let amount = try currency("en_US", "USD").apply(.paste("\(mark)12\(mark)", in: .empty), to: .empty)
            #expect(amount.value?.description == "12", "\(mark.unicodeScalars.first!.value)")
            let phone = try PhoneFormatter(region: "US").apply(.paste("\(mark)650\(mark)2532222", in: .empty), to: .empty)
            #expect(phone.value?.digits == "6502532222")
            let text = PlainTextFormatter().typing("a\(mark)b")
            #expect(text.string == "a\(mark)b")
            #expect(PlainTextFormatter().key("⌫", at: field("a\(mark)|b")).field == field("a|b"))
        }
    }

    @Test("emoji ZWJ sequences, flags and stacks of combining marks are one character: one keystroke, one backspace")
    func graphemeClusters() {
        let stack = "Z" + String(repeating: "\u{0301}\u{0316}", count: 40)
        for cluster in ["👨‍👩‍👧‍👦", "🇯🇵", "🏳️‍🌈", "e\u{301}", stack, "\u{1100}\u{1161}\u{11A8}"] {
            let typed = PlainTextFormatter().typing("a" + cluster + "b")
            #expect(typed.selection.lowerBound == 2 + cluster.utf16.count)
            let deleted = PlainTextFormatter().key("⌫", at: field("a\(cluster)|b"))
            #expect(deleted.field == field("a|b"))
            // A caret set inside the cluster is moved to its edge.
            let inside = FieldText("a\(cluster)b", selection: 2..<2)
            let selected = PlainTextFormatter().select(inside.selection, in: inside)
            #expect(selected.selection == 1..<1 || selected.selection == (1 + cluster.utf16.count)..<(1 + cluster.utf16.count))
        }
    }

    /// Every decimal digit Unicode has (general category Nd), by script.
    static let allDigits: [(scalar: Unicode.Scalar, value: Int)] = (0...0x10FFFF).compactMap { code in
        guard let scalar = Unicode.Scalar(code), scalar.properties.generalCategory == .decimalNumber,
              let value = scalar.properties.numericValue else { return nil }
        return (scalar, Int(value))
    }

    @Test("digits of every script Unicode has are accepted in amounts and phone numbers and stored as ASCII")
    func everyScriptsDigits() throws {
        #expect(Self.allDigits.count >= 650)
        let amount = try currency("en_US", "USD")
        let phone = try PhoneFormatter(region: "US")
        var refused: [String] = []
        for (scalar, value) in Self.allDigits {
            let key = String(scalar)
            let typedAmount = amount.apply(.typing(key, in: field("1|")), to: field("1|"))
            let typedPhone = phone.apply(.typing(key, in: field("1|")), to: field("1|"))
            if typedAmount.value?.description != "1\(value)" || typedPhone.value?.digits != "1\(value)" {
                refused.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
        #expect(refused.isEmpty, "digits not read: \(refused.prefix(20))")
    }
}
