import Foundation
import InputFormatKit

/// The form of the interactive demo: one field of every kind, configured as the guidelines
/// describe a form (required marks, helper text, a counter, inline validation), in the language
/// of `language` (or of `locale`) and with `locale`'s digits; its amount grouped and entered as
/// `grouping` and `entry` say.
enum DemoForm {
    ///
    /// `weight` is the weight field's ICU number skeleton or decimal pattern, when given (its
    /// helper text, which says kilograms to one decimal, is then left out); `datePattern` the
    /// date of birth's pattern (`dd/MM/yy`), else the locale's; `time` the time field's options
    /// (a pattern, a clock, seconds, or a duration), else the locale's clock.
    static func make(locale: String, currency code: String, language: String? = nil, grouping: DigitGrouping = .auto,
                     entry: AmountEntry = .asTyped, weight: WrittenNumber? = nil, datePattern: String? = nil,
                     time: TimeOptions? = nil) throws -> InteractiveForm {
        let amount: CurrencyFormatter
        do {
            amount = try CurrencyFormatter(locale: locale, currency: code, display: .init(grouping: grouping), entry: entry)
        } catch { throw CommandFailure(error.description) }
        guard let region = phoneRegion(nil, locale: locale.contains("_") ? locale : "en_US") else {
            throw CommandFailure("the phone field needs a --locale with a region, such as en_US")
        }
        let phone = try phoneFormatter(region: region)
        // The weight in kilograms as ICU writes them in the form's locale (`1.250,5 kg`, `١٢٫٥ كغم`).
        let weightField = try weight?.formatter(locale: amount.locale) ?? CommandFailure.configured { () throws(ConfigurationError) in
            try NumberFieldFormatter(locale: amount.locale, style: .unit("mass-kilogram"), maximumFractionDigits: 1)
        }
        // A date of birth is no later than today.
        let birthDate = try CommandFailure.configured { () throws(ConfigurationError) in
            try DateFieldFormatter(locale: amount.locale, pattern: datePattern, maximum: GregorianDate(Date()))
        }
        let timeField = try time?.formatter(locale: amount.locale) ?? CommandFailure.configured { () throws(ConfigurationError) in
            try TimeOfDayFormatter(locale: amount.locale)
        }
        let text = DemoText.for(language ?? locale)
        let messages = LanguageOption.messages(language: language, locale: locale)
        // People read the locale's name in the form's language, not its identifier.
        let localeName = ICULocale.displayName(of: amount.locale, in: messages.locale) ?? amount.locale
        let digits = (try? LocaleDigits(locale: locale)) ?? .ascii
        let marking = LabelMarking.forForm(requiredCount: 3, optionalCount: 8)
        let fields: [any DemoFormField] = [
            AnyDemoField(id: "amount", field: FormField(formatter: amount, configuration: .init(
                label: text.amount, isRequired: true, helperText: MessageTemplate.fill(text.amountHelper, ["locale": localeName]),
                rules: [.required(), .formatterVerdict()], labelMarking: marking, messages: messages, digits: digits))),
            AnyDemoField(id: "phone", field: FormField(formatter: phone, configuration: .init(
                label: text.phone, helperText: text.phoneHelper, rules: [.formatterVerdict()],
                labelMarking: marking, messages: messages, digits: digits))),
            AnyDemoField(id: "card", field: FormField(formatter: CardNumberFormatter(), configuration: .init(
                label: text.cardNumber, isRequired: true, rules: [.required(), .formatterVerdict()], labelMarking: marking,
                messages: messages, digits: digits))),
            AnyDemoField(id: "code", field: FormField(formatter: SecurityCodeFormatter(), configuration: .init(
                label: text.securityCode, helperText: text.securityCodeHelper,
                rules: [.formatterVerdict()], labelMarking: marking, messages: messages, digits: digits))),
            AnyDemoField(id: "weight", field: FormField(formatter: weightField, configuration: .init(
                label: text.weight, helperText: weight == nil ? text.weightHelper : nil, rules: [.formatterVerdict()], labelMarking: marking,
                messages: messages, digits: digits))),
            AnyDemoField(id: "title", field: FormField(formatter: PlainTextFormatter(), configuration: .init(
                label: text.titleLabel, isRequired: true, rules: [.required(), .maximumLength(60)], labelMarking: marking,
                messages: messages, digits: digits))),
            AnyDemoField(id: "note", field: FormField(formatter: PlainTextFormatter(), configuration: .init(
                label: text.note, helperText: text.noteHelper,
                counter: CharacterCounter(limit: 200, mode: .allowOverLimit), labelMarking: marking,
                messages: messages, digits: digits)), isMultiline: true),
            AnyDemoField(id: "expiry", field: FormField(formatter: ExpiryDateFormatter(), configuration: .init(
                label: text.expiryDate, helperText: text.expiryHelper, rules: [.formatterVerdict()], labelMarking: marking,
                messages: messages, digits: digits))),
            AnyDemoField(id: "iban", field: FormField(formatter: IBANFormatter(), configuration: .init(
                label: text.iban, helperText: text.ibanHelper, rules: [.formatterVerdict()],
                labelMarking: marking, messages: messages, digits: digits))),
            AnyDemoField(id: "birth", field: FormField(formatter: birthDate, configuration: .init(
                label: text.birthDate,
                helperText: MessageTemplate.fill(text.birthDateHelper, ["example": (try? GregorianDate(year: 1990, month: 1, day: 2))
                    .flatMap(birthDate.text(of:)) ?? ""]),
                rules: [.formatterVerdict()], labelMarking: marking, messages: messages, digits: digits))),
            AnyDemoField(id: "time", field: FormField(formatter: timeField, configuration: .init(
                label: time?.duration == true ? text.duration : text.time, rules: [.formatterVerdict()], labelMarking: marking,
                messages: messages, digits: digits))),
        ]
        let title = MessageTemplate.fill(text.title, ["locale": amount.locale, "currency": code])
        return InteractiveForm(title: title, fields: fields, marking: marking, messages: messages, digits: digits, text: text)
    }
}

/// A number field written as an app says: an ICU number skeleton or an ICU decimal pattern
/// (`inputfmt demo --skeleton`, `--pattern`: the form's weight).
enum WrittenNumber: Equatable {
    case skeleton(String)
    case pattern(String)

    /// The one `skeleton` or `pattern` names, `nil` for neither; giving both is refused.
    init?(skeleton: String?, pattern: String?) throws {
        switch (skeleton, pattern) {
        case (_?, _?): throw CommandFailure("--skeleton and --pattern each say how the number is written: give one of them")
        case let (skeleton?, nil): self = .skeleton(skeleton)
        case let (nil, pattern?): self = .pattern(pattern)
        case (nil, nil): return nil
        }
    }

    /// The number field in `locale`, or a one-line failure quoting the skeleton or pattern.
    func formatter(locale: String) throws -> NumberFieldFormatter {
        try CommandFailure.configured { () throws(ConfigurationError) in
            switch self {
            case let .skeleton(skeleton): try NumberFieldFormatter(locale: locale, skeleton: skeleton)
            case let .pattern(pattern): try NumberFieldFormatter(locale: locale, pattern: pattern)
            }
        }
    }
}
