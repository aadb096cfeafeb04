/// One validation rule of a field: required, a minimum or maximum length, a pattern, a custom
/// check, or the formatter's own verdict. A rule that fails gives an inline message (an error,
/// or a warning); only the required rule looks at an empty field.
///
/// Which rules are *critical* (keep a form from being submitted) is up to the app.
///
/// ```swift
/// let rules: [ValidationRule<String>] = [
///     .required(),
///     .minimumLength(3),
///     try .pattern("[A-Z]{2}[0-9]+", message: "Two letters, then digits"),
///     .custom("no-test", critical: false) { value, _ in
///         value == "test" ? InlineMessage(.warning, "Is this a real name?") : nil
///     },
/// ]
/// ```
public struct ValidationRule<Value: Sendable>: Sendable {
    /// What a rule checks. The built-in checks are data, read by ``failure(raw:count:value:verdict:wording:)``
    /// without a call through a closure; only a pattern and an app's own check are closures.
    enum Check: Sendable {
        /// A value is there (a custom message, or the built-in one).
        case required(message: String?)
        /// A value, when there is one, of at least this many units.
        case minimumLength(Int, message: String?)
        /// A value of at most this many units.
        case maximumLength(Int, message: String?)
        /// The formatter's own verdict.
        case formatterVerdict
        /// A check of its own, given the value, its raw characters and the field's wording.
        case custom(@Sendable (_ value: Value?, _ raw: String, _ wording: FieldWording) -> InlineMessage?)
    }

    /// The rule's name (`required`, `minimum-length`, `pattern`, a custom name), by which a form
    /// can say which rules are critical.
    public let name: RuleName
    /// Whether a failure keeps the form from being submitted.
    public let isCritical: Bool
    /// What the rule checks.
    private let check: Check

    /// A rule with the given check.
    ///
    /// ```swift
    /// ValidationRule<String>(name: "short", isCritical: true, check: .maximumLength(3, message: nil))
    /// ```
    init(name: RuleName, isCritical: Bool, check: Check) {
        self.name = name
        self.isCritical = isCritical
        self.check = check
    }

    /// Whether the rule reads the formatter's verdict, which the field then reads for it.
    var readsVerdict: Bool {
        if case .formatterVerdict = check { return true }
        return false
    }

    /// The message of a failure, or `nil` when the rule holds, for the value `value` whose raw
    /// characters (no literal, affix or symbol) are `raw`, `count` units long in the field's
    /// counting unit. `verdict` is the formatter's own verdict on it, read only where
    /// ``readsVerdict``; `wording` the field's messages and digits.
    ///
    /// ```swift
    /// ValidationRule<String>.required().failure(raw: "", count: 0, value: nil, verdict: nil, wording: wording)?.text
    /// // "Enter a value"
    /// ```
    ///
    /// - Complexity: O(1) for the required and length rules and the verdict, plus O(*m*) for the
    ///   message of a failure, *m* its length; a pattern or an app's own check costs what it does.
    func failure(raw: String, count: Int, value: Value?, verdict: ValueVerdict?, wording: FieldWording) -> InlineMessage? {
        switch check {
        case .required(let message):
            return raw.isEmpty ? InlineMessage(.error, message ?? wording.messages.text(.valueRequired)) : nil
        case .minimumLength(let length, let message):
            guard !raw.isEmpty, count < length else { return nil }
            return InlineMessage(.error, message ?? wording.messages.text(.tooShort, count: length, ["limit": wording.digits.format(length)]))
        case .maximumLength(let length, let message):
            guard count > length else { return nil }
            return InlineMessage(.error, message ?? wording.messages.text(.tooLong, count: length, ["limit": wording.digits.format(length)]))
        case .formatterVerdict:
            return verdict?.inlineMessage(in: wording.messages, digits: wording.digits)
        case .custom(let check):
            return check(value, raw, wording)
        }
    }

    /// The field must hold a value.
    ///
    /// ```swift
    /// ValidationRule<String>.required(message: "Enter your name")
    /// ```
    public static func required(critical: Bool = true, message: String? = nil) -> ValidationRule {
        ValidationRule(name: .required, isCritical: critical, check: .required(message: message))
    }

    /// A value, when there is one, of at least `length` units.
    ///
    /// ```swift
    /// ValidationRule<String>.minimumLength(3)
    /// ```
    public static func minimumLength(_ length: Int, critical: Bool = true, message: String? = nil) -> ValidationRule {
        ValidationRule(name: .minimumLength, isCritical: critical, check: .minimumLength(length, message: message))
    }

    /// A value of at most `length` units.
    ///
    /// ```swift
    /// ValidationRule<String>.maximumLength(40)
    /// ```
    public static func maximumLength(_ length: Int, critical: Bool = true, message: String? = nil) -> ValidationRule {
        ValidationRule(name: .maximumLength, isCritical: critical, check: .maximumLength(length, message: message))
    }

    /// A value, when there is one, whose raw characters match `pattern` whole: a regular
    /// expression in ICU's syntax, as `NSRegularExpression` reads it (`.` and classes match code
    /// points; `\X` matches a character as the user sees it). Throws
    /// ``ConfigurationError/invalidRegularExpression(_:reason:)`` for a pattern ICU cannot read.
    ///
    /// Every match runs within a budget of ICU's matcher steps that grows with the value's length
    /// (a few milliseconds for a short one), so that a pattern that backtracks without end
    /// (`(a+)+$`) cannot hang a keystroke: a value it cannot
    /// finish matching within the budget fails the rule with its own message ("This value
    /// couldn’t be checked: try a shorter one"), never passes it.
    ///
    /// ```swift
    /// try ValidationRule<String>.pattern("[0-9]{5}", message: "Five digits")
    /// ```
    ///
    /// - Complexity: compiles `pattern` once; each check is O(*n*) in the length of the raw characters to hand them to
    ///   ICU, and the match takes at most its budget.
    public static func pattern(_ pattern: String, critical: Bool = true, message: String? = nil)
        throws(ConfigurationError) -> ValidationRule
    {
        let expression: ICURegularExpression
        do { expression = try ICURegularExpression(pattern) } catch {
            throw .invalidRegularExpression(pattern, reason: "ICU cannot read it (\(error.name))")
        }
        return ValidationRule(name: .pattern, isCritical: critical, check: .custom { _, raw, wording in
            guard !raw.isEmpty else { return nil }
            switch expression.wholeMatch(raw) {
            case .matches: return nil
            case .differs: return InlineMessage(.error, message ?? wording.messages.text(.patternMismatch))
            case .outOfBudget: return InlineMessage(.error, wording.messages.text(.patternUnchecked))
            }
        })
    }

    /// A check of the app's own: it returns the message of a failure (an error or a warning),
    /// or `nil`. It is given the value and its raw characters.
    ///
    /// ```swift
    /// ValidationRule<ExactDecimal>.custom("positive") { value, _ in
    ///     value?.isNegative == true ? InlineMessage(.error, "Enter a positive amount") : nil
    /// }
    /// ```
    public static func custom(_ name: RuleName, critical: Bool = true,
                              _ check: @escaping @Sendable (Value?, String) -> InlineMessage?) -> ValidationRule {
        ValidationRule(name: name, isCritical: critical, check: .custom { value, raw, _ in check(value, raw) })
    }

    /// The formatter's own verdict (a card's checksum, an incomplete phone number, an amount
    /// above the maximum), in the field's messages.
    ///
    /// ```swift
    /// ValidationRule<CardNumber>.formatterVerdict()
    /// ```
    public static func formatterVerdict(critical: Bool = true) -> ValidationRule {
        ValidationRule(name: .formatterVerdict, isCritical: critical, check: .formatterVerdict)
    }
}
