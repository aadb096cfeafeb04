/// The range rule of a decimal field, written once for amounts and numbers: a minimum and a
/// maximum that never refuse a key (5 on the way to 50 with a minimum of 10 is typed freely),
/// checked exactly (``ExactDecimal`` compares digit by digit), and written in the message as the
/// field writes a finished value.
///
/// A bound must be a value the field can hold: one with more fraction digits than the field
/// takes would be written rounded (a minimum of 0.5 in a whole-number field as "at least 0", the
/// very value it refuses), and one with more integer digits than it takes could not be typed (a
/// maximum of 100,000 digits): each is a configuration error.
///
/// ```swift
/// let range = try DecimalRange(minimum: ExactDecimal("10"), maximum: nil, fractionDigits: 2, integerDigits: 15)
/// range.verdict(of: (try ExactDecimal("5")), below: .numberBelowMinimum, above: .numberAboveMaximum) { $0.description }
/// // minimum "10"
/// ```
struct DecimalRange: Sendable, Hashable {
    let minimum: ExactDecimal?
    let maximum: ExactDecimal?

    /// Throws ``ConfigurationError/emptyRange(minimum:maximum:)`` when the minimum lies above the
    /// maximum, ``ConfigurationError/boundTooPrecise(_:fractionDigits:)`` for a bound with more
    /// than `fractionDigits` fraction digits, and ``ConfigurationError/boundTooLarge(_:integerDigits:)``
    /// for one with more than `integerDigits` integer digits (a value no one can type).
    init(minimum: ExactDecimal?, maximum: ExactDecimal?, fractionDigits: Int, integerDigits: Int) throws(ConfigurationError) {
        for bound in [minimum, maximum].compactMap({ $0 }) {
            if bound.integerDigitCount > integerDigits {
                throw .boundTooLarge(EditRejection.excerpt(bound.description), integerDigits: integerDigits)
            }
            if bound.fractionDigitCount > fractionDigits { throw .boundTooPrecise(bound.description, fractionDigits: fractionDigits) }
        }
        if let minimum, let maximum, maximum < minimum {
            throw .emptyRange(minimum: minimum.description, maximum: maximum.description)
        }
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Whether there is a bound to check at all.
    var isEmpty: Bool { minimum == nil && maximum == nil }

    /// The error for `value` below the minimum (`below`, its argument `minimum`) or above the
    /// maximum (`above`, `maximum`), each bound written by `text`; `nil` within the range.
    func verdict(of value: ExactDecimal, below: ValueVerdict.Code, above: ValueVerdict.Code,
                 text: (ExactDecimal) -> String) -> ValueVerdict? {
        if let minimum, value < minimum { return ValueVerdict(code: below, arguments: ["minimum": text(minimum)]) }
        if let maximum, maximum < value { return ValueVerdict(code: above, arguments: ["maximum": text(maximum)]) }
        return nil
    }
}
