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

    @Test("--skeleton or --pattern writes the form's weight, --date-pattern its date of birth, in the form and replayed")
    func writtenWeightAndBirthDate() throws {
        // Expected texts written by hand from ICU 72's output for the skeleton and pattern (en_GB
        // and de_DE group by three with `,` and `.`) and from the pattern dd/MM/yy.
        let run = try CLI.run(["demo", "--replay", "--locale", "en_GB", "--skeleton", "measure-unit/mass-kilogram .00",
                               "--date-pattern", "dd/MM/yy"])
        #expect(run.status == 0, "\(run.error)")
        let sessions = run.output.components(separatedBy: "\n\n")
        #expect(sessions.count > 3)
        #expect(sessions[1].hasPrefix("Weight · en_GB, ICU number skeleton measure-unit/mass-kilogram .00"), "\(sessions[1])")
        #expect(sessions[1].contains("blur              1,234.50 kg   value 1234.5"), "\(sessions[1])")
        #expect(sessions[2].hasPrefix("Date of birth · en_GB, date pattern dd/MM/yy"), "\(sessions[2])")
        #expect(sessions[2].contains("blur              02/01/90   value 1990-01-02"), "\(sessions[2])")
        let pattern = try CLI.run(["demo", "--replay", "--locale", "de_DE", "--pattern", "#,##0.00"])
        #expect(pattern.output.components(separatedBy: "\n\n")[1].contains("blur              1.234,50   value 1234.5"))
        // The interactive form shows them: the date of birth's example in its pattern, and no
        // helper text that says kilograms to one decimal under a weight the app wrote.
        var form = try DemoForm.make(locale: "en_GB", currency: "GBP", weight: .pattern("#,##0.00"), datePattern: "dd/MM/yy")
        let drawn = form.render(columns: 100, rows: 80).joined(separator: "\n")
        #expect(drawn.contains("For example 02/01/90"), "\(drawn)")
        #expect(!drawn.contains("one decimal place"), "\(drawn)")
        // The time field takes the time options: a duration replayed (expected texts by hand
        // from de_DE's 24-hour pattern, HH:mm:ss) and in the form, labelled as one.
        let duration = try CLI.run(["demo", "--replay", "--locale", "de_DE", "--duration", "--seconds"])
        let timeSession = duration.output.components(separatedBy: "\n\n")[1]
        #expect(timeSession.hasPrefix("Dauer · de_DE, pattern HH:mm:ss, a duration: hours past 24"), "\(timeSession)")
        #expect(timeSession.contains("blur              31:30:05   value 31:30:05"), "\(timeSession)")
        let time = try TimeOptions.parse(["--duration"])
        var durationForm = try DemoForm.make(locale: "de_DE", currency: "EUR", time: time)
        #expect(durationForm.render(columns: 100, rows: 80).joined(separator: "\n").contains("Dauer"))
        // Both, or one that does not read, end it before anything is drawn, quoting it.
        let both = try CLI.run(["demo", "--skeleton", ".00", "--pattern", "0.00"])
        #expect(both.status == 2 && both.error.contains("give one of them"), "\(both.error)")
        let unread = try CLI.run(["demo", "--date-pattern", "dd/yy"])
        #expect(unread.status == 2 && unread.error.contains("dd/yy"), "\(unread.error)")
    }
}
