/// A card number field: the mask engine over the card brands' mask set, so the grouping follows the
/// brand chosen again at every keystroke (`3` groups 4-4-4-4, `37` regroups as Amex 4-6-5 and
/// stops at 15 digits), with the card's brand and verdict as its value.
///
/// ```swift
/// var field = InputField(formatter: CardNumberFormatter())
/// field.type("378282246310005")
/// field.text.string            // "3782 822463 10005"
/// field.value?.brand         // .americanExpress
/// field.value?.validation    // .valid
/// ```
public struct CardNumberFormatter: InputFormatter {
    private let engine = MaskFormatter(masks: CardBrand.maskSet)

    /// A card number formatter.
    ///
    /// ```swift
    /// CardNumberFormatter()
    /// ```
    public init() {}

    /// The digits of a card number text.
    public func rawText(of text: String) -> String { engine.rawText(of: text) }

    /// The digits grouped as their brand groups them.
    ///
    /// ```swift
    /// CardNumberFormatter().layout(raw: "4111111111111111").text   // "4111 1111 1111 1111"
    /// ```
    @_spi(FormatterAuthoring) public func layout(raw: String) -> RawLayout { engine.layout(raw: raw) }

    /// Applies an edit through the mask engine.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        engine.replace(range, in: raw, with: input)
    }

    /// The card number, `nil` without digits.
    ///
    /// ```swift
    /// CardNumberFormatter().value(raw: "4")?.brand   // .visa
    /// ```
    public func value(raw: String) -> CardNumber? {
        raw.isEmpty ? nil : CardNumber(digits: raw)
    }
}
