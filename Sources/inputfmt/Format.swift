import ArgumentParser
@_spi(Internals) import InputFormatKit

extension Inputfmt {
    /// `inputfmt format`: prints the finished display of a value, or of each line of standard
    /// input when the value is `-`.
    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the display string of a value (- reads one value a line from standard input).",
            subcommands: [Currency.self, Number.self, Date.self, Time.self, Mask.self, Card.self, Phone.self, IBAN.self, Expiry.self])
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
                --allow-negative, an amount below --min-amount or above --max-amount). More \
                fraction digits than the currency's minor units is an error unless --rounding \
                says how to round.
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

    /// `inputfmt format number VALUE [--locale ID] [--unit U [--unit-width W] | --percent]
    /// [--fraction-digits N] [--minimum X] [--maximum Y] [--allow-negative] [--language L]`.
    struct Number: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a number, a percentage or a measurement as a finished number field shows it.",
            discussion: """
                VALUE is read as the field reads a paste: a number as the field's locale writes \
                it (1.250,5 in de_DE), or as another locale writes it where that reads one way \
                only, with the field's own unit or percent sign around it or not (1.250,5 kg); \
                another unit or other text is refused. - reads one a line from standard input. \
                It prints what ICU shows once editing ends (1.250,5 kg, %12,5, 12 kilograms), \
                and fails where the field refuses the value or shows an error (more fraction \
                digits than --fraction-digits, a negative number without --allow-negative, a \
                number below --minimum or above --maximum), in the words of --language.
                """)

        @Argument(help: "The number (a negative one needs no -- before it), or - for standard input.")
        var value: String

        @Option(help: "The ICU locale identifier, such as de_DE.")
        var locale: String = "en_US"

        @OptionGroup var options: NumberOptions

        @Flag(name: .customLong("allow-negative"), help: "Let the number be negative (the minus key toggles the sign).")
        var allowsNegative = false

        @Option(name: .customLong("max-integer-digits"), help: "The most digits before the decimal mark.")
        var maximumIntegerDigits: Int = 15

        @OptionGroup var words: RefusalLanguageOption

        @OptionGroup var affixes: AffixOptions

        func run() throws {
            let formatter = try options.formatter(locale: locale, allowsNegative: allowsNegative,
                                                  maximumIntegerDigits: maximumIntegerDigits)
            let numbers = FieldLines(formatter: formatter, locale: formatter.locale, kind: options.kind(locale: formatter.locale),
                                     noun: "number", affixes: affixes, language: words.language)
            try Inputfmt.Format.output(value, numbers.format)
        }

        /// The options of `format number` that take a value.
        static let optionsWithValues: Set<String> = NumberOptions.withValues.union(
            ["--locale", "--max-integer-digits", "--language", "--prefix", "--suffix", "--affixes"])
    }

    /// `inputfmt format date DATE [--locale ID] [--calendar C] [--skeleton S | --date-pattern P]
    /// [--earliest D] [--latest D] [--language L]`.
    struct Date: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a date as a finished date field of a locale shows it.",
            discussion: """
                DATE is read as the field reads a paste: ISO 8601 (2026-11-25, a Gregorian date), \
                the locale's numeric form (25.11.2026 or 25.11.26 in de_DE), or its long or \
                medium form (25. November 2026). It prints the date in the locale's numeric \
                pattern, digits and calendar (25.11.2026 in de_DE, ۱۴۰۵/۰۹/۰۴ in fa_IR), and \
                fails where the field refuses it or shows an error (31 April, a date before \
                --earliest or after --latest), in the words of --language. - reads one a line \
                from standard input.
                """)

        @Argument(help: "The date, or - for standard input.")
        var value: String

        @Option(help: "The ICU locale identifier, such as de_DE.")
        var locale: String = "en_US"

        @OptionGroup var options: DateOptions

        @OptionGroup var words: RefusalLanguageOption

        @OptionGroup var affixes: AffixOptions

        func run() throws {
            let formatter = try options.formatter(locale: locale)
            let dates = FieldLines(formatter: formatter, locale: formatter.locale, kind: "a date in \(EditRejection.shown(locale))",
                                   noun: "date", affixes: affixes, language: words.language)
            try Inputfmt.Format.output(value, dates.format)
        }
    }

    /// `inputfmt format time TIME [--locale ID] [--language L]`.
    struct Time: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a time of day as a finished time field of a locale shows it.",
            discussion: """
                TIME is read as the field reads a paste: 9:41, 09:41 PM, 21:41 (on a 12-hour \
                clock, 9:41 PM), or digits alone. It prints the time on the locale's clock \
                (21:41 in de_DE, 9:41 PM in en_US), and fails where the field refuses it or \
                shows an error (no AM or PM on a 12-hour clock, an hour 25), in the words of \
                --language. - reads one a line from standard input.
                """)

        @Argument(help: "The time, or - for standard input.")
        var value: String

        @Option(help: "The ICU locale identifier, such as de_DE.")
        var locale: String = "en_US"

        @OptionGroup var words: RefusalLanguageOption

        @OptionGroup var affixes: AffixOptions

        func run() throws {
            let formatter = try timeFormatter(locale: locale)
            let times = FieldLines(formatter: formatter, locale: formatter.locale, kind: "a time in \(EditRejection.shown(locale))",
                                   noun: "time", affixes: affixes, language: words.language)
            try Inputfmt.Format.output(value, times.format)
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
                                                 "--min-amount", "--prefix", "--suffix", "--affixes", "--rounding",
                                                 "--symbol", "--sign", "--grouping", "--custom-symbol"]

    /// `arguments` with a negative amount of `format currency`, or a negative number of `format
    /// number` (`-5`, which ArgumentParser would read as an option), moved after a `--`, so that
    /// formatting a value needs no `--` of its own: `format currency -5 --currency EUR` reads as
    /// `format currency --currency EUR -- -5`.
    static func movingNegativeAmount(_ arguments: [String]) -> [String] {
        guard !arguments.contains("--") else { return arguments }
        let withValues: Set<String>
        if arguments.starts(with: ["format", "currency"]) {
            withValues = optionsWithValues
        } else if arguments.starts(with: ["format", "number"]) {
            withValues = Inputfmt.Format.Number.optionsWithValues
        } else {
            return arguments
        }
        for index in arguments.indices.dropFirst(2) where isNegativeNumber(arguments[index]) {
            if withValues.contains(arguments[index - 1]) { continue }
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

    /// A value with the whitespace around it gone, or a failure for nothing or a sign alone
    /// (`noun` names what is missing: `amount`, `number`).
    static func trimmed(_ value: String, noun: String) throws -> String {
        let trimmed = value.first?.isWhitespace == true || value.last?.isWhitespace == true
            ? String(value.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()) : value
        guard !trimmed.isEmpty else { throw CommandFailure("there is no \(noun) to format: the value is empty") }
        if trimmed.utf8.count <= 3, signs.contains(trimmed) {
            throw CommandFailure("“\(trimmed)” is a sign without \(noun == "amount" ? "an" : "a") \(noun)")
        }
        return trimmed
    }

    /// A value that is a sign alone.
    private static let signs: Set<String> = ["+", "-", "−", "＋", "－"]

    /// What a field (with the affixes around it, if any) shows once `value` is pasted into it
    /// and editing ends: the one reading of a whole value, the field's. A refused paste, or an
    /// error verdict once editing ends (a month 13, an amount above the maximum, a card number
    /// whose check digit is wrong), is a one-line failure that says why.
    ///
    /// The refusal or error is in the words of `messages`, its numbers in `digits` (English and
    /// ASCII digits unless a command says otherwise).
    static func finished<F: InputFormatter>(_ value: String, with formatter: F, affixes: AffixOptions, locale: String,
                                            describing kind: String, messages: MessageTable = .english,
                                            digits: LocaleDigits = .ascii) throws -> String {
        guard value.contains(where: { !$0.isWhitespace }) else {
            throw CommandFailure("there is nothing to format as \(kind): the value is empty")
        }
        if !affixes.isEmpty {
            return try finished(value, with: affixes.wrap(formatter, locale: locale), describing: kind,
                                messages: messages, digits: digits)
        }
        return try finished(value, with: formatter, describing: kind, messages: messages, digits: digits)
    }

    private static func finished<F: InputFormatter>(_ value: String, with formatter: F, describing kind: String,
                                                    messages: MessageTable, digits: LocaleDigits) throws -> String {
        var field = FormField(formatter: formatter,
                              configuration: .init(rules: [.formatterVerdict()], messages: messages, digits: digits), focused: true)
        if let rejection = field.paste(value).rejection {
            throw CommandFailure("cannot format “\(EditRejection.shown(value))” as \(kind): \(rejection.message(messages, digits: digits))")
        }
        field.blur()
        if let message = field.message, message.kind == .error {
            throw CommandFailure("cannot format “\(EditRejection.shown(value))” as \(kind): \(message.text)")
        }
        return field.text.string
    }
}
