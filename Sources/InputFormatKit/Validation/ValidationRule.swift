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
    /// What a rule looks at.
    ///
    /// ```swift
    /// input.raw     // "4111"
    /// input.count   // 4, in the field's counting unit
    /// ```
    struct Input: Sendable {
        /// The raw characters of the value (no literal, affix or symbol).
        let raw: String
        /// The length of the value in the field's counting unit.
        let count: Int
        /// The formatter's own verdict on the value.
        let verdict: ValueVerdict?
        /// The field's messages and digits.
        let wording: RuleWording
        /// The value, or `nil` when the field holds none. Last, so that the other properties lie at
        /// offsets known without the value's type: a rule's check, compiled once for every value
        /// type, reads them without asking the runtime for the input's generic metadata.
        let value: Value?

        /// The field's messages.
        var messages: MessageTable { wording.messages }
        /// The field's digits.
        var digits: LocaleDigits { wording.digits }
    }

    /// The rule's name (`required`, `minimum-length`, `pattern`, a custom name), by which a form
    /// can say which rules are critical.
    public let name: RuleName
    /// Whether a failure keeps the form from being submitted.
    public let isCritical: Bool
    private let check: @Sendable (Input) -> InlineMessage?

    /// A rule with the given check.
    ///
    /// ```swift
    /// ValidationRule<String>(name: "even", isCritical: true) { $0.count % 2 == 0 ? nil : InlineMessage(.error, "Odd") }
    /// ```
    init(name: RuleName, isCritical: Bool, check: @escaping @Sendable (Input) -> InlineMessage?) {
        self.name = name
        self.isCritical = isCritical
        self.check = check
    }

    /// The message of a failure, or `nil` when the rule holds.
    ///
    /// ```swift
    /// ValidationRule<String>.required().failure(for: input)?.text   // "Enter a value"
    /// ```
    func failure(for input: Input) -> InlineMessage? { check(input) }

    /// The field must hold a value.
    ///
    /// ```swift
    /// ValidationRule<String>.required(message: "Enter your name")
    /// ```
    public static func required(critical: Bool = true, message: String? = nil) -> ValidationRule {
        ValidationRule(name: .required, isCritical: critical) { input in
            input.raw.isEmpty ? InlineMessage(.error, message ?? input.messages.text(.valueRequired)) : nil
        }
    }

    /// A value, when there is one, of at least `length` units.
    ///
    /// ```swift
    /// ValidationRule<String>.minimumLength(3)
    /// ```
    public static func minimumLength(_ length: Int, critical: Bool = true, message: String? = nil) -> ValidationRule {
        ValidationRule(name: .minimumLength, isCritical: critical) { input in
            guard !input.raw.isEmpty, input.count < length else { return nil }
            return InlineMessage(.error, message ?? input.messages.text(.tooShort, count: length, ["limit": input.digits.format(length)]))
        }
    }

    /// A value of at most `length` units.
    ///
    /// ```swift
    /// ValidationRule<String>.maximumLength(40)
    /// ```
    public static func maximumLength(_ length: Int, critical: Bool = true, message: String? = nil) -> ValidationRule {
        ValidationRule(name: .maximumLength, isCritical: critical) { input in
            guard input.count > length else { return nil }
            return InlineMessage(.error, message ?? input.messages.text(.tooLong, count: length, ["limit": input.digits.format(length)]))
        }
    }

    /// A value, when there is one, whose raw characters match `pattern` whole (a regular
    /// expression); throws ``ConfigurationError/invalidRegularExpression(_:reason:)`` for a bad one.
    ///
    /// ```swift
    /// try ValidationRule<String>.pattern("[0-9]{5}", message: "Five digits")
    /// ```
    ///
    /// - Complexity: compiles `pattern` to check it; the rule compiles it again each time it runs and matches the raw
    ///   characters, at least O(*n*) in their length.
    public static func pattern(_ pattern: String, critical: Bool = true, message: String? = nil)
        throws(ConfigurationError) -> ValidationRule
    {
        do { _ = try Regex(pattern) } catch { throw .invalidRegularExpression(pattern, reason: "\(error)") }
        // `Regex` is not `Sendable`, so the rule keeps the pattern and compiles it when it runs
        // (at the end of editing, or per edit while its error shows).
        return ValidationRule(name: .pattern, isCritical: critical) { input in
            guard !input.raw.isEmpty else { return nil }
            let matches = (try? Regex(pattern)).map { input.raw.wholeMatch(of: $0) != nil } ?? false
            return matches ? nil : InlineMessage(.error, message ?? input.messages.text(.patternMismatch))
        }
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
        ValidationRule(name: name, isCritical: critical) { input in check(input.value, input.raw) }
    }

    /// The formatter's own verdict (a card's checksum, an incomplete phone number, an amount
    /// above the maximum), in the field's messages.
    ///
    /// ```swift
    /// ValidationRule<CardNumber>.formatterVerdict()
    /// ```
    public static func formatterVerdict(critical: Bool = true) -> ValidationRule {
        ValidationRule(name: .formatterVerdict, isCritical: critical) { input in
            input.verdict?.inlineMessage(in: input.messages)
        }
    }
}
