import Foundation
@testable import inputfmt
import InputFormatKit
import Testing

/// `inputfmt demo` with standard input not a terminal (or `--replay`): the built-in sessions,
/// after the form's own amount in `--locale` and `--currency`, every refusal said in the form's
/// language; and an unknown locale, currency or language refused as the interactive form
/// refuses it.
@Suite("inputfmt demo in a pipe")
struct DemoPipeModeTests {
    typealias CLI = CommandLineTests

    /// What the interactive form says of these options: nil when it takes them.
    static func interactiveFailure(locale: String, currency: String) -> String? {
        do {
            _ = try DemoForm.make(locale: locale, currency: currency)
            return nil
        } catch let failure as CommandFailure {
            return failure.message
        } catch {
            return "\(error)"
        }
    }

    @Test("an unknown --locale or --currency ends it with exit status 2 and the interactive form's message", arguments: [
        (["--locale", "xx_YY"], "xx_YY", "USD"), (["--locale", "en_ZZ", "--replay"], "en_ZZ", "USD"),
        (["--currency", "XYZ"], "en_US", "XYZ"), (["--locale", "de_DE", "--currency", "EURO", "--replay"], "de_DE", "EURO"),
    ])
    func refusesUnknownOptions(arguments: [String], locale: String, currency: String) throws {
        let message = try #require(Self.interactiveFailure(locale: locale, currency: currency))
        let run = try CLI.run(["demo"] + arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty, "\(run.output.prefix(200))")
        #expect(run.error == "inputfmt: \(message)\n")
    }

    @Test("an unknown --language is the usage error it is in a terminal", arguments: [["--language", "xx"], ["--language", "tlh", "--replay"]])
    func refusesUnknownLanguage(arguments: [String]) throws {
        let run = try CLI.run(["demo"] + arguments)
        #expect(run.status == 64)
        #expect(run.error.contains("no built-in strings in that language"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test("the form's amount comes first, in --locale and --currency, its refusal in the form's language", arguments: [
        ([], "Amount (USD) · en_US", "1,234,567.50|", EditRejection.tooManyFractionDigits(maximum: 2), "en"),
        (["--locale", "de_DE", "--currency", "EUR"], "Betrag (EUR) · de_DE", "1.234.567,50|",
         .tooManyFractionDigits(maximum: 2), "de"),
        (["--locale", "de_DE", "--currency", "EUR", "--language", "fr", "--replay"], "Montant (EUR) · de_DE", "1.234.567,50|",
         .tooManyFractionDigits(maximum: 2), "fr"),
        (["--locale", "ja_JP", "--currency", "JPY"], "金額 (JPY) · ja_JP", "1,234,567|", .noMinorUnits(currency: "JPY"), "ja"),
    ])
    func formAmountFirst(arguments: [String], title: String, typed: String, rejection: EditRejection, language: String) throws {
        let reason = rejection.message(locale: language)
        let run = try CLI.run(["demo"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        let first = run.output.components(separatedBy: "\n\n").first ?? ""
        let lines = first.split(separator: "\n").map(String.init)
        #expect(lines.first == title, "\(first)")
        #expect(lines.contains { $0.contains(typed + "   ✗ " + reason) }, "\(first)")
        // The built-in sessions follow.
        for expected in ["1.234.567|", "12,34,567|", "١٬٢٣٤|", "12,000|", "7,500.50|"] {
            #expect(run.output.contains(expected), "\(expected)")
        }
    }

    @Test("the built-in sessions' refusals are said in the form's language too")
    func builtInSessionsSpeakTheLanguage() throws {
        let english = try CLI.run(["demo"])
        let german = try CLI.run(["demo", "--locale", "de_DE", "--currency", "EUR"])
        let reason = EditRejection.maskFull(slots: 10)
        #expect(english.output.contains("✗ " + reason.message(locale: "en")), "\(english.output)")
        #expect(german.output.contains("✗ " + reason.message(locale: "de")), "\(german.output)")
        #expect(!german.output.contains("✗ " + reason.message(locale: "en")))
    }
}
