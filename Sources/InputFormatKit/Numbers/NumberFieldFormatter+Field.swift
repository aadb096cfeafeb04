extension NumberFieldFormatter {
    /// The locale the number is written in: its field speaks its language.
    ///
    /// ```swift
    /// try NumberFieldFormatter(locale: "fr_FR").fieldLocale   // "fr_FR"
    /// ```
    public var fieldLocale: String? { locale }

    /// The number pad for whole numbers, the decimal pad for decimals; with negative numbers
    /// allowed, digits and punctuation (neither pad has a minus key).
    ///
    /// ```swift
    /// try NumberFieldFormatter(locale: "en_US", maximumFractionDigits: 0).keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint {
        if allowsNegative { return .numbersAndPunctuation }
        return maximumFractionDigits == 0 ? .numberPad : .decimalPad
    }

    /// The longest number's raw characters: a minus sign when allowed, the integer digits, the
    /// decimal mark and the fraction digits, one byte each.
    ///
    /// ```swift
    /// try NumberFieldFormatter(locale: "en_US", maximumFractionDigits: 0).maximumRawUTF8Count   // 15
    /// ```
    var maximumRawUTF8Count: Int? { editor.maximumRawUTF8Count }

    /// The range rule: an error when the number is below ``minimum`` or above ``maximum``,
    /// with the bound written as the field writes it when editing ends (`Enter at most 1.000 kg`).
    /// It never refuses a keystroke (5 on the way to 50 with a minimum of 10 is typed freely);
    /// the field shows the error as its validation timing says.
    ///
    /// ```swift
    /// let weight = try NumberFieldFormatter(locale: "de_DE", style: .unit("mass-kilogram"), maximum: ExactDecimal("1000"))
    /// weight.verdict(raw: "1000.5")?.inlineMessage(in: .german).text   // "Geben Sie höchstens 1.000 kg ein"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`, and one ICU format call to write the bound of a number outside the
    ///   range.
    public func verdict(raw: String) -> ValueVerdict? {
        if let open = editor.openVerdict(raw: raw, ambiguous: .ambiguousNumber, incomplete: .notANumber) { return open }
        guard !range.isEmpty else { return nil }
        return value(raw: raw).flatMap { verdict(of: $0, raw: raw) }
    }

    /// The range rule on a number read from `raw`.
    ///
    /// ```swift
    /// let weight = try NumberFieldFormatter(locale: "de_DE", style: .unit("mass-kilogram"), maximum: ExactDecimal("1000"))
    /// weight.verdict(of: (try ExactDecimal("1000.5")), raw: "1000.5")?.code   // .numberAboveMaximum
    /// ```
    ///
    /// - Complexity: O(1), and one ICU format call to write the bound of a number outside the range.
    func verdict(of number: ExactDecimal, raw: String) -> ValueVerdict? {
        range.verdict(of: number, below: .numberBelowMinimum, above: .numberAboveMaximum) {
            finishedText(raw: $0.description)
        }
    }
}
