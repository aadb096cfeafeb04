@_spi(Internals) import InputFormatKit

/// Formats numbers for `inputfmt format number`: each value goes through a number field, read
/// as the field reads a paste, and prints what the field shows once editing ends — or fails as
/// the field refuses it or judges it (below `--minimum`, above `--maximum`), in the words of
/// `--language` (English without it), as ``AmountLines`` does for amounts.
struct NumberLines {
    let formatter: NumberFieldFormatter
    /// What a value is, for messages (`mass-kilogram in de_DE`).
    let kind: String
    let affixes: AffixOptions
    /// The words of refusals and errors.
    let messages: MessageTable
    /// The digits of the numbers in refusals (ASCII in English).
    let digits: LocaleDigits

    init(formatter: NumberFieldFormatter, kind: String, affixes: AffixOptions, language: String?) {
        self.formatter = formatter
        self.kind = kind
        self.affixes = affixes
        self.messages = language.map(MessageTable.builtIn(for:)) ?? .english
        self.digits = language == nil ? .ascii : (try? LocaleDigits(locale: formatter.locale)) ?? .ascii
    }

    /// The finished display of one number, or a one-line failure that says what is wrong.
    func format(_ value: String) throws -> String {
        let trimmed = try Inputfmt.Format.trimmed(value, noun: "number")
        return try Inputfmt.Format.finished(trimmed, with: formatter, affixes: affixes, locale: formatter.locale,
                                            describing: kind, messages: messages, digits: digits)
    }
}
