import InputFormatKit

/// Formats values for `inputfmt format number` and `format date`: each value goes through a
/// field of the formatter, read as the field reads a paste, and prints what the field shows once
/// editing ends — or fails as the field refuses it or judges it (below `--minimum`, after
/// `--latest`), in the words of `--language` (English without it), as ``AmountLines`` does for
/// amounts.
struct FieldLines<Formatter: InputFormatter> {
    let formatter: Formatter
    /// What a value is, for messages (`mass-kilogram in de_DE`, `a date in de_DE`).
    let kind: String
    /// What is missing when a value is empty (`number`, `date`).
    let noun: String
    let affixes: AffixOptions
    /// The locale of the field.
    let locale: String
    /// The words of refusals and errors.
    let messages: MessageTable
    /// The digits of the numbers in refusals (ASCII in English).
    let digits: LocaleDigits
    /// The field each value is pasted into.
    private let field: FinishingField

    init(formatter: Formatter, locale: String, kind: String, noun: String, affixes: AffixOptions, language: String?) {
        self.formatter = formatter
        self.locale = locale
        self.kind = kind
        self.noun = noun
        self.affixes = affixes
        self.messages = language.map(MessageTable.builtIn(for:)) ?? .english
        self.digits = language == nil ? .ascii : (try? LocaleDigits(locale: locale)) ?? .ascii
        self.field = FinishingField(formatter, affixes: affixes, locale: locale, describing: kind, messages: messages, digits: digits)
    }

    /// The finished display of one value, or a one-line failure that says what is wrong.
    func format(_ value: String) throws -> String {
        let trimmed = try Inputfmt.Format.trimmed(value, noun: noun)
        return try field.finished(trimmed)
    }
}
