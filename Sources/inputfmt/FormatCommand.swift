import ArgumentParser
import InputFormatKit

/// `inputfmt format`: prints the finished display of a value.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Print the display string of a value.",
        subcommands: [CurrencyFormatCommand.self])
}

/// `inputfmt format currency VALUE --currency CODE --locale ID`.
struct CurrencyFormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "currency",
        abstract: "Print an amount as a finished currency field shows it.",
        discussion: """
            VALUE is a plain decimal (1234.5; a negative one after the options and --, as in --currency EUR -- -5) or an amount written in any \
            locale (1.234,50 €). It is never rounded: more fraction digits than the currency's \
            minor units is an error.
            """)

    @Argument(help: "The amount.")
    var value: String

    @OptionGroup var options: CurrencyOptions

    func run() throws {
        try reportingFailures {
            let formatter = try options.formatter(allowingNegative: true)
            var field = InputField(formatter: formatter)
            let isPlainDecimal = ExactDecimal(value) != nil && !value.hasPrefix(".") && !value.hasSuffix(".")
            let rejection = isPlainDecimal ? field.type(value) : field.paste(value).rejection
            if let rejection {
                throw CommandFailure("cannot format “\(value)” as \(formatter.currency) in \(formatter.locale): \(rejection)")
            }
            field.blur()
            print(field.text.text)
        }
    }
}
