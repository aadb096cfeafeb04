extension SecurityCodeFormatter {
    /// The number pad.
    public var keyboardHint: KeyboardHint { .numberPad }

    /// The label with the brand's name for the code: `Security code (CID)`.
    ///
    /// ```swift
    /// SecurityCodeFormatter(brand: .americanExpress).label("Security code")   // "Security code (CID)"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func label(_ text: String) -> String {
        brand.map { "\(text) (\($0.securityCodeName))" } ?? text
    }

    /// The brand's number of digits, for a code with fewer (`Enter the 3-digit security code`)
    /// or more.
    ///
    /// ```swift
    /// SecurityCodeFormatter(brand: .visa).verdict(raw: "12")?.code   // .securityCodeIncomplete
    /// ```
    public func messageArguments(for code: SecurityCode) -> [String: String] {
        ["digits": String(code.validation == .tooLong ? lengths.upperBound : lengths.lowerBound)]
    }
}

extension FormField where Formatter == SecurityCodeFormatter {
    /// Follows the card number field: the code's length and label become those of `card`'s
    /// brand. The digits typed stay, the verdict saying when there are too many now.
    ///
    /// ```swift
    /// code.follow(cardField.value)
    /// ```
    public mutating func follow(_ card: CardNumber?) {
        let brand = card?.brand
        guard brand != formatter.brand else { return }
        input = input.with(formatter: SecurityCodeFormatter(brand: brand))
    }
}
