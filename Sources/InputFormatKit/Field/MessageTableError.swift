/// Why a ``MessageTable`` could not be made.
///
/// ```swift
/// do { _ = try MessageTable(locale: "xx_YY", templates: [:]) }
/// catch { print(error) }   // "unknown locale “xx_YY” for a message table: ICU has no plural rules for it"
/// ```
public enum MessageTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU has no data for the locale, so its plural forms cannot be chosen.
    case unknownLocale(String)

    /// A sentence that says what is wrong.
    ///
    /// ```swift
    /// MessageTableError.unknownLocale("zz").description
    /// ```
    public var description: String {
        switch self {
        case let .unknownLocale(locale):
            return "unknown locale “\(locale)” for a message table: ICU has no plural rules for it"
        }
    }
}
