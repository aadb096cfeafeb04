/// Which fields of a form carry a mark by their label: the required ones (an asterisk) or the
/// optional ones ("(optional)").
///
/// A form with required fields marks all of them, unless its optional fields are fewer: then it
/// marks only the optional ones. A form of required fields only marks them all (marking nothing
/// would leave the user guessing). Where asterisks are used, a line on top of the form says what
/// they mean.
///
/// ```swift
/// LabelMarking.forForm(requiredCount: 2, optionalCount: 5)   // .requiredFields
/// LabelMarking.forForm(requiredCount: 5, optionalCount: 2)   // .optionalFields
/// LabelMarking.requiredFields.needsRequiredFieldsNote        // true
/// ```
public enum LabelMarking: String, Sendable, Hashable, CaseIterable {
    /// Required fields get an asterisk.
    case requiredFields
    /// Optional fields get "(optional)".
    case optionalFields
    /// No field is marked (a form without required fields).
    case none

    /// The marking of a form with these numbers of required and optional fields.
    ///
    /// ```swift
    /// LabelMarking.forForm(requiredCount: 0, optionalCount: 3)   // .none
    /// ```
    public static func forForm(requiredCount: Int, optionalCount: Int) -> LabelMarking {
        guard requiredCount > 0 else { return .none }
        return optionalCount > 0 && optionalCount < requiredCount ? .optionalFields : .requiredFields
    }

    /// Whether the form needs the line that says asterisks mark required fields.
    ///
    /// ```swift
    /// LabelMarking.optionalFields.needsRequiredFieldsNote   // false
    /// ```
    public var needsRequiredFieldsNote: Bool { self == .requiredFields }
}
