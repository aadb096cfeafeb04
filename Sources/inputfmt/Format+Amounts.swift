import ArgumentParser
import InputFormatKit

extension Inputfmt.Format {
    /// `inputfmt format currency VALUE --currency CODE --locale ID [--rounding MODE] [--symbol S]
    /// [--sign S] [--grouping G] [--custom-symbol TEXT] [--fixed-fraction | --minor-units-first]`.
    struct Currency: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print an amount as a finished currency field shows it.",
            discussion: """
                VALUE is read as the field reads a paste: an amount as the field's locale \
                writes it (1.234,50 € in de_DE), as another locale writes it (1,234.50 €), or \
                as a plain decimal (1234.5); a . or , groups only where a full group of three \
                digits follows it, and where both readings fit (1.234) the locale's is taken. \
                - reads one a line from standard input. It prints what the field shows once editing ends, and fails \
                where the field refuses the value or shows an error (a negative amount without \
                --allow-negative, an amount below --min-amount or above --max-amount). More \
                fraction digits than the currency's minor units is an error unless --rounding \
                says how to round.
                """)

        @Argument(help: "The amount (a negative one needs no -- before it), or - for standard input.")
        var value: String

        @OptionGroup var options: CurrencyOptions
        @OptionGroup var entry: AmountEntryOptions
        @OptionGroup var affixes: AffixOptions

        @Option(help: "How to round more fraction digits than the currency has: \(RoundingMode.allValueStrings.joined(separator: ", ")) (default: refuse).")
        var rounding: RoundingMode?

        func validate() throws {
            try options.validateCurrency()
        }

        func run() throws {
            let formatter = try options.formatter(entry: entry.entry)
            let amounts = try AmountLines(formatter: formatter, rounding: rounding, affixes: affixes, locale: options.locale)
            try Inputfmt.Format.output(value, amounts.format)
        }
    }

    /// `inputfmt format number VALUE [--locale ID] [--unit U [--unit-width W] | --percent]
    /// [--fraction-digits N] [--minimum X] [--maximum Y] [--allow-negative] [--grouping G]
    /// [--fixed-fraction | --minor-units-first] [--skeleton S | --pattern P] [--language L]`.
    struct Number: LocaleFieldFormatCommand {
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

        @OptionGroup var field: LocaleFieldOptions

        @OptionGroup var options: NumberOptions

        @Flag(name: .customLong("allow-negative"), help: "Let the number be negative (the minus key toggles the sign).")
        var allowsNegative = false

        @Option(name: .customLong("max-integer-digits"), help: "The most digits before the decimal mark.")
        var maximumIntegerDigits: Int = 15

        @Option(help: "Grouping, while typing too: auto (as the locale), off (12345.67), or min2 (from two leading digits: 1234, 12,345).")
        var grouping: DigitGrouping = .auto

        @OptionGroup var entry: AmountEntryOptions

        @Option(help: "An ICU number skeleton the field is made from, such as 'percent .00 sign-always' (instead of --unit, --percent, --fraction-digits and --grouping).")
        var skeleton: String?

        @Option(help: "An ICU decimal pattern the field is made from, such as '#,##0.0###;(#)' (negatives in parentheses; instead of --unit, --percent, --fraction-digits, --grouping and --skeleton).")
        var pattern: String?

        var noun: String { "number" }
        func makeFormatter() throws -> NumberFieldFormatter {
            try options.formatter(locale: field.locale, allowsNegative: allowsNegative, maximumIntegerDigits: maximumIntegerDigits,
                                  grouping: grouping, entry: entry.entry, skeleton: skeleton, pattern: pattern)
        }
        func kind(locale: String) -> String { options.kind(locale: locale) }

        /// The options of `format number` that take a value.
        static let optionsWithValues: Set<String> = NumberOptions.withValues.union(
            ["--locale", "--max-integer-digits", "--language", "--prefix", "--suffix", "--affixes", "--grouping", "--skeleton", "--pattern"])
    }
}

extension Inputfmt.Format.Currency {
    /// The options of `format currency` that take a value (a negative number after one is its
    /// value, not the amount).
    static let optionsWithValues: Set<String> = ["--currency", "--locale", "--max-integer-digits", "--max-amount",
                                                 "--min-amount", "--prefix", "--suffix", "--affixes", "--rounding",
                                                 "--symbol", "--sign", "--grouping", "--custom-symbol"]

    /// `arguments` with a negative value of `format currency`, `number`, `date` or `time` (`-5`,
    /// `-inf`, `-0001-01-01`, `-1:00`, which ArgumentParser would read as an option) moved after a
    /// `--`, so that formatting a value needs no `--` of its own: `format currency -5 --currency
    /// EUR` reads as `format currency --currency EUR -- -5`, and the field then reads (or refuses)
    /// the value.
    static func movingNegativeValue(_ arguments: [String]) -> [String] {
        guard !arguments.contains("--"), arguments.first == "format", arguments.count > 2 else { return arguments }
        let withValues: Set<String>
        switch arguments[1] {
        case "currency": withValues = optionsWithValues
        case "number": withValues = Inputfmt.Format.Number.optionsWithValues
        case "date": withValues = Inputfmt.Format.Date.optionsWithValues
        case "time": withValues = Inputfmt.Format.Time.optionsWithValues
        default: return arguments
        }
        for index in arguments.indices.dropFirst(2) where isNegativeValue(arguments[index]) {
            if withValues.contains(arguments[index - 1]) { continue }
            var moved = arguments
            let value = moved.remove(at: index)
            return moved + ["--", value]
        }
        return arguments
    }

    /// A value that starts with `-` and then a digit, a decimal mark or an infinity or NaN (`-5`,
    /// `-1e309`, `-.5`, `-inf`, `-0001-01-01`): no option's name does.
    private static func isNegativeValue(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), let next = argument.dropFirst().first else { return false }
        let word = argument.dropFirst().lowercased()
        return next.isNumber || next == "." || next == "," || word == "inf" || word == "infinity" || word == "nan"
    }
}
