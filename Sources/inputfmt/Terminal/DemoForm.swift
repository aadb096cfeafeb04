import InputFormatKit

/// The form of the interactive demo: one field of every kind, configured as the guidelines
/// describe a form (required marks, helper text, a counter, inline validation).
enum DemoForm {
    static func make(locale: String, currency code: String) throws -> InteractiveForm {
        let amount: CurrencyFormatter
        do { amount = try CurrencyFormatter(locale: locale, currency: code) } catch { throw CommandFailure(error.description) }
        guard let region = phoneRegion(nil, locale: locale.contains("_") ? locale : "en_US") else {
            throw CommandFailure("the phone field needs a --locale with a region, such as en_US")
        }
        let phone = try phoneFormatter(region: region)
        let marking = LabelMarking.forForm(requiredCount: 3, optionalCount: 6)
        let fields: [any DemoFormField] = [
            AnyDemoField(id: "amount", field: FormField(formatter: amount, configuration: .init(
                label: "Amount", isRequired: true, helperText: "As \(amount.locale) writes amounts",
                rules: [.required(), .formatterVerdict()], labelMarking: marking))),
            AnyDemoField(id: "phone", field: FormField(formatter: phone, configuration: .init(
                label: "Phone", helperText: "Start with + for another country", rules: [.formatterVerdict()],
                labelMarking: marking))),
            AnyDemoField(id: "card", field: FormField(formatter: CardNumberFormatter(), configuration: .init(
                label: "Card number", isRequired: true, rules: [.required(), .formatterVerdict()], labelMarking: marking))),
            AnyDemoField(id: "code", field: FormField(formatter: SecurityCodeFormatter(), configuration: .init(
                label: "Security code", helperText: "On the back of the card (the front for American Express)",
                rules: [.formatterVerdict()], labelMarking: marking))),
            AnyDemoField(id: "weight", field: FormField(
                formatter: AffixedFormatter(try MaskFormatter(pattern: "###"), suffix: " kg"),
                configuration: .init(label: "Weight", helperText: "Whole kilograms", labelMarking: marking))),
            AnyDemoField(id: "title", field: FormField(formatter: PlainTextFormatter(), configuration: .init(
                label: "Title", isRequired: true, rules: [.required(), .maximumLength(60)], labelMarking: marking))),
            AnyDemoField(id: "note", field: FormField(formatter: PlainTextFormatter(), configuration: .init(
                label: "Note", helperText: "Anything we should know",
                counter: CharacterCounter(limit: 200, mode: .allowOverLimit), labelMarking: marking))),
            AnyDemoField(id: "expiry", field: FormField(formatter: ExpiryDateFormatter(), configuration: .init(
                label: "Expiry date", helperText: "MM/YY", rules: [.formatterVerdict()], labelMarking: marking))),
            AnyDemoField(id: "iban", field: FormField(formatter: IBANFormatter(), configuration: .init(
                label: "IBAN", helperText: "Any country's, with or without spaces", rules: [.formatterVerdict()],
                labelMarking: marking))),
        ]
        return InteractiveForm(title: "InputFormatKit demo · \(amount.locale) · \(code)", fields: fields, marking: marking)
    }
}
