import Foundation
import InputFormatKit

/// The form one page holds: a field of every kind, in the locale and language it asked for.
/// Each WebSocket connection has its own.
struct PlaygroundForm {
    private var fields: [String: any DrivenField] = [:]

    /// The replies to one message of the page, as JSON texts: the form after a setup, a field's
    /// state after its event, or an error that says what was wrong with the message.
    mutating func handle(_ text: String) -> [String] {
        let message: ClientMessage
        do {
            message = try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
        } catch {
            return [Self.error("the page sent a message the server cannot read")]
        }
        if let setup = message.setup {
            do {
                let made = try Self.fields(locale: setup.locale, language: setup.language ?? setup.locale, currency: setup.currency)
                fields = Dictionary(uniqueKeysWithValues: made.map { ($0.id, $0) })
                return [Self.json(FormReply(fields: made.map(\.state), languages: MessageTable.builtInLocales))]
            } catch {
                return [Self.error("\(error)")]
            }
        }
        guard let id = message.field, var field = fields[id] else {
            return [Self.error("no field \(message.field ?? "") in this form")]
        }
        field.handle(message)
        fields[id] = field
        return [Self.json(field.state)]
    }

    /// The fields of the form for `locale`, speaking `language`, its amount in `currency`;
    /// each as `inputfmt replay` makes it from the options beside it (the browser test's
    /// expectations come from those).
    static func fields(locale: String, language: String, currency: String) throws -> [any DrivenField] {
        let text = DemoText.for(language)
        let messages = MessageTable.builtIn(for: language)
        let digits = (try? LocaleDigits(locale: locale)) ?? .ascii
        func made<F: InputFormatter>(_ id: String, _ formatter: F, label: String?, helper: String? = nil,
                                     counter: CharacterCounter = CharacterCounter()) -> any DrivenField {
            Driven(id: id, field: FormField(formatter: formatter, configuration: .init(
                label: label, helperText: helper, counter: counter, rules: [.formatterVerdict()],
                messages: messages, digits: digits)))
        }
        let region = locale.split(separator: "_").dropFirst().first { $0.count == 2 }.map(String.init) ?? "US"
        return [
            // --field currency --currency C
            made("amount", try CurrencyFormatter(locale: locale, currency: currency), label: text.amount),
            // --field number --unit mass-kilogram --fraction-digits 1
            made("weight", try NumberFieldFormatter(locale: locale, style: .unit("mass-kilogram"), maximumFractionDigits: 1),
                 label: text.weight, helper: text.weightHelper),
            // --field date
            made("date", try DateFieldFormatter(locale: locale), label: text.birthDate),
            // --field time
            made("time", try TimeOfDayFormatter(locale: locale), label: text.time),
            // --field phone --region R
            made("phone", try PhoneFormatter(region: region), label: text.phone, helper: text.phoneHelper),
            // --field card
            made("card", CardNumberFormatter(), label: text.cardNumber),
            // --field cvc
            made("cvc", SecurityCodeFormatter(), label: text.securityCode, helper: text.securityCodeHelper),
            // --field expiry
            made("expiry", ExpiryDateFormatter(), label: text.expiryDate, helper: text.expiryHelper),
            // --field iban
            made("iban", IBANFormatter(), label: text.iban, helper: text.ibanHelper),
            // --field mask --pattern '###-###-###'
            made("mask", try MaskFormatter(pattern: maskPattern), label: maskPattern),
            // --field text --limit 40
            made("note", PlainTextFormatter(), label: text.note, helper: text.noteHelper, counter: CharacterCounter(limit: 40)),
        ]
    }

    /// The mask field's pattern, which is its label too: digits in three groups.
    static let maskPattern = "###-###-###"

    private struct FormReply: Encodable {
        var type = "form"
        var fields: [FieldState]
        /// The languages the library has its words in, for the page's picker.
        var languages: [String]
    }

    private struct ErrorReply: Encodable {
        var type = "error"
        var text: String
    }

    private static func error(_ text: String) -> String { json(ErrorReply(text: text)) }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"type":"error","text":"encoding"}"#
    }
}
