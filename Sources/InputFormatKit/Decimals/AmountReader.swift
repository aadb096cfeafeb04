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
///    `٬`, an apostrophe or a space (always grouping, and so changing nothing wherever it
///    stands: typed, such a key changes nothing either). Bidi marks are ignored.
/// 4. `.` and `,` are read by the digits around them. They group only where the digits fit
///    the locale's grouping (ICU's group sizes, `12,34,567` in en_IN, or threes): a full group
///    after each, none longer before, the leading group not starting with 0. Anywhere else the
///    last of them is the decimal mark, the ones before it grouping (`1.234.5` is 1234.5).
/// 5. When both appear, the last is the decimal mark, once, and the others group.
/// 6. Where both readings fit, marks of one kind that all fit group (`1,234,567`), and a mark
///    alone (`1.234`, `1,234`) is read as the locale reads the key (``SeparatorKey``): `1.234`
///    is 1234 in de_DE and 1.234 in en_US and fr_FR. So `0.99` is 0.99 in every locale, `0,99` too, and
///    `1.234,56` is 1234.56 in every locale.
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

    /// What the field holds, as its refusals name it: an amount in a field with a currency, else
    /// a number.
    var quantity: DecimalQuantity { currency == nil ? .number : .amount }

    /// The refusal of fraction digits in a field that takes none: the currency has no minor
    /// units (JPY), or the number field takes whole numbers only.
    var noFractionRefusal: EditRejection { currency.map { .noMinorUnits(currency: $0) } ?? .wholeNumbersOnly }
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
                    guard let separator = Self.gapSeparator(gap, localeDecimal: localeDecimal, localeGrouping: localeGrouping)
                    else { return .failure(.notAQuantity(EditRejection.excerpt(text), quantity)) }
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
        guard seenDigit else { return loneMark(prefix, localeDecimal: localeDecimal, localeGrouping: localeGrouping, text: text) }
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
        // …and so is one after the last digit with only keys that change nothing around it (`5 ,`),
        // and signs after it, as its keys leave it (`34,-` is `34,` and a minus key: no group
        // begun is a whole number, and `34,` is refused where there are no fraction digits).
        let meaningfulSuffix = suffix.filter {
            $0.properties.generalCategory != .format && !$0.properties.isWhitespace
                && Self.separator($0, localeDecimal: localeDecimal, localeGrouping: localeGrouping) != .grouping
        }
        if let first = meaningfulSuffix.first, meaningfulSuffix.dropFirst().allSatisfy(Self.isSign),
           let mark = Self.separator(first, localeDecimal: localeDecimal, localeGrouping: localeGrouping),
           mark == .dot || mark == .comma || (mark == .decimal && suffix.first == first),
           let end = suffix.firstIndex(of: first) {
            suffix.removeSubrange(...end)
            runs.append([])
            separators.append(mark)
        }

        // The locale's own grouping mark touching the digits changes nothing, as its key does
        // (Adlam's `⹁` before the first digit); a space there may belong to a currency's name,
        // and the mark inside a word is the word's (rm_CH's `’` in `dollars da l’USA`).
        if let localeGrouping, !localeGrouping.properties.isWhitespace, !localeGrouping.isASCII {
            func touchesDigits(_ scalar: Unicode.Scalar) -> Bool {
                scalar == localeGrouping || scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
            }
            let before = prefix.lastIndex { !touchesDigits($0) }.map { $0 + 1 } ?? 0
            prefix.replaceSubrange(before..., with: prefix[before...].filter { $0 != localeGrouping })
            let after = suffix.firstIndex { !touchesDigits($0) } ?? suffix.count
            suffix.replaceSubrange(..<after, with: suffix[..<after].filter { $0 != localeGrouping })
        }
        if let refusal = checkNames(prefix: &prefix, suffix: &suffix, digits: runs.joined(), text: text) {
            return .failure(refusal)
        }
        guard let negative = Self.sign(prefix: prefix, suffix: suffix) else {
            return .failure(.notAQuantity(EditRejection.excerpt(text), quantity))
        }
        return decide(runs: runs, separators: separators, negative: negative, text: text)
    }

    private func decide(runs: [[UInt8]], separators: [Separator], negative: Bool, text: String) -> Result<Reading, EditRejection> {
        // Made only for a refusal: the excerpt of the text costs more than reading a plain amount.
        var refusal: EditRejection { .notAQuantity(EditRejection.excerpt(text), quantity) }
        // A space, an apostrophe or `٬` is only ever grouping: typed, it changes nothing, so
        // pasted it joins the digits on either side wherever it stands.
        var runs = runs[...].map { $0 }
        var marks: [Separator] = []
        var merged: [[UInt8]] = [runs.removeFirst()]
        for (separator, run) in zip(separators, runs) {
            if separator == .grouping {
                merged[merged.count - 1] += run
            } else {
                marks.append(separator)
                merged.append(run)
            }
        }
        runs = merged

        // The mark at index i stands between runs[i] and runs[i + 1].
        func reading(decimalAt index: Int?) -> Result<Reading, EditRejection> {
            let integer = Array((index.map { runs[...$0] } ?? runs[...]).joined())
            guard let index else { return .success(Reading(negative: negative, integer: integer, fraction: nil)) }
            let fraction = Array(runs[(index + 1)...].joined())
            guard minorUnits > 0 else { return .failure(noFractionRefusal) }
            guard fraction.count <= minorUnits else { return .failure(.tooManyFractionDigits(maximum: minorUnits)) }
            return .success(Reading(negative: negative, integer: integer, fraction: fraction))
        }
        guard let last = marks.indices.last else { return reading(decimalAt: nil) }
        let dots = marks.count(where: { $0 == .dot }), commas = marks.count(where: { $0 == .comma })

        if let decimal = marks.firstIndex(of: .decimal) {
            // `٫` (or the locale's own decimal mark, where it is neither `.` nor `,`) is the
            // decimal mark wherever it stands: the marks before it group, none may follow.
            guard decimal == last, isGrouped(runs[...decimal], marks[..<decimal]) else { return .failure(refusal) }
            return reading(decimalAt: decimal)
        }
        if dots > 0, commas > 0 {
            // Both: the last is the decimal mark, once; the others group.
            guard marks[..<last].allSatisfy({ $0 != marks[last] }), isGrouped(runs[...last], marks[..<last]) else {
                return .failure(refusal)
            }
            return reading(decimalAt: last)
        }
        // One kind of mark: all of them group (`1.234.567`), or the last is the decimal mark
        // and the others group (`1.234.5`); each reading only where the digits fit it.
        let grouped = isGrouped(runs[...], marks[...])
        let decimal = isGrouped(runs[...last], marks[..<last])
        if grouped, decimal, marks.count == 1 {
            // Both fit (`1.234`): the locale reads it.
            let mark: Unicode.Scalar = marks[last] == .dot ? "." : ","
            let key = SeparatorKey(mark, decimalMark: notation.decimalMark.unicodeScalars.first,
                                   groupingMark: notation.groupingMark.unicodeScalars.first ?? finishedGroupingMark)
            return reading(decimalAt: key == .grouping ? nil : last)
        }
        if grouped { return reading(decimalAt: nil) }
        if decimal { return reading(decimalAt: last) }
        return .failure(refusal)
    }

    /// Whether `marks` (the separators between `runs`) group the digits as the locale groups
    /// them: the group before the decimal mark (or the end) of the locale's primary size, the
    /// groups before it of its secondary size, the leading group no longer than a group once its
    /// leading zeros go, and not zeros alone (`0.999` groups nothing). Sizes are ICU's (`12,34,567` in en_IN), or
    /// threes, as most of the world writes them; a locale's minimum grouping (es: `1234`) is not
    /// asked for, since people write `1.234` there too; India's groups fit in every locale too
    /// (`12,34,567.50`, and ICU's own finished text of some currencies in ml_IN). No mark always
    /// fits.
    private func isGrouped(_ runs: ArraySlice<[UInt8]>, _ marks: ArraySlice<Separator>) -> Bool {
        guard !marks.isEmpty else { return true }
        // Leading zeros go, as the field drops them (`004,647` is `4,647`); a group of zeros alone
        // groups nothing.
        guard let first = runs.first?.drop(while: { $0 == UInt8(ascii: "0") }), let lastGroup = runs.last, !first.isEmpty
        else { return false }
        let primary = notation.primaryGroupSize > 0 ? notation.primaryGroupSize : 3
        let secondary = notation.secondaryGroupSize > 0 ? notation.secondaryGroupSize : 3
        func fits(_ primary: Int, _ secondary: Int) -> Bool {
            lastGroup.count == primary && first.count <= (runs.count > 2 ? secondary : max(primary, secondary))
                && runs.dropFirst().dropLast().allSatisfy { $0.count == secondary }
        }
        return fits(primary, secondary) || fits(3, 3) || fits(3, 2)
    }

    /// A text of no digits but a decimal mark (`.`, `,`, `٫`) and signs, with keys that change
    /// nothing around it (spaces, an apostrophe): `0.`, as a decimal key typed into an
    /// empty field makes it (the digits that follow it are fraction digits, typed or pasted).
    private func loneMark(_ scalars: [Unicode.Scalar], localeDecimal: Unicode.Scalar?, localeGrouping: Unicode.Scalar?,
                          text: String) -> Result<Reading, EditRejection> {
        let meaningful = scalars.filter {
            $0.properties.generalCategory != .format && !$0.properties.isWhitespace
                && Self.separator($0, localeDecimal: localeDecimal, localeGrouping: localeGrouping) != .grouping
        }
        let marks = meaningful.filter { !Self.isSign($0) }
        guard marks.count == 1, Self.separator(marks[0], localeDecimal: localeDecimal, localeGrouping: localeGrouping) != nil
        else { return .failure(.notAQuantity(EditRejection.excerpt(text), quantity)) }
        guard minorUnits > 0 else { return .failure(noFractionRefusal) }
        // The signs as the keys take them: a minus turns the sign, a plus makes it positive.
        let negative = meaningful.filter(Self.isSign).reduce(false) { negative, sign in
            sign == "+" || sign == "\u{FF0B}" ? false : !negative
        }
        return .success(Reading(negative: negative, integer: [], fraction: []))
    }

    /// A decimal mark that starts the text, with only keys that change nothing between it and
    /// the first digit (a grouping separator, a space, a sign): `, 1` in fr_FR, `.’1` in de_CH,
    /// `,+3`. Typed key by key, such a mark is the decimal mark and the rest changes nothing, so
    /// a paste reads it so too; the mark is taken out of `prefix` and returned.
    private func leadingDecimalKey(in prefix: inout [Unicode.Scalar], localeDecimal: Unicode.Scalar?,
                                   localeGrouping: Unicode.Scalar?) -> Separator? {
        func changesNothing(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .format || Self.isSign(scalar)
                || Self.separator(scalar, localeDecimal: localeDecimal, localeGrouping: localeGrouping) == .grouping
        }
        // A `.` or `,` with no digit before it groups nothing: it is the decimal mark (`,+7` is
        // 0.7 in en_US, as typed), and so is the locale's decimal key.
        guard let index = prefix.firstIndex(where: { !changesNothing($0) }),
              let mark = Self.separator(prefix[index], localeDecimal: localeDecimal, localeGrouping: localeGrouping),
              mark == .dot || mark == .comma
                || SeparatorKey(prefix[index], decimalMark: localeDecimal, groupingMark: localeGrouping) == .decimal,
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

    /// The separator that `gap`, what stands between two runs of digits, makes: its one mark
    /// (`.`, `,`, `٫`), with any keys that change nothing around it (spaces, apostrophes, `٬`,
    /// bidi marks: ` ,` is a `,`); or a grouping separator when it holds only those; `nil` when
    /// it holds two marks, or anything else.
    private static func gapSeparator(_ gap: [Unicode.Scalar], localeDecimal: Unicode.Scalar?,
                                     localeGrouping: Unicode.Scalar?) -> Separator? {
        var mark: Separator?
        var groups = false
        for scalar in gap where scalar.isASCII || scalar.properties.generalCategory != .format {
            switch separator(scalar, localeDecimal: localeDecimal, localeGrouping: localeGrouping) {
            case .grouping?: groups = true
            case let found?:
                guard mark == nil else { return nil }
                mark = found
            case nil: return nil
            }
        }
        return mark ?? (groups ? .grouping : nil)
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
