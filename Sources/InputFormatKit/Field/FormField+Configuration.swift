extension FormField {
    /// How a field is set up.
    ///
    /// ```swift
    /// FormField<PlainTextFormatter>.Configuration(label: "Name", isRequired: true, rules: [.required()])
    /// ```
    public struct Configuration: Sendable {
        /// The label (or, for the title variant, the prompt text); the formatter may add to it.
        public var label: String?
        /// Where the label stands.
        public var labelVariant: LabelVariant
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
        /// The built-in strings: the counter's messages, the marks' spoken forms, the rules'
        /// and the formatter's errors.
        public var messages: MessageTable
        /// The digits numbers are written in (the counter, the messages).
        public var digits: LocaleDigits
        /// How many undo steps the field keeps, the oldest going first.
        public var undoLimit: Int

        /// A configuration; everything is optional. `locale` is the field's language and
        /// digits: its built-in strings (``MessageTable/builtIn(for:)``) and its locale's digits,
        /// unless `messages` or `digits` say otherwise; without any of them, English and ASCII.
        ///
        /// ```swift
        /// .init(label: "Bio", counter: CharacterCounter(limit: 160, mode: .allowOverLimit))
        /// .init(label: "Notiz", counter: CharacterCounter(limit: 160), locale: "de_DE")
        /// ```
        ///
        /// - Complexity: with a `locale` and no `digits`, opens ICU's number symbols for the locale's digits (several
        ///   ICU calls): make a configuration once and keep it.
        public init(label: String? = nil, labelVariant: LabelVariant = .label, isRequired: Bool = false,
                    helperText: String? = nil, counter: CharacterCounter = CharacterCounter(),
                    rules: [ValidationRule<Formatter.Value>] = [], timing: ValidationTiming = .onEndOfEditing,
                    hidesErrorWhileTyping: Bool = false, labelMarking: LabelMarking = .requiredFields,
                    locale: String? = nil, messages: MessageTable? = nil, digits: LocaleDigits? = nil,
                    undoLimit: Int = 100) {
            self.label = label
            self.labelVariant = labelVariant
            self.isRequired = isRequired
            self.helperText = helperText
            self.counter = counter
            self.rules = rules
            self.timing = timing
            self.hidesErrorWhileTyping = hidesErrorWhileTyping
            self.labelMarking = labelMarking
            self.messages = messages ?? locale.map(MessageTable.builtIn(for:)) ?? .english
            self.digits = digits ?? locale.flatMap { try? LocaleDigits(locale: $0) } ?? .ascii
            self.undoLimit = undoLimit
        }
    }
}
