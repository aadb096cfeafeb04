import InputFormatKit

/// The verdicts and rule messages of validated form fields in one language: what a field shows
/// under it when editing ends, and what a screen reader hears.
enum VerdictWork {
    /// The month the expiry dates are judged against (fixed, so that a run does not depend on
    /// the day it runs).
    static let today = (year: 2026, month: 5)

    /// Fields of every kind holding a value their rules refuse (and one they accept), each
    /// validated with its messages in `language`.
    static func record(language: String, into digest: inout Digest) {
        record(CardNumberFormatter(), ["4111111111111112", "4111", "4111111111111111", "9999999999999999"], language, &digest)
        record(try? PhoneFormatter(region: "US"), ["650253", "65025322221234", "6502532222", "+999"], language, &digest)
        record(try? CurrencyFormatter(locale: language, currency: "EUR", maximumAmount: ExactDecimal("100")),
               ["250", "99.5"], language, &digest)
        record(IBANFormatter(), ["GB83WEST12345698765432", "GB82WEST1234", "GB82WEST12345698765432"], language, &digest)
        record(ExpiryDateFormatter(year: today.year, month: today.month), ["0120", "1", "1399", "0528", "0599"], language, &digest)
        record(SecurityCodeFormatter(brand: .americanExpress), ["12", "1234"], language, &digest)
        let lengths: [ValidationRule<String>] = [.minimumLength(5), .maximumLength(8)]
        record(PlainTextFormatter(), ["abc", "abcdefghij", "", "abcdef"], language, rules: lengths, counter: CharacterCounter(limit: 6), &digest)
    }

    /// `formatter`'s fields holding each of `texts`, validated in `language`: the message
    /// shown, the failing rules, the counter and what a screen reader hears.
    private static func record<F: InputFormatter>(_ formatter: F?, _ texts: [String], _ language: String,
                                                  rules: [ValidationRule<F.Value>] = [.formatterVerdict()],
                                                  counter: CharacterCounter = CharacterCounter(), _ digest: inout Digest) {
        guard let formatter else { return digest.record("formatter", Optional("refused")) }
        for text in texts {
            let configuration = FormField<F>.Configuration(label: "Field", isRequired: true, counter: counter, rules: rules,
                                                           locale: language)
            var field = FormField(formatter: formatter, configuration: configuration, text: text, focused: true)
            field.blur()
            let label = "\(F.self) \(text)"
            digest.record(label, field.message?.text)
            digest.record("  failing", field.failingRules.map { "\($0.name): \($0.message.text)" }.joined(separator: " | "))
            digest.record("  counter", field.counterText)
            digest.record("  spoken", field.accessibility.value)
            digest.record("  hint", field.accessibility.hint)
            digest.record("  announced", field.accessibility.announcement)
        }
    }
}
