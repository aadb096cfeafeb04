/// The headless model of one form field: an ``InputField`` with a character counter, inline
/// messages, validation rules, states and a label. A UI renders what it returns after every
/// event; it decides nothing itself.
///
/// - **Counter.** Only the value counts (never a mask literal, an affix or a currency symbol),
///   updated from each edit. At a stop-at-limit counter an edit that would pass the limit is
///   cut at a grapheme boundary to fit, and the message becomes "Character limit reached"; an
///   allow-over-limit counter takes the edit and the field is in error ("Reduce the number of
///   characters") until the value is short enough.
/// - **Messages.** One message shows, by precedence: error > warning > success > counter message
///   > helper > "Read-only field". Success and warning go at the next edit; an error goes once
///   corrected, and the helper text returns.
/// - **Rules** run when editing ends (or on every edit, by ``ValidationTiming``), and on every
///   edit once an error shows. With ``Configuration/hidesErrorWhileTyping`` the error goes as
///   soon as the user types, and the rules run again when editing ends.
/// - **States** follow focus, edits, blur, clear, enable/disable and read-only on/off; disabled
///   and read-only fields refuse every edit and keep their text.
///
/// ```swift
/// var note = FormField(formatter: PlainTextFormatter(allowsNewlines: true),
///                      configuration: .init(label: "Note", helperText: "Visible to your team",
///                                           counter: CharacterCounter(limit: 10)))
/// note.focus()
/// note.paste("Hello, world!")
/// note.value                  // "Hello, wor": cut to fit
/// note.message?.text          // "Character limit reached"
/// note.counterText            // "10/10"
/// note.state                  // .typing
/// ```
public struct FormField<Formatter: InputFormatter>: Sendable {
    /// How a field is set up.
    ///
    /// ```swift
    /// FormField<PlainTextFormatter>.Configuration(label: "Name", isRequired: true, rules: [.required()])
    /// ```
    public struct Configuration: Sendable {
        /// The label (or, for the title variant, the prompt text); the formatter may add to it.
        public var label: String?
        /// Where the label stands.
        public var labelVariant: FieldLabel.Variant
        /// Whether the field must be filled (it gets the required rule and the required mark).
        public var isRequired: Bool
        /// The helper text: persists under the field when no other message shows.
        public var helperText: String?
        /// The character counter (its limit, unit and mode).
        public var counter: CharacterCounter
        /// The validation rules, in order: the first failure is shown.
        public var rules: [ValidationRule<Formatter.Value>]
        /// When the rules run.
        public var timing: ValidationTiming
        /// Whether an error disappears as soon as the user types (the guideline's error flow).
        public var hidesErrorWhileTyping: Bool
        /// Which fields of the form carry marks; a lone field marks the required one.
        public var labelMarking: LabelMarking
        /// The built-in strings.
        public var messages: MessageTable
        /// The digits numbers are written in (the counter, the messages).
        public var digits: LocaleDigits

        /// A configuration; everything is optional.
        ///
        /// ```swift
        /// .init(label: "Bio", counter: CharacterCounter(limit: 160, mode: .allowOverLimit))
        /// ```
        public init(label: String? = nil, labelVariant: FieldLabel.Variant = .label, isRequired: Bool = false,
                    helperText: String? = nil, counter: CharacterCounter = CharacterCounter(),
                    rules: [ValidationRule<Formatter.Value>] = [], timing: ValidationTiming = .onEndOfEditing,
                    hidesErrorWhileTyping: Bool = false, labelMarking: LabelMarking = .requiredFields,
                    messages: MessageTable = .english, digits: LocaleDigits = .ascii) {
            self.label = label
            self.labelVariant = labelVariant
            self.isRequired = isRequired
            self.helperText = helperText
            self.counter = counter
            self.rules = rules
            self.timing = timing
            self.hidesErrorWhileTyping = hidesErrorWhileTyping
            self.labelMarking = labelMarking
            self.messages = messages
            self.digits = digits
        }
    }

    /// The field's text, selection, focus and value.
    public private(set) var input: InputField<Formatter>
    /// The character counter, up to date with the value.
    public private(set) var counter: CharacterCounter
    /// How the field is set up.
    public let configuration: Configuration
    /// Whether the field takes input.
    public private(set) var isEnabled = true
    /// Whether the field's value is shown but cannot be changed.
    public private(set) var isReadOnly = false
    /// Why the last edit was refused, or `nil`.
    public private(set) var lastRejection: EditRejection?

    private var ruleError: InlineMessage?
    private var success: InlineMessage?
    private var warning: InlineMessage?
    private var validatesEveryEdit = false

    /// A field holding `text` (read as a paste), focused or not.
    ///
    /// ```swift
    /// FormField(formatter: PlainTextFormatter(), configuration: .init(label: "Name"), text: "Ada")
    /// ```
    public init(formatter: Formatter, configuration: Configuration = Configuration(), text: String = "",
                focused: Bool = false) {
        var configuration = configuration
        if configuration.isRequired, !configuration.rules.contains(where: { $0.name == .required }) {
            configuration.rules.insert(.required(), at: 0)
        }
        self.configuration = configuration
        self.input = InputField(formatter: formatter)
        if !text.isEmpty { input.paste(text) }
        if !focused { input.blur() }
        self.counter = configuration.counter
        counter.recount(input.raw)
        lastRejection = nil
    }

    // MARK: What the UI shows

    /// The formatter.
    ///
    /// ```swift
    /// field.formatter.keyboardHint   // .decimalPad
    /// ```
    public var formatter: Formatter { input.formatter }

    /// The text and selection.
    ///
    /// ```swift
    /// field.text.description   // "1,234|"
    /// ```
    public var text: FieldText { input.text }

    /// The value, or `nil`.
    ///
    /// ```swift
    /// field.value?.description   // "1234"
    /// ```
    public var value: Formatter.Value? { input.value }

    /// The raw characters of the value (what the counter counts).
    ///
    /// ```swift
    /// phone.raw   // "5551234567" while the text is "(555) 123-4567"
    /// ```
    public var raw: String { input.raw }

    /// Whether the field is being edited.
    ///
    /// ```swift
    /// field.isFocused   // true after focus()
    /// ```
    public var isFocused: Bool { input.isFocused }

    /// Whether the field can be changed now: enabled and not read-only.
    ///
    /// ```swift
    /// field.isEditable   // false after setReadOnly(true)
    /// ```
    public var isEditable: Bool { isEnabled && !isReadOnly }

    /// The one message shown under the field, by precedence: error > warning > success > counter
    /// message > helper > "Read-only field"; `nil` when there is none.
    ///
    /// ```swift
    /// field.message?.kind   // .error
    /// ```
    public var message: InlineMessage? {
        let table = configuration.messages
        if counter.mode == .allowOverLimit, counter.isOverLimit { return InlineMessage(.error, table.text(.reduceCharacters)) }
        if let ruleError { return ruleError }
        if let warning { return warning }
        if let success { return success }
        if counter.mode == .stopAtLimit, counter.isAtLimit, isEditable {
            return InlineMessage(.helper, table.text(.characterLimitReached))
        }
        if let helper = configuration.helperText { return InlineMessage(.helper, helper) }
        if isReadOnly { return InlineMessage(.helper, table.text(.readOnlyField)) }
        return nil
    }

    /// The state the field is drawn in.
    ///
    /// ```swift
    /// field.state   // .active when focused and empty
    /// ```
    public var state: FieldVisualState {
        if !isEnabled { return .disabled }
        if isReadOnly { return .readOnly }
        if message?.kind == .error { return .error }
        if isFocused { return raw.isEmpty ? .active : .typing }
        return raw.isEmpty ? .default : .typed
    }

    /// Whether the clear button shows: only while focused, editable and not empty.
    ///
    /// ```swift
    /// field.isClearButtonVisible   // false once editing ends
    /// ```
    public var isClearButtonVisible: Bool { isFocused && isEditable && !raw.isEmpty }

    /// The counter text, `12/40` in the field's digits, or `nil` without a limit.
    ///
    /// ```swift
    /// field.counterText   // "12/40"
    /// ```
    public var counterText: String? { counter.text(digits: configuration.digits) }

    /// What a screen reader says of the counter ("3 characters left", "No characters left",
    /// "1 character over the limit"), or `nil` without a limit.
    ///
    /// ```swift
    /// field.counterAccessibilityText   // "1 character left"
    /// ```
    public var counterAccessibilityText: String? {
        counter.remaining.map { configuration.messages.remaining($0, digits: configuration.digits) }
    }

    /// The label with its mark, or `nil` without one.
    ///
    /// ```swift
    /// field.labelText   // "Amount (EUR)*"
    /// ```
    public var labelText: String? {
        fieldLabel.map { $0.text(marking: configuration.labelMarking, messages: configuration.messages) }
    }

    /// The label as a value (text as the formatter shows it, required or not), or `nil`.
    ///
    /// ```swift
    /// field.fieldLabel?.isRequired   // true
    /// ```
    public var fieldLabel: FieldLabel? {
        configuration.label.map {
            FieldLabel(formatter.label($0), isRequired: configuration.isRequired, variant: configuration.labelVariant)
        }
    }

    /// The keyboard to bring up.
    ///
    /// ```swift
    /// field.keyboardHint   // .decimalPad for an amount
    /// ```
    public var keyboardHint: KeyboardHint { formatter.keyboardHint }

    // MARK: Events

    /// Focuses the field (a disabled field takes no focus).
    ///
    /// ```swift
    /// field.focus()
    /// ```
    public mutating func focus() {
        lastRejection = nil
        guard isEnabled else { lastRejection = .disabled; return }
        input.focus()
    }

    /// Ends editing: the value is tidied and the rules run.
    ///
    /// ```swift
    /// field.blur()
    /// ```
    public mutating func blur() {
        lastRejection = nil
        guard isFocused else { return }
        let old = input.raw
        input.blur()
        updateCounter(from: old)
        if isEditable { runRules() }
    }

    /// Applies one edit; refused while disabled or read-only, or when nothing of it fits under a
    /// stop-at-limit counter.
    ///
    /// ```swift
    /// field.apply(Edit(replacing: 0..<0, with: "Hi"))
    /// ```
    @discardableResult
    public mutating func apply(_ edit: Edit) -> EditResult<Formatter.Value> {
        if !isEnabled { return refuse(.disabled) }
        if isReadOnly { return refuse(.readOnly) }
        let before = input
        var (result, counted) = applyCounting(edit, to: &input)
        if !result.isRejected, counted.mode == .stopAtLimit, let limit = counted.limit,
           counted.count > limit, counted.count > counter.count {
            (result, counted) = fitting(edit, from: before, limit: limit)
        }
        lastRejection = result.rejection
        guard !result.isRejected else { return result }
        counter = counted
        success = nil
        warning = nil
        if configuration.hidesErrorWhileTyping, ruleError != nil {
            ruleError = nil
            validatesEveryEdit = false
        } else if validatesEveryEdit || configuration.timing == .onEveryEdit {
            runRules()
        }
        return result
    }

    /// Types `text` one grapheme cluster a keystroke; returns the first refusal.
    ///
    /// ```swift
    /// field.type("Hello")
    /// ```
    @discardableResult
    public mutating func type(_ text: String) -> EditRejection? {
        var first: EditRejection?
        for character in text {
            let result = apply(.typing(String(character), in: input.text))
            if first == nil { first = result.rejection }
        }
        return first
    }

    /// Pastes `text` over the selection as one edit.
    ///
    /// ```swift
    /// field.paste("A long text")
    /// ```
    @discardableResult
    public mutating func paste(_ text: String) -> EditResult<Formatter.Value> { apply(.paste(text, in: input.text)) }

    /// The backspace key.
    ///
    /// ```swift
    /// field.backspace()
    /// ```
    @discardableResult
    public mutating func backspace() -> EditResult<Formatter.Value> { apply(.backspace(in: input.text)) }

    /// The forward-delete key.
    ///
    /// ```swift
    /// field.deleteForward()
    /// ```
    @discardableResult
    public mutating func deleteForward() -> EditResult<Formatter.Value> { apply(.deleteForward(in: input.text)) }

    /// Sets the selection.
    ///
    /// ```swift
    /// field.select(0..<3)
    /// ```
    public mutating func select(_ range: Range<Int>) {
        lastRejection = nil
        input.select(range)
    }

    /// The clear button: the value goes and the helper text returns. Refused when the field
    /// cannot be changed.
    ///
    /// ```swift
    /// field.clear()
    /// ```
    public mutating func clear() {
        lastRejection = nil
        if !isEnabled { lastRejection = .disabled; return }
        if isReadOnly { lastRejection = .readOnly; return }
        input.clear()
        counter.recount("")
        ruleError = nil
        success = nil
        warning = nil
        validatesEveryEdit = false
    }

    /// Enables or disables the field; a disabled field loses focus and keeps its text.
    ///
    /// ```swift
    /// field.setEnabled(false)
    /// ```
    public mutating func setEnabled(_ enabled: Bool) {
        lastRejection = nil
        isEnabled = enabled
        if !enabled, isFocused {
            let old = input.raw
            input.blur()
            updateCounter(from: old)
        }
    }

    /// Makes the field read-only, or editable again; it keeps its text.
    ///
    /// ```swift
    /// field.setReadOnly(true)
    /// ```
    public mutating func setReadOnly(_ readOnly: Bool) {
        lastRejection = nil
        isReadOnly = readOnly
    }

    /// Shows a success or warning message until the next edit (an error comes from the rules).
    ///
    /// ```swift
    /// field.show(InlineMessage(.success, "Username is available"))
    /// ```
    public mutating func show(_ message: InlineMessage) {
        switch message.kind {
        case .success: success = message
        case .warning: warning = message
        case .error: ruleError = message; validatesEveryEdit = true
        case .helper: break
        }
    }

    /// Runs the rules now and shows the first failure (a form's submit does this for every field).
    ///
    /// ```swift
    /// field.validate()?.text   // "Enter a value"
    /// ```
    @discardableResult
    public mutating func validate() -> InlineMessage? {
        runRules()
        return ruleError ?? warning
    }

    /// The rules that fail now, with their messages, whether shown or not.
    ///
    /// ```swift
    /// field.failingRules.map(\.name)   // ["required"]
    /// ```
    public var failingRules: [(name: RuleName, isCritical: Bool, message: InlineMessage)] {
        let input = ruleInput
        return configuration.rules.compactMap { rule in
            rule.failure(for: input).map { (rule.name, rule.isCritical, $0) }
        }
    }

    /// The field as a form summary sees it.
    ///
    /// ```swift
    /// FormSummary(fields: [name.summary(id: "name"), amount.summary(id: "amount")])
    /// ```
    public func summary(id: String) -> FieldSummary {
        var failures = failingRules.map { FieldSummary.Failure(rule: $0.name, isCritical: $0.isCritical, message: $0.message) }
        if counter.mode == .allowOverLimit, counter.isOverLimit {
            failures.append(FieldSummary.Failure(rule: .characterLimit, isCritical: true,
                                                message: InlineMessage(.error, configuration.messages.text(.reduceCharacters))))
        }
        return FieldSummary(id: id, label: fieldLabel?.text ?? id, isRequired: configuration.isRequired,
                           isFilled: !raw.isEmpty, message: message, failures: failures)
    }

    // MARK: Inside

    private var ruleInput: ValidationRule<Formatter.Value>.Input {
        ValidationRule<Formatter.Value>.Input(
            raw: raw, value: value, count: counter.count, verdict: formatter.verdict(raw: raw),
            messages: configuration.messages, digits: configuration.digits)
    }

    private mutating func runRules() {
        let input = ruleInput
        var error: InlineMessage?
        var warning: InlineMessage?
        for rule in configuration.rules {
            guard let failure = rule.failure(for: input) else { continue }
            if failure.kind == .error { error = failure; break }
            if failure.kind == .warning, warning == nil { warning = failure }
        }
        ruleError = error
        if let warning { self.warning = warning }
        validatesEveryEdit = error != nil
    }

    /// Updates the counter from the change between `old` and the value now (focus, blur and
    /// clear; edits count from the change they report).
    private mutating func updateCounter(from old: String) {
        let new = input.raw
        counter.update(from: old, to: new, change: ValueChange(from: old, to: new))
    }

    private mutating func refuse(_ reason: EditRejection) -> EditResult<Formatter.Value> {
        lastRejection = reason
        return EditResult(field: input.text, value: value, rejection: reason)
    }

    /// `edit` applied to `field`, and the counter as it would be after it, counted from the
    /// change: where an edit applied in place says the value changed, else where old and new
    /// values differ (short values: an amount, a card number).
    private func applyCounting(_ edit: Edit, to field: inout InputField<Formatter>)
        -> (result: EditResult<Formatter.Value>, counter: CharacterCounter)
    {
        let old = field.raw
        let (result, change) = field.applyReportingRawChange(edit)
        var counted = counter
        if !result.isRejected {
            counted.update(from: old, to: field.raw, change: change ?? ValueChange(from: old, to: field.raw))
        }
        return (result, counted)
    }

    /// `edit` with its replacement cut, at a grapheme boundary, to the longest start that keeps
    /// the count within `limit` (a binary search over the replacement's clusters, each try one
    /// edit), and the counter after it; refused when not even one character fits.
    private mutating func fitting(_ edit: Edit, from before: InputField<Formatter>, limit: Int)
        -> (result: EditResult<Formatter.Value>, counter: CharacterCounter)
    {
        let characters = Array(edit.replacement)
        func attempt(_ length: Int) -> (InputField<Formatter>, EditResult<Formatter.Value>, CharacterCounter)? {
            var trial = before
            let (result, counted) = applyCounting(Edit(replacing: edit.range, with: String(characters[..<length])), to: &trial)
            guard !result.isRejected, counted.count <= limit else { return nil }
            return (trial, result, counted)
        }
        var fits = 0
        var best: (InputField<Formatter>, EditResult<Formatter.Value>, CharacterCounter)?
        var high = characters.count - 1
        while fits < high {
            let middle = (fits + high + 1) / 2
            if let found = attempt(middle) { fits = middle; best = found } else { high = middle - 1 }
        }
        guard let (field, result, counted) = best else {
            input = before
            return (EditResult(field: before.text, value: before.value, rejection: .characterLimitReached(limit: limit)), counter)
        }
        input = field
        return (result, counted)
    }
}
