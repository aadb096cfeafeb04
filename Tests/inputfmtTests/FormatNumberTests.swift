import Foundation
@testable import inputfmt
import InputFormatKit
import Testing

/// `inputfmt format number` and `inputfmt replay --field number`: a number, a percentage or a
/// measurement as a number field shows it once editing ends, its refusals and range errors in
/// the words of `--language`, and options that contradict each other refused with exit status 2.
@Suite("inputfmt format number")
struct FormatNumberTests {
    typealias CLI = CommandLineTests

    @Test("a number goes through a number field and prints what ICU shows once editing ends", arguments: [
        (["1250,5", "--locale", "de_DE", "--unit", "mass-kilogram"], "1.250,5 kg"),
        (["1.250,5 kg", "--locale", "de_DE", "--unit", "mass-kilogram"], "1.250,5 kg"),
        (["1", "--locale", "en_US", "--unit", "mass-kilogram", "--unit-width", "full-name"], "1 kilogram"),
        (["12", "--locale", "en_US", "--unit", "mass-kilogram", "--unit-width", "full-name"], "12 kilograms"),
        (["12,5", "--locale", "tr_TR", "--percent"], "%12,5"),
        (["1234.5"], "1,234.5"),
        (["-5", "--locale", "de_DE", "--allow-negative"], "-5"),
        (["--minimum", "-10", "--allow-negative", "-7,5", "--locale", "de_DE"], "-7,5"),
        (["1000", "--locale", "de_DE", "--unit", "mass-kilogram", "--maximum", "1000"], "1.000 kg"),
    ])
    func formats(arguments: [String], display: String) throws {
        let run = try CLI.run(["format", "number"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == display + "\n", "\(arguments)")
    }

    @Test("a number outside --minimum or --maximum fails with the field's error in --language, the bound as the field writes it")
    func range() throws {
        let above = try CLI.run(["format", "number", "1500", "--locale", "de_DE", "--unit", "mass-kilogram",
                                 "--maximum", "1000", "--language", "de"])
        #expect(above.status == 2)
        #expect(above.output.isEmpty)
        #expect(above.error == "inputfmt: cannot format “1500” as mass-kilogram in de_DE: Geben Sie höchstens 1.000 kg ein\n")
        let below = try CLI.run(["format", "number", "5", "--locale", "de_DE", "--unit", "mass-kilogram", "--minimum", "10,5"])
        #expect(below.status == 64, "a plain decimal, not the locale's: \(below.error)")
        let english = try CLI.run(["format", "number", "5", "--locale", "de_DE", "--unit", "mass-kilogram", "--minimum", "10.5"])
        #expect(english.status == 2)
        #expect(english.error == "inputfmt: cannot format “5” as mass-kilogram in de_DE: Enter at least 10,5 kg\n")
    }

    @Test("another unit is not part of a number, in English or in --language")
    func otherUnit() throws {
        let english = try CLI.run(["format", "number", "12 lb", "--locale", "de_DE", "--unit", "mass-kilogram"])
        #expect(english.status == 2)
        #expect(english.error == "inputfmt: cannot format “12 lb” as mass-kilogram in de_DE: “lb” is not part of a number\n")
        let german = try CLI.run(["format", "number", "12 lb", "--locale", "de_DE", "--unit", "mass-kilogram", "--language", "de"])
        #expect(german.status == 2)
        #expect(german.error.hasSuffix(": „lb“ gehört nicht zu einer Zahl\n"), "\(german.error)")
    }

    @Test("options the field cannot take are one line on standard error and exit status 2", arguments: [
        (["--unit", "mass-kilogramx"], "unknown unit “mass-kilogramx”"),
        (["--unit", "mass-kilogram", "--percent"], "--percent and --unit each say what the number is"),
        (["--unit-width", "narrow"], "--unit-width says how a unit is written: it needs --unit"),
        (["--minimum", "1000", "--maximum", "10"], "--minimum “1000” is above --maximum “10”"),
        (["--fraction-digits", "99"], "--fraction-digits takes a number from 0 to 15, not 99"),
        (["--fraction-digits", "-1"], "--fraction-digits takes a number from 0 to 15, not -1"),
        (["--locale", "xx_YY"], "unknown locale “xx_YY”"),
        (["--minimum", "0.5", "--fraction-digits", "0"], "--minimum 0.5 cannot be typed in a field that takes whole numbers only"),
        (["--maximum", "10.25", "--fraction-digits", "1"],
         "--maximum 10.25 cannot be typed in a field that takes at most 1 digit after the decimal mark"),
        (["--max-integer-digits", "0"], "--max-integer-digits takes a number from 1 to 30, not 0"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let run = try CLI.run(["format", "number", "5"] + arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("inputfmt: " + message), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
    }

    @Test("options quote their value short, its control and bidi characters escaped")
    func safeOptionText() throws {
        let unit = try CLI.run(["format", "number", "5", "--unit", String(repeating: "x", count: 5_000) + "\u{1B}[31m\u{202E}"])
        let locale = try CLI.run(["format", "number", "5", "--locale", "\u{1B}]0;pwned\u{7}"])
        for run in [unit, locale] {
            #expect(run.status == 2)
            #expect(!run.error.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0.value == 0x202E })
            #expect(run.error.utf8.count < 400, "\(run.error.prefix(200))")
        }
        #expect(locale.error.contains("\\u{1B}]0;pwned\\u{7}"), "\(locale.error)")
    }

    @Test("more fraction digits than --fraction-digits, or a negative number without --allow-negative, is refused")
    func refusals() throws {
        let digits = try CLI.run(["format", "number", "1,25", "--locale", "de_DE", "--fraction-digits", "1"])
        #expect(digits.status == 2)
        #expect(digits.error == "inputfmt: cannot format “1,25” as a number in de_DE: At most 1 digit after the decimal separator\n")
        let negative = try CLI.run(["format", "number", "-5"])
        #expect(negative.status == 2)
        #expect(negative.error == "inputfmt: cannot format “-5” as a number in en_US: This field takes no negative numbers\n")
    }

    @Test("- formats one number a line, an empty line with its reason where one fails, exit status 2 at the end")
    func lines() throws {
        let run = try CLI.run(["format", "number", "-", "--locale", "de_DE", "--unit", "mass-kilogram", "--maximum", "1000"],
                              input: "1250,5\n12,5\n\n12 lb\n-\n999,9 kg\n")
        #expect(run.status == 2)
        #expect(run.output == "\n12,5 kg\n\n\n\n999,9 kg\n")
        #expect(run.error.contains("line 1: cannot format “1250,5” as mass-kilogram in de_DE: Enter at most 1.000 kg"), "\(run.error)")
        #expect(run.error.contains("line 4: "), "\(run.error)")
        #expect(run.error.contains("line 5: “-” is a sign without a number"), "\(run.error)")
        #expect(run.error.hasSuffix("inputfmt: 3 of 6 lines could not be formatted\n"), "\(run.error)")
    }

    @Test("format number - prints what a number field shows, line for line")
    func agreesWithTheField() throws {
        let formatter = try NumberFieldFormatter(locale: "de_DE", style: .unit("mass-kilogram"), maximumFractionDigits: 2,
                                                 allowsNegative: true, minimum: ExactDecimal("-50"))
        let values = ["1250,5", "1.250,5 kg", "12 lb", "0,125", "-49,99", "-50,01", "1 Kilogramm", "12 Kilogramm",
                      "1.234.567,89", "1,234.5", "EUR 5", "٣٫٥", "+7", "abc", "12%"]
        try FormatAgreesWithFieldTests.expectAgreement(
            ["format", "number", "-", "--locale", "de_DE", "--unit", "mass-kilogram", "--fraction-digits", "2",
             "--allow-negative", "--minimum", "-50"],
            values: values, formatter: formatter)
    }

    @Test("--min-amount: an amount below it fails with the currency field's error; above --max-amount it is an empty range")
    func minimumAmount() throws {
        let below = try CLI.run(["format", "currency", "5", "--currency", "USD", "--min-amount", "10"])
        #expect(below.status == 2)
        #expect(below.error == "inputfmt: cannot format “5” as USD in en_US: Enter an amount of at least $10.00\n")
        #expect(try CLI.run(["format", "currency", "10", "--currency", "USD", "--min-amount", "10"]).output == "$10.00\n")
        let empty = try CLI.run(["format", "currency", "5", "--currency", "USD", "--min-amount", "10", "--max-amount", "5"])
        #expect(empty.status == 2)
        #expect(empty.error == "inputfmt: --min-amount “10” is above --max-amount “5”: no value is in that range\n")
        // Half a cent would be written rounded, as the very amount it refuses ($0.00 or $0.01).
        let precise = try CLI.run(["format", "currency", "0", "--currency", "USD", "--min-amount", "0.005"])
        #expect(precise.status == 2)
        #expect(precise.error == "inputfmt: --min-amount 0.005 cannot be typed in a field that takes at most 2 digits after the decimal mark\n")
    }

    @Test("replay refuses an option of another kind of field rather than ignore it", arguments: [
        (["--field", "currency", "--currency", "EUR", "--unit", "mass-kilogram"], "--unit configures another kind of field (--field number), not --field currency"),
        (["--field", "currency", "--currency", "EUR", "--minimum", "10"], "--minimum configures another kind of field (--field number), not --field currency"),
        (["--field", "number", "--max-amount", "5"], "--max-amount configures another kind of field (--field currency), not --field number"),
        (["--field", "number", "--currency", "EUR"], "--currency configures another kind of field (--field currency), not --field number"),
        (["--field", "mask", "--pattern", "###", "--region", "US"], "--region configures another kind of field (--field phone), not --field mask"),
        (["--field", "text", "--brand", "amex"], "--brand configures another kind of field (--field card or --field cvc), not --field text"),
    ])
    func foreignOptions(arguments: [String], message: String) throws {
        let run = try CLI.run(["replay"] + arguments + ["--keys", "1"])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("Error: " + message), "\(run.error)")
    }

    @Test("replay --field number takes --minimum, and --percent alone types a percentage")
    func replayMinimumAndPercent() throws {
        let minimum = try CLI.run(["replay", "--field", "number", "--minimum", "10"], input: "{\"type\":\"5\"}\n{\"blur\":true}\n")
        #expect(minimum.status == 0, "\(minimum.error)")
        #expect(minimum.output.split(separator: "\n").last?.contains(#""message":{"kind":"error","text":"Enter at least 10"}"#) == true,
                "\(minimum.output)")
        let percent = try CLI.run(["replay", "--field", "number", "--locale", "tr_TR", "--percent", "--keys", "12,5"])
        #expect(percent.status == 0, "\(percent.error)")
        #expect(percent.output.split(separator: "\n").last?.hasPrefix(#"{"text":"%12,5","selection":[5,5],"value":"12.5""#) == true,
                "\(percent.output)")
    }

    @Test("replay --field number types a measurement, refuses another unit and shows the range error in the locale's language")
    func replay() throws {
        let run = try CLI.run(["replay", "--field", "number", "--locale", "de_DE", "--unit", "mass-kilogram",
                               "--fraction-digits", "1", "--maximum", "1000"],
                              input: "{\"type\":\"1250,5\"}\n{\"type\":\"6\"}\n{\"paste\":\"12 lb\"}\n{\"blur\":true}\n")
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix(#"{"text":"1.250,5 kg","selection":[7,7],"value":"1250.5","rejected":false"#) == true,
                "\(lines.first ?? "")")
        #expect(lines.dropFirst().first?.contains(#""rejected":true,"reason":"Höchstens 1 Ziffer nach dem Dezimaltrennzeichen""#) == true)
        #expect(lines.dropFirst(2).first?.contains(#""reason":"„lb“ gehört nicht zu einer Zahl""#) == true)
        #expect(lines.last?.contains(#""message":{"kind":"error","text":"Geben Sie höchstens 1.000 kg ein"}"#) == true,
                "\(lines.last ?? "")")

        let words = try CLI.run(["replay", "--field", "number", "--unit", "mass-kilogram", "--unit-width", "full-name", "--keys", "12"])
        #expect(words.status == 0, "\(words.error)")
        #expect(words.output.hasPrefix(#"{"text":"1 kilogram","selection":[1,1]"#), "\(words.output)")
        #expect(words.output.contains("\n" + #"{"text":"12 kilograms","selection":[2,2]"#), "\(words.output)")

        let percent = try CLI.run(["replay", "--field", "number", "--locale", "tr_TR", "--percent", "--unit", "mass-kilogram"])
        #expect(percent.status == 2)
        #expect(percent.error.hasPrefix("inputfmt: --percent and --unit each say what the number is"), "\(percent.error)")
    }
}

/// The demo's weight: a kilogram field in the form's locale, its unit written by ICU.
@Suite("inputfmt demo: the weight field")
struct DemoWeightTests {
    /// The form with the weight focused and `keys` typed into it, then left when `leaves`.
    static func weight(locale: String, currency: String, keys: String, leaves: Bool) throws -> any DemoFormField {
        var form = try DemoForm.make(locale: locale, currency: currency)
        let index = try #require(form.fields.firstIndex { $0.id == "weight" })
        for _ in 0..<index { form.handle(.tab) }
        for key in keys { form.handle(.text(String(key))) }
        if leaves { form.handle(.tab) }
        return form.fields[index]
    }

    @Test("the weight is typed in kilograms as the form's locale writes them, one fraction digit at most", arguments: [
        ("de_DE", "EUR", "1250,5", "1.250,5| kg", "1.250,5 kg"),
        ("en_US", "USD", "80", "80| kg", "80 kg"),
        ("en_US", "USD", "12.55", "12.5| kg", "12.5 kg"),
    ])
    func weight(locale: String, currency: String, keys: String, focused: String, finished: String) throws {
        let typing = try Self.weight(locale: locale, currency: currency, keys: keys, leaves: false)
        #expect(typing.text.description == focused)
        let left = try Self.weight(locale: locale, currency: currency, keys: keys, leaves: true)
        #expect(left.text.string == finished)
        #expect(left.message?.kind != .error)
    }

    @Test("a second fraction digit is refused, said in the form's language")
    func secondFractionDigit() throws {
        let field = try Self.weight(locale: "de_DE", currency: "EUR", keys: "12,55", leaves: false)
        #expect(field.rejectionMessage == "Höchstens 1 Ziffer nach dem Dezimaltrennzeichen", "\(field.rejectionMessage ?? "none")")
    }
}
