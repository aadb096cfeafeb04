extension AffixedFormatter {
    /// The wrapped formatter's verdict.
    ///
    /// ```swift
    /// AffixedFormatter(CardNumberFormatter(), prefix: "#").verdict(raw: "4111")?.code   // .cardIncomplete
    /// ```
    ///
    /// - Complexity: the wrapped formatter's.
    public func verdict(raw: String) -> ValueVerdict? { base.verdict(raw: raw) }

    /// The wrapped formatter's keyboard.
    ///
    /// ```swift
    /// AffixedFormatter(CardNumberFormatter(), prefix: "#").keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint { base.keyboardHint }

    /// The wrapped formatter's: multi-line around a note.
    ///
    /// ```swift
    /// AffixedFormatter(PlainTextFormatter(allowsNewlines: true), prefix: "Re: ").acceptsLineBreaks   // true
    /// ```
    public var acceptsLineBreaks: Bool { base.acceptsLineBreaks }

    /// The wrapped formatter's bound: the raw characters are its own (the affixes are decoration).
    ///
    /// ```swift
    /// AffixedFormatter(CardNumberFormatter(), prefix: "#").maximumRawUTF8Count   // 19
    /// ```
    var maximumRawUTF8Count: Int? { Shortcuts.maximumRawUTF8Count(of: base) }

    /// The wrapped formatter's label.
    ///
    /// ```swift
    /// AffixedFormatter(try CurrencyFormatter(locale: "en_US", currency: "USD"), prefix: "$").label("Amount")
    /// // "Amount (USD)"
    /// ```
    ///
    /// - Complexity: the wrapped formatter's.
    public func label(_ text: String) -> String { base.label(text) }

    /// The base's locale.
    ///
    /// ```swift
    /// AffixedFormatter(try CurrencyFormatter(locale: "de_DE", currency: "EUR"), suffix: " netto").fieldLocale   // "de_DE"
    /// ```
    public var fieldLocale: String? { base.fieldLocale }
}
