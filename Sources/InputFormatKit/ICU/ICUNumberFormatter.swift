import CICU

/// An ICU number formatter opened once for a number skeleton and a locale, formatting exact
/// decimal strings and telling which characters of the result are which field.
///
/// It owns the ICU object and closes it when the last copy of whatever holds it goes away.
/// Formatting is thread-safe (CICU serialises calls on one formatter).
///
/// ```swift
/// let icu = try ICUNumberFormatter(skeleton: "currency/EUR", locale: "de_DE")
/// let result = try icu.format(decimal: "1234.5")
/// result.text                     // "1.234,50 €"
/// result.fields.first?.kind       // .integer
/// ```
@_spi(Internals) public final class ICUNumberFormatter: @unchecked Sendable {
    // @unchecked: the pointer is only used through CICU, which locks around the mutable ICU
    // result object; the formatter itself is immutable once opened.
    let handle: OpaquePointer

    /// The skeleton the formatter was opened with; for one opened by ``init(pattern:locale:)``,
    /// the decimal pattern.
    public let skeleton: String
    /// The locale the formatter was opened for.
    public let locale: String

    /// Opens a formatter; throws ``ICUError`` for a malformed skeleton.
    ///
    /// ```swift
    /// try ICUNumberFormatter(skeleton: "currency/JPY unit-width-hidden", locale: "ja_JP")
    /// ```
    ///
    /// - Complexity: opens ICU's number formatter for the skeleton and locale, and formats with it as often as ICU
    ///   needs to compile it (three times in ICU 72): make one once and keep it.
    public convenience init(skeleton: String, locale: String) throws(ICUError) {
        try self.init(skeleton, locale: locale, opener: ifk_number_formatter_open,
                      operation: "open a number formatter for “\(skeleton)” in \(locale)")
    }

    /// Opens a formatter for `setting` (a skeleton or a decimal pattern) with CICU's `opener`;
    /// throws ``ICUError`` saying `operation` when ICU cannot.
    private init(_ setting: String, locale: String,
                 opener: (UnsafePointer<UInt16>?, Int32, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?,
                 operation: @autoclosure () -> String) throws(ICUError) {
        var status: Int32 = 0
        let units = Array(setting.utf16)
        let opened = units.withUnsafeBufferPointer { buffer in opener(buffer.baseAddress, Int32(buffer.count), locale, &status) }
        guard let opened, !ICUError.isFailure(status) else { throw ICUError(code: status, operation: operation()) }
        self.handle = opened
        self.skeleton = setting
        self.locale = locale
    }

    /// Opens ICU's classic format of a decimal pattern (`#,##0.0###;(#)`); throws ``ICUError``
    /// (`U_PATTERN_SYNTAX_ERROR`, `U_UNQUOTED_SPECIAL`…) for a pattern ICU does not read. Its
    /// format writes the text alone: ``format(decimal:)`` reports no fields.
    ///
    /// ```swift
    /// try ICUNumberFormatter(pattern: "#,##0.0###;(#)", locale: "en_US").formatText(decimal: "-1234.5")   // "(1,234.5)"
    /// ```
    ///
    /// - Complexity: opens ICU's format for the pattern and locale (tens of microseconds): make one once and keep it.
    public convenience init(pattern: String, locale: String) throws(ICUError) {
        try self.init(pattern, locale: locale, opener: ifk_number_pattern_open,
                      operation: "open a number format for the pattern “\(pattern)” in \(locale)")
    }

    deinit { ifk_number_formatter_close(handle) }

    /// The formatters the process shares, by skeleton and locale (a field's formatters are the
    /// same ICU objects for every field of that configuration).
    static let kept = SharedCache<LocaleSetting, ICUNumberFormatter>(bound: 128)

    /// The formatter for `skeleton` in `locale`, opened once and shared (up to 128 skeletons and
    /// locales; past that, opened for each use).
    ///
    /// ```swift
    /// try ICUNumberFormatter.shared(skeleton: "percent", locale: "tr_TR") === ICUNumberFormatter.shared(skeleton: "percent", locale: "tr_TR")   // true
    /// ```
    ///
    /// - Complexity: a look-up; the first time, ICU's formatter opened (tens of microseconds).
    static func shared(skeleton: String, locale: String) throws(ICUError) -> ICUNumberFormatter {
        try kept.value(for: LocaleSetting(locale: locale, setting: skeleton)) { () throws(ICUError) in
            try ICUNumberFormatter(skeleton: skeleton, locale: locale)
        }
    }

    /// The formatters of decimal patterns the process shares, by pattern and locale.
    static let keptPatterns = SharedCache<LocaleSetting, ICUNumberFormatter>(bound: 64)

    /// The formatter for the decimal pattern `pattern` in `locale`, opened once and shared (up to
    /// 64 patterns and locales; past that, opened for each use).
    ///
    /// ```swift
    /// try ICUNumberFormatter.shared(pattern: "0.00", locale: "de_DE") === ICUNumberFormatter.shared(pattern: "0.00", locale: "de_DE")   // true
    /// ```
    ///
    /// - Complexity: a look-up; the first time, ICU's format opened (tens of microseconds).
    static func shared(pattern: String, locale: String) throws(ICUError) -> ICUNumberFormatter {
        try keptPatterns.value(for: LocaleSetting(locale: locale, setting: pattern)) { () throws(ICUError) in
            try ICUNumberFormatter(pattern: pattern, locale: locale)
        }
    }

    /// One field of a formatted number: its kind and its UTF-16 offsets.
    ///
    /// ```swift
    /// ICUNumberFormatter.Field(kind: .integer, range: 0..<5)
    /// ```
    public struct Field: Sendable, Hashable {
        /// Which part of the number the span is.
        public var kind: FieldKind
        /// The span in UTF-16 offsets of the formatted text.
        public var range: Range<Int>

        /// A field of the given kind over `range`.
        ///
        /// ```swift
        /// ICUNumberFormatter.Field(kind: .sign, range: 0..<1)
        /// ```
        public init(kind: FieldKind, range: Range<Int>) {
            self.kind = kind
            self.range = range
        }
    }

    /// The kinds of field ICU reports (`UNumberFormatFields`).
    ///
    /// ```swift
    /// ICUNumberFormatter.FieldKind(rawValue: 6)   // .groupingSeparator
    /// ```
    public enum FieldKind: Int32, Sendable, Hashable {
        // ICU's numbers (`UNumberFormatFields`), 0 to 12 in this order: integer digits (their
        // grouping separators inside the span), fraction digits, the decimal mark, the exponent
        // symbol, its sign, its digits, one grouping separator, the currency symbol or code, a
        // percent sign, a per-mille sign, the plus or minus sign, a measure unit, a
        // compact-notation suffix.
        case integer, fraction, decimalSeparator, exponentSymbol, exponentSign, exponent
        case groupingSeparator, currency, percent, permill, sign, measureUnit, compact
    }

    /// A formatted number: its text and its fields.
    ///
    /// ```swift
    /// try icu.format(decimal: "-5").fields.contains { $0.kind == .sign }   // true
    /// ```
    public struct Formatted: Sendable, Hashable {
        /// The formatted text.
        public var text: String
        /// The fields of `text`, in the order ICU reports them.
        public var fields: [Field]

        /// The text of the first field of `kind`, or `nil` when there is none.
        ///
        /// ```swift
        /// try icu.format(decimal: "1.5").text(of: .decimalSeparator)   // ","
        /// ```
        ///
        /// - Complexity: O(*n*) in the length of the text.
        public func text(of kind: FieldKind) -> String? {
            guard let field = fields.first(where: { $0.kind == kind }) else { return nil }
            let units = Array(text.utf16)
            return String(decoding: units[field.range], as: UTF16.self)
        }

        /// The text before and after the number (its digits, marks and sign): a currency, a
        /// percent sign, a unit, with the spaces and bidi marks ICU writes; `nil` when the text
        /// holds no number (Arabic writes one hour as the word `ساعة` alone).
        ///
        /// ```swift
        /// try ICUNumberFormatter(skeleton: "percent", locale: "tr_TR").format(decimal: "12.5").affixes   // ("%", "")
        /// ```
        ///
        /// - Complexity: O(*n*) in the length of the text.
        public var affixes: (prefix: String, suffix: String)? {
            let numberKinds: Set<FieldKind> = [.integer, .fraction, .decimalSeparator, .groupingSeparator, .sign]
            let number = fields.filter { numberKinds.contains($0.kind) }.map(\.range)
            guard let start = number.map(\.lowerBound).min(), let end = number.map(\.upperBound).max() else { return nil }
            let units = Array(text.utf16)
            return (String(decoding: units[..<start], as: UTF16.self), String(decoding: units[end...], as: UTF16.self))
        }
    }

    /// The text alone of an exact decimal string's format, without field positions and, for a
    /// result of up to 64 UTF-16 units, without a buffer on the heap: the cost of ICU's own
    /// two calls and the string made from their result.
    ///
    /// ```swift
    /// try ICUNumberFormatter(skeleton: "currency/EUR", locale: "de_DE").formatText(decimal: "1234.5")
    /// // "1.234,50 €"
    /// ```
    ///
    /// - Complexity: one ICU format call, O(*n*) in the length of `decimal`; a text over 64 UTF-16 units is formatted
    ///   again, with its fields.
    public func formatText(decimal: String) throws(ICUError) -> String {
        var status: Int32 = 0
        let result = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { out -> String? in
            var ignored: Int32 = 0
            let length = ifk_number_formatter_format_decimal(handle, decimal, Int32(decimal.utf8.count), out.baseAddress, 64,
                                                             nil, 0, &ignored, &status)
            guard !ICUError.isFailure(status), length <= 64 else { return nil }
            return ICUText.string(utf16: UnsafeBufferPointer(rebasing: out.prefix(Int(length))))
        }
        if let result { return result }
        return try format(decimal: decimal).text   // longer than 64 units, or a failure to report
    }

    /// Formats an exact decimal string (`-1234.50`): never through a binary floating-point value.
    ///
    /// ```swift
    /// try ICUNumberFormatter(skeleton: "currency/BHD", locale: "en_US").format(decimal: "1.5").text
    /// // "BHD 1.500"
    /// ```
    ///
    /// - Complexity: one ICU format call with field positions (again with a larger buffer for a text over 64 UTF-16
    ///   units), O(*n*) in the length of `decimal`.
    public func format(decimal: String) throws(ICUError) -> Formatted {
        var capacity = 64
        while true {
            var status: Int32 = 0
            var spanCount: Int32 = 0
            var units = [UInt16](repeating: 0, count: capacity)
            var spans = [ifk_field_span](repeating: ifk_field_span(), count: 32)
            let length = units.withUnsafeMutableBufferPointer { out in
                spans.withUnsafeMutableBufferPointer { spanBuffer in
                    ifk_number_formatter_format_decimal(
                        handle, decimal, Int32(decimal.utf8.count), out.baseAddress, Int32(capacity),
                        spanBuffer.baseAddress, Int32(spanBuffer.count), &spanCount, &status)
                }
            }
            if status == 15 /* U_BUFFER_OVERFLOW_ERROR */, Int(length) > capacity {
                capacity = Int(length)
                continue
            }
            guard !ICUError.isFailure(status) else {
                throw ICUError(code: status, operation: "format “\(decimal)” with “\(skeleton)” in \(locale)")
            }
            let fields = spans.prefix(min(Int(spanCount), spans.count)).compactMap { span -> Field? in
                guard let kind = FieldKind(rawValue: span.kind) else { return nil }
                return Field(kind: kind, range: Int(span.start)..<Int(span.limit))
            }
            return Formatted(text: String(decoding: units.prefix(Int(length)), as: UTF16.self), fields: fields)
        }
    }
}
