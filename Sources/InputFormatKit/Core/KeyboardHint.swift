/// The keyboard a UI should bring up for a field.
///
/// ```swift
/// CardNumberFormatter().keyboardHint   // .numberPad
/// ```
public enum KeyboardHint: String, Sendable, Hashable, CaseIterable {
    /// The default keyboard, for text.
    case `default`
    /// Digits and a decimal mark, for amounts.
    case decimalPad
    /// Digits only.
    case numberPad
    /// Digits, `+`, `*` and `#`, for phone numbers.
    case phonePad
    /// Digits and punctuation (a minus sign), for amounts that may be negative.
    case numbersAndPunctuation
}
