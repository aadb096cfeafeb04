/// Reads an amount out of pasted text written in any locale: `€1,234.56`, `1.234,56 €`,
/// `1 234,56`, `-$5`, `(5.00)`, `١٢٣٫٤٥`, `CHF 1’234.50`.
///
/// The rules, in order:
///
/// 1. Digits of every script are read as their ASCII values.
/// 2. Everything before the first digit and after the last is the amount's affix: the field
///    currency's names in the field's locale (ISO code, symbol, narrow symbol, name and plural
///    names: `B/.`, `S/`, `ج.م.`, `dollars des États-Unis`, a custom symbol), signs, spaces and
///    bidi marks. A minus sign there (or parentheses around the amount) makes it negative, but
///    not parentheses on one side (`francs CFA (BEAC)`); a second sign or a control character
///    refuses the paste. Anything else refuses it too: another currency (`£7` in a euro field)
///    with ``EditRejection/otherCurrency(_:found:expected:)``, other text (`12 kg`, `12abc`)
///    with ``EditRejection/notPartOfAmount(_:)``. A `.`, `,` or `٫` touching the first digit
///    (`.5`) or ending the text right after the last (`12.`) is a decimal-mark candidate, not
///    affix.
/// 3. Between two runs of digits stands exactly one separator: `.`, `,`, `٫` (always decimal),
///    `٬`, an apostrophe or a space (always grouping). Bidi marks are ignored.
/// 4. When both `.` and `,` appear, the last one is the decimal mark; it must appear once.
/// 5. One of them appearing several times is a grouping mark.
/// 6. One of them appearing once is read the way the field's locale reads it, when that gives a
///    valid amount. The locale's grouping mark alone is never read as a decimal mark: `1,5` in
///    en_US, which typed key by key is 15, is refused as ambiguous (1.5 or 15), while
///    `1 234,56`, grouped by a space, is 1234.56. Another mark is read as
///    a decimal mark when that is valid (`1.5` in fr_FR); otherwise, when only the grouping
///    reading is valid (`1.234` in a USD field: three digits cannot be cents), the paste is
///    refused as ambiguous rather than guessed.
/// 7. Fraction digits beyond the currency's minor units refuse the paste: an amount is never
///    rounded and a decimal mark never dropped (`123.45` never becomes `12345` in JPY).
///
/// ```swift
/// let reader = AmountReader(notation: notation, minorUnits: 2, currency: "EUR", locale: "en_US")
/// try reader.read("1.234,56 €").get()   // 1234.56
/// reader.read("£7")                     // .failure(.otherCurrency("£7", found: "GBP", expected: "EUR"))
/// ```
struct AmountReader: Sendable {
    let notation: AmountNotation
    /// The most fraction digits a reading may have: the currency's minor units.
    var minorUnits: Int
    /// The field's currency; `nil` in a number field, whose affixes are its ``ownWords``.
    let currency: String?
    /// The field's locale, whose names of currencies an affix is read in.
    let locale: String
    /// A symbol of the app's own that the field shows for its currency (``CurrencyFormatter/Display/customSymbol``).
    var customSymbol: String? = nil
    /// ICU's formatter of the field's finished text: the words it writes around an amount
    /// besides the currency's names (Romanian `20 de lei`, French `1 000 000 de dollars`) are
    /// the field's own too.
    var finished: ICUNumberFormatter? = nil
    /// The grouping mark of the field's finished text, when the editing notation groups with
    /// none (en_US_POSIX groups an accounting amount, `(¥3,788)`, but not an edited one): the
    /// field's own finished text reads back as the amount it shows.
    var finishedGroupingMark: Unicode.Scalar? = nil
    /// The words a number field writes around its number (`%`, `kg`, `kilograms`, `килограмма`:
    /// its unit in every width and plural form), taken out of the affixes of a paste into a
    /// number field; anything else there refuses it.
    var ownWords: [String] = [] {
        didSet { wordsWithDigits = ownWords.filter { $0.unicodeScalars.contains { DecimalDigit.value(of: $0) != nil } } }
    }
    /// The own words that hold a digit (Adlam writes square metres `𞤥𞥒`, with the digit two):
    /// taken out of a paste before its digits are read.
    private(set) var wordsWithDigits: [String] = []

    /// An amount read from text: its sign, integer digits and, with a decimal mark, fraction
    /// digits (ASCII).
    struct Reading: Equatable {
        var negative: Bool
        var integer: [UInt8]
        var fraction: [UInt8]?
    }

    private enum Separator: Equatable {
        case dot, comma, decimal, grouping
    }

    func read(_ text: String) -> Result<Reading, EditRejection> {
        var text = text
        for word in wordsWithDigits where text.contains(word) { text = text.replacing(word, with: " ") }
        var runs: [[UInt8]] = [[]]
        var separators: [Separator] = []
        var prefix: [Unicode.Scalar] = []
        var suffix: [Unicode.Scalar] = []
        var gap: [Unicode.Scalar] = []
        var seenDigit = false

        let localeDecimal = notation.decimalMark.unicodeScalars.first
        let localeGrouping = notation.groupingMark.unicodeScalars.first ?? finishedGroupingMark
        for scalar in text.unicodeScalars {
            if let digit = DecimalDigit.value(of: scalar) {
                if seenDigit, !gap.isEmpty {
                    guard let meaningful = Self.onlyMeaningful(gap),
                          let separator = Self.separator(meaningful, localeDecimal: localeDecimal, localeGrouping: localeGrouping)
                    else { return .failure(.notAnAmount(EditRejection.excerpt(text))) }
                    separators.append(separator)
                    runs.append([])
                }
                gap.removeAll(keepingCapacity: true)
                suffix.removeAll(keepingCapacity: true)
                seenDigit = true
                runs[runs.count - 1].append(UInt8(ascii: "0") + digit)
            } else if seenDigit {
                gap.append(scalar)
                suffix.append(scalar)
            } else {
                prefix.append(scalar)
            }
        }
        guard seenDigit else { return .failure(.notAnAmount(EditRejection.excerpt(text))) }
        // A mark touching the first digit (`.5`) or ending the text after the last (`12.`) is a
        // separator with an empty run on its other side, not part of an affix.
        if let last = prefix.lastIndex(where: { $0.properties.generalCategory != .format }),
           let mark = Self.separator(prefix[last], localeDecimal: localeDecimal, localeGrouping: localeGrouping),
           mark != .grouping {
            prefix.removeSubrange(last...)
            runs.insert([], at: 0)
            separators.insert(mark, at: 0)
        } else if let mark = leadingDecimalKey(in: &prefix, localeDecimal: localeDecimal, localeGrouping: localeGrouping) {
            runs.insert([], at: 0)
            separators.insert(mark, at: 0)
        }
        let meaningfulSuffix = suffix.filter { $0.properties.generalCategory != .format && !$0.properties.isWhitespace }
        if meaningfulSuffix.count == 1, suffix.first == meaningfulSuffix[0],
           let mark = Self.separator(meaningfulSuffix[0], localeDecimal: localeDecimal, localeGrouping: localeGrouping),
           mark != .grouping {
            suffix.removeAll()
            runs.append([])
            separators.append(mark)
        }

        if let refusal = checkNames(prefix: &prefix, suffix: &suffix, digits: runs.joined(), text: text) {
            return .failure(refusal)
        }
        guard let negative = Self.sign(prefix: prefix, suffix: suffix) else {
            return .failure(.notAnAmount(EditRejection.excerpt(text)))
        }
        return decide(runs: runs, separators: separators, negative: negative, text: text)
    }

    private func decide(runs: [[UInt8]], separators: [Separator], negative: Bool, text: String) -> Result<Reading, EditRejection> {
        var dots = 0, commas = 0, decimals = 0
        for separator in separators {
            switch separator {
            case .dot: dots += 1
            case .comma: commas += 1
            case .decimal: decimals += 1
            case .grouping: break
            }
        }

        func reading(decimalAt index: Int?) -> Result<Reading, EditRejection> {
            let integerRuns = index.map { Array(runs[...$0]) } ?? runs
            guard Self.isGroupingShape(integerRuns) else { return .failure(.notAnAmount(EditRejection.excerpt(text))) }
            let integer = integerRuns.flatMap { $0 }
            guard let index else { return .success(Reading(negative: negative, integer: integer, fraction: nil)) }
            let fraction = Array(runs[(index + 1)...].joined())
            guard minorUnits > 0 else { return .failure(.noMinorUnits(currency: currency ?? "")) }
            guard fraction.count <= minorUnits else { return .failure(.tooManyFractionDigits(maximum: minorUnits)) }
            return .success(Reading(negative: negative, integer: integer, fraction: fraction))
        }
        // The separator index i stands between runs[i] and runs[i + 1].
        let lastMarkIndex = separators.lastIndex { $0 == .dot || $0 == .comma }

        if decimals > 0 {
            guard decimals == 1, let index = separators.firstIndex(of: .decimal), index == separators.count - 1 ||
                    !separators[(index + 1)...].contains(where: { $0 != .grouping })
            else { return .failure(.notAnAmount(EditRejection.excerpt(text))) }
            guard lastMarkIndex.map({ $0 < index }) ?? true else { return .failure(.notAnAmount(EditRejection.excerpt(text))) }
            return reading(decimalAt: index)
        }
        if dots > 0, commas > 0 {
            guard let index = lastMarkIndex else { return .failure(.notAnAmount(EditRejection.excerpt(text))) }
            let kind = separators[index]
            guard separators.filter({ $0 == kind }).count == 1 else { return .failure(.notAnAmount(EditRejection.excerpt(text))) }
            return reading(decimalAt: index)
        }
        guard let index = lastMarkIndex else { return reading(decimalAt: nil) }
        if dots + commas > 1 { return reading(decimalAt: nil) }

        // One `.` or `,`, once: read it as the locale does, if that is valid.
        let mark: Unicode.Scalar = separators[index] == .dot ? "." : ","
        let asDecimal = reading(decimalAt: index)
        let asGrouping = (runs[index + 1].count == 3) ? reading(decimalAt: nil) : .failure(.notAnAmount(EditRejection.excerpt(text)))
        // As a typed key is read (``SeparatorKey``): `,` is the grouping separator in en_US, and
        // in ar_EG, where it stands for `٬`.
        let localeReadsAsGrouping = SeparatorKey(mark, decimalMark: notation.decimalMark.unicodeScalars.first,
                                                 groupingMark: notation.groupingMark.unicodeScalars.first ?? finishedGroupingMark) == .grouping
        if localeReadsAsGrouping, case .success = asGrouping { return asGrouping }
        if localeReadsAsGrouping, !separators.contains(.grouping), case .success = asDecimal {
            // Typed key by key the locale's grouping mark is nothing (`1,5` is 15 in en_US):
            // a paste that only reads as a decimal amount is not guessed either.
            let whole = String(decoding: runs[...index].joined(), as: UTF8.self)
            let part = String(decoding: runs[(index + 1)...].joined(), as: UTF8.self)
            return .failure(.ambiguousAmount(EditRejection.excerpt(text), readings: ["\(whole).\(part)", whole + part]))
        }
        if case .success = asDecimal { return asDecimal }
        if case let .success(grouped) = asGrouping {
            let digits = String(decoding: grouped.integer, as: UTF8.self)
            let whole = String(decoding: runs[...index].joined(), as: UTF8.self)
            let part = String(decoding: runs[(index + 1)...].joined(), as: UTF8.self)
            return .failure(.ambiguousAmount(EditRejection.excerpt(text), readings: ["\(whole).\(part)", digits]))
        }
        return asDecimal
    }

    /// A decimal mark that starts the text, with only keys that change nothing between it and
    /// the first digit (a grouping separator, a space, a sign): `, 1` in fr_FR, `.’1` in de_CH,
    /// `,+3`. Typed key by key, such a mark is the decimal mark and the rest changes nothing, so
    /// a paste reads it so too; the mark is taken out of `prefix` and returned.
    private func leadingDecimalKey(in prefix: inout [Unicode.Scalar], localeDecimal: Unicode.Scalar?,
                                   localeGrouping: Unicode.Scalar?) -> Separator? {
        func changesNothing(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .format || Self.isSign(scalar)
                || SeparatorKey(scalar, decimalMark: localeDecimal, groupingMark: localeGrouping) == .grouping
        }
        guard let index = prefix.firstIndex(where: { !changesNothing($0) }),
              SeparatorKey(prefix[index], decimalMark: localeDecimal, groupingMark: localeGrouping) == .decimal,
              let mark = Self.separator(prefix[index], localeDecimal: localeDecimal, localeGrouping: localeGrouping),
              mark != .grouping,
              prefix[(index + 1)...].allSatisfy(changesNothing)
        else { return nil }
        prefix.remove(at: index)
        return mark
    }

    private static func isSign(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "\u{2212}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{FE63}", "\u{FF0D}", "+", "\u{FF0B}": true
        default: false
        }
    }

    /// The one scalar of `gap` that is not a format character (a bidi mark), or `nil` when
    /// there are none or several. ASCII scalars are never format characters.
    private static func onlyMeaningful(_ gap: [Unicode.Scalar]) -> Unicode.Scalar? {
        var found: Unicode.Scalar?
        for scalar in gap where scalar.isASCII || scalar.properties.generalCategory != .format {
            guard found == nil else { return nil }
            found = scalar
        }
        return found
    }

    /// Groups before a decimal mark: a leading group of 1 to 3 digits, then groups of 2 or 3,
    /// the last of 3 (`1,234,567`, `12,34,567`). A single run is always fine.
    private static func isGroupingShape(_ runs: [[UInt8]]) -> Bool {
        guard runs.count > 1 else { return true }
        guard (1...3).contains(runs[0].count), runs[runs.count - 1].count == 3 else { return false }
        return runs.dropFirst().dropLast().allSatisfy { $0.count == 2 || $0.count == 3 }
    }

    private static func separator(_ scalar: Unicode.Scalar, localeDecimal: Unicode.Scalar?, localeGrouping: Unicode.Scalar?) -> Separator? {
        switch scalar {
        case ".", "\u{FF0E}": return .dot
        case ",", "\u{FF0C}": return .comma
        case "\u{066B}": return .decimal
        case "\u{066C}", "'", "\u{2019}", "\u{02BC}", " ", "\u{00A0}", "\u{202F}", "\u{2009}", "\u{2007}": return .grouping
        default:
            if scalar == localeDecimal { return .decimal }
            if scalar == localeGrouping { return .grouping }
            return nil
        }
    }
}
