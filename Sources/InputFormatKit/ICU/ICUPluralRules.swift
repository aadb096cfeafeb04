import CICU

/// CLDR's cardinal plural rules of a locale, through ICU: which plural form a count takes.
///
/// Rules are opened once per locale and kept for the life of the process (up to 64 locales;
/// beyond that they are opened for each use).
///
/// ```swift
/// ICUPluralRules.category(of: 22, locale: "ru")   // .few   ("22 символа")
/// ICUPluralRules.category(of: 25, locale: "ru")   // .many  ("25 символов")
/// ```
final class ICUPluralRules: @unchecked Sendable {
    // @unchecked: the handle is used only while `opened`'s lock is held.
    private let handle: OpaquePointer

    private static let opened = Locked<[String: ICUPluralRules]>([:])
    static let maximumKept = 64

    /// How many locales' rules are kept now.
    static var keptCount: Int { opened.withLock(\.count) }

    private init?(locale: String) {
        var status: Int32 = 0
        guard let handle = ifk_plural_rules_open(locale, &status), !ICUError.isFailure(status) else { return nil }
        self.handle = handle
    }

    deinit { ifk_plural_rules_close(handle) }

    /// The plural category of `count` in `locale`; `.other` when ICU cannot tell.
    ///
    /// ```swift
    /// ICUPluralRules.category(of: 2, locale: "ar")   // .two
    /// ```
    static func category(of count: Int, locale: String) -> PluralCategory {
        opened.withLock { cache in
            let rules: ICUPluralRules
            if let kept = cache[locale] {
                rules = kept
            } else {
                // Only locales ICU knows are opened, and only so many are kept, so that
                // arbitrary identifiers can neither reach ICU nor grow the cache.
                guard ICULocale.resolve(locale) != nil, let new = ICUPluralRules(locale: locale) else { return .other }
                if cache.count < maximumKept { cache[locale] = new }
                rules = new
            }
            // On the stack: a UI asks for the counter's phrase at every keystroke.
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { keyword in
                var status: Int32 = 0
                let length = ifk_plural_rules_select(rules.handle, Int64(count), keyword.baseAddress, 16, &status)
                guard !ICUError.isFailure(status), length > 0 else { return .other }
                return PluralCategory(rawValue: String(cString: keyword.baseAddress!)) ?? .other
            }
        }
    }
}
