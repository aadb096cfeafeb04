extension CurrencyFormatter {
    /// A field label with the ISO code, as the guideline shows it.
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "en_US", currency: "EUR").label("Amount")   // "Amount (EUR)"
    /// ```
    public func label(_ text: String) -> String { "\(text) (\(currency))" }

    /// The decimal pad; with negative amounts allowed, digits and punctuation (the decimal pad
    /// has no minus key).
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "en_US", currency: "USD").keyboardHint   // .decimalPad
    /// ```
    public var keyboardHint: KeyboardHint { allowsNegative ? .numbersAndPunctuation : .decimalPad }

    /// An error when the amount is above ``maximumAmount``, with the maximum as the locale
    /// writes it.
    ///
    /// ```swift
    /// let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", maximumAmount: ExactDecimal("500"))
    /// formatter.verdict(raw: "500.01")?.inlineMessage(in: .english).text
    /// // "Enter an amount of at most $500.00"
    /// ```
    public func verdict(raw: String) -> ValueVerdict? {
        guard let maximumAmount, let amount = value(raw: raw), amount.decimal > maximumAmount.decimal else { return nil }
        return ValueVerdict(code: .amountAboveMaximum, arguments: ["maximum": finishedText(raw: maximumAmount.description)])
    }
}

extension ValueVerdict.Code {
    /// An amount above the formatter's maximum.
    public static let amountAboveMaximum: Self = "amount.above-maximum"
}
