/// What a typed `.`, `,`, apostrophe or space means in an amount of one locale: the decimal
/// mark, or a grouping separator (the field groups for the user).
///
/// It is the locale's reading of a key: what a `.` or `,` means where the digits around it fit
/// both readings (``AmountReader``, rule 6: `1.234` is 1234 in de_DE), and what a key typed
/// before an amount's last digit does (a grouping key changes nothing there; the caret moves
/// over a grouping separator that stands there).
///
/// - The locale's grouping separator is a grouping key, and so is a character that looks like
///   it: ASCII `'` (and `ʼ`) for `’` (de_CH), any space for a no-break or narrow no-break space
///   (fr_FR, sv_SE), `,` for the Arabic `٬` (ar_EG, fa_IR), a full-width `，` or `．` for `,` or
///   `.`.
/// - The locale's decimal separator is the decimal key; so are `.`, `,`, `٫` and their
///   full-width forms wherever they are not a grouping key: fr_FR takes both `,` and `.`, de_CH
///   takes `,` beside its `.`, ar_EG takes `.` beside `٫`.
///
/// The catalog's CurrencyFields article gives the rules, with examples in 11 locales.
///
/// ```swift
/// SeparatorKey(",", decimalMark: ".", groupingMark: ",")   // .grouping  (en_US)
/// SeparatorKey(".", decimalMark: ",", groupingMark: ".")   // .grouping  (de_DE)
/// SeparatorKey(".", decimalMark: ",", groupingMark: "\u{202F}")   // .decimal (fr_FR)
/// SeparatorKey("x", decimalMark: ".", groupingMark: ",")   // nil
/// ```
enum SeparatorKey: Sendable, Hashable {
    /// The decimal mark.
    case decimal
    /// A grouping separator: typed, it changes nothing.
    case grouping

    /// The meaning of `scalar` typed in a locale whose decimal mark is `decimalMark` and whose
    /// grouping separator is `groupingMark` (`nil` when it does not group); `nil` when it is
    /// neither key.
    init?(_ scalar: Unicode.Scalar, decimalMark: Unicode.Scalar?, groupingMark: Unicode.Scalar?) {
        if let groupingMark, Self.looksAlike(scalar, groupingMark) {
            self = .grouping
            return
        }
        switch scalar {
        case ".", ",", "\u{066B}", "\u{FF0E}", "\u{FF0C}":
            self = .decimal
        default:
            guard scalar == decimalMark else { return nil }
            self = .decimal
        }
    }

    /// Whether a typed `scalar` stands for the locale's grouping separator `mark`.
    private static func looksAlike(_ scalar: Unicode.Scalar, _ mark: Unicode.Scalar) -> Bool {
        if scalar == mark { return true }
        switch mark {
        case "\u{2019}", "'", "\u{02BC}":
            return scalar == "'" || scalar == "\u{2019}" || scalar == "\u{02BC}"
        case ",", "\u{FF0C}":
            return scalar == "," || scalar == "\u{FF0C}"
        case ".", "\u{FF0E}":
            return scalar == "." || scalar == "\u{FF0E}"
        case "\u{066C}":
            return scalar == "," || scalar == "\u{FF0C}"
        default:
            return mark.properties.isWhitespace && scalar.properties.generalCategory == .spaceSeparator
        }
    }
}
