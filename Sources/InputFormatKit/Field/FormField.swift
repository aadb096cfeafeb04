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
public struct FormField<Formatter: InputFormatter>: EditableField, Sendable {
    /// The character counter, up to date with the value.
    public internal(set) var counter: CharacterCounter
    /// How the field is set up.
    public let configuration: Configuration
    /// Whether the field takes input.
    public internal(set) var isEnabled = true
    /// Whether the field's value is shown but cannot be changed.
    public internal(set) var isReadOnly = false
    /// Why the last edit was refused, or `nil`.
    public internal(set) var lastRejection: EditRejection?

    /// What a screen reader should announce after the last event (see ``accessibility``).
    var announcement: String?
    /// What the last refused edit inserted: a reason is announced again for the same key again
    /// (``announceRefusal(previous:key:)``).
    var lastRefusedKey: String?
    var ruleError: InlineMessage?
    var success: InlineMessage?
    var warning: InlineMessage?
    var validatesEveryEdit = false
    /// The configuration's messages and digits, handed to each rule at every edit
    /// (`ValidationRule.failure(raw:count:value:verdict:wording:)`), and the counter's texts.
    let wording: FieldWording
    /// The BCP 47 tags of the field's words and of its value (``FieldAccessibility/language``,
    /// ``FieldAccessibility/valueLanguage``), made once, not at each reading.
    let languageTags: (words: String, value: String)
    /// Whether a rule reads the formatter's verdict (``ValidationRule/formatterVerdict(critical:)``):
    /// found once, not by a walk through the rules at every edit.
    let rulesReadVerdict: Bool
    /// A card field's brand as the last announcement read it (``noticed``); `nil` for any other
    /// field.
    var noticedBrand: NoticedBrand?
    // Stored last, as the one property of the generic type (as `InputField.formatter` is).
    /// The field's text, selection, focus and value.
    public internal(set) var input: InputField<Formatter>

    /// A field holding `text` (read as a paste), focused or not.
    ///
    /// ```swift
    /// FormField(formatter: PlainTextFormatter(), configuration: .init(label: "Name"), text: "Ada")
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`: pasted, finished unless the field is focused, and counted; and,
    ///   for a counter's limit of at most 500, O(*m*) in the limit: the counter's texts are written once (about 8 KB
    ///   at 500), to be read at each keystroke.
    public init(formatter: Formatter, configuration: Configuration = Configuration(), text: String = "",
                focused: Bool = false) {
        var configuration = configuration
        if configuration.isRequired, !configuration.rules.contains(where: { $0.name == .required }) {
            configuration.rules.insert(.required(), at: 0)
        }
        // Unless named, the field speaks its formatter's language, in its digits. Messages named
        // without digits keep ASCII digits: English words with the formatter's Arabic-Indic
        // digits would be neither's.
        let locale = configuration.namedMessages == nil ? formatter.fieldLocale : nil
        if configuration.namedMessages == nil { configuration.messages = locale.map(MessageTable.builtIn(for:)) ?? .english }
        if configuration.namedDigits == nil { configuration.digits = locale.flatMap { try? LocaleDigits(locale: $0) } ?? .ascii }
        if configuration.checksFormatterVerdict, !configuration.rules.contains(where: { $0.name == .formatterVerdict }) {
            configuration.rules.append(.formatterVerdict())
        }
        self.configuration = configuration
        self.rulesReadVerdict = configuration.rules.contains { $0.readsVerdict }
        self.wording = FieldWording(messages: configuration.messages, digits: configuration.digits,
                                    counterLimit: configuration.counter.limit)
        let words = Self.languageTag(configuration.messages.locale)
        self.languageTags = (words, formatter.fieldLocale.map(Self.languageTag) ?? words)
        self.input = InputField(formatter: formatter, undoLimit: configuration.undoLimit)
        if !text.isEmpty { input.paste(text) }
        input.forgetHistory()   // the text it starts with is not an edit to undo
        if !focused { input.blur() }
        self.counter = configuration.counter
        counter.recount(input.raw)
        lastRejection = nil
        keepNoticedBrand(noticed.brand)
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
    ///
    /// - Complexity: that of the formatter's `value(raw:)`, or its reading of the kept layout: O(*n*) at most in the
    ///   length of the raw characters for the library's formatters, O(1) for plain text and masks, whose value is their
    ///   raw characters.
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
        // Always inlined, as the other reads of the field an edit makes (`noticed`,
        // `mayPassLimit`, `ruleVerdict`): called from an edit, a method of the field that is not
        // inlined had the whole field (960 bytes with a mask) copied to be called.
        // The message table is read only where a message comes from it: bound first, it was
        // retained and released at every read (three an edit).
        @inline(__always) get {
            if counter.mode == .allowOverLimit, counter.isOverLimit {
                return InlineMessage(.error, configuration.messages.text(.reduceCharacters))
            }
            if let ruleError { return ruleError }
            if let warning { return warning }
            if let success { return success }
            if counter.mode == .stopAtLimit, counter.isAtLimit, isEditable {
                return InlineMessage(.helper, configuration.messages.text(.characterLimitReached))
            }
            if let helper = configuration.helperText { return InlineMessage(.helper, helper) }
            if isReadOnly { return InlineMessage(.helper, configuration.messages.text(.readOnlyField)) }
            return nil
        }
    }

    /// Why the last edit was refused, in the field's language (its ``Configuration/messages``,
    /// numbers in its digits), or `nil` when it was accepted: for the UI to show for a moment
    /// under the field. It goes with the next event.
    ///
    /// ```swift
    /// var amount = FormField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"),
    ///                        configuration: .init(locale: "de_DE"), focused: true)
    /// amount.paste("£7")
    /// amount.rejectionMessage   // "Dieses Feld nimmt nur Euro an, nicht Britische Pfund"
    /// ```
    ///
    /// - Complexity: that of `EditRejection.message(_:digits:)`: an ICU look-up for a currency the reason names, or for
    ///   the plural form of a count outside English.
    public var rejectionMessage: String? {
        lastRejection.map { $0.message(configuration.messages, digits: configuration.digits) }
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
    public var counterText: String? {
        let counter = shownCounter
        guard let limit = counter.limit else { return nil }
        return wording.counterText(count: counter.count, limit: limit)
    }

    /// What a screen reader says of the counter ("3 characters left", "No characters left",
    /// "1 character over the limit"), or `nil` without a limit.
    ///
    /// ```swift
    /// field.counterAccessibilityText   // "1 character left"
    /// ```
    ///
    /// - Complexity: one ICU call for the plural form of the count outside English.
    public var counterAccessibilityText: String? {
        shownCounter.remaining.map { configuration.messages.remaining($0, digits: configuration.digits) }
    }

    /// The label with its mark, or `nil` without one.
    ///
    /// ```swift
    /// field.labelText   // "Amount (EUR)*"
    /// ```
    public var labelText: String? {
        fieldLabel.map { $0.text(marking: configuration.labelMarking, messages: configuration.messages) }
    }

    /// What a screen reader says of the label: its text, and that the field is required (or
    /// optional, where the form marks optional fields) in words; `nil` without a label. The same
    /// as ``accessibility``'s label.
    ///
    /// ```swift
    /// field.labelAccessibilityText   // "Name, required"
    /// ```
    public var labelAccessibilityText: String? {
        fieldLabel.map { $0.accessibilityLabel(marking: configuration.labelMarking, messages: configuration.messages) }
    }

    /// The label as a value (text as the formatter shows it, required or not), or `nil`.
    var fieldLabel: FieldLabel? {
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
}

extension FormField: CustomStringConvertible {
    /// The text as the field shows it: with its caret `|` or selection `[…]` while it has
    /// focus, without one when it has none (``InputField/description``).
    ///
    /// - Complexity: O(*n*) in the length of the text while the field has focus; O(1) without.
    public var description: String { input.description }
}
