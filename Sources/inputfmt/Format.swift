import ArgumentParser
import InputFormatKit

extension Inputfmt {
    /// `inputfmt format`: prints the finished display of a value, or of each line of standard
    /// input when the value is `-`.
    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the display string of a value (- reads one value a line from standard input).",
            subcommands: [Currency.self, Number.self, Date.self, Time.self, Mask.self, Card.self, Phone.self, IBAN.self, Expiry.self])
    }
}

/// A `format` subcommand that enters its value (or each line of standard input, for `-`) into a
/// field of one formatter and prints what the finished field shows.
protocol FieldFormatCommand: ParsableCommand {
    associatedtype Formatter: InputFormatter
    /// The value, or `-`.
    var value: String { get }
    var affixes: AffixOptions { get }
    /// The field's formatter, or a one-line failure.
    var formatter: Formatter { get throws }
    /// What the value is formatted as, for messages (`a card number`).
    var kind: String { get }
}

extension FieldFormatCommand {
    func run() throws {
        let field = FinishingField(try formatter, affixes: affixes, locale: "en_US", describing: kind)
        try Inputfmt.Format.output(value, field.finished)
    }
}

/// A `format` subcommand for a field of a locale (a number, a date, a time) whose refusals and
/// errors are said in the words of `--language`: the value, or each line of standard input, is
/// entered into a field of the formatter and what the finished field shows is printed.
protocol LocaleFieldFormatCommand: ParsableCommand {
    associatedtype Formatter: InputFormatter & LocaleFormatter
    /// The value, or `-`.
    var value: String { get }
    /// The locale, the language of the refusals and the affixes.
    var field: LocaleFieldOptions { get }
    /// What is missing when a value is empty (`number`, `date`).
    var noun: String { get }
    /// The field's formatter, or a one-line failure.
    func makeFormatter() throws -> Formatter
    /// What a value is formatted as, for messages, given the formatter's locale (`a date in de_DE`).
    func kind(locale: String) -> String
}

/// What every `format` command of a locale's field takes besides its value and its own options:
/// `--locale`, `--language` (of its refusals and errors) and the affixes.
struct LocaleFieldOptions: ParsableArguments {
    @Option(help: "The ICU locale identifier, such as de_DE.")
    var locale: String = "en_US"

    @OptionGroup var words: RefusalLanguageOption

    @OptionGroup var affixes: AffixOptions
}

/// A formatter of one locale, whose identifier it keeps.
protocol LocaleFormatter {
    var locale: String { get }
}

extension NumberFieldFormatter: LocaleFormatter {}
extension DateFieldFormatter: LocaleFormatter {}
extension TimeOfDayFormatter: LocaleFormatter {}

extension LocaleFieldFormatCommand {
    func run() throws {
        let formatter = try makeFormatter()
        let lines = FieldLines(formatter: formatter, locale: formatter.locale, kind: kind(locale: formatter.locale),
                               noun: noun, affixes: field.affixes, language: field.words.language)
        try Inputfmt.Format.output(value, lines.format)
    }
}

extension Inputfmt.Format {
    /// Prints `value` formatted by `format`, or, for `-`, each line of standard input formatted
    /// (``FormatLines``).
    static func output(_ value: String, _ format: (String) throws -> String) throws {
        if value == "-" {
            try FormatLines.run(format)
        } else {
            print(try format(value))
        }
    }

    /// A value with the whitespace around it gone, or a failure for nothing or a sign alone
    /// (`noun` names what is missing: `amount`, `number`).
    static func trimmed(_ value: String, noun: String) throws -> String {
        let trimmed = value.hasWhitespaceAtEnds
            ? String(value.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()) : value
        guard !trimmed.isEmpty else { throw CommandFailure("there is no \(noun) to format: the value is empty") }
        if trimmed.utf8.count <= 3, signs.contains(trimmed) {
            throw CommandFailure("\(EditRejection.quoted(trimmed)) is a sign without \(noun == "amount" ? "an" : "a") \(noun)")
        }
        return trimmed
    }

    /// A value that is a sign alone.
    private static let signs: Set<String> = ["+", "-", "−", "＋", "－"]
}
