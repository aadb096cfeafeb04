/// The plural form a count takes in a language, as CLDR names them: English has `one` and
/// `other`, Russian adds `few` and `many`, Arabic uses all six.
///
/// ```swift
/// PluralCategory(21, locale: "ru")   // .one    ("21 символ")
/// PluralCategory(3, locale: "ar")    // .few
/// PluralCategory(21, locale: "en")   // .other  ("21 characters")
/// ```
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    /// Arabic 0, Welsh 0, Latvian 0, 10–20, ….
    case zero
    /// English 1; French 0 and 1; Russian 1, 21, 31, ….
    case one
    /// Arabic, Hebrew, Slovenian 2, ….
    case two
    /// Russian 2–4, 22–24, …; Arabic 3–10, ….
    case few
    /// Russian 5–20, …; Arabic 11–99, ….
    case many
    /// Every other count.
    case other

    /// The category of the whole number `count` in `locale` (by CLDR's rules through ICU; the
    /// sign is ignored). A locale ICU has no rules for gives `.other` for every count. Public for
    /// an app's own counted messages in the languages of the built-in ones (a ``MessageTable``
    /// of its own), which Foundation on Linux cannot choose a plural form for.
    ///
    /// ```swift
    /// PluralCategory(1, locale: "fr_FR")   // .one
    /// PluralCategory(0, locale: "fr_FR")   // .one
    /// ```
    ///
    /// - Complexity: one ICU call outside English; the locale's plural rules are opened once and kept (for up to 64
    ///   locales, then opened for each call).
    public init(_ count: Int, locale: String) {
        let count = count == .min ? .max : abs(count)   // Int.min has no positive Int; both end in many/few alike
        let language = locale.utf8.prefix { $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "@") }
        if language.elementsEqual("en".utf8) {
            self = count == 1 ? .one : .other   // CLDR's English rule for whole numbers, without ICU
        } else {
            self = ICUPluralRules.category(of: count, locale: locale)
        }
    }
}
