import Foundation
import Testing

/// Every example the commands' help texts give, run: each case names the words of the help it
/// comes from (which must still be there, so that a help text changed without its example fails
/// here) and what the command prints. Examples that depend on today's date run with `--today`.
/// Expectations written by hand from the help texts.
@Suite("inputfmt: the examples of the help texts")
struct HelpExampleTests {
    struct Example: Sendable, CustomStringConvertible {
        /// The command whose help gives the example.
        let command: [String]
        /// Words of that help.
        let help: String
        /// The arguments after the command.
        let arguments: [String]
        /// What it prints on standard output, or (failing) what its error says.
        let prints: String
        var fails = false

        var description: String { (command + arguments).joined(separator: " ") }
    }

    static let currency = ["format", "currency"], number = ["format", "number"], date = ["format", "date"],
               time = ["format", "time"], expiry = ["format", "expiry"]

    static let examples: [Example] = [
        .init(command: currency, help: "(1.234,50 € in de_DE)", arguments: ["1.234,50 €", "--currency", "EUR", "--locale", "de_DE"],
              prints: "1.234,50\u{A0}€"),
        .init(command: currency, help: "as another locale writes it (1,234.50 €)",
              arguments: ["1,234.50 €", "--currency", "EUR", "--locale", "de_DE"], prints: "1.234,50\u{A0}€"),
        .init(command: currency, help: "as a plain decimal (1234.5)", arguments: ["1234.5", "--currency", "EUR", "--locale", "de_DE"],
              prints: "1.234,50\u{A0}€"),
        .init(command: currency, help: "where both readings fit (1.234) the locale's is taken",
              arguments: ["1.234", "--currency", "EUR", "--locale", "de_DE"], prints: "1.234,00\u{A0}€"),
        .init(command: number, help: "(1.250,5 in de_DE)", arguments: ["1.250,5", "--locale", "de_DE"], prints: "1.250,5"),
        .init(command: number, help: "(1.250,5 kg)", arguments: ["1.250,5 kg", "--locale", "de_DE", "--unit", "mass-kilogram"],
              prints: "1.250,5 kg"),
        .init(command: number, help: "%12,5", arguments: ["12,5", "--locale", "tr_TR", "--percent"], prints: "%12,5"),
        .init(command: number, help: "12 kilograms", arguments: ["12", "--unit", "mass-kilogram", "--unit-width", "full-name"],
              prints: "12 kilograms"),
        .init(command: date, help: "ISO 8601 (2026-11-25", arguments: ["2026-11-25", "--locale", "de_DE"], prints: "25.11.2026"),
        .init(command: date, help: "(25.11.2026 or 25.11.26 in de_DE)", arguments: ["25.11.26", "--locale", "de_DE", "--today", "2026-11-25"],
              prints: "25.11.2026"),
        .init(command: date, help: "(inputfmt format date 25.11.26 --locale de_DE --today 2126-01-01 prints 25.11.2126)",
              arguments: ["25.11.26", "--locale", "de_DE", "--today", "2126-01-01"], prints: "25.11.2126"),
        .init(command: date, help: "(25. November 2026)", arguments: ["25. November 2026", "--locale", "de_DE"], prints: "25.11.2026"),
        .init(command: date, help: "۱۴۰۵/۰۹/۰۴ in fa_IR", arguments: ["2026-11-25", "--locale", "fa_IR"], prints: "۱۴۰۵/۰۹/۰۴"),
        .init(command: date, help: "(31 April", arguments: ["2026-04-31"], prints: "is not", fails: true),
        .init(command: date, help: "inputfmt format date 2026-11 --date-pattern MM/yy prints 11/26",
              arguments: ["2026-11", "--date-pattern", "MM/yy", "--today", "2026-11-25"], prints: "11/26"),
        .init(command: date, help: "a whole date there is refused", arguments: ["2026-11-25", "--date-pattern", "MM/yy"],
              prints: "is not a date", fails: true),
        .init(command: time, help: "(21:41 in de_DE, 9:41 PM in en_US)", arguments: ["21:41", "--locale", "de_DE"], prints: "21:41"),
        .init(command: time, help: "21:41 (on a 12-hour clock, 9:41 PM)", arguments: ["21:41"], prints: "9:41\u{202F}PM"),
        .init(command: time, help: "09:41 PM", arguments: ["09:41 PM"], prints: "9:41\u{202F}PM"),
        .init(command: time, help: "(no AM or PM on a 12-hour clock", arguments: ["9:41"], prints: "Add AM or PM", fails: true),
        .init(command: time, help: "(--clock 12 --locale de_DE prints 9:41 PM)", arguments: ["21:41", "--clock", "12", "--locale", "de_DE"],
              prints: "9:41\u{202F}PM"),
        .init(command: time, help: "with --seconds its seconds too (21:41:05)", arguments: ["21:41:05", "--seconds", "--locale", "de_DE"],
              prints: "21:41:05"),
        .init(command: time, help: "or in --time-pattern (HH:mm:ss)", arguments: ["9:41:05 PM", "--time-pattern", "HH:mm:ss"],
              prints: "21:41:05"),
        .init(command: time, help: "seconds 75)", arguments: ["21:41:75", "--seconds", "--locale", "de_DE"],
              prints: "“75” is not a second", fails: true),
        .init(command: time, help: "digits alone read from the right (730 is 7:30,", arguments: ["730", "--duration"], prints: "7:30"),
        .init(command: time, help: "3130 is 31:30)", arguments: ["3130", "--duration"], prints: "31:30"),
        .init(command: time, help: "past 24 up to --max-hours (9999)", arguments: ["10000:00", "--duration"],
              prints: "“10000” is not an hour", fails: true),
        .init(command: time, help: "7.30 refused (it may be 7.3 hours)", arguments: ["7.30", "--duration"], prints: "is not a duration", fails: true),
        .init(command: time, help: "(730 is 7:30, 27000 seconds)", arguments: ["730", "--duration", "--locale", "de_DE"], prints: "7:30"),
        .init(command: ["format", "card"], help: "such as UnionPay and RuPay on 8171", arguments: ["--brand", "rupay", "8171999927660000"],
              prints: "8171 9999 2766 0000"),
        .init(command: ["format", "phone"], help: "(+1 (650) 253-2222)", arguments: ["+1 (650) 253-2222"], prints: "+1 650-253-2222"),
        .init(command: ["format", "iban"], help: "lower case, carry spaces or dashes, and start with the word IBAN",
              arguments: ["iban de89-3704-0044-0532-0130-00"], prints: "DE89 3704 0044 0532 0130 00"),
    ] + ["01/2025", "1/25", "0125", "01 / 25", "2025-01"].map {
        .init(command: expiry, help: "DATE may be 01/2025, 1/25, 0125, 01 / 25 or 2025-01", arguments: [$0, "--today", "2024-06-01"],
              prints: "01/25")
    } + [
        .init(command: expiry, help: "(inputfmt format expiry 1/2025 --today 2024-06-01 prints 01/25)",
              arguments: ["1/2025", "--today", "2024-06-01"], prints: "01/25"),
        .init(command: expiry, help: "An expired date", arguments: ["1/2025", "--today", "2026-12-06"], prints: "This card has expired",
              fails: true),
    ]

    /// The help texts, one run a command.
    static let helps = Locked<[String: String]>([:])

    @Test("each example of a command's help prints what the help says", arguments: examples)
    func example(_ example: Example) throws {
        let key = example.command.joined(separator: " ")
        let help = try Self.helps.value[key] ?? CommandLineTests.run(example.command + ["--help"]).output
        Self.helps.update { $0[key] = help }
        // The help wraps its lines: compare with white space folded.
        let folded = help.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        #expect(folded.contains(example.help), "the help of \(key) no longer says “\(example.help)”")
        let run = try CommandLineTests.run(example.command + example.arguments)
        if example.fails {
            #expect(run.status == 2)
            #expect(run.error.contains(example.prints), "\(run.error)")
        } else {
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == example.prints + "\n")
        }
    }

    @Test("each `inputfmt format …` the catalog gives with a value prints it")
    func catalogExamples() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/InputFormatKit/InputFormatKit.docc")
        var commands: [[String]] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: catalog.path) where file.hasSuffix(".md") {
            let text = try String(contentsOf: catalog.appendingPathComponent(file), encoding: .utf8)
            for span in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where span.offset % 2 == 1 {
                let words = span.element.split(whereSeparator: \.isWhitespace).map(String.init)
                // A synopsis names its values in capitals (`VALUE`, `CODE`): not an example.
                let isSynopsis = words.contains { $0.count > 1 && $0.allSatisfy { $0.isUppercase } }
                if words.count > 3, words[0] == "inputfmt", words[1] == "format", !isSynopsis { commands.append(Array(words.dropFirst())) }
            }
        }
        #expect(commands.count >= 3, "\(commands)")
        for command in commands {
            let run = try CommandLineTests.run(command)
            #expect(run.status == 0, "inputfmt \(command.joined(separator: " ")): \(run.error)")
        }
    }
}
