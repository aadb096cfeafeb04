/// The name of a validation rule: the built-in rules' names and the app's own, by which a form
/// says which rules are critical and a summary says which rule failed.
///
/// ```swift
/// RuleName.required.rawValue                          // "required"
/// let mine: RuleName = "no-test"                      // an app's own rule
/// FormSummary(fields: fields, criticalRules: [.required, .formatterVerdict])
/// ```
public struct RuleName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as text (`minimum-length`).
    public let rawValue: String

    /// A rule name.
    ///
    /// ```swift
    /// RuleName(rawValue: "no-test")
    /// ```
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A rule name written as a literal.
    ///
    /// ```swift
    /// let name: RuleName = "no-test"
    /// ```
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The name as text.
    public var description: String { rawValue }

    /// ``ValidationRule/required(critical:message:)``.
    public static let required: RuleName = "required"
    /// ``ValidationRule/minimumLength(_:critical:message:)``.
    public static let minimumLength: RuleName = "minimum-length"
    /// ``ValidationRule/maximumLength(_:critical:message:)``.
    public static let maximumLength: RuleName = "maximum-length"
    /// ``ValidationRule/pattern(_:critical:message:)``.
    public static let pattern: RuleName = "pattern"
    /// ``ValidationRule/formatterVerdict(critical:)``.
    public static let formatterVerdict: RuleName = "formatter-verdict"
    /// An allow-over-limit counter past its limit (a failure of every such field, not a rule of
    /// its configuration).
    public static let characterLimit: RuleName = "character-limit"
}
