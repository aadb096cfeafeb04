// The built-in tables: English and 33 other languages, chosen for a locale with fallback; an app's
// own tables chosen the same way, ahead of them.
extension MessageTable {
    /// The built-in strings for `locale`: its own table, its script's or language's (`fr_CA` →
    /// `fr`, `zh_TW` → `zh_Hant`, `pt_AO` → `pt_PT`, `nb_NO` and `no` → `nb`), or English.
    ///
    /// ```swift
    /// MessageTable.builtIn(for: "fr_CA").text(.valueRequired)         // "Saisissez une valeur"
    /// MessageTable.builtIn(for: "zh_Hant_HK").text(.readOnlyField)   // "唯讀欄位"
    /// MessageTable.builtIn(for: "sw_KE") == .english                   // true: no Swahili table
    /// ```
    ///
    /// - Complexity: a look-up once `locale` has been asked for (64 locales are kept); the first time, O(*n*) in the
    ///   length of `locale`.
    public static func builtIn(for locale: String) -> MessageTable {
        chosen.value(for: locale) { builtInIdentifier(for: locale).flatMap { Translation.tables[$0] } ?? .english }
    }

    /// The tables chosen so far, by locale: every field of a form asks for its locale's.
    static let chosen = SharedCache<String, MessageTable>(bound: 64)

    /// The identifiers of the built-in tables, English first (`en`, `ar`, …, `pt_PT`, `zh_Hans`,
    /// `zh_Hant`): the locales ``builtIn(for:)`` finds a table of its own for, with theirs.
    ///
    /// ```swift
    /// MessageTable.builtInLocales.count   // 34
    /// ```
    ///
    /// - Complexity: O(*k*) in the built-in tables (34), each call.
    public static var builtInLocales: [String] { Translation.all.map(\.locale) }

    /// The table of `tables` (by locale identifier or language code) for `locale`, looked up
    /// with the same fallback as ``builtIn(for:)``; without one of the app's own, the built-in
    /// table for `locale`.
    ///
    /// ```swift
    /// MessageTable.table(for: "fr_CA", in: ["fr": french])   // french
    /// MessageTable.table(for: "de", in: [:])                 // MessageTable.builtIn(for: "de")
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `locale`.
    public static func table(for locale: String, in tables: [String: MessageTable]) -> MessageTable {
        if let table = tables[locale.replacingAll("-", with: "_")] { return table }
        for identifier in LocaleFallback.identifiers(for: locale) {
            if let table = tables[identifier] { return table }
        }
        return builtIn(for: locale)
    }

    /// The identifier of the built-in table for `locale`, `nil` when none fits (English).
    static func builtInIdentifier(for locale: String) -> String? {
        LocaleFallback.identifiers(for: locale).first { Translation.tables[$0] != nil }
    }
}
