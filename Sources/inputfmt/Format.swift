import ArgumentParser
import InputFormatKit

extension Inputfmt {
    /// `inputfmt format`: prints the finished display of a value.
    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the display string of a value.",
            subcommands: [Currency.self, Mask.self, Card.self, Phone.self, IBAN.self, Expiry.self])
    }
}

extension Inputfmt.Format {
    /// `inputfmt format currency VALUE --currency CODE --locale ID`.
    struct Currency: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print an amount as a finished currency field shows it.",
            discussion: """
                VALUE is a plain decimal (1234.5; a negative one after the options and --, as in --currency EUR -- -5) or an amount written in any \
                locale (1.234,50 €). It is never rounded: more fraction digits than the currency's \
                minor units is an error.
                """)

        @Argument(help: "The amount.")
        var value: String

        @OptionGroup var options: CurrencyOptions
        @OptionGroup var affixes: AffixOptions

        func validate() throws {
            try options.validateCurrency()
        }

        func run() throws {
            let formatter = try options.formatter(allowingNegative: true)
            // A plain decimal is typed key by key, so its `.` is always the decimal mark.
            let isPlainDecimal = ExactDecimal(value) != nil && !value.hasPrefix(".") && !value.hasSuffix(".")
            try Inputfmt.Format.printFinished(value, with: formatter, affixes: affixes, locale: options.locale,
                                              describing: "\(formatter.currency) in \(formatter.locale)", typing: isPlainDecimal)
        }
    }

    /// `inputfmt format mask PATTERN VALUE`.
    struct Mask: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a value laid out in a mask (# a digit, A a letter, * either, \\ escapes).")

        @Argument(help: "The mask, such as '(###) ###-####'.")
        var pattern: String

        @Argument(help: "The value; formatting in it is read through the mask.")
        var value: String

        @OptionGroup var affixes: AffixOptions

        func run() throws {
            try Inputfmt.Format.printFinished(value, with: try maskFormatter(pattern: pattern), affixes: affixes,
                                              locale: "en_US", describing: "the mask “\(pattern)”")
        }
    }

    /// `inputfmt format card NUMBER`.
    struct Card: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a card number grouped as its brand groups it.")

        @Argument(help: "The card number; spaces and dashes in it are fine.")
        var number: String

        @OptionGroup var affixes: AffixOptions

        func run() throws {
            let formatter = CardNumberFormatter()
            try Inputfmt.Format.printFinished(number, with: formatter, affixes: affixes, locale: "en_US", describing: "a card number")
        }
    }

    /// `inputfmt format phone NUMBER --region R`.
    struct Phone: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a phone number grouped as libphonenumber groups it while it is typed.",
            discussion: "NUMBER may carry formatting (+1 (650) 253-2222); a leading + makes it international.")

        @Argument(help: "The phone number.")
        var number: String

        @Option(help: "The region whose national format numbers without + take, such as US.")
        var region: String

        @OptionGroup var affixes: AffixOptions

        func run() throws {
            let formatter = try phoneFormatter(region: region)
            try Inputfmt.Format.printFinished(number, with: formatter, affixes: affixes, locale: "en_US",
                                              describing: "a phone number of \(formatter.region)")
        }
    }
}

extension Inputfmt.Format {
    /// `inputfmt format iban IBAN`.
    struct IBAN: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "iban",
            abstract: "Print an IBAN in its print form, groups of four (any country of the IBAN registry).",
            discussion: "IBAN may be in lower case, carry spaces or dashes, and start with the word IBAN.")

        @Argument(help: "The IBAN.")
        var iban: String

        @OptionGroup var affixes: AffixOptions

        func run() throws {
            try Inputfmt.Format.printFinished(iban, with: IBANFormatter(), affixes: affixes, locale: "en_US", describing: "an IBAN")
        }
    }

    /// `inputfmt format expiry DATE`.
    struct Expiry: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a card's expiry date as MM/YY.",
            discussion: "DATE may be 01/2025, 1/25, 0125, 01 / 25 or 2025-01.")

        @Argument(help: "The expiry date.")
        var date: String

        @OptionGroup var affixes: AffixOptions

        func run() throws {
            try Inputfmt.Format.printFinished(date, with: ExpiryDateFormatter(), affixes: affixes, locale: "en_US",
                                              describing: "an expiry date")
        }
    }
}

extension Inputfmt.Format {
    /// Enters `value` into a fresh field (with the affixes around it, if any), as one paste or key
    /// by key, and prints what the finished field shows; a refusal is a one-line failure.
    static func printFinished<F: InputFormatter>(_ value: String, with formatter: F, affixes: AffixOptions, locale: String,
                                                  describing kind: String, typing: Bool = false) throws {
        if !affixes.isEmpty {
            try printFinished(value, with: affixes.wrap(formatter, locale: locale), describing: kind, typing: typing)
        } else {
            try printFinished(value, with: formatter, describing: kind, typing: typing)
        }
    }

    private static func printFinished<F: InputFormatter>(_ value: String, with formatter: F,
                                                         describing kind: String, typing: Bool) throws {
        var field = InputField(formatter: formatter)
        if let rejection = typing ? field.type(value) : field.paste(value).rejection {
            throw CommandFailure("cannot format “\(value)” as \(kind): \(rejection)")
        }
        field.blur()
        print(field.text.string)
    }
}
