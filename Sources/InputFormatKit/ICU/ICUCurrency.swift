import CICU

/// ISO 4217 currencies as ICU knows them.
///
/// ```swift
/// ICUCurrency.isKnown("EUR")            // true
/// ICUCurrency.minorUnits(of: "BHD")     // 3
/// ICUCurrency.symbol(of: "EUR", in: "de_DE")   // "€"
/// ```
@_spi(Internals) public enum ICUCurrency {
    /// Whether `code` is an ISO 4217 code ICU knows (current or historic).
    ///
    /// ```swift
    /// ICUCurrency.isKnown("XYZ")   // false
    /// ```
    public static func isKnown(_ code: String) -> Bool {
        isWellFormed(code) && ifk_currency_is_known(code) == 1
    }

    /// The number of minor-unit digits of a known currency (JPY 0, USD 2, BHD 3).
    ///
    /// ```swift
    /// try ICUCurrency.minorUnits(of: "JPY")   // 0
    /// ```
    public static func minorUnits(of code: String) throws(ICUError) -> Int {
        var status: Int32 = 0
        let digits = ifk_currency_minor_units(code, &status)
        guard !ICUError.isFailure(status) else {
            throw ICUError(code: status, operation: "find the minor units of \(code)")
        }
        return Int(digits)
    }

    /// The symbol of `code` in `locale` ("€", "US$", "BHD").
    ///
    /// ```swift
    /// try ICUCurrency.symbol(of: "USD", in: "en_CA")   // "US$"
    /// ```
    public static func symbol(of code: String, in locale: String) throws(ICUError) -> String {
        var units = [UInt16](repeating: 0, count: 32)
        var status: Int32 = 0
        let length = ifk_currency_symbol(code, locale, &units, Int32(units.count), &status)
        guard !ICUError.isFailure(status) else {
            throw ICUError(code: status, operation: "find the symbol of \(code) in \(locale)")
        }
        return String(decoding: units.prefix(Int(length)), as: UTF16.self)
    }

    private static func isWellFormed(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }
}
