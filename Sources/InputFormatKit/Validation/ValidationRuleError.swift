/// Why a validation rule could not be made.
///
/// ```swift
/// ValidationRuleError.invalidPattern("[", reason: "expected ']'").description
/// // "the pattern “[” is not a regular expression: expected ']'"
/// ```
public enum ValidationRuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern is not a regular expression.
    case invalidPattern(String, reason: String)

    /// A sentence that says what is wrong.
    ///
    /// ```swift
    /// ValidationRuleError.invalidPattern("(", reason: "expected ')'").description
    /// // "the pattern “(” is not a regular expression: expected ')'"
    /// ```
    public var description: String {
        switch self {
        case let .invalidPattern(pattern, reason):
            return "the pattern “\(pattern)” is not a regular expression: \(reason)"
        }
    }
}
