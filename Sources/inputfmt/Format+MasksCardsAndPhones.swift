import ArgumentParser
import InputFormatKit

extension Inputfmt.Format {
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
        var kind: String { "the mask \(EditRejection.quoted(pattern))" }
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
            let field = FinishingField(try phoneFormatter(region: region ?? "US"), affixes: affixes, locale: "en_US",
                                       describing: region.map { "a phone number of \($0)" } ?? "an international phone number")
            try Inputfmt.Format.output(number) { number in
                // A national number needs its region; text with no digit, or a service code, is
                // refused by the field as what it is.
                let first = number.first { !$0.isWhitespace }
                let needsRegion = number.contains(where: \.isNumber) && first != "*" && first != "#"
                guard region != nil || Self.isInternational(number) || !needsRegion else {
                    throw CommandFailure("\(EditRejection.quoted(number)) is a national number: say whose with --region R, such as --region US")
                }
                return try field.finished(number)
            }
        }

        static func isInternational(_ number: String) -> Bool {
            number.drop { $0.isWhitespace || $0 == "(" }.first.map { $0 == "+" || $0 == "＋" } ?? false
        }
    }
}
