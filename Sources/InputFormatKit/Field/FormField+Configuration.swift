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
        /// Whether the formatter's verdict is a rule of the field where ``rules`` does not name it:
        /// ``ValidationRule/formatterVerdict(critical:)``, critical, after the app's rules. On by
        /// default, so that a card number whose check digit is wrong, a mask with slots left or a
        /// date with a part missing is an error on the field's timing, and ``FormSummary`` counts
        /// it; `false` leaves the verdict out.
        public var checksFormatterVerdict: Bool
        /// When the rules run.
        public var timing: ValidationTiming
        /// Whether an error disappears as soon as the user types (the guideline's error flow).
        public var hidesErrorWhileTyping: Bool
        /// Which fields of the form carry marks; a lone field marks the required one.
        public var labelMarking: LabelMarking
        /// The built-in strings: the counter's messages, the marks' spoken forms, the rules'
        /// and the formatter's errors. Unless a configuration names them (by `messages` or
        /// `locale`), a field speaks its formatter's language (``InputFormatter/fieldLocale``),
        /// else English. A configuration not yet given to a field, naming none, reads English
        /// here: to change one of the formatter's messages, start from
        /// `MessageTable.builtIn(for: formatter.fieldLocale ?? "en")`.
        public var messages: MessageTable {
            get { namedMessages ?? .english }
            set { namedMessages = newValue }
        }
        /// The digits numbers are written in (the counter, the messages). Unless a configuration
        /// names them (by `digits` or `locale`), those of the formatter's locale where the
        /// messages are the formatter's too, else ASCII.
        public var digits: LocaleDigits {
            get { namedDigits ?? .ascii }
            set { namedDigits = newValue }
        }
        /// The messages and digits the configuration names; `nil` leaves them to the formatter.
        var namedMessages: MessageTable?
        var namedDigits: LocaleDigits?
        /// How many undo steps the field keeps, the oldest going first.
        public var undoLimit: Int

        /// A configuration; everything is optional. The formatter's verdict is a rule unless
        /// `checksFormatterVerdict` is `false`. `locale` is the field's language and
        /// digits: its built-in strings (``MessageTable/builtIn(for:)``) and its locale's digits,
        /// unless `messages` or `digits` say otherwise; without any of them, the formatter's
        /// (``InputFormatter/fieldLocale``: a German amount's field speaks German), else English
        /// and ASCII.
        ///
        /// ```swift
        /// .init(label: "Bio", counter: CharacterCounter(limit: 160, mode: .allowOverLimit))
        /// .init(label: "Notiz", counter: CharacterCounter(limit: 160), locale: "de_DE")
        /// ```
        ///
        /// A field's language follows its formatter unless named:
        ///
        /// ```swift
        /// let euros = try CurrencyFormatter(locale: "de_DE", currency: "EUR")
        /// var amount = FormField(formatter: euros, configuration: .init(label: "Betrag"), focused: true)
        /// amount.type("-")
        /// amount.accessibility.announcement   // "Dieses Feld nimmt keine negativen Beträge an"
        /// ```
        ///
        /// - Complexity: with a `locale` and no `digits`, opens ICU's number symbols for the locale's digits (several
        ///   ICU calls): make a configuration once and keep it.
        public init(label: String? = nil, labelVariant: LabelVariant = .label, isRequired: Bool = false,
                    helperText: String? = nil, counter: CharacterCounter = CharacterCounter(),
                    rules: [ValidationRule<Formatter.Value>] = [], checksFormatterVerdict: Bool = true,
                    timing: ValidationTiming = .onEndOfEditing,
                    hidesErrorWhileTyping: Bool = false, labelMarking: LabelMarking = .requiredFields,
                    locale: String? = nil, messages: MessageTable? = nil, digits: LocaleDigits? = nil,
                    undoLimit: Int = 100) {
            self.label = label
            self.labelVariant = labelVariant
            self.isRequired = isRequired
            self.helperText = helperText
            self.counter = counter
            self.rules = rules
            self.checksFormatterVerdict = checksFormatterVerdict
            self.timing = timing
            self.hidesErrorWhileTyping = hidesErrorWhileTyping
            self.labelMarking = labelMarking
            self.namedMessages = messages ?? locale.map(MessageTable.builtIn(for:))
            self.namedDigits = digits ?? locale.flatMap { try? LocaleDigits(locale: $0) }
            self.undoLimit = undoLimit
        }
    }
}
