/// A number field for one locale: a quantity, a percentage or a measurement in a unit of
/// measure, typed as ICU writes it in the locale.
///
/// While the field is focused the number shows the locale's digits, grouping and decimal mark
/// as the user types (`1.250,5` in de_DE, `12,34,567` in en_IN, `١٬٢٥٠٫٥` in ar_EG), with the
/// percent sign or the unit where the locale writes it (`%12,5` in tr_TR, `1.250,5 kg`); a
/// unit's full name takes the plural form of the number as it grows (`1 kilogram`,
/// `12 kilograms`; `2 килограмма`, `5 килограммов`). The caret never enters the sign or the
/// unit. Once editing ends the field shows ICU's own output for the style's skeleton, with at
/// least ``minimumFractionDigits`` fraction digits.
///
/// A number is edited as a ``CurrencyFormatter`` amount is (one `DecimalEditor`, the same
/// rules): digits of any script, the locale's grouping separator changing nothing, the decimal
/// keys per locale, no rounding (more fraction digits than ``maximumFractionDigits`` are
/// refused), the minus key toggling the sign where ``allowsNegative``, and a paste read by
/// the one reading of a whole value (the field's own unit or percent sign may stand around
/// it; another unit, a currency or other text refuses it).
///
/// ```swift
/// let weight = try NumberFieldFormatter(locale: "de_DE", style: .unit("mass-kilogram"), maximumFractionDigits: 1)
/// var field = FieldText.empty
/// for key in "1250,5" { field = weight.apply(.typing(String(key), in: field), to: field).field }
/// field.description                  // "1.250,5| kg"
/// weight.value(raw: "1250.5")        // 1250.5
/// weight.finishedText(raw: "1250.5")   // "1.250,5 kg"
/// ```
public struct NumberFieldFormatter: InputFormatter, BuiltInFormatter {
    /// The canonical ICU identifier of the locale (`de_DE`).
    public let locale: String
    /// A plain number, a percentage or a measurement.
    public let style: Style
    /// The ICU number skeleton of the finished text, when the app gave one.
    public let skeleton: String?
    /// The ICU decimal pattern of the finished text, when the app gave one.
    public let pattern: String?
    /// The most fraction digits a number may have (0: whole numbers only).
    public let maximumFractionDigits: Int
    /// The fraction digits shown at least once editing ends (`12` → `12,0` with 1).
    public let minimumFractionDigits: Int
    /// The most integer digits a number may have (15 unless set).
    public let maximumIntegerDigits: Int
    /// Whether the number may be negative.
    public let allowsNegative: Bool
    /// How the integer digits are grouped, while editing and once editing ends.
    public let grouping: DigitGrouping
    /// How digits are entered: as typed, with the ``minimumFractionDigits`` always shown, or
    /// filling the ``maximumFractionDigits`` from the right.
    public let entry: AmountEntry
    /// The smallest number the field takes without an error (see ``verdict(raw:)``).
    public var minimum: ExactDecimal? { range.minimum }
    /// The largest number the field takes without an error.
    public var maximum: ExactDecimal? { range.maximum }
    /// The range rule of ``minimum`` and ``maximum``.
    let range: DecimalRange

    /// The editing of the number, shared with currency fields.
    let editor: DecimalEditor
    /// What stands around the number while it is edited.
    let affixes: NumberAffixes
    /// Whether a negative number's sign stands before the prefix (`-%12` in tr_TR), as ICU
    /// writes it once editing ends.
    let minusPrecedesPrefix: Bool
    /// ICU's formatter of the finished text.
    private let finishedFormat: ICUNumberFormatter
    /// ICU's formatter of what a screen reader hears (the unit's full name, `percent`).
    let spokenFormat: ICUNumberFormatter?

    /// A number field in `locale`.
    ///
    /// Throws ``ConfigurationError/unknownLocale(_:)`` for a locale ICU has no data for,
    /// ``ConfigurationError/unknownUnit(_:)`` for a unit ICU does not know,
    /// ``ConfigurationError/fractionDigitsOutOfRange(minimum:maximum:)`` and
    /// ``ConfigurationError/emptyRange(minimum:maximum:)`` for limits that contradict each other,
    /// ``ConfigurationError/boundTooPrecise(_:fractionDigits:)`` for a bound with more fraction
    /// digits than the field takes.
    ///
    /// `grouping` applies while editing too (``DigitGrouping``); `entry` says how digits are
    /// entered (``AmountEntry``): with a fixed fraction, the field always shows
    /// `minimumFractionDigits`; from the minor units up, it fills `maximumFractionDigits` from
    /// the right and shows them all once editing ends.
    ///
    /// ```swift
    /// let discount = try NumberFieldFormatter(locale: "tr_TR", style: .percent, maximumFractionDigits: 1)
    /// discount.finishedText(raw: "12.5")   // "%12,5"
    /// let reference = try NumberFieldFormatter(locale: "en_US", maximumFractionDigits: 2, grouping: .off)
    /// reference.finishedText(raw: "12345.67")   // "12345.67"
    /// ```
    ///
    /// - Complexity: a few dozen ICU calls for a unit written in full, whose plural forms are read.
    public init(locale: String, style: Style = .decimal, maximumFractionDigits: Int = 3, minimumFractionDigits: Int = 0,
                maximumIntegerDigits: Int = 15, allowsNegative: Bool = false, minimum: ExactDecimal? = nil,
                maximum: ExactDecimal? = nil, grouping: DigitGrouping = .auto, entry: AmountEntry = .asTyped) throws(ConfigurationError) {
        try self.init(locale: locale, style: style, maximumFractionDigits: maximumFractionDigits, minimumFractionDigits: minimumFractionDigits,
                      maximumIntegerDigits: maximumIntegerDigits, allowsNegative: allowsNegative, minimum: minimum, maximum: maximum,
                      grouping: grouping, entry: entry, skeleton: nil)
    }

    /// A number field in `locale` whose finished text is ICU's own output for `skeleton` (an ICU
    /// number skeleton, long or concise), and whose typing follows what the skeleton implies:
    /// its style (`percent`, `measure-unit/…` in a `unit-width-…`), its fraction digits (`.00`,
    /// `.0#`, `precision-integer`; up to 6 without one, as ICU) and its grouping. Stems that
    /// only change how the finished number is written (`sign-always`, `sign-accounting`,
    /// `integer-width/*000`, `decimal-always`) are ICU's.
    ///
    /// Throws ``ConfigurationError/unsupportedNumberSkeleton(_:stem:reason:)``, naming the stem,
    /// for what a field cannot edit: compact and scientific notation, a scale, significant
    /// digits or increments, a sign hidden from negatives, a currency, a numbering system; with
    /// ``AmountEntry/minorUnitsFirst``, fraction digits that may be left out (`.##`, whose `1`
    /// would read back as 0.01); and for a skeleton ICU does not read.
    ///
    /// ```swift
    /// let share = try NumberFieldFormatter(locale: "en_US", skeleton: "percent .00 sign-always")
    /// share.finishedText(raw: "12.5")   // "+12.50%"
    /// ```
    ///
    /// - Complexity: that of ``init(locale:style:maximumFractionDigits:minimumFractionDigits:maximumIntegerDigits:allowsNegative:minimum:maximum:grouping:entry:)``.
    public init(locale: String, skeleton: String, maximumIntegerDigits: Int = 15, allowsNegative: Bool = false,
                minimum: ExactDecimal? = nil, maximum: ExactDecimal? = nil, entry: AmountEntry = .asTyped) throws(ConfigurationError) {
        let read = try NumberSkeleton(skeleton)
        try self.init(locale: locale, style: read.style, maximumFractionDigits: read.fractionDigits.upperBound,
                      minimumFractionDigits: read.fractionDigits.lowerBound, maximumIntegerDigits: maximumIntegerDigits,
                      allowsNegative: allowsNegative, minimum: minimum, maximum: maximum, grouping: read.grouping, entry: entry,
                      skeleton: skeleton)
    }

    /// A number field in `locale` whose finished text is ICU's own output for `pattern` (an ICU
    /// decimal pattern, as `unum_open` reads it), and whose typing follows what the pattern
    /// implies: its fraction digits (`0.00`, `#,##0.0###`), its grouping sizes (`#,##,##0` groups
    /// 3 then 2, in any locale; none without `,`), a percentage (`%`: 12.5 typed is `12.5%`), its
    /// own affixes (`'$'#,##0.00`, `#,##0 'pcs'`, shown while editing and read around a paste)
    /// and its negative part (`;(#)`: a negative number is edited with a minus sign and
    /// finished in parentheses; a pasted `(1,234.5)` reads as -1234.5). A minimum of integer
    /// digits (`00000`) is ICU's to write once editing ends.
    ///
    /// Throws ``ConfigurationError/unsupportedNumberPattern(_:reason:)``, naming what, for what a
    /// field cannot edit: scientific notation (`E`), significant digits (`@`), a rounding increment
    /// (`#,##0.05`), padding (`*`), a currency sign (`¤`), a per-mille sign (`‰`), a decimal mark
    /// after a whole number (`#,##0.`), leading zeros across a grouping mark (`0,000`); a negative
    /// part that hides the sign or writes other text where negatives are allowed; with
    /// ``AmountEntry/minorUnitsFirst``, fraction digits that may be left out (`0.##`); and a
    /// pattern ICU does not read, with where its reading fails.
    ///
    /// ```swift
    /// let balance = try NumberFieldFormatter(locale: "en_US", pattern: "#,##0.0###;(#)", allowsNegative: true)
    /// balance.finishedText(raw: "-1234.5")   // "(1,234.5)"
    /// balance.layout(raw: "-1234.5").text    // "-1,234.5"
    /// ```
    ///
    /// - Complexity: that of ``init(locale:style:maximumFractionDigits:minimumFractionDigits:maximumIntegerDigits:allowsNegative:minimum:maximum:grouping:entry:)``,
    ///   and ICU's format of the pattern opened once per pattern and locale.
    public init(locale: String, pattern: String, maximumIntegerDigits: Int = 15, allowsNegative: Bool = false,
                minimum: ExactDecimal? = nil, maximum: ExactDecimal? = nil, entry: AmountEntry = .asTyped) throws(ConfigurationError) {
        guard let resolved = ICULocale.resolve(locale) else { throw .unknownLocale(locale) }
        let read = try NumberPattern(pattern, locale: resolved, allowsNegative: allowsNegative)
        try self.init(locale: resolved, style: read.style, maximumFractionDigits: read.fractionDigits.upperBound,
                      minimumFractionDigits: read.fractionDigits.lowerBound, maximumIntegerDigits: maximumIntegerDigits,
                      allowsNegative: allowsNegative, minimum: minimum, maximum: maximum, grouping: read.grouping == nil ? .off : .auto,
                      entry: entry, skeleton: nil, pattern: (pattern, read))
    }

    /// The one initializer: `skeleton` or `pattern` (as the app gave it and as read), when an app
    /// gave one, writes the finished text.
    private init(locale: String, style: Style, maximumFractionDigits: Int, minimumFractionDigits: Int, maximumIntegerDigits: Int,
                 allowsNegative: Bool, minimum: ExactDecimal?, maximum: ExactDecimal?, grouping: DigitGrouping, entry: AmountEntry,
                 skeleton: String?, pattern: (text: String, read: NumberPattern)? = nil) throws(ConfigurationError) {
        guard let resolved = ICULocale.resolve(locale) else { throw .unknownLocale(locale) }
        if case let .unit(identifier, _) = style, !Self.isUnitIdentifier(identifier) { throw .unknownUnit(identifier) }
        guard (0...15).contains(maximumFractionDigits), (0...maximumFractionDigits).contains(minimumFractionDigits) else {
            throw .fractionDigitsOutOfRange(minimum: minimumFractionDigits, maximum: maximumFractionDigits)
        }
        guard (1...30).contains(maximumIntegerDigits) else { throw .maximumIntegerDigitsOutOfRange(maximumIntegerDigits) }
        // Digits filled from the right need the decimal mark in the finished text: an app's
        // `.##` writes 1.00 as `1`, which the field reads back as 0.01.
        if entry == .minorUnitsFirst, minimumFractionDigits == 0, maximumFractionDigits > 0 {
            let reason = "may write a whole number without the fraction digits that minor-units-first entry fills (1.00 as 1, "
                + "which reads back as 0.01): give at least one as a zero"
            if let pattern { throw .unsupportedNumberPattern(pattern.text, reason: reason + " (0.0#)") }
            if let skeleton { throw .unsupportedNumberSkeleton(skeleton, stem: "", reason: reason + " (.0#)") }
        }
        self.range = try DecimalRange(minimum: minimum, maximum: maximum, fractionDigits: maximumFractionDigits,
                                      integerDigits: maximumIntegerDigits)
        let stem = style.skeletonStem
        // Digits filled from the right are all shown once editing ends (`0.10`, not `0.1`).
        let shownFractionDigits = entry == .minorUnitsFirst ? maximumFractionDigits : minimumFractionDigits
        let precision = maximumFractionDigits == 0
            ? "precision-integer"
            : "." + String(repeating: "0", count: shownFractionDigits) + String(repeating: "#", count: maximumFractionDigits - shownFractionDigits)
        let finishedSkeleton = [stem, precision, grouping.stem].filter { !$0.isEmpty }.joined(separator: " ")
        if let pattern {
            self.finishedFormat = pattern.read.formatter
        } else if let skeleton {
            do { self.finishedFormat = try ICUNumberFormatter.shared(skeleton: skeleton, locale: resolved) } catch {
                throw .unsupportedNumberSkeleton(skeleton, stem: "", reason: "is not one ICU reads (\(error.description))")
            }
        } else {
            do { self.finishedFormat = try ICUNumberFormatter.shared(skeleton: finishedSkeleton, locale: resolved) } catch {
                if case let .unit(identifier, _) = style { throw .unknownUnit(identifier) }
                throw .icu(error.description)
            }
        }
        do {
            if let read = pattern?.read {
                self.affixes = read.affixes == ("", "") ? .none : .constant(prefix: read.affixes.prefix, suffix: read.affixes.suffix)
                self.minusPrecedesPrefix = read.minusPrecedesPrefix
            } else {
                self.affixes = try NumberAffixes(stem: stem, locale: resolved)
                self.minusPrecedesPrefix = allowsNegative && affixes.minusPrecedesPrefix(in: finishedFormat)
            }
            self.spokenFormat = style.spokenStem.isEmpty
                ? nil : try ICUNumberFormatter.shared(skeleton: "\(style.spokenStem) precision-unlimited", locale: resolved)
        } catch {
            if case let .unit(identifier, _) = style { throw .unknownUnit(identifier) }
            throw .icu(error.description)
        }
        var notation = try AmountNotation.shared(locale: resolved, currency: nil, grouping: grouping)
        if let sizes = pattern?.read.grouping {
            notation = notation.regrouped(primary: sizes.primary, secondary: sizes.secondary, minimum: sizes.minimum)
        }
        var reader = AmountReader(notation: notation, minorUnits: maximumFractionDigits, currency: nil, locale: resolved)
        reader.ownWords = pattern?.read.ownWords ?? Self.ownWords(of: style, locale: resolved)
        self.editor = DecimalEditor(notation: notation, reader: reader, maximumFractionDigits: maximumFractionDigits,
                                    maximumIntegerDigits: maximumIntegerDigits, allowsNegative: allowsNegative,
                                    entry: DecimalEditor.Entry(entry, digits: entry == .minorUnitsFirst ? maximumFractionDigits : minimumFractionDigits))
        self.locale = resolved
        self.style = style
        self.maximumFractionDigits = maximumFractionDigits
        self.minimumFractionDigits = entry == .minorUnitsFirst ? maximumFractionDigits : minimumFractionDigits
        self.grouping = grouping
        self.entry = entry
        self.skeleton = skeleton
        self.pattern = pattern?.text
        self.maximumIntegerDigits = maximumIntegerDigits
        self.allowsNegative = allowsNegative
    }

    /// Whether `identifier` can be an ICU unit identifier: lowercase ASCII letters, digits and
    /// hyphens (so that it cannot add stems to the skeleton it is put in).
    static func isUnitIdentifier(_ identifier: String) -> Bool {
        !identifier.isEmpty && identifier.utf8.count <= 64
            && identifier.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    /// The words the style writes around a number in `locale`, in every unit width and plural
    /// form (`%`; `kg`, `kilogram`, `kilograms`), which a paste may hold around its number.
    private static func ownWords(of style: Style, locale: String) -> [String] {
        let stems: [String]
        switch style {
        case .decimal: return []
        case .percent: stems = [style.skeletonStem]
        case let .unit(identifier, _): stems = UnitWidth.allCases.map { Style.unit(identifier, width: $0).skeletonStem }
        }
        var words: [String] = []
        for stem in stems {
            guard let formatter = try? NumberAffixes.Varying.shared(stem: stem, locale: locale) else { continue }
            for (prefix, suffix) in formatter.seen {
                for word in (prefix + " " + suffix).split(whereSeparator: \.isWhitespace) where !words.contains(String(word)) {
                    words.append(String(word))
                }
            }
        }
        return words
    }

    // MARK: InputFormatter

    /// The raw characters of a number's text: `-`, ASCII digits and `.` (`-1234.5`); the unit
    /// and the percent sign are not raw.
    ///
    /// ```swift
    /// try NumberFieldFormatter(locale: "de_DE", style: .percent).rawText(of: "12,5 %")   // "12.5"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func rawText(of text: String) -> String {
        // The affixes may hold a `.` (Spanish `dd.`) or a digit (Adlam `𞤥𞥒`): they go first.
        editor.rawText(of: String(affixes.number(in: Substring(text))))
    }

    /// The number laid out as the focused field shows it, with its percent sign or unit (the
    /// caret may stand only between the number's start and its end).
    ///
    /// ```swift
    /// try NumberFieldFormatter(locale: "en_US", style: .unit("mass-kilogram", width: .fullName)).layout(raw: "12").text
    /// // "12 kilograms"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func layout(raw: String) -> RawLayout {
        if case .none = affixes { return editor.layout(raw: raw) }
        guard !raw.isEmpty else { return editor.layout(raw: raw) }
        let (prefix, suffix) = affixes.around(raw: raw)
        let layout = editor.layout(raw: raw, prefix: prefix, suffix: suffix)
        guard minusPrecedesPrefix, raw.utf8.first == UInt8(ascii: "-") else { return layout }
        return Self.signBeforePrefix(layout, prefixWidth: prefix.utf16.count)
    }

    /// `layout`, a negative number laid out after a prefix of `prefixWidth` units, with its sign
    /// before the prefix (`%-12` → `-%12`, as ICU writes a percentage in tr_TR, ku and eu): the
    /// sign's span takes in the prefix, as a minus takes in its bidi mark, so the caret stands
    /// before the sign or after the prefix, never inside it. The digits stay where they were
    /// (sign and prefix trade places), so the shared layout pays nothing for the case.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    private static func signBeforePrefix(_ layout: RawLayout, prefixWidth: Int) -> RawLayout {
        var spans = layout.rawSpans
        guard let sign = spans.first, sign.lowerBound == prefixWidth else { return layout }
        var moved = layout
        let units = Array(layout.text.utf16)
        moved.text = String(decoding: units[sign] + units[..<prefixWidth] + units[sign.upperBound...], as: UTF16.self)
        spans[0] = 0..<sign.upperBound
        moved.rawSpans = spans
        moved.editable = 0...layout.editable.upperBound
        return moved
    }

    /// Applies an edit to the raw number by the rules in the type's documentation; a refusal
    /// speaks of a number, not of an amount of money (``DecimalQuantity/number``).
    ///
    /// - Complexity: O(*n*) in the length of the raw number and of a pasted text.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        editor.edit(range, in: raw, with: input, layout: nil).edit
    }

    /// ``replace(_:in:with:)`` for a field, which keeps what was typed at the end (a `.` or `,`
    /// is read by the digits typed after it) in `layout`'s memo.
    ///
    /// - Complexity: O(*n*) in the length of the raw number and of a pasted text.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        let (edit, typed) = editor.edit(range, in: raw, with: input, layout: layout)
        guard case let .replaced(newRaw, _) = edit else { return edit }
        layout = self.layout(raw: newRaw)
        if let typed { layout.memo = typed }
        return edit
    }

    /// The number of raw characters, as typed (12.5 in a percent field; see
    /// ``fraction(raw:)`` for 0.125); `nil` when there are no digits.
    ///
    /// ```swift
    /// formatter.value(raw: "12.50")?.description   // "12.5"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func value(raw: String) -> ExactDecimal? { editor.value(raw: raw) }

    /// The raw characters kept when editing ends: the canonical number (`12.` → `12`, `-0` → `0`),
    /// fraction digits as typed.
    ///
    /// ```swift
    /// formatter.finished(raw: "-0.")   // "0"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func finished(raw: String) -> String { editor.finished(raw: raw) }

    /// ICU's display of the number for the style's skeleton, with at least
    /// ``minimumFractionDigits`` fraction digits; empty without a number.
    ///
    /// ```swift
    /// try NumberFieldFormatter(locale: "ar_EG", style: .percent).finishedText(raw: "12.5")   // "١٢٫٥٪؜"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`, and one ICU format call.
    public func finishedText(raw: String) -> String {
        guard let value = value(raw: raw) else { return editor.isOpen(raw) ? layout(raw: raw).text : "" }
        // A pattern's `%` multiplies what it is given: it is given the fraction (12.5 → 0.125).
        let given = pattern != nil && style == .percent ? value.movingDecimalPoint(by: -2) : value
        return (try? finishedFormat.formatText(decimal: given.description)) ?? layout(raw: raw).text
    }

    /// A percentage as the fraction it is (12.5 → 0.125), as Foundation's percent style and
    /// most arithmetic expect it; the value itself for any other style.
    ///
    /// ```swift
    /// try NumberFieldFormatter(locale: "en_US", style: .percent).fraction(raw: "12.5")   // 0.125
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func fraction(raw: String) -> ExactDecimal? {
        guard let value = value(raw: raw) else { return nil }
        guard style == .percent else { return value }
        return value.movingDecimalPoint(by: -2)
    }
}
