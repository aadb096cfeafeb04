/// Why a validation rule could not be made.
///
/// ```swift
/// ValidationRuleError.invalidPattern("[", reason: "expected ']'").description
/// // "the pattern “[” is not a regular expression: expected ']'"
/// ```
public enum ValidationRuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern is not a regular expression.
    case invalidPattern(String, reason: String)
    /// A length rule's limit is below zero.
    case negativeLength(Int)

    /// A sentence that says what is wrong.
    public var description: String {
        switch self {
        case let .invalidPattern(pattern, reason):
            return "the pattern “\(pattern)” is not a regular expression: \(reason)"
        case let .negativeLength(length):
            return "a length limit must be 0 or more, not \(length)"
        }
    }
}
