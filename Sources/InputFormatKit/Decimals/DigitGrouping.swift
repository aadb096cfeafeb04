/// How an amount's or a number's integer digits are grouped, while the field is edited and once
/// editing ends: as the locale groups, not at all, or from two leading digits on.
///
/// A field that groups for the user takes a typed grouping separator as nothing, with or without
/// grouping; a pasted `1,234` still reads as 1234 with grouping off.
///
/// ```swift
/// let reference = try NumberFieldFormatter(locale: "en_US", maximumFractionDigits: 2, grouping: .off)
/// reference.layout(raw: "12345.67").text   // "12345.67"
/// reference.finishedText(raw: "12345.67")  // "12345.67"
/// ```
public enum DigitGrouping: String, Sendable, Hashable, CaseIterable {
    /// As the locale groups (`1,234` in en_US, `1234` and `12.345` in es): `group-auto`, the
    /// default.
    case auto
    /// No grouping marks (`1234567`): `group-off`.
    case off
    /// Grouping only with at least two digits in the leading group (`1234`, `12,345` in en_US):
    /// `group-min2`.
    case min2

    /// The ICU skeleton stem; empty for ICU's default.
    var stem: String {
        switch self {
        case .auto: return ""
        case .off: return "group-off"
        case .min2: return "group-min2"
        }
    }
}
