import ArgumentParser
import InputFormatKit

extension Inputfmt.Format {
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
            discussion: """
                DATE may be 01/2025, 1/25, 0125, 01 / 25 or 2025-01; - reads one a line from standard \
                input. An expired date, or one more than 20 years ahead, is an error: --today sets \
                the day it is judged on (inputfmt format expiry 1/2025 --today 2024-06-01 prints 01/25).
                """)

        @Argument(help: "The expiry date.")
        var value: String

        @OptionGroup var today: TodayOption

        @OptionGroup var affixes: AffixOptions

        var formatter: ExpiryDateFormatter { today.expiryFormatter }
        var kind: String { "an expiry date" }
    }
}
