/// How a locale writes an amount of one currency while it is being edited: its digits, its
/// decimal and grouping marks, its minus sign and its grouping sizes, under the display's
/// grouping option.
///
/// Every part is read once from ICU's own output for the currency (skeleton
/// `currency/XXX unit-width-hidden`, so monetary separators apply and the symbol is left out,
/// with `group-off` or `group-min2` when the display asks for them) using ICU's field positions;
/// keystrokes are then laid out without calling ICU.
///
/// ```swift
/// let notation = try AmountNotation(locale: "en_IN", currency: "INR")
/// notation.groupingMark          // ","
/// notation.primaryGroupSize      // 3
/// notation.secondaryGroupSize    // 2  (12,34,567)
/// ```
struct AmountNotation: Sendable, Hashable {
    /// The locale's digits 0 to 9 (`٠`…`٩` in ar_EG).
    let digits: [String]
    /// The decimal mark (`,` in de_DE, `٫` in ar_EG).
    let decimalMark: String
    /// The locale's grouping mark (`.` in de_DE, U+202F in fr_FR, `’` in de_CH); empty when the
    /// locale does not group. It stays when the display turns grouping off (a pasted `1.234`
    /// still reads as the locale reads it), but is then never shown.
    let groupingMark: String
    /// The minus sign with the bidi marks ICU writes around it (U+061C `-` in ar_EG).
    ///
    /// While editing, the minus sign always leads the amount, even in the few locales whose
    /// currency pattern writes it after the number (`fy`: `€ 1.234,56-`); the finished display
    /// is ICU's and writes it where the locale does.
    let minusSign: String
    /// Whether the locale's currency pattern writes the minus sign after the number (`fy`).
    let minusFollowsNumber: Bool
    /// The size of the group next to the decimal mark (0 when the amount is not grouped: the
    /// locale does not group, or the display turns grouping off), and of the further groups (2
    /// in en_IN, otherwise usually 3).
    private(set) var primaryGroupSize, secondaryGroupSize: Int
    /// How many digits the leading group needs before grouping starts (2 in es: `1234`, `12.345`;
    /// 2 everywhere with ``DigitGrouping/min2``).
    private(set) var minimumGroupingDigits: Int

    /// The UTF-16 widths of the digits and of the marks.
    let digitWidths: [Int]
    let decimalMarkWidth, groupingMarkWidth, minusSignWidth: Int

    /// The notations the process shares, by locale, currency and grouping.
    static let kept = SharedCache<LocaleSetting, AmountNotation>(bound: 64)

    /// The notation of `currency`'s amounts (of plain numbers when `nil`) in `locale`, read
    /// once and shared (up to 64; past that, read for each formatter).
    ///
    /// - Complexity: a look-up; the first time, ICU's formatters opened and a probe read.
    static func shared(locale: String, currency: String?, grouping: DigitGrouping = .auto)
        throws(ConfigurationError) -> AmountNotation {
        try kept.value(for: LocaleSetting(locale: locale, setting: "\(currency ?? "") \(grouping)")) { () throws(ConfigurationError) in
            try AmountNotation(locale: locale, currency: currency, grouping: grouping)
        }
    }

    /// Reads the notation from ICU for `locale` (already resolved), `currency` (`nil` for a
    /// number that is no amount of money) and `grouping`.
    ///
    /// Throws ``ConfigurationError/unsupportedNumberingSystem(locale:)`` when the locale's
    /// numbering system is not a decimal one (`@numbers=hans`).
    ///
    /// ```swift
    /// try AmountNotation(locale: "ar_EG", currency: "EGP").digits[1]   // "١"
    /// ```
    init(locale: String, currency: String?, grouping: DigitGrouping = .auto) throws(ConfigurationError) {
        let icu: ICUNumberFormatter, grouped: ICUNumberFormatter
        // A currency's amount takes the monetary separators; a number (`currency` nil) the others.
        let stem = currency.map { "currency/\($0) unit-width-hidden " } ?? ""
        do {
            // The locale's own grouping gives the marks; the display's grouping says when they show.
            icu = try ICUNumberFormatter.shared(skeleton: "\(stem).0", locale: locale)
            grouped = grouping == .auto
                ? icu : try ICUNumberFormatter.shared(skeleton: "\(stem).0 \(grouping.stem)", locale: locale)
        } catch { throw .icu(error.description) }

        func format(_ decimal: String, with formatter: ICUNumberFormatter? = nil) throws(ConfigurationError) -> ICUNumberFormatter.Formatted {
            do { return try (formatter ?? icu).format(decimal: decimal) } catch { throw .icu(error.description) }
        }
        func slice(_ units: [UInt16], _ range: Range<Int>) -> String {
            String(decoding: units[range], as: UTF16.self)
        }

        // One probe gives digits, marks, sign and group sizes.
        let probeDigits = "123456789012345678"
        let probe = try format("-\(probeDigits).9")
        let units = Array(probe.text.utf16)
        guard let integer = probe.fields.first(where: { $0.kind == .integer }),
              let sign = probe.fields.first(where: { $0.kind == .sign }),
              let decimal = probe.fields.first(where: { $0.kind == .decimalSeparator })
        else { throw .unsupportedNumberingSystem(locale: locale) }
        let separators = probe.fields.filter { $0.kind == .groupingSeparator }.map(\.range)

        // Digits: the integer field without its grouping separators, one grapheme a digit.
        var renderedDigits: [String] = []
        var position = integer.range.lowerBound
        var groupSizes: [Int] = [0]
        while position < integer.range.upperBound {
            if let separator = separators.first(where: { $0.lowerBound == position }) {
                groupSizes.append(0)
                position = separator.upperBound
                continue
            }
            var end = position + 1
            if UTF16.isLeadSurrogate(units[position]), end < units.count { end += 1 }
            renderedDigits.append(slice(units, position..<end))
            groupSizes[groupSizes.count - 1] += 1
            position = end
        }
        guard renderedDigits.count == probeDigits.count else { throw .unsupportedNumberingSystem(locale: locale) }
        var digits = [String](repeating: "", count: 10)
        for (ascii, rendered) in zip(probeDigits.utf8, renderedDigits) {
            let value = Int(ascii - UInt8(ascii: "0"))
            if digits[value].isEmpty { digits[value] = rendered }
            guard digits[value] == rendered else { throw .unsupportedNumberingSystem(locale: locale) }
        }
        guard digits.allSatisfy({ !$0.isEmpty }), Set(digits).count == 10 else {
            throw .unsupportedNumberingSystem(locale: locale)
        }

        // The minus sign, with the bidi marks written right around it.
        var signStart = sign.range.lowerBound, signEnd = sign.range.upperBound
        while signStart > 0, Self.isBidiMark(units[signStart - 1]) { signStart -= 1 }
        while signEnd < units.count, signEnd < integer.range.lowerBound, Self.isBidiMark(units[signEnd]) { signEnd += 1 }

        self.digits = digits
        self.decimalMark = slice(units, decimal.range)
        self.minusSign = slice(units, signStart..<signEnd)
        self.minusFollowsNumber = sign.range.lowerBound > integer.range.lowerBound
        self.groupingMark = separators.first.map { slice(units, $0) } ?? ""
        var groups = !separators.isEmpty
        if groups, grouping != .auto {
            groups = try format("\(probeDigits).9", with: grouped).fields.contains { $0.kind == .groupingSeparator }
        }
        if !groups {
            self.primaryGroupSize = 0
            self.secondaryGroupSize = 0
            self.minimumGroupingDigits = 1
        } else {
            let primary = groupSizes[groupSizes.count - 1]
            self.primaryGroupSize = primary
            self.secondaryGroupSize = groupSizes.count > 2 ? groupSizes[groupSizes.count - 2] : primary
            // The smallest leading group ICU groups: 1 in most locales, 2 in es and pl.
            var minimum = 1
            while minimum < 4 {
                let value = "1" + String(repeating: "0", count: primary + minimum - 1)
                if try format(value, with: grouped).fields.contains(where: { $0.kind == .groupingSeparator }) { break }
                minimum += 1
            }
            self.minimumGroupingDigits = minimum
        }
        self.digitWidths = digits.map { $0.utf16.count }
        self.decimalMarkWidth = decimalMark.utf16.count
        self.groupingMarkWidth = groupingMark.utf16.count
        self.minusSignWidth = minusSign.utf16.count
    }

    /// The notation grouping its digits as a decimal pattern asks (`#,##,##0`: groups of 3, then
    /// 2, in any locale), with the locale's grouping mark; as it is when the locale has no
    /// grouping mark to show.
    ///
    /// ```swift
    /// try AmountNotation(locale: "en_US", currency: nil).regrouped(primary: 3, secondary: 2, minimum: 1).secondaryGroupSize   // 2
    /// ```
    func regrouped(primary: Int, secondary: Int, minimum: Int) -> AmountNotation {
        guard !groupingMark.isEmpty, primary > 0 else { return self }
        var regrouped = self
        regrouped.primaryGroupSize = primary
        regrouped.secondaryGroupSize = secondary > 0 ? secondary : primary
        regrouped.minimumGroupingDigits = max(1, minimum)
        return regrouped
    }

    /// Whether a grouping mark follows integer digit `index` (0-based from the left) of an
    /// integer part of `count` digits.
    ///
    /// ```swift
    /// notation.groupingMarkFollows(digit: 0, of: 4)   // true in en_US: "1,234"
    /// ```
    func groupingMarkFollows(digit index: Int, of count: Int) -> Bool {
        guard primaryGroupSize > 0, count >= primaryGroupSize + minimumGroupingDigits else { return false }
        let fromRight = count - 1 - index   // digits to the right of this one
        guard fromRight >= primaryGroupSize else { return false }
        if fromRight == primaryGroupSize { return true }
        return (fromRight - primaryGroupSize) % secondaryGroupSize == 0
    }

    static func isBidiMark(_ unit: UInt16) -> Bool {
        unit == 0x200E || unit == 0x200F || unit == 0x061C
    }
}
