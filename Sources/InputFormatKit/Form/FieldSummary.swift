/// One field as a form summary sees it: its label, whether it is required and filled, the
/// message it shows, and the rules that fail now (shown or not).
///
/// ```swift
/// let summary = field.summary(id: "email")
/// summary.isInError               // true when it shows an error
/// summary.failures.first?.rule    // .required
/// ```
public struct FieldSummary: Sendable, Hashable {
    /// A rule that fails now.
    ///
    /// ```swift
    /// FieldSummary.Failure(rule: .required, isCritical: true, message: InlineMessage(.error, "Enter a value"))
    /// ```
    public struct Failure: Sendable, Hashable {
        /// The rule's name.
        public let rule: RuleName
        /// Whether the rule itself says it is critical.
        public let isCritical: Bool
        /// Its message.
        public let message: InlineMessage

        /// A failure.
        ///
        /// ```swift
        /// FieldSummary.Failure(rule: .pattern, isCritical: false, message: InlineMessage(.warning, "Unusual"))
        /// ```
        public init(rule: RuleName, isCritical: Bool, message: InlineMessage) {
            self.rule = rule
            self.isCritical = isCritical
            self.message = message
        }
    }

    /// The app's name of the field.
    public let id: String
    /// The label text (without marks).
    public let label: String
    /// Whether the field must be filled.
    public let isRequired: Bool
    /// Whether the field holds a value.
    public let isFilled: Bool
    /// The message the field shows.
    public let message: InlineMessage?
    /// The rules that fail now.
    public let failures: [Failure]

    /// A status with the given parts.
    ///
    /// ```swift
    /// FieldSummary(id: "name", label: "Name", isRequired: true, isFilled: false, message: nil, failures: [])
    /// ```
    public init(id: String, label: String, isRequired: Bool, isFilled: Bool, message: InlineMessage?, failures: [Failure]) {
        self.id = id
        self.label = label
        self.isRequired = isRequired
        self.isFilled = isFilled
        self.message = message
        self.failures = failures
    }

    /// Whether the field shows an error.
    ///
    /// ```swift
    /// summary.isInError   // true
    /// ```
    public var isInError: Bool { message?.kind == .error }
}
