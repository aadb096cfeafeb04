extension CardNumberFormatter {
    /// The number pad.
    ///
    /// ```swift
    /// CardNumberFormatter().keyboardHint   // .numberPad
    /// ```
    public var keyboardHint: KeyboardHint { .numberPad }
}

extension InputField where Formatter == CardNumberFormatter {
    /// The cardholder's choice of brand for a co-badged number (European rules require offering
    /// it): the field reads every number `brand` claims as `brand` (grouping, lengths, check
    /// digit), and any other number as before; `nil` goes back to the first candidate. The
    /// digits stay; the text regroups if the brand groups them otherwise, the caret or
    /// selection by the same digits; the choice holds as the number is edited, counting only
    /// while `brand` is a candidate.
    ///
    /// ```swift
    /// card.value?.candidates   // [.unionPay, .rupay]
    /// card.choose(.rupay)
    /// card.value?.brand        // .rupay
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the digits: laid out by both formatters, and the field's editing ended and
    ///   started again when the grouping changes.
    public mutating func choose(_ brand: CardBrand?) {
        guard brand != formatter.chosenBrand else { return }
        let chosen = CardNumberFormatter(choosing: brand)
        let before = formatter.layout(raw: raw)
        let after = chosen.layout(raw: raw)
        let selection = text.selection
        self = with(formatter: chosen)
        guard before.text != after.text else { return }
        // Laid out again from the digits (ending and starting editing leave the digits of a card
        // number as they are), the selection put back by the same digits.
        if isFocused {
            let digits = before.rawBoundary(at: selection.lowerBound)..<before.rawBoundary(at: selection.upperBound)
            blur()
            focus()
            select(after.selection(forRaw: digits))
        } else {
            focus()
            blur()
        }
    }
}

extension FormField where Formatter == CardNumberFormatter {
    /// The cardholder's choice of brand for a co-badged number, as
    /// ``InputField/choose(_:)`` makes it; the field's error, if one shows, is checked again.
    ///
    /// ```swift
    /// card.choose(.rupay)
    /// card.value?.brand   // .rupay
    /// ```
    ///
    /// - Complexity: that of `InputField.choose(_:)`, plus the rules when the field's error shows.
    public mutating func choose(_ brand: CardBrand?) {
        guard brand != formatter.chosenBrand else { return }
        input.choose(brand)
        if validatesEveryEdit { runRules() }
    }
}
