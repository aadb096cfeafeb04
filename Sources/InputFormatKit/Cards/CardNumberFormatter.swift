/// A card number field: the mask engine over the card brands' mask set, so the grouping follows the
/// brand chosen again at every keystroke (`3` groups 4-4-4-4, `37` regroups as Amex 4-6-5 and
/// stops at 15 digits), with the card's brands and verdict as its value.
///
/// A co-badged number (one two schemes claim, such as UnionPay and RuPay on `8171`) lists its
/// candidate brands in ``CardNumber/candidates``; grouping and lengths follow the first until
/// the cardholder chooses one. A formatter made with ``init(choosing:)`` reads every number that
/// brand claims as that brand, and any other number as usual: the choice holds as digits are
/// typed, deleted or pasted, and counts only while the brand is a candidate. In a form,
/// ``FormField/choose(_:)`` switches it.
///
/// ```swift
/// var field = InputField(formatter: CardNumberFormatter())
/// field.type("378282246310005")
/// field.text.string            // "3782 822463 10005"
/// field.value?.brand         // .americanExpress
/// field.value?.validation    // .valid
/// ```
public struct CardNumberFormatter: ValidatingFormatter, BuiltInFormatter {
    /// The brand the cardholder chose for a co-badged number, or `nil` for none.
    public let chosenBrand: CardBrand?
    private let engine: MaskFormatter

    /// A card number formatter that reads a co-badged number as its first candidate brand.
    ///
    /// ```swift
    /// CardNumberFormatter()
    /// ```
    public init() {
        self.init(choosing: nil)
    }

    /// A card number formatter that reads a number `brand` claims as `brand` (grouping,
    /// lengths, check digit), even where another brand claims it first; `nil` for none.
    ///
    /// ```swift
    /// CardNumberFormatter(choosing: .rupay).value(raw: "8171999927660000")?.brand   // .rupay
    /// ```
    public init(choosing brand: CardBrand?) {
        self.chosenBrand = brand
        self.engine = MaskFormatter(masks: brand.flatMap { CardBrand.chosenMaskSets[$0] } ?? CardBrand.maskSet)
    }

    /// The digits of a card number text.
    ///
    /// - Complexity: O(*n* × *k*) in the length of `text` and the number of the brands' groupings, through which it is
    ///   read.
    public func rawText(of text: String) -> String { engine.rawText(of: text) }

    /// The digits grouped as their brand groups them.
    ///
    /// ```swift
    /// CardNumberFormatter().layout(raw: "4111111111111111").text   // "4111 1111 1111 1111"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func layout(raw: String) -> RawLayout { engine.layout(raw: raw) }

    /// The digits of the longest number a brand groups (19), one ASCII byte each.
    ///
    /// ```swift
    /// CardNumberFormatter().maximumRawUTF8Count   // 19
    /// ```
    var maximumRawUTF8Count: Int? { engine.maximumRawUTF8Count }

    /// Applies an edit through the mask engine.
    ///
    /// - Complexity: O(*n* + *p* × *k*) in the length of `raw`, of a pasted text and the number of the brands'
    ///   groupings, through which a paste is read.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        engine.replace(range, in: raw, with: input)
    }

    /// An edit through the mask engine, which groups the digits as it checks them.
    ///
    /// - Complexity: that of `replace(_:in:with:)`, plus O(*n*) to lay out the new digits.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        engine.replace(range, in: raw, with: input, layout: &layout)
    }

    /// The space before the next group, which a key may type ahead of its first digit.
    ///
    /// ```swift
    /// CardNumberFormatter().decorationAhead(ofRaw: "4111")   // " "
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func decorationAhead(ofRaw raw: String) -> String? {
        engine.decorationAhead(ofRaw: raw)
    }

    /// A digit typed at the end, through the mask engine.
    func append(_ byte: UInt8, to raw: inout String, layout: inout RawLayout) -> Bool {
        engine.append(byte, to: &raw, layout: &layout)
    }

    /// The card number, `nil` without digits.
    ///
    /// ```swift
    /// CardNumberFormatter().value(raw: "4")?.brand   // .visa
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`: its brand looked up and its check digit computed.
    public func value(raw: String) -> CardNumber? {
        raw.isEmpty ? nil : CardNumber(digits: raw, choosing: chosenBrand)
    }

    /// The brand of ``value(raw:)``, without the check digit computed: what a form field
    /// compares before an edit, to announce a brand newly recognized.
    ///
    /// ```swift
    /// CardNumberFormatter().brand(ofRaw: "4")   // .visa
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func brand(ofRaw raw: String) -> CardBrand? {
        raw.isEmpty ? nil : CardNumber.brand(ofDigits: raw, choosing: chosenBrand)
    }
}
