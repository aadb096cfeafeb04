// Validation: running the rules, what fails now, and the field as a form summary sees it.
extension FormField {
    /// Runs the rules now and shows the first failure (a form's submit does this for every field).
    ///
    /// ```swift
    /// field.validate()?.text   // "Enter a value"
    /// ```
    ///
    /// - Complexity: the value read once, and the formatter's verdict when a verdict rule is there (O(*n*) at most
    ///   in the length of the raw characters), plus each rule's cost: O(1) for the required and length rules, which
    ///   read the counter, and at least O(*n*) for a pattern rule, which compiles its regular expression and matches
    ///   it.
    @discardableResult
    public mutating func validate() -> InlineMessage? {
        let heard = noticed
        runRules()
        announce(since: heard)
        return ruleError ?? warning
    }

    /// The rules that fail now, with their messages, whether shown or not.
    ///
    /// ```swift
    /// field.failingRules.map(\.name)   // ["required"]
    /// ```
    ///
    /// - Complexity: the value read once, and the formatter's verdict when a verdict rule is there (O(*n*) at most
    ///   in the length of the raw characters), plus each rule's cost: O(1) for the required and length rules, which
    ///   read the counter, and at least O(*n*) for a pattern rule, which compiles its regular expression and matches
    ///   it.
    public var failingRules: [(name: RuleName, isCritical: Bool, message: InlineMessage)] {
        let value = value
        let verdict = ruleVerdict(value: value)
        return configuration.rules.compactMap { rule in
            rule.failure(raw: raw, count: counter.count, value: value, verdict: verdict, wording: wording)
                .map { (rule.name, rule.isCritical, $0) }
        }
    }

    /// The field as a form summary sees it.
    ///
    /// ```swift
    /// FormSummary(fields: [name.summary(id: "name"), amount.summary(id: "amount")])
    /// ```
    ///
    /// - Complexity: that of ``failingRules``.
    public func summary(id: String) -> FieldSummary {
        var failures = failingRules.map { FieldSummary.Failure(rule: $0.name, isCritical: $0.isCritical, message: $0.message) }
        if counter.mode == .allowOverLimit, counter.isOverLimit {
            failures.append(FieldSummary.Failure(rule: .characterLimit, isCritical: true,
                                                message: InlineMessage(.error, configuration.messages.text(.reduceCharacters))))
        }
        return FieldSummary(id: id, label: fieldLabel?.text ?? id, isRequired: configuration.isRequired,
                           isFilled: !raw.isEmpty, message: message, failures: failures)
    }

    /// The formatter's verdict on the field's value, given (an edit's result has it), when a rule
    /// reads it; otherwise not read.
    @inline(__always)
    func ruleVerdict(value: Formatter.Value?) -> ValueVerdict? {
        rulesReadVerdict ? input.verdict(value: value) : nil
    }

    mutating func runRules() { runRules(value: value) }

    /// Runs the rules on the field's value, given.
    mutating func runRules(value: Formatter.Value?) {
        let verdict = ruleVerdict(value: value)
        var error: InlineMessage?
        var warning: InlineMessage?
        // By index, not by element: the compiled loop has one retain and one release fewer a
        // keystroke than one over the array's iterator.
        let rules = configuration.rules
        let raw = raw   // read once, not once a rule: a retain and a release each
        for index in rules.indices {
            guard let failure = rules[index].failure(raw: raw, count: counter.count, value: value, verdict: verdict,
                                                     wording: wording) else { continue }
            if failure.kind == .error { error = failure; break }
            if failure.kind == .warning, warning == nil { warning = failure }
        }
        // Set only where it changes: a message copied in and the old one destroyed cost a
        // retain and a release at every edit that leaves no error.
        if error != nil || ruleError != nil { ruleError = error }
        if let warning { self.warning = warning }
        validatesEveryEdit = error != nil
    }
}
