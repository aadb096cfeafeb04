/// How the digits of an amount or a number are entered: as typed, with a fixed fraction always
/// shown, or from the minor units up.
///
/// - ``asTyped``: digits go where the caret is and the decimal key places the decimal mark
///   (`1`, `2`, `.`, `5` → `12.5`). The default.
/// - ``fixedFraction``: the fraction the field always shows is there while typing too
///   (react-number-format's `fixedDecimalScale`, autoNumeric's default): `56` typed over
///   `1,234.00` shows `56.00` with the caret after `56`; the decimal key moves the caret over
///   the mark, and a digit typed in the fraction takes the place of the zero after the caret
///   (`56.|00`, `5` → `56.5|0`). Its digits are a currency's minor units, or a number field's
///   ``NumberFieldFormatter/minimumFractionDigits``.
/// - ``minorUnitsFirst``: digits fill the amount from the right, as a point-of-sale terminal or a
///   banking app takes an amount, and no decimal key is needed (`1`, `2`, `3`, `4` → `0.01`,
///   `0.12`, `1.23`, `12.34`); Backspace takes the last digit back (`12.34` → `1.23`), the
///   decimal and grouping keys change nothing, and a paste over the whole amount reads a whole
///   amount (`12.3` pasted is `12.30`). Its digits are a currency's minor units, or a number
///   field's ``NumberFieldFormatter/maximumFractionDigits``.
///
/// The raw characters are always the amount the field shows (`0.01`), so caret rules, undo,
/// selection and the value are those of any amount.
///
/// ```swift
/// var till = InputField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD", entry: .minorUnitsFirst))
/// till.type("1234")
/// till.text.description   // "12.34|"
/// ```
public enum AmountEntry: String, Sendable, Hashable, CaseIterable {
    /// Digits and the decimal mark where they are typed.
    case asTyped = "as-typed"
    /// The fraction always shown, typed over.
    case fixedFraction = "fixed-fraction"
    /// Digits filling the amount from the right.
    case minorUnitsFirst = "minor-units-first"
}
