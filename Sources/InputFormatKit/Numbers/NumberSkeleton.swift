/// An ICU number skeleton an app gives a number field, read for what typing must follow: the
/// style (a percentage, a unit in a width), the fraction digits and the grouping. The finished
/// text is ICU's own output for the whole skeleton; the stems that only change how a finished
/// number is written (a sign shown always or in parentheses, a minimum of integer digits, a
/// decimal mark always shown, a rounding mode) are left to ICU.
///
/// What a field cannot edit is refused, naming the stem: compact and scientific notation
/// (`1.2K` is no number one types), a scale (`scale/100` shows another number than the one
/// typed), significant digits and rounding increments (the field never rounds what is typed), a
/// sign hidden from a negative number, currencies (a currency field's), numbering systems (the
/// locale's), and grouping the editing text cannot show.
///
/// ```swift
/// let read = try NumberSkeleton("percent .00 group-off")
/// read.style          // .percent
/// read.fractionDigits // 2...2
/// read.grouping       // .off
/// ```
struct NumberSkeleton: Sendable, Hashable {
    /// A plain number, a percentage or a measurement.
    private(set) var style: NumberFieldFormatter.Style = .decimal
    /// The fraction digits shown at least and taken at most (ICU's default: up to 6).
    private(set) var fractionDigits = 0...6
    /// How the integer digits are grouped.
    private(set) var grouping: DigitGrouping = .auto

    /// Reads `skeleton`, ICU's long stems or their concise forms; throws
    /// ``ConfigurationError/unsupportedNumberSkeleton(_:stem:reason:)`` for a stem a field cannot
    /// edit or ICU does not know.
    ///
    /// - Complexity: O(*n*) in the length of `skeleton`.
    init(_ skeleton: String) throws(ConfigurationError) {
        var unit: String?
        var width: NumberFieldFormatter.UnitWidth?
        var percent = false
        func refuse(_ stem: Substring, _ reason: String) -> ConfigurationError {
            .unsupportedNumberSkeleton(skeleton, stem: String(stem), reason: reason)
        }
        for stem in skeleton.split(whereSeparator: \.isWhitespace) {
            switch stem {
            case "percent", "%":
                percent = true
            case "precision-integer":
                fractionDigits = 0...0
            case "precision-unlimited":
                fractionDigits = 0...15
            case "group-off", ",_":
                grouping = .off
            case "group-min2", ",?":
                grouping = .min2
            case "group-auto":
                grouping = .auto
            case "sign-never", "+_":
                throw refuse(stem, "hides the sign of a negative number")
            case "sign-auto", "sign-always", "sign-accounting", "sign-accounting-always", "sign-except-zero",
                 "sign-accounting-except-zero", "sign-negative", "sign-accounting-negative",
                 "+!", "+?", "+-", "()", "()!", "()?", "()-",
                 "decimal-auto", "decimal-always", "notation-simple":
                continue   // how the finished number is written: ICU's
            case "compact-short", "compact-long", "K", "KK", "scientific", "engineering":
                throw refuse(stem, "writes a number the field cannot edit (1.2K, 1.2E3)")
            case "permille":
                throw refuse(stem, "shows another number than the one typed")
            case "latin":
                throw refuse(stem, "sets the digits, which are the locale's: give the locale a numbering system instead (ar_EG@numbers=latn)")
            default:
                if stem.hasPrefix("rounding-mode-") { continue }
                if let identifier = stem.firstMatch(of: #/^measure-unit/(.+)$/#)?.1 {
                    guard unit == nil, NumberFieldFormatter.isUnitIdentifier(String(identifier)) else {
                        throw refuse(stem, "is not one unit the field can show")
                    }
                    unit = String(identifier)
                } else if let named = stem.firstMatch(of: #/^unit-width-(.+)$/#)?.1 {
                    guard let given = NumberFieldFormatter.UnitWidth(rawValue: String(named)) else {
                        throw refuse(stem, "is not a unit width a field shows (short, narrow, full-name)")
                    }
                    width = given
                } else if let match = stem.firstMatch(of: #/^\.(0*)(#*)$/#) {
                    fractionDigits = match.1.count...(match.1.count + match.2.count)
                } else if let match = stem.firstMatch(of: #/^\.(0*)[+*]$/#) {
                    fractionDigits = match.1.count...15
                } else if stem.wholeMatch(of: #/(integer-width/[*+]0*)|(0+)/#) != nil {
                    continue   // a minimum of integer digits, written by ICU once editing ends
                } else if stem.hasPrefix("integer-width") {
                    throw refuse(stem, "cuts integer digits off the number typed")
                } else if stem.hasPrefix("@") || stem.hasPrefix(".") || stem.hasPrefix("precision-") {
                    throw refuse(stem, "rounds the number typed (significant digits, increments): give the fraction digits instead (.00)")
                } else if stem.hasPrefix("scale/") || stem.hasPrefix("%x") {
                    throw refuse(stem, "shows another number than the one typed")
                } else if stem.hasPrefix("E") || stem.hasPrefix("scientific/") || stem.hasPrefix("engineering/") {
                    throw refuse(stem, "writes a number the field cannot edit (1.2K, 1.2E3)")
                } else if stem.hasPrefix("currency/") || stem.hasPrefix("unit-width-iso") {
                    throw refuse(stem, "is a currency's: use a currency field")
                } else if stem.hasPrefix("numbering-system/") {
                    throw refuse(stem, "sets the digits, which are the locale's: give the locale a numbering system instead (ar_EG@numbers=latn)")
                } else if stem.hasPrefix("group-") || stem == ",!" {
                    throw refuse(stem, "groups in a way the editing text cannot show: use group-auto, group-off or group-min2")
                } else {
                    throw refuse(stem, "is not a stem a number field takes")
                }
            }
        }
        if fractionDigits.upperBound == 0, let always = skeleton.split(whereSeparator: \.isWhitespace).first(where: { $0 == "decimal-always" }) {
            throw refuse(always, "writes a decimal mark after a whole number (12.), which a whole-number field does not read back")
        }
        switch (unit, percent) {
        case (nil, false): style = .decimal
        case (nil, true): style = .percent
        case let (unit?, false): style = .unit(unit, width: width ?? .short)
        case (_?, true): throw .unsupportedNumberSkeleton(skeleton, stem: "percent", reason: "and a unit each say what the number is")
        }
    }
}
