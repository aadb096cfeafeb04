import CICU

/// A locale's number symbols and the digits of its default numbering system, as ICU's
/// `DecimalFormatSymbols` and `NumberingSystem` give them.
///
/// Amount fields take their notation from ICU's formatted currency output instead
/// (``AmountNotation``), because monetary separators can differ from these (de_AT groups
/// numbers with a space and amounts with a dot); these symbols are what ICU says of plain
/// numbers.
///
/// ```swift
/// let symbols = try ICUNumberSymbols(locale: "ar_EG")
/// symbols.numberingSystem   // "arab"
/// symbols.digits[3]         // "٣"
/// symbols.decimalMark       // "٫"
/// ```
@_spi(Internals) public struct ICUNumberSymbols: Sendable, Hashable {
    /// The decimal mark of plain numbers.
    public let decimalMark: String
    /// The grouping mark of plain numbers.
    public let groupingMark: String
    /// The minus sign, with any bidi mark ICU puts in it.
    public let minusSign: String
    /// The plus sign.
    public let plusSign: String
    /// The decimal mark of currency amounts.
    public let monetaryDecimalMark: String
    /// The grouping mark of currency amounts.
    public let monetaryGroupingMark: String
    /// The name of the default numbering system (`latn`, `arab`, `deva`).
    public let numberingSystem: String
    /// The digits 0 to 9 of the default numbering system.
    public let digits: [String]

    /// The symbols the process shares, by locale.
    static let kept = SharedCache<String, ICUNumberSymbols>(bound: 64)

    /// The symbols of `locale`, read once and shared (up to 64 locales; past that, read for
    /// each use).
    ///
    /// ```swift
    /// try ICUNumberSymbols.shared(locale: "ar_EG").digits.first   // "٠"
    /// ```
    ///
    /// - Complexity: a look-up; the first time, ICU's symbols read (tens of microseconds).
    static func shared(locale: String) throws(ICUError) -> ICUNumberSymbols {
        try kept.value(for: locale) { () throws(ICUError) in try ICUNumberSymbols(locale: locale) }
    }

    /// Reads the symbols of `locale`; throws when ICU fails or the default numbering system is
    /// not a decimal one.
    ///
    /// ```swift
    /// try ICUNumberSymbols(locale: "de_CH").groupingMark   // "’"
    /// ```
    ///
    /// - Complexity: opens an ICU number format for each of its six symbols and the locale's numbering system: read
    ///   them once and keep them.
    public init(locale: String) throws(ICUError) {
        func symbol(_ kind: ifk_symbol_kind) throws(ICUError) -> String {
            var units = [UInt16](repeating: 0, count: 16)
            var status: Int32 = 0
            let length = ifk_number_symbol(locale, Int32(kind.rawValue), &units, Int32(units.count), &status)
            guard !ICUError.isFailure(status) else { throw ICUError(code: status, operation: "read a number symbol of \(locale)") }
            return String(decoding: units.prefix(Int(length)), as: UTF16.self)
        }
        decimalMark = try symbol(IFK_SYMBOL_DECIMAL)
        groupingMark = try symbol(IFK_SYMBOL_GROUPING)
        minusSign = try symbol(IFK_SYMBOL_MINUS)
        plusSign = try symbol(IFK_SYMBOL_PLUS)
        monetaryDecimalMark = try symbol(IFK_SYMBOL_MONETARY_DECIMAL)
        monetaryGroupingMark = try symbol(IFK_SYMBOL_MONETARY_GROUPING)

        var units = [UInt16](repeating: 0, count: 32)
        var name = [CChar](repeating: 0, count: 16)
        var status: Int32 = 0
        let length = ifk_numbering_system_digits(locale, &units, Int32(units.count), &name, Int32(name.count), &status)
        numberingSystem = ICULocale.string(from: name)
        guard !ICUError.isFailure(status) else {
            throw ICUError(code: status, operation: "read the digits of the numbering system “\(numberingSystem)” of \(locale)")
        }
        digits = String(decoding: units.prefix(Int(length)), as: UTF16.self).map(String.init)
    }
}
