@testable import InputFormatKit

/// A number field's round trip as the skeleton and pattern tests check it against ICU: a plain
/// decimal typed key by key (its `-` toggles the sign, its `.` is the decimal key) and editing
/// ended, and a text pasted into an empty field.
///
/// ```swift
/// let balance = try NumberFieldFormatter(locale: "en_US", pattern: "#,##0.0###;(#)", allowsNegative: true)
/// NumberFieldRoundTrip.finished(typing: "-1234.5", in: balance)   // "(1,234.5)"
/// NumberFieldRoundTrip.value(pasting: "(1,234.5)", in: balance)   // -1234.5
/// ```
enum NumberFieldRoundTrip {
    /// The field's text once `value` is typed and editing ends.
    static func finished(typing value: String, in formatter: NumberFieldFormatter) -> String {
        var field = InputField(formatter: formatter)
        field.type(value)
        field.blur()
        return field.text.string
    }

    /// The value of an empty field once `text` is pasted into it.
    static func value(pasting text: String, in formatter: NumberFieldFormatter) -> ExactDecimal? {
        var pasted = InputField(formatter: formatter)
        pasted.paste(text)
        return pasted.value
    }

    /// How many fraction digits the plain decimal `value` has.
    static func fractionDigits(of value: String) -> Int {
        value.split(separator: ".").dropFirst().first?.count ?? 0
    }
}
