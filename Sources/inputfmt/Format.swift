import ArgumentParser
@_spi(Internals) import InputFormatKit

extension Inputfmt {
    /// `inputfmt format`: prints the finished display of a value, or of each line of standard
    /// input when the value is `-`.
    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the display string of a value (- reads one value a line from standard input).",
            subcommands: [Currency.self, Mask.self, Card.self, Phone.self, IBAN.self, Expiry.self])
    }
}

extension Inputfmt.Format {
    /// `inputfmt format currency VALUE --currency CODE --locale ID [--rounding MODE] [--symbol S]
    /// [--sign S] [--grouping G] [--custom-symbol TEXT]`.
    struct Currency: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print an amount as a finished currency field shows it.",
            discussion: """
                VALUE is read as the field reads a paste: an amount as the field's locale \
                writes it (1.234,50 € in de_DE), or as another locale writes it where that \
                reads one way only (1234.5 in en_US; in de_DE it could be 1234.5 or 12345, so \
                it is refused), in this currency; - reads one a line from \
                standard input. It prints what the field shows once editing ends, and fails \
                where the field refuses the value or shows an error (a negative amount without \
                --allow-negative, an amount above --max-amount). More fraction digits than the \
                currency's minor units is an error unless --rounding says how to round.
                """)

        @Argument(help: "The amount (a negative one needs no -- before it), or - for standard input.")
        var value: String

        @OptionGroup var options: CurrencyOptions
        @OptionGroup var affixes: AffixOptions

        @Option(help: "How to round more fraction digits than the currency has: \(RoundingMode.allValueStrings.joined(separator: ", ")) (default: refuse).")
        var rounding: RoundingMode?

        func validate() throws {
            try options.validateCurrency()
        }

        func run() throws {
            let formatter = try options.formatter()
            let amounts = try AmountLines(formatter: formatter, rounding: rounding, affixes: affixes, locale: options.locale)
            try Inputfmt.Format.output(value, amounts.format)
        }
    }

    /// `inputfmt format mask PATTERN VALUE`.
    struct Mask: FieldFormatCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a value laid out in a mask (# a digit, A a letter, * either, \\ escapes).")

        @Argument(help: "The mask, such as '(###) ###-####'.")
        var pattern: String

        @Argument(help: "The value; formatting in it is read through the mask. - reads one a line from standard input.")
        var value: String

        @OptionGroup var affixes: AffixOptions

        var formatter: MaskFormatter { get throws { try maskFormatter(pattern: pattern) } }
        var kind: String { "the mask “\(pattern)”" }
    }

    /// `inputfmt format card NUMBER [--brand B]`.
    struct Card: FieldFormatCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a card number grouped as its brand groups it.",
            discussion: """
                A co-badged number (one two brands claim, such as UnionPay and RuPay on 8171) groups \
                as its first brand unless --brand chooses another of its brands.
                """)

        @Argument(help: "The card number; spaces and dashes in it are fine. - reads one a line from standard input.")
        var value: String

        @Option(help: "The brand chosen for a co-badged number, such as rupay (default: its first brand).")
        var brand: CardBrand?

        @OptionGroup var affixes: AffixOptions

        var formatter: CardNumberFormatter { CardNumberFormatter(choosing: brand) }
        var kind: String { "a card number" }
    }

    /// `inputfmt format phone NUMBER [--region R]`.
    struct Phone: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a phone number grouped as libphonenumber groups it while it is typed.",
            discussion: """
                NUMBER may carry formatting (+1 (650) 253-2222). A number that starts with + needs no \
                --region; a national one does. - reads one number a line from standard input.
                """)

        @Argument(help: "The phone number.")
        var number: String

        @Option(help: "The region whose national format numbers without + take, such as US.")
        var region: String?

        @OptionGroup var affixes: AffixOptions

        func run() throws {
            // Any region reads an international number; it is only named for national ones.
            let formatter = try phoneFormatter(region: region ?? "US")
            try Inputfmt.Format.output(number) { number in
                // A national number needs its region; text with no digit, or a service code, is
                // refused by the field as what it is.
                let first = number.first { !$0.isWhitespace }
                let needsRegion = number.contains(where: \.isNumber) && first != "*" && first != "#"
                guard region != nil || Self.isInternational(number) || !needsRegion else {
                    throw CommandFailure("“\(number)” is a national number: say whose with --region R, such as --region US")
                }
                return try Inputfmt.Format.finished(number, with: formatter, affixes: affixes, locale: "en_US",
                                                    describing: region.map { "a phone number of \($0)" } ?? "an international phone number")
            }
        }

        static func isInternational(_ number: String) -> Bool {
            number.drop { $0.isWhitespace || $0 == "(" }.first.map { $0 == "+" || $0 == "＋" } ?? false
        }
    }

    /// `inputfmt format iban IBAN`.
    struct IBAN: FieldFormatCommand {
        static let configuration = CommandConfiguration(
            commandName: "iban",
            abstract: "Print an IBAN in its print form, groups of four (any country of the IBAN registry).",
            discussion: "IBAN may be in lower case, carry spaces or dashes, and start with the word IBAN; - reads one a line from standard input.")

        @Argument(help: "The IBAN.")
        var value: String

        @OptionGroup var affixes: AffixOptions

        var formatter: IBANFormatter { IBANFormatter() }
        var kind: String { "an IBAN" }
    }

    /// `inputfmt format expiry DATE`.
    struct Expiry: FieldFormatCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a card's expiry date as MM/YY.",
            discussion: "DATE may be 01/2025, 1/25, 0125, 01 / 25 or 2025-01; - reads one a line from standard input.")

        @Argument(help: "The expiry date.")
        var value: String

        @OptionGroup var affixes: AffixOptions

        var formatter: ExpiryDateFormatter { ExpiryDateFormatter() }
        var kind: String { "an expiry date" }
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
        let formatter = try formatter
        try Inputfmt.Format.output(value) {
            try Inputfmt.Format.finished($0, with: formatter, affixes: affixes, locale: "en_US", describing: kind)
        }
    }
}

extension Inputfmt.Format.Currency {
    /// The options of `format currency` that take a value (a negative number after one is its
    /// value, not the amount).
    static let optionsWithValues: Set<String> = ["--currency", "--locale", "--max-integer-digits", "--max-amount",
                                                 "--prefix", "--suffix", "--affixes", "--rounding",
                                                 "--symbol", "--sign", "--grouping", "--custom-symbol"]

    /// `arguments` with a negative amount of `format currency` (`-5`, which ArgumentParser would
    /// read as an option) moved after a `--`, so that formatting a value needs no `--` of its
    /// own: `format currency -5 --currency EUR` reads as `format currency --currency EUR -- -5`.
    static func movingNegativeAmount(_ arguments: [String]) -> [String] {
        guard arguments.starts(with: ["format", "currency"]), !arguments.contains("--") else { return arguments }
        for index in arguments.indices.dropFirst(2) where isNegativeNumber(arguments[index]) {
            if optionsWithValues.contains(arguments[index - 1]) { continue }
            var moved = arguments
            let amount = moved.remove(at: index)
            return moved + ["--", amount]
        }
        return arguments
    }

    /// A value that starts with `-` and then a digit or a decimal mark (`-5`, `-1e309`, `-.5`):
    /// no option's name does.
    private static func isNegativeNumber(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), let next = argument.dropFirst().first else { return false }
        return next.isNumber || next == "." || next == ","
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

    /// What a field (with the affixes around it, if any) shows once `value` is pasted into it
    /// and editing ends: the one reading of a whole value, the field's. A refused paste, or an
    /// error verdict once editing ends (a month 13, an amount above the maximum, a card number
    /// whose check digit is wrong), is a one-line failure that says why.
    static func finished<F: InputFormatter>(_ value: String, with formatter: F, affixes: AffixOptions, locale: String,
                                            describing kind: String) throws -> String {
        guard value.contains(where: { !$0.isWhitespace }) else {
            throw CommandFailure("there is nothing to format as \(kind): the value is empty")
        }
        if !affixes.isEmpty {
            return try finished(value, with: affixes.wrap(formatter, locale: locale), describing: kind)
        }
        return try finished(value, with: formatter, describing: kind)
    }

    private static func finished<F: InputFormatter>(_ value: String, with formatter: F, describing kind: String) throws -> String {
        var field = FormField(formatter: formatter, configuration: .init(rules: [.formatterVerdict()]), focused: true)
        if let rejection = field.paste(value).rejection {
            throw CommandFailure("cannot format “\(EditRejection.shown(value))” as \(kind): \(rejection)")
        }
        field.blur()
        if let message = field.message, message.kind == .error {
            throw CommandFailure("cannot format “\(EditRejection.shown(value))” as \(kind): \(message.text)")
        }
        return field.text.string
    }
}
