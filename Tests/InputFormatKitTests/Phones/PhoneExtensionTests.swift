@_spi(Internals) @testable import InputFormatKit
import Testing

/// A phone number with its extension, pasted or typed key by key: refused naming the extension,
/// its digits never joined to the number (issue 56 item 4). The texts are libphonenumber's
/// published cases (PhoneNumberUtilTest's `testParseExtensions`, whose numbers each carry the
/// extension the test expects), and the RFC 3966 and automatic-dialling forms it reads.
@Suite("Phone extensions")
struct PhoneExtensionTests {
    /// Each text, the region it is read in, the number without its extension and the extension.
    static let cases: [(text: String, region: String, number: String, extension: String)] = [
        ("03 331 6005 ext 3456", "NZ", "033316005", "3456"),
        ("03-3316005x3456", "NZ", "033316005", "3456"),
        ("03-3316005 int.3456", "NZ", "033316005", "3456"),
        ("03 3316005 #3456", "NZ", "033316005", "3456"),
        ("1 (645) 123 1234-910#", "US", "16451231234", "910"),
        ("+44 2034567890x456", "GB", "+442034567890", "456"),
        ("+44 2034567890 X 456", "GB", "+442034567890", "456"),
        ("(800) 901-3355 x 7246433", "US", "8009013355", "7246433"),
        ("(800) 901-3355 , ext 7246433", "US", "8009013355", "7246433"),
        ("(800) 901-3355 ext: 7246433", "US", "8009013355", "7246433"),
        ("(800) 901-3355 ,extension 7246433", "US", "8009013355", "7246433"),
        ("(800) 901-3355 ,extensión 7246433", "US", "8009013355", "7246433"),
        ("(800) 901-3355 ,extensio\u{301}n 7246433", "US", "8009013355", "7246433"),
        ("(800) 901-3355 , 7246433", "US", "8009013355", "7246433"),
        ("+52 55 5555 5555 ext. 1234", "MX", "+525555555555", "1234"),
        ("+1 650-253-0000;ext=1234", "US", "+16502530000", "1234"),
        ("+1 650-253-0000,,1234", "US", "+16502530000", "1234"),
        ("+7 495 123-45-67 доб. 123", "RU", "+74951234567", "123"),
        ("+34 912 345 678 anexo 12", "ES", "+34912345678", "12"),
    ]

    @Test("a pasted number with its extension is refused naming the extension; the field keeps what it had", arguments: cases)
    func pasted(text: String, region: String, number: String, extension: String) throws {
        var field = InputField(formatter: try PhoneFormatter(region: region))
        let result = field.paste(text)
        guard case let .phoneExtension(quoted) = result.rejection else {
            Issue.record("\(text): \(String(describing: result.rejection))")
            return
        }
        #expect(quoted.hasSuffix(`extension`) || quoted.hasSuffix(`extension` + "#"), "\(text): \(quoted)")
        #expect(field.value == nil)
    }

    @Test("typed key by key, the extension's digits are refused as they come: the number is the one typed", arguments: cases)
    func typed(text: String, region: String, number: String, extension: String) throws {
        // American style (`1234-910#`) shows itself only at its `#`: typed, its digits are the
        // number's until then (too many for one, as the verdict says).
        guard !text.hasSuffix("#") else { return }
        var field = InputField(formatter: try PhoneFormatter(region: region))
        var last: EditRejection?
        for key in text { if let rejection = field.type(String(key)).rejection { last = rejection } }
        #expect(field.value?.digits == number, "\(text)")
        if case .phoneExtension = last {} else { Issue.record("\(text): the last refusal is \(String(describing: last))") }
    }

    @Test("a number without one reads as before: marks, a trailing `#` without digits after a space, letters refused as letters")
    func noExtension() throws {
        let us = try PhoneFormatter(region: "US")
        for text in ["+1 201 555 0123", "201.555.0123", "(201) 555-0123", "2015550123#"] {
            var field = InputField(formatter: us)
            #expect(field.paste(text).rejection == nil, "\(text)")
        }
        var letters = InputField(formatter: us)
        #expect(letters.paste("201 555 0123 mobile").rejection == .characterNotAccepted("m"))
        // A stray letter typed between digits is refused as a letter: the digits after it go on.
        var typed = InputField(formatter: us)
        for key in "2015e550123" { typed.type(String(key)) }
        #expect(typed.value?.digits == "2015550123")
    }

    @Test("the refusal names the extension in the user's language")
    func message() {
        #expect(EditRejection.phoneExtension("ext. 12").message(locale: "de_DE") == "„ext. 12“ ist eine Durchwahl: Geben Sie die Telefonnummer ohne sie ein")
        #expect(EditRejection.phoneExtension("x12").description == "“x12” is an extension: enter the phone number without it")
    }
}
