/// A form at a glance: the fields in error, in order, with their messages; the page-level
/// banner text; whether the form may be submitted.
///
/// A form may be submitted when every required field is filled and no critical rule fails.
/// Rules say themselves whether they are critical; `criticalRules` overrides that for the form.
///
/// ```swift
/// let summary = FormSummary(fields: [name.summary(id: "name"), amount.summary(id: "amount")])
/// summary.fieldsInError.map(\.id)   // ["amount"]
/// summary.bannerText                // "1 field needs attention"
/// summary.maySubmit                 // false
/// ```
public struct FormSummary: Sendable, Hashable {
    /// The fields, in form order.
    public let fields: [FieldSummary]
    /// The names of the critical rules, or `nil` to let each rule say.
    public let criticalRules: Set<RuleName>?
    private let messages: MessageTable
    private let digits: LocaleDigits

    /// A summary of `fields`. `locale` is the form's language and digits for the banner: its
    /// built-in strings (``MessageTable/builtIn(for:)``) and its locale's digits, unless
    /// `messages` or `digits` say otherwise; without any of them, English and ASCII.
    ///
    /// ```swift
    /// FormSummary(fields: statuses, criticalRules: [.required, .formatterVerdict])
    /// FormSummary(fields: statuses, locale: "ar_EG").bannerText   // "حقلان يحتاجان إلى مراجعة"
    /// ```
    ///
    /// - Complexity: with a `locale` and no `digits`, opens ICU's number symbols for the locale's digits (several ICU
    ///   calls).
    public init(fields: [FieldSummary], criticalRules: Set<RuleName>? = nil, locale: String? = nil,
                messages: MessageTable? = nil, digits: LocaleDigits? = nil) {
        self.fields = fields
        self.criticalRules = criticalRules
        self.messages = messages ?? locale.map(MessageTable.builtIn(for:)) ?? .english
        self.digits = digits ?? locale.flatMap { try? LocaleDigits(locale: $0) } ?? .ascii
    }

    /// The fields that show an error, in form order.
    ///
    /// ```swift
    /// summary.fieldsInError.first?.message?.text   // "Enter a value"
    /// ```
    ///
    /// - Complexity: O(*f*) in the number of fields.
    public var fieldsInError: [FieldSummary] { fields.filter(\.isInError) }

    /// The banner text ("1 field needs attention", "3 fields need attention"), `nil` without
    /// errors.
    ///
    /// ```swift
    /// summary.bannerText   // "3 fields need attention"
    /// ```
    ///
    /// - Complexity: O(*f*) in the number of fields, and one ICU call for the plural form outside English.
    public var bannerText: String? {
        let count = fieldsInError.count
        return count == 0 ? nil : messages.banner(fieldsInError: count, digits: digits)
    }

    /// Whether the form may be submitted: every required field filled and no critical failure.
    ///
    /// ```swift
    /// summary.maySubmit   // true
    /// ```
    ///
    /// - Complexity: O(*f* × *r*) in the number of fields and of their failures.
    public var maySubmit: Bool {
        fields.allSatisfy { field in
            (!field.isRequired || field.isFilled) && !field.failures.contains(where: isCritical)
        }
    }

    /// How the form marks its labels: the required fields, unless the optional ones are fewer.
    ///
    /// ```swift
    /// summary.labelMarking                           // .requiredFields
    /// summary.labelMarking.needsRequiredFieldsNote   // true: show "Asterisks (*) mark required fields"
    /// ```
    ///
    /// - Complexity: O(*f*) in the number of fields.
    public var labelMarking: LabelMarking {
        let required = fields.filter(\.isRequired).count
        return LabelMarking.forForm(requiredCount: required, optionalCount: fields.count - required)
    }

    private func isCritical(_ failure: FieldSummary.Failure) -> Bool {
        criticalRules.map { $0.contains(failure.rule) } ?? failure.isCritical
    }
}
