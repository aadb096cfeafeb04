/// Why a locale cannot be used for a message table or for its digits.
///
/// ```swift
/// do { _ = try MessageTable(locale: "xx_YY", templates: [:]) }
/// catch { print(error) }   // "unknown locale “xx_YY”: ICU has no data for it"
/// ```
public enum LocaleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU has no data for the locale: no plural rules to choose the forms of counted messages,
    /// no numbering system to take the digits from.
    case unknownLocale(String)

    /// A sentence that says what is wrong.
    ///
    /// ```swift
    /// LocaleError.unknownLocale("zz").description
    /// ```
    public var description: String {
        switch self {
        case let .unknownLocale(locale):
            return "unknown locale “\(locale)”: ICU has no data for it"
        }
    }
}
