import CICU

/// ISO 4217 currencies as ICU knows them.
///
/// ```swift
/// ICUCurrency.isKnown("EUR")            // true
/// ICUCurrency.minorUnits(of: "BHD")     // 3
/// ICUCurrency.name(of: "EUR", in: "de_DE")   // "€"
/// ```
@_spi(Internals) public enum ICUCurrency {
    /// Whether `code` is an ISO 4217 code ICU knows (current or historic).
    ///
    /// ```swift
    /// ICUCurrency.isKnown("XYZ")   // false
    /// ```
    ///
    /// - Complexity: one ICU call.
    public static func isKnown(_ code: String) -> Bool {
        isWellFormed(code) && ifk_currency_is_known(code) == 1
    }

    /// The number of minor-unit digits of a known currency (JPY 0, USD 2, BHD 3).
    ///
    /// ```swift
    /// try ICUCurrency.minorUnits(of: "JPY")   // 0
    /// ```
    ///
    /// - Complexity: one ICU call.
    public static func minorUnits(of code: String) throws(ICUError) -> Int {
        var status: Int32 = 0
        let digits = ifk_currency_minor_units(code, &status)
        guard !ICUError.isFailure(status) else {
            throw ICUError(code: status, operation: "find the minor units of \(code)")
        }
        return Int(digits)
    }

    /// A name of a currency in a locale, as ICU's currency data gives it.
    public enum Name: Int32, Sendable, CaseIterable {
        /// "€", "US$" (USD in en_CA).
        case symbol = 0
        /// "Euro", "British Pound".
        case long = 1
        /// "$" (USD in en_CA): the shortest symbol.
        case narrowSymbol = 2
        /// The plural form "other", as a sentence names an amount's currency: "euros",
        /// "British pounds".
        case plural = 3
    }

    /// The name of `code` in `locale` (`kind`: the symbol unless said).
    ///
    /// ```swift
    /// try ICUCurrency.name(of: "USD", in: "en_CA")                 // "US$"
    /// try ICUCurrency.name(of: "GBP", in: "en", kind: .plural)     // "British pounds"
    /// ```
    ///
    /// - Complexity: one ICU call.
    public static func name(of code: String, in locale: String, kind: Name = .symbol) throws(ICUError) -> String {
        try name(of: code, in: locale, kind: kind, category: nil)
    }

    /// The plural name of `code` in `locale` in CLDR's plural `category` (`one`, `few`…).
    ///
    /// ```swift
    /// try ICUCurrency.pluralName(of: "RUB", in: "ru", category: "many")   // "российских рублей"
    /// ```
    ///
    /// - Complexity: one ICU call.
    public static func pluralName(of code: String, in locale: String, category: String) throws(ICUError) -> String {
        try name(of: code, in: locale, kind: .plural, category: category)
    }

    private static func name(of code: String, in locale: String, kind: Name, category: String?) throws(ICUError) -> String {
        var units = [UInt16](repeating: 0, count: 64)
        var status: Int32 = 0
        let length = ifk_currency_name(code, locale, kind.rawValue, category, &units, Int32(units.count), &status)
        guard !ICUError.isFailure(status) else {
            throw ICUError(code: status, operation: "find the name of \(code) in \(locale)")
        }
        return String(decoding: units.prefix(Int(length)), as: UTF16.self)
    }

    /// The codes of the currencies in common use today (not deprecated), as ICU lists them.
    ///
    /// - Complexity: O(n) in the currencies ICU knows (about 160), each call.
    ///
    /// ```swift
    /// ICUCurrency.commonCodes.contains("GBP")   // true
    /// ```
    public static var commonCodes: [String] {
        var bytes = [CChar](repeating: 0, count: 3 * 400)
        var status: Int32 = 0
        let count = Int(ifk_currency_codes(&bytes, Int32(bytes.count), &status))
        guard !ICUError.isFailure(status) else { return [] }
        return (0..<min(count, 400)).map { index in
            String(decoding: bytes[(index * 3)..<(index * 3 + 3)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    private static func isWellFormed(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }
}
