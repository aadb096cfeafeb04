import InputFormatKit

/// What a field of one formatter (with the affixes around it, if any) shows once a value is
/// pasted into it and editing ends: the one reading of a whole value, the field's. A refused
/// paste, or an error verdict once editing ends (an expired card, an amount above the maximum, a card
/// number whose check digit is wrong), is a one-line failure that says why, in the words of
/// `messages`, its numbers in `digits`.
///
/// The field is made once, focused and empty, and each value is pasted into a copy of it: a
/// copy of a value type is the field as it was made, so every value meets a new field, as a
/// user pasting it would, without a field made for each line of a batch.
///
/// ```swift
/// let euros = FinishingField(try CurrencyFormatter(locale: "de_DE", currency: "EUR"), affixes: AffixOptions(),
///                            locale: "de_DE", describing: "EUR in de_DE")
/// try euros.finished("1234,5")   // "1.234,50 €"
/// try euros.finished("12 kg")    // throws: cannot format “12 kg” as EUR in de_DE: …
/// ```
struct FinishingField {
    private let finish: (String) throws -> String

    /// - Complexity: makes one field: its formatter's messages and digits, and its language tags.
    init<F: InputFormatter>(_ formatter: F, affixes: AffixOptions, locale: String, describing kind: String,
                            messages: MessageTable = .english, digits: LocaleDigits = .ascii) {
        let configuration = (messages, digits)
        if affixes.isEmpty {
            finish = Self.finishing(formatter, describing: kind, configuration)
        } else {
            finish = Self.finishing(affixes.wrap(formatter, locale: locale), describing: kind, configuration)
        }
    }

    /// The finished text of `value`, or a one-line failure that says why there is none.
    ///
    /// ```swift
    /// try euros.finished("1.234,5 €")   // "1.234,50 €"
    /// ```
    ///
    /// - Complexity: that of a paste of `value` into the field and the end of editing: O(*n*) in its length for the
    ///   library's formatters, and one ICU format call for a number, an amount or a date.
    func finished(_ value: String) throws -> String { try finish(value) }

    private static func finishing<F: InputFormatter>(_ formatter: F, describing kind: String,
                                                     _ wording: (MessageTable, LocaleDigits)) -> (String) throws -> String {
        let (messages, digits) = wording
        let fresh = FormField(formatter: formatter,
                              configuration: .init(rules: [.formatterVerdict()], messages: messages, digits: digits), focused: true)
        return { value in
            guard !value.isBlank else {
                throw CommandFailure("there is nothing to format as \(kind): the value is empty")
            }
            var field = fresh
            // `paste(_:)` itself, called where the field's type is known: the entry point the
            // library compiled for its formatter, not the generic code.
            if let rejection = field.apply(.paste(value, in: field.text)).rejection {
                throw CommandFailure("cannot format \(EditRejection.quoted(value)) as \(kind): \(rejection.message(messages, digits: digits))")
            }
            field.blur()
            if let message = field.message, message.kind == .error {
                throw CommandFailure("cannot format \(EditRejection.quoted(value)) as \(kind): \(message.text)")
            }
            return field.text.string
        }
    }
}
