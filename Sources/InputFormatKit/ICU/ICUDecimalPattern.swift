import CICU

/// What ICU reads in a decimal pattern (`#,##0.0###;(#)`), from the format it opened for it in a
/// locale: its digits, grouping, multiplier and affixes, as `unum_getAttribute` and
/// `unum_getTextAttribute` give them.
///
/// ```swift
/// let read = ICUDecimalPattern(try ICUNumberFormatter(pattern: "#,##0.0###;(#)", locale: "en_US"))
/// read.fractionDigits      // 1...4
/// read.groupingSizes       // (3, 3)
/// read.negativeAffixes     // ("(", ")")
/// ```
struct ICUDecimalPattern: Sendable {
    /// The fraction digits shown at least and at most.
    let fractionDigits: ClosedRange<Int>
    /// The integer digits shown at least (`00000` writes 12 as `00012`).
    let minimumIntegerDigits: Int
    /// The primary and secondary group sizes (`#,##,##0`: 3 and 2); `nil` when the pattern does
    /// not group.
    let groupingSizes: (primary: Int, secondary: Int)?
    /// How many digits the leading group needs before grouping starts (1 unless set).
    let minimumGroupingDigits: Int
    /// The number the value is multiplied by before it is written (100 for `%`, 1000 for `‰`).
    let multiplier: Int
    /// The power of ten the value is scaled by (0 unless set).
    let scale: Int
    /// The rounding increment (`0.05` for `#,##0.05`); 0 without one.
    let roundingIncrement: Double
    /// Whether the pattern counts significant digits (`@@#`).
    let usesSignificantDigits: Bool
    /// The width the text is padded to (`*x#,##0`); 0 or less without padding.
    let paddedWidth: Int
    /// Whether a whole number is written with its decimal mark (`#,##0.` writes `12.`).
    let decimalAlwaysShown: Bool
    /// The text written before and after a positive and a negative number, in the locale (the
    /// minus sign with its bidi marks where the pattern has no negative part).
    let positiveAffixes: (prefix: String, suffix: String)
    let negativeAffixes: (prefix: String, suffix: String)

    /// Reads the pattern `formatter` was opened for (by ``ICUNumberFormatter/init(pattern:locale:)``).
    ///
    /// - Complexity: fifteen ICU calls.
    init(_ formatter: ICUNumberFormatter) {
        let handle = formatter.handle
        func attribute(_ which: ifk_pattern_attribute) -> Int { Int(ifk_number_pattern_attribute(handle, Int32(which.rawValue))) }
        func affix(_ which: ifk_pattern_affix) -> String {
            var units = [UInt16](repeating: 0, count: 64)
            var status: Int32 = 0
            var length = ifk_number_pattern_affix(handle, Int32(which.rawValue), &units, Int32(units.count), &status)
            if status == 15 /* U_BUFFER_OVERFLOW_ERROR */, length > 0 {
                units = [UInt16](repeating: 0, count: Int(length))
                status = 0
                length = ifk_number_pattern_affix(handle, Int32(which.rawValue), &units, Int32(units.count), &status)
            }
            guard !ICUError.isFailure(status) else { return "" }
            return String(decoding: units.prefix(Int(length)), as: UTF16.self)
        }
        let minimumFraction = max(0, attribute(IFK_PATTERN_MIN_FRACTION_DIGITS))
        self.fractionDigits = minimumFraction...max(minimumFraction, attribute(IFK_PATTERN_MAX_FRACTION_DIGITS))
        self.minimumIntegerDigits = attribute(IFK_PATTERN_MIN_INTEGER_DIGITS)
        let primary = attribute(IFK_PATTERN_GROUPING_SIZE), secondary = attribute(IFK_PATTERN_SECONDARY_GROUPING_SIZE)
        self.groupingSizes = attribute(IFK_PATTERN_GROUPING_USED) != 0 && primary > 0
            ? (primary, secondary > 0 ? secondary : primary) : nil
        self.minimumGroupingDigits = max(1, attribute(IFK_PATTERN_MINIMUM_GROUPING_DIGITS))
        self.multiplier = attribute(IFK_PATTERN_MULTIPLIER)
        self.scale = attribute(IFK_PATTERN_SCALE)
        self.roundingIncrement = ifk_number_pattern_rounding_increment(handle)
        self.usesSignificantDigits = attribute(IFK_PATTERN_SIGNIFICANT_DIGITS_USED) != 0
        self.paddedWidth = attribute(IFK_PATTERN_FORMAT_WIDTH)
        self.decimalAlwaysShown = attribute(IFK_PATTERN_DECIMAL_ALWAYS_SHOWN) != 0
        self.positiveAffixes = (affix(IFK_PATTERN_POSITIVE_PREFIX), affix(IFK_PATTERN_POSITIVE_SUFFIX))
        self.negativeAffixes = (affix(IFK_PATTERN_NEGATIVE_PREFIX), affix(IFK_PATTERN_NEGATIVE_SUFFIX))
    }
}
