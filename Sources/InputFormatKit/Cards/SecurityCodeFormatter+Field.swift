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

    /// An error for a code shorter or longer than the brand's.
    ///
    /// ```swift
    /// SecurityCodeFormatter(brand: .visa).verdict(raw: "12")?.code   // .securityCodeIncomplete
    /// ```
    public func verdict(raw: String) -> ValueVerdict? {
        value(raw: raw).flatMap { verdict(of: $0, raw: raw) }
    }

    /// The verdict on a code read from `raw`: its validation, made when it was read.
    ///
    /// ```swift
    /// let formatter = SecurityCodeFormatter(brand: .visa)
    /// formatter.verdict(of: formatter.value(raw: "12")!, raw: "12")?.code   // .securityCodeIncomplete
    /// ```
    ///
    /// - Complexity: O(1): the validation was made when it was read.
    @_spi(FormatterAuthoring) public func verdict(of code: SecurityCode, raw: String) -> ValueVerdict? {
        switch code.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .securityCodeIncomplete, arguments: ["digits": String(lengths.lowerBound)])
        case .tooLong: return ValueVerdict(code: .securityCodeTooLong, arguments: ["digits": String(lengths.upperBound)])
        }
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
