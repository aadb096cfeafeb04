/// A currency amount field for one locale and one ISO 4217 currency.
///
/// While the field is focused the amount shows the locale's digits, grouping and decimal mark
/// as the user types (`1.234.567` in de_DE, `12,34,567` in en_IN, `1’234` in de_CH, `١٬٢٣٤` in
/// ar_EG); once editing ends it shows ICU's full display with symbol and minor units
/// (`1.234,50 €`, `¥1,235`, `BHD 1.500`). A ``Display`` changes how: the currency as a narrow
/// symbol, an ISO code, its name, a symbol of the app's own or not at all, the sign always or in
/// accounting style, grouping off or from two leading digits (the grouping applies while editing
/// too).
///
/// Editing rules beyond the shared caret rules:
///
/// - Digits of any script are accepted and shown in the locale's digits.
/// - Fraction digits stop at the currency's minor units (none for JPY, three for BHD); integer
///   digits stop at ``maximumIntegerDigits``. Both are refusals, never a rounding.
/// - Leading zeros are dropped (`007` → `7`), except the one before a decimal mark (`0,5`);
///   a decimal mark typed first becomes `0,`.
/// - **Separators as people type them** (the rules and table of <doc:CurrencyFields>), read as
///   a paste of the same text is read. A `.` or `,` is read by the digits around it: it groups
///   only where a full group of the locale's grouping follows it, and is the decimal mark
///   anywhere else (`0,99` is 0.99 in en_US, `0.99` in de_DE too); where both fit (`1.234`), the
///   locale reads it. Typed at the end, a mark's reading follows the digits typed after it; one
///   that reads only as too many fraction digits but may still group (`1.234` in dollars) is
///   kept as typed, with no value. A space, an apostrophe or `٬` where the locale groups with
///   one changes nothing; typed next to a grouping separator already shown, the caret moves over
///   it. `٫` is always the decimal mark.
/// - Backspace (forward delete) on a decimal mark that has fraction digits after it does not
///   delete it (that would multiply the amount by a power of ten): the caret moves over it.
/// - With ``allowsNegative``, the minus key toggles the sign wherever the caret is and the
///   caret stays by the same digit; `+` makes the amount positive. Without it both are refused.
/// - Pasted amounts written in any locale are read (`€1,234.56`, `1.234,56 €`, `(5.00)`,
///   `١٢٣٫٤٥`) by the one reading that keys, paste, autofill and `inputfmt format` share: the
///   field currency's names, signs and bidi marks around the digits go; another currency (`£7`
///   in a euro field) or other text (`12 kg`) refuses the paste; the marks are read as above.
///   Fraction digits beyond the minor units refuse the paste: nothing is rounded or dropped.
///
/// ```swift
/// let formatter = try CurrencyFormatter(locale: "de_DE", currency: "EUR")
/// var field = FieldText.empty
/// for key in "1234,5" { field = formatter.apply(.typing(String(key), in: field), to: field).field }
/// field.description                          // "1.234,5|"
/// formatter.value(raw: "1234.5")?.decimal  // 1234.5
/// formatter.finishedText(raw: "1234.5")    // "1.234,50 €"
/// formatter.label("Betrag")                  // "Betrag (EUR)"
/// ```
public struct CurrencyFormatter: InputFormatter, BuiltInFormatter {
    /// The canonical ICU identifier of the locale (`de_DE`).
    public let locale: String
    /// The ISO 4217 code of the currency (`EUR`).
    public let currency: String
    /// The currency's minor units: the most fraction digits an amount may have.
    public let minorUnits: Int
    /// Whether the amount may be negative.
    public let allowsNegative: Bool
    /// The most integer digits an amount may have (15 unless set).
    public let maximumIntegerDigits: Int
    /// The largest amount the field takes without an error, or `nil` (see ``verdict(raw:)``).
    public var maximumAmount: ExactDecimal? { range.maximum }
    /// The smallest amount the field takes without an error, or `nil` (see ``verdict(raw:)``).
    public var minimumAmount: ExactDecimal? { range.minimum }
    /// The range rule of ``minimumAmount`` and ``maximumAmount``.
    let range: DecimalRange

    /// How the finished amount shows the currency, the sign and the grouping (the grouping
    /// applies while editing too).
    public let display: Display

    /// How digits are entered: as typed, with the minor units always shown, or filling them
    /// from the right (``AmountEntry``).
    public let entry: AmountEntry

    /// ICU's formatter of the finished text, for the display's skeleton.
    let finishedFormat: ICUNumberFormatter
    /// The editing of the amount, shared with number fields.
    let editor: DecimalEditor
    /// How the locale writes the amount while it is edited.
    var notation: AmountNotation { editor.notation }
    /// The decimal mark the field shows and its decimal key types, as ICU writes the locale's
    /// amounts (which may differ from its plain numbers': de_AT groups an amount with a dot).
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "de_DE", currency: "EUR").decimalMark   // ","
    /// ```
    public var decimalMark: String { notation.decimalMark }
    /// The one reading of a whole amount (paste, autofill, the command line).
    var reader: AmountReader { editor.reader }

    /// A formatter for `currency` in `locale`, shown as `display` says.
    ///
    /// Throws ``ConfigurationError/unknownLocale(_:)`` for a locale ICU has no data for
    /// (rather than silently using the root locale), ``ConfigurationError/unknownCurrency(_:)``
    /// for a code that is not ISO 4217, ``ConfigurationError/emptyRange(minimum:maximum:)`` and
    /// ``ConfigurationError/boundTooPrecise(_:fractionDigits:)`` for a range rule the field
    /// cannot keep (a minimum above the maximum, a bound of 0.005 dollars).
    ///
    /// ```swift
    /// let yen = try CurrencyFormatter(locale: "ja_JP", currency: "JPY")
    /// yen.minorUnits   // 0
    /// let plain = try CurrencyFormatter(locale: "en_US", currency: "USD", display: .init(symbol: .isoCode, grouping: .off))
    /// plain.finishedText(raw: "1234.5")   // "USD 1234.50"
    /// let till = try CurrencyFormatter(locale: "en_US", currency: "USD", entry: .minorUnitsFirst)
    /// till.layout(raw: till.rawText(of: "12.34")).text   // "12.34", typed as 1, 2, 3, 4
    /// ```
    ///
    /// `entry` says how digits are entered (``AmountEntry``): as typed, with the minor units
    /// always shown, or filling them from the right.
    ///
    /// - Complexity: opens ICU's number formatters for the finished text and the locale's notation, and reads the
    ///   notation from their output (a fraction of a millisecond): make a formatter once and keep it.
    public init(locale: String, currency: String, allowsNegative: Bool = false, maximumIntegerDigits: Int = 15,
                minimumAmount: ExactDecimal? = nil, maximumAmount: ExactDecimal? = nil, display: Display = .standard,
                entry: AmountEntry = .asTyped) throws(ConfigurationError)
    {
        guard let resolved = ICULocale.resolve(locale) else { throw .unknownLocale(locale) }
        guard ICUCurrency.isKnown(currency) else { throw .unknownCurrency(currency) }
        guard (1...30).contains(maximumIntegerDigits) else { throw .maximumIntegerDigitsOutOfRange(maximumIntegerDigits) }
        do {
            self.minorUnits = try ICUCurrency.minorUnits(of: currency)
            self.finishedFormat = try ICUNumberFormatter.shared(skeleton: display.skeleton(currency: currency), locale: resolved)
        } catch { throw .icu(error.description) }
        self.range = try DecimalRange(minimum: minimumAmount, maximum: maximumAmount, fractionDigits: minorUnits,
                                      integerDigits: maximumIntegerDigits)
        let notation = try AmountNotation.shared(locale: resolved, currency: currency, grouping: display.grouping)
        self.display = display
        self.entry = entry
        self.locale = resolved
        self.currency = currency
        self.allowsNegative = allowsNegative
        self.maximumIntegerDigits = maximumIntegerDigits
        var reader = AmountReader(notation: notation, minorUnits: minorUnits, currency: currency, locale: resolved,
                                  customSymbol: display.customSymbol, finished: finishedFormat)
        if notation.groupingMark.isEmpty, let probe = try? finishedFormat.format(decimal: "1234567") {
            reader.finishedGroupingMark = probe.text(of: .groupingSeparator)?.unicodeScalars.first
        }
        self.editor = DecimalEditor(notation: notation, reader: reader, maximumFractionDigits: minorUnits,
                                    maximumIntegerDigits: maximumIntegerDigits, allowsNegative: allowsNegative,
                                    entry: DecimalEditor.Entry(entry, digits: minorUnits))
    }

    // MARK: InputFormatter

    /// The raw characters of an amount text: `-`, ASCII digits and `.` (`-1234.5`).
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "de_DE", currency: "EUR").rawText(of: "-1.234,5")   // "-1234.5"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func rawText(of text: String) -> String { editor.rawText(of: text) }

    /// The amount laid out as the focused field shows it.
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "en_IN", currency: "INR").layout(raw: "1234567.5").text
    /// // "12,34,567.5"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func layout(raw: String) -> RawLayout { editor.layout(raw: raw) }

    /// Applies an edit to the raw amount by the rules in the type's documentation.
    ///
    /// - Complexity: O(*n*) in the length of the raw amount and of a pasted text.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        editor.edit(range, in: raw, with: input, layout: nil).edit
    }

    /// ``replace(_:in:with:)`` for a field, which keeps what was typed at the end (a `.` or `,`
    /// is read by the digits typed after it) in `layout`'s memo.
    ///
    /// - Complexity: O(*n*) in the length of the raw amount and of a pasted text.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        let (edit, typed) = editor.edit(range, in: raw, with: input, layout: layout)
        guard case let .replaced(newRaw, _) = edit else { return edit }
        layout = editor.layout(raw: newRaw)
        if let typed { layout.memo = typed }
        return edit
    }

    /// The amount of raw characters, `nil` when there are no digits.
    ///
    /// ```swift
    /// formatter.value(raw: "12.50")?.description   // "12.5"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func value(raw: String) -> ExactDecimal? { editor.value(raw: raw) }

    /// The raw characters kept when editing ends: the canonical amount (`12.` → `12`, `-0` → `0`),
    /// fraction digits as typed.
    ///
    /// ```swift
    /// formatter.finished(raw: "-0.")   // "0"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func finished(raw: String) -> String { editor.finished(raw: raw) }

    /// The amount `text` holds, read as a paste is read, but with up to `maximumFractionDigits`
    /// fraction digits (more than the currency has, for a caller that rounds them), or why it
    /// holds none. Signs are read whatever ``allowsNegative`` says.
    ///
    /// ```swift
    /// formatter.amount(in: "1.234,567 €", maximumFractionDigits: 9)   // .success(1234.567)
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`; letters or symbols around its digits are looked up among ICU's
    ///   currency names (several hundred look-ups when they may name another currency).
    @_spi(Internals) public func amount(in text: String, maximumFractionDigits: Int) -> Result<ExactDecimal, EditRejection> {
        var reader = reader
        reader.minorUnits = maximumFractionDigits
        return reader.read(text).flatMap { reading in
            var digits = reading.negative ? "-" : ""
            digits += String(decoding: reading.integer.isEmpty ? [UInt8(ascii: "0")] : reading.integer, as: UTF8.self)
            if let fraction = reading.fraction, !fraction.isEmpty { digits += "." + String(decoding: fraction, as: UTF8.self) }
            return ExactDecimal(reading: digits).map(Result.success) ?? .failure(.notAQuantity(EditRejection.excerpt(text), .amount))
        }
    }

    /// ICU's full display of the amount, with symbol and minor units, as ``display`` says;
    /// empty without an amount.
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "en_US", currency: "BHD").finishedText(raw: "1.5")   // "BHD 1.500"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`, and one ICU format call.
    public func finishedText(raw: String) -> String {
        guard let value = value(raw: raw) else { return editor.isOpen(raw) ? layout(raw: raw).text : "" }
        return (try? display.text(decimal: value.description, formattedBy: finishedFormat)) ?? layout(raw: raw).text
    }
}
