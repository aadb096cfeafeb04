/// The field traits every formatter has by default: no verdict of its own, the text keyboard,
/// the label as given.
extension InputFormatter {
    /// No verdict: the value is whatever the user typed.
    ///
    /// ```swift
    /// PlainTextFormatter().verdict(raw: "x")   // nil
    /// ```
    public func verdict(raw: String) -> ValueVerdict? { nil }

    /// The text keyboard.
    ///
    /// ```swift
    /// PlainTextFormatter().keyboardHint   // .default
    /// ```
    public var keyboardHint: KeyboardHint { .default }

    /// The label as given.
    ///
    /// ```swift
    /// PlainTextFormatter().label("Title")   // "Title"
    /// ```
    public func label(_ text: String) -> String { text }
}

extension CurrencyFormatter {
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
        return ValueVerdict(.error, code: .amountAboveMaximum, message: .amountAboveMaximum,
                            arguments: ["maximum": finishedText(raw: maximumAmount.description)])
    }
}

extension CardNumberFormatter {
    /// The number pad.
    ///
    /// ```swift
    /// CardNumberFormatter().keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint { .numberPad }

    /// An error for an incomplete number, a wrong check digit, an unsupported length or a
    /// number of no known brand.
    ///
    /// ```swift
    /// CardNumberFormatter().verdict(raw: "4111")?.code   // .cardIncomplete
    /// ```
    public func verdict(raw: String) -> ValueVerdict? {
        guard let card = value(raw: raw) else { return nil }
        switch card.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(.error, code: .cardIncomplete, message: .cardIncomplete)
        case .invalidChecksum: return ValueVerdict(.error, code: .cardInvalidChecksum, message: .cardInvalidChecksum)
        case .unsupportedLength:
            return ValueVerdict(.error, code: .cardUnsupportedLength, message: .cardUnsupportedLength)
        case .unknownBrand: return ValueVerdict(.error, code: .cardUnknownBrand, message: .cardUnknownBrand)
        }
    }
}

extension MaskFormatter {
    /// The number pad when every slot of every mask takes only digits, else the text keyboard.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint {
        masks.allMasks.allSatisfy { $0.slots.allSatisfy { $0 == .digit } } ? .numberPad : .default
    }
}

extension AffixedFormatter {
    /// The wrapped formatter's verdict.
    ///
    /// ```swift
    /// AffixedFormatter(CardNumberFormatter(), prefix: "#").verdict(raw: "4111")?.code   // .cardIncomplete
    /// ```
    public func verdict(raw: String) -> ValueVerdict? { base.verdict(raw: raw) }

    /// The wrapped formatter's keyboard.
    ///
    /// ```swift
    /// AffixedFormatter(CardNumberFormatter(), prefix: "#").keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint { base.keyboardHint }

    /// The wrapped formatter's label.
    ///
    /// ```swift
    /// AffixedFormatter(try CurrencyFormatter(locale: "en_US", currency: "USD"), prefix: "$").label("Amount")
    /// // "Amount (USD)"
    /// ```
    public func label(_ text: String) -> String { base.label(text) }
}
