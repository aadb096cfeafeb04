/// What a screen reader gets from a field, in the order it reads them: the label, the value,
/// then the message and the counter (``hint``); and, after an event, what to announce.
///
/// - `label`: for `accessibilityLabel` — the field's label with "required" (or "optional" in a
///   form that marks optional fields), never a bare asterisk.
/// - `value`: for `accessibilityValue` — the value read as a value in the field's locale: an
///   amount with its currency's full name, a card number as its brand and digit groups, a phone
///   number digit by digit in its groups, a mask's characters without its literals, plain text
///   as it is, and "Empty" for an empty field.
/// - `hint`: for `accessibilityHint` — the message under the field, then the counter's phrase.
/// - `announcement`: for `UIAccessibility.post(notification: .announcement, argument:)` after
///   the event — an error that appeared (or "Error corrected" when it went), a success or
///   warning shown, the brand of a card number recognized, the character limit reached, a
///   refused edit's reason (said again in a row of refusals only for the same key again).
///
/// ```swift
/// var amount = FormField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"),
///                        configuration: .init(label: "Betrag", isRequired: true, locale: "de_DE"), focused: true)
/// amount.type("1234,5")
/// amount.accessibility.label   // "Betrag (EUR), Pflichtfeld"
/// amount.accessibility.value   // "1.234,50 Euro"
/// amount.accessibility.language       // "de": the built-in German messages
/// amount.accessibility.valueLanguage  // "de-DE"
/// ```
public struct FieldAccessibility: Sendable, Hashable {
    /// The label, with "required" or "optional"; `nil` for a field without a label.
    public var label: String?
    /// The value as a screen reader should say it.
    public var value: String
    /// The message and the counter's phrase, in that order; `nil` when there is neither.
    public var hint: String?
    /// What to announce after the last event, or `nil` when nothing a sighted user would notice
    /// changed.
    public var announcement: String?
    /// The language the label, hint and announcement are in: the field's messages' locale as a
    /// BCP 47 language tag (`de` for the built-in German table), for the speech language a UI
    /// gives them.
    public var language: String
    /// The language the value is in: the formatter's (``InputFormatter/fieldLocale``, as a BCP 47
    /// tag: `de-DE`) for a value it writes in words (`1.234,50 Euro`), else ``language``. Where the two differ, a UI
    /// gives each part its own speech language (`accessibilityLanguage`, or
    /// `NSAttributedString.Key.accessibilitySpeechLanguage`), so that neither is read in the
    /// other's voice.
    public var valueLanguage: String

    /// An accessibility description with the given parts, all in `language` unless the value
    /// is in another.
    ///
    /// ```swift
    /// FieldAccessibility(label: "Name", value: "Ada", hint: nil, announcement: nil)
    /// ```
    public init(label: String?, value: String, hint: String?, announcement: String?, language: String = "en",
                valueLanguage: String? = nil) {
        self.label = label
        self.value = value
        self.hint = hint
        self.announcement = announcement
        self.language = language
        self.valueLanguage = valueLanguage ?? language
    }
}
