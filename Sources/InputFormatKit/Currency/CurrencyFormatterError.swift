/// Why a ``CurrencyFormatter`` could not be made.
///
/// ```swift
/// do { _ = try CurrencyFormatter(locale: "xx_YY", currency: "EUR") }
/// catch { print(error) }   // "unknown locale “xx_YY”: ICU has no data for it …"
/// ```
public enum CurrencyFormatterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU has no data for the locale (it would silently fall back to the root locale).
    case unknownLocale(String)
    /// The code is not an ISO 4217 currency code ICU knows.
    case unknownCurrency(String)
    /// The locale's numbering system is not a decimal one, so digits cannot be typed one by one.
    case unsupportedNumberingSystem(locale: String)
    /// The maximum number of integer digits is outside 1…30.
    case maximumIntegerDigitsOutOfRange(Int)
    /// An ICU call failed: what it could not do, its error name and code.
    case icu(String)

    /// A sentence that says what is wrong.
    ///
    /// ```swift
    /// CurrencyFormatterError.unknownCurrency("XYZ").description
    /// // "unknown currency “XYZ”: not an ISO 4217 code ICU knows"
    /// ```
    public var description: String {
        switch self {
        case let .unknownLocale(locale):
            return "unknown locale “\(locale)”: ICU has no data for it (it would fall back to the root locale)"
        case let .unknownCurrency(code):
            return "unknown currency “\(code)”: not an ISO 4217 code ICU knows"
        case let .unsupportedNumberingSystem(locale):
            return "the numbering system of “\(locale)” is not a decimal one; amounts cannot be typed in it"
        case let .maximumIntegerDigitsOutOfRange(count):
            return "the maximum number of integer digits must be from 1 to 30, not \(count)"
        case let .icu(message):
            return message
        }
    }
}
