extension CurrencyFormatter {
    /// The locale the amount is written in: its field speaks its language.
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "de_DE", currency: "EUR").fieldLocale   // "de_DE"
    /// ```
    public var fieldLocale: String? { locale }

    /// A field label with the ISO code, as the guideline shows it.
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "en_US", currency: "EUR").label("Amount")   // "Amount (EUR)"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func label(_ text: String) -> String { "\(text) (\(currency))" }

    /// The decimal pad; with negative amounts allowed, digits and punctuation (the decimal pad
    /// has no minus key).
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "en_US", currency: "USD").keyboardHint   // .decimalPad
    /// ```
    public var keyboardHint: KeyboardHint { allowsNegative ? .numbersAndPunctuation : .decimalPad }

    /// The longest amount's raw characters: a minus sign when allowed, the integer digits, the
    /// decimal mark and the minor units (18 for dollars: 15 digits, `.`, 2), one byte each.
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "en_US", currency: "USD").maximumRawUTF8Count   // 18
    /// ```
    var maximumRawUTF8Count: Int? { editor.maximumRawUTF8Count }

    /// The range rule: an error when the amount is below ``minimumAmount`` or above
    /// ``maximumAmount``, with the bound as the locale writes it. It never refuses a keystroke
    /// (5 on the way to 50 with a minimum of 10 is typed freely).
    ///
    /// ```swift
    /// let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", maximumAmount: ExactDecimal("500"))
    /// formatter.verdict(raw: "500.01")?.inlineMessage(in: .english).text
    /// // "Enter an amount of at most $500.00"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`, and one ICU format call to write the bound of an amount outside the
    ///   range.
    public func verdict(raw: String) -> ValueVerdict? {
        if let open = editor.openVerdict(raw: raw, ambiguous: .ambiguousAmount, incomplete: .notAnAmount) { return open }
        guard !range.isEmpty else { return nil }
        return value(raw: raw).flatMap { verdict(of: $0, raw: raw) }
    }

    /// The range rule on an amount read from `raw`.
    ///
    /// ```swift
    /// let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", maximumAmount: ExactDecimal("500"))
    /// formatter.verdict(of: (try ExactDecimal("500.01")), raw: "500.01")?.code   // .amountAboveMaximum
    /// ```
    ///
    /// - Complexity: O(1), and one ICU format call to write the bound of an amount outside the range.
    func verdict(of amount: ExactDecimal, raw: String) -> ValueVerdict? {
        range.verdict(of: amount, below: .amountBelowMinimum, above: .amountAboveMaximum) {
            finishedText(raw: $0.description)
        }
    }
}
