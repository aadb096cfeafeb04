import CICU

/// Locales as ICU knows them.
///
/// ```swift
/// ICULocale.resolve("de-DE")     // "de_DE"
/// ICULocale.resolve("xx_YY")     // nil: ICU would silently fall back to the root locale
/// ICULocale.currency(of: "ja_JP") // "JPY"
/// ```
public enum ICULocale {
    /// The canonical identifier of `identifier` when ICU has data for it (or for a parent of
    /// it), `nil` when ICU would silently fall back to the root or default locale or the region
    /// is not an ISO 3166 code.
    ///
    /// ```swift
    /// ICULocale.resolve("en_ZZ")   // nil
    /// ```
    ///
    /// - Complexity: one ICU call.
    public static func resolve(_ identifier: String) -> String? {
        guard !identifier.isEmpty, identifier.utf8.count < 128,
              identifier.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value != 0x7F })
        else { return nil }
        var buffer = [CChar](repeating: 0, count: 160)
        var status: Int32 = 0
        let known = ifk_locale_resolve(identifier, &buffer, Int32(buffer.count), &status)
        guard known == 1, !ICUError.isFailure(status) else { return nil }
        return string(from: buffer)
    }

    /// Every locale ICU has data for.
    ///
    /// ```swift
    /// ICULocale.available.contains("ar_EG")   // true
    /// ```
    ///
    /// - Complexity: O(*n*) in the locales ICU knows (several hundred), each call.
    public static var available: [String] {
        (0..<ifk_locale_count()).compactMap { index in
            ifk_locale_at(index).map { String(cString: $0) }
        }
    }

    /// The ISO 4217 code of the currency in use in `locale` today, or `nil` when the locale names
    /// no region with a currency.
    ///
    /// ```swift
    /// ICULocale.currency(of: "pt_BR")   // "BRL"
    /// ```
    ///
    /// - Complexity: one ICU call.
    public static func currency(of locale: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4)
        var status: Int32 = 0
        guard ifk_locale_currency(locale, &buffer, &status) == 1 else { return nil }
        return string(from: buffer)
    }

    /// Whether `locale`'s script is written right to left.
    ///
    /// ```swift
    /// ICULocale.isRightToLeft("he_IL")   // true
    /// ```
    ///
    /// - Complexity: one ICU call.
    public static func isRightToLeft(_ locale: String) -> Bool {
        ifk_locale_is_right_to_left(locale) == 1
    }

    /// The name of `locale` for people who read `language` (a language or locale identifier),
    /// as ICU's locale display names give it; `nil` when ICU has no name for it in that language
    /// and would only repeat the code (an unknown locale, or a language ICU has no names in).
    ///
    /// ```swift
    /// ICULocale.displayName(of: "de_DE", in: "fr")   // "allemand (Allemagne)"
    /// ```
    ///
    /// - Complexity: one ICU call (two for a name longer than 64 UTF-16 units).
    public static func displayName(of locale: String, in language: String) -> String? {
        var units = [UInt16](repeating: 0, count: 64)
        var status: Int32 = 0
        var length = ifk_locale_display_name(locale, language, &units, Int32(units.count), &status)
        if length > units.count {
            units = [UInt16](repeating: 0, count: Int(length))
            status = 0
            length = ifk_locale_display_name(locale, language, &units, Int32(units.count), &status)
        }
        // U_USING_DEFAULT_WARNING: ICU found no name in the language and fell back to the code or
        // to the process's default locale.
        let usingDefault: Int32 = -127
        guard !ICUError.isFailure(status), status != usingDefault, length > 0, length <= units.count else { return nil }
        return String(decoding: units.prefix(Int(length)), as: UTF16.self)
    }

    /// The version of the ICU library in use, such as "72.1".
    ///
    /// ```swift
    /// ICULocale.icuVersion   // "72.1"
    /// ```
    ///
    /// - Complexity: one ICU call, each time it is read.
    public static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        ifk_icu_version(&buffer, Int32(buffer.count))
        return string(from: buffer)
    }

    /// The text of a NUL-terminated C buffer.
    static func string(from buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
