import ArgumentParser
@_spi(Internals) import InputFormatKit

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
            discussion: "DATE may be 01/2025, 1/25, 0125, 01 / 25 or 2025-01; - reads one a line from standard input.")

        @Argument(help: "The expiry date.")
        var value: String

        @OptionGroup var affixes: AffixOptions

        var formatter: ExpiryDateFormatter { ExpiryDateFormatter() }
        var kind: String { "an expiry date" }
    }
}
