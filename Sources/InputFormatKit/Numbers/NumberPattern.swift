/// An ICU decimal pattern an app gives a number field (`#,##0.0###;(#)`), read by ICU in the
/// field's locale for what typing must follow: the fraction digits, the grouping sizes, a
/// percentage (`%`), the pattern's own affixes (`'$'#,##0.00`, `#,##0 'pcs'`) and how a negative
/// number is written (`-`, a trailing `-`, parentheses). The finished text is ICU's own output for
/// the pattern (`unum_formatDecimal`); a minimum of integer digits (`00000`) is ICU's to write.
///
/// What a field cannot edit is refused, naming what: scientific notation (`0.###E0`), significant
/// digits (`@@#`), a rounding increment (`#,##0.05`), padding (`*x#,##0`), a currency sign (`¤`:
/// a currency field's), a per-mille sign, a decimal mark after a whole number (`#,##0.`), leading
/// zeros across a grouping mark (`0,000` writes 12 as `0,012`), more
/// than 15 fraction digits, and (when negatives are allowed) a negative part that hides the sign
/// or writes text the field cannot read back.
///
/// ```swift
/// let read = try NumberPattern("#,##0.0###;(#)", locale: "en_US", allowsNegative: true)
/// read.fractionDigits                       // 1...4
/// try read.formatter.formatText(decimal: "-1234.5")   // "(1,234.5)"
/// ```
struct NumberPattern: Sendable {
    /// ICU's format of the pattern in the locale, opened once and shared.
    let formatter: ICUNumberFormatter
    /// A plain number, or a percentage (`%`: the value typed is the percent, 12.5 for `12.5%`).
    let style: NumberFieldFormatter.Style
    /// The fraction digits shown at least and taken at most.
    let fractionDigits: ClosedRange<Int>
    /// The group sizes and the smallest leading group, `nil` when the pattern does not group.
    let grouping: (primary: Int, secondary: Int, minimum: Int)?
    /// The pattern's text before and after a number while it is edited (the positive number's).
    let affixes: (prefix: String, suffix: String)
    /// Whether a negative number's sign stands before the prefix (`-$3.00` for `'$'#,##0.00`).
    let minusPrecedesPrefix: Bool

    /// The longest pattern read: longer ones are no number format an app writes.
    static let maximumLength = 100

    /// Reads `pattern` in `locale` (resolved); throws
    /// ``ConfigurationError/unsupportedNumberPattern(_:reason:)`` for what a field cannot edit or
    /// ICU does not read (quoting where ICU's reading fails).
    ///
    /// - Complexity: O(*n*) in the length of `pattern`, and ICU's format opened once per pattern
    ///   and locale; a pattern ICU does not read is opened once per prefix to find where it fails.
    init(_ pattern: String, locale: String, allowsNegative: Bool) throws(ConfigurationError) {
        func refuse(_ reason: String) -> ConfigurationError { .unsupportedNumberPattern(pattern, reason: reason) }
        guard pattern.utf16.count <= Self.maximumLength else { throw refuse("is longer than \(Self.maximumLength) characters") }
        let formatter: ICUNumberFormatter
        do { formatter = try ICUNumberFormatter.shared(pattern: pattern, locale: locale) } catch {
            throw refuse("is not one ICU reads (\(error.name)\(Self.failure(of: pattern, locale: locale)))")
        }
        var percent = false
        var quoted = false
        var previous: Character = " "
        for character in pattern {
            defer { previous = character }
            if character == "'" { quoted.toggle(); continue }
            guard !quoted else { continue }
            switch character {
            case "E" where "0#@.,".contains(previous):
                throw refuse("writes a number the field cannot edit: “E” is scientific notation (1.2E3)")
            case "@":
                throw refuse("rounds the number typed: “@” counts significant digits; give fraction digits instead (0.00)")
            case "*":
                throw refuse("pads the number: “*” fills a width the field does not keep while editing")
            case "¤":
                throw refuse("holds “¤”, a currency's sign: use a currency field")
            case "‰":
                throw refuse("shows another number than the one typed: “‰” multiplies it by 1000")
            case "%":
                percent = true
            default:
                continue
            }
        }
        let read = ICUDecimalPattern(formatter)
        if read.roundingIncrement > 0 {
            throw refuse("rounds the number typed to an increment (\(read.roundingIncrement)): give fraction digits instead (0.00)")
        }
        if read.usesSignificantDigits {
            throw refuse("rounds the number typed: it counts significant digits")
        }
        if read.paddedWidth > 0 {
            throw refuse("pads the number to a width the field does not keep while editing")
        }
        guard read.scale == 0, read.multiplier == (percent ? 100 : 1) else {
            throw refuse("shows another number than the one typed (multiplied by \(read.multiplier))")
        }
        guard read.fractionDigits.upperBound <= 15 else {
            throw refuse("takes \(read.fractionDigits.upperBound) fraction digits, more than the 15 a field takes")
        }
        if read.decimalAlwaysShown, read.fractionDigits.upperBound == 0 {
            throw refuse("writes a decimal mark after a whole number (12.), which a whole-number field does not read back")
        }
        if let sizes = read.groupingSizes, read.minimumIntegerDigits > sizes.primary {
            throw refuse("writes leading zeros across a grouping mark (12 as 0,012), which reads back as a decimal")
        }
        let positive = read.positiveAffixes
        if AmountReader.sign(prefix: Array(positive.prefix.unicodeScalars), suffix: Array(positive.suffix.unicodeScalars)) != false {
            throw refuse("writes a positive number as a negative one is read (\(EditRejection.quoted(positive.prefix + "1" + positive.suffix)))")
        }
        var minusPrecedesPrefix = false
        if allowsNegative {
            let negative = read.negativeAffixes
            var prefix = Substring(negative.prefix), suffix = Substring(negative.suffix)
            if prefix.hasSuffix(positive.prefix) {
                prefix = prefix.dropLast(positive.prefix.count)
                minusPrecedesPrefix = !positive.prefix.isEmpty && !prefix.isEmpty
            } else if prefix.hasPrefix(positive.prefix) {
                prefix = prefix.dropFirst(positive.prefix.count)
            }
            if suffix.hasPrefix(positive.suffix) {
                suffix = suffix.dropFirst(positive.suffix.count)
            } else if suffix.hasSuffix(positive.suffix) {
                suffix = suffix.dropLast(positive.suffix.count)
            }
            let signs = (Array(prefix.unicodeScalars), Array(suffix.unicodeScalars))
            guard AmountReader.sign(prefix: signs.0, suffix: signs.1) == true,
                  !(signs.0 + signs.1).contains(where: CurrencyNames.isNameScalar) else {
                throw refuse("writes a negative number as \(EditRejection.quoted(negative.prefix + "1" + negative.suffix)), which does not read back as negative: "
                    + "write its negative part with a minus sign or in parentheses (#,##0;(#,##0))")
            }
        }
        self.formatter = formatter
        self.style = percent ? .percent : .decimal
        self.fractionDigits = read.fractionDigits
        self.grouping = read.groupingSizes.map { ($0.primary, $0.secondary, read.minimumGroupingDigits) }
        self.affixes = positive
        self.minusPrecedesPrefix = minusPrecedesPrefix
    }

    /// Where ICU's reading of `pattern` fails, as a clause to add to a refusal (`at offset 2, “.”`):
    /// the end of the shortest prefix ICU does not read (ICU 72 reports no offset for a decimal
    /// pattern); empty when every prefix reads.
    ///
    /// - Complexity: one ICU open per prefix, O(*n*²) in the length of `pattern` (at most
    ///   ``maximumLength``).
    private static func failure(of pattern: String, locale: String) -> String {
        var prefix = ""
        for (offset, character) in pattern.enumerated() {
            prefix.append(character)
            if (try? ICUNumberFormatter(pattern: prefix, locale: locale)) == nil {
                return " at offset \(offset), \(EditRejection.quoted(String(character)))"
            }
        }
        return ""
    }

    /// The words of the pattern's affixes (`pcs`, `$`), which a paste may hold around its number.
    var ownWords: [String] {
        (affixes.prefix + " " + affixes.suffix).split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
