/// One language's built-in strings as a translator writes them: every message by its key, and
/// each counted message (the banner, the counter's phrases, the length rules) in every plural
/// form CLDR gives the language, by category.
///
/// Translators edit `Localization/Messages.xcstrings`, a String Catalog with plural variations;
/// `Scripts/make-translations.py` writes it into one file a language in `Messages/Translations/`
/// (and the list ``all``), and `Scripts/check-generated.sh` fails when those differ from the
/// catalog. The test suite `Built-in translations` checks that each has every key, every plural
/// form its language's rules need and no other, and every placeholder of the English text.
///
/// ```swift
/// Translation.german.counted[.banner]?[.one]   // "{count} Feld muss geprüft werden"
/// Translation.german.table.text(.valueRequired)     // "Geben Sie einen Wert ein"
/// ```
struct Translation: Sendable {
    /// The identifier the table is chosen by (`de`, `pt_PT`, `zh_Hant`); its plural rules are
    /// the ones the counted messages follow.
    let locale: String
    /// The language's name in English and in itself, for the catalog and reviewers.
    let name: String
    /// Every message that has no count, by key.
    let texts: [MessageTable.Key: String]
    /// Every counted message by its `other` key, each plural form by category.
    let counted: [MessageTable.Key: [PluralCategory: String]]

    init(_ locale: String, name: String, texts: [MessageTable.Key: String],
         counted: [MessageTable.Key: [PluralCategory: String]]) {
        self.locale = locale
        self.name = name
        self.texts = texts
        self.counted = counted
    }

    /// The translation as a message table: the `other` form of a counted message as its
    /// template, the rest as plural forms.
    var table: MessageTable {
        var templates = texts
        var pluralForms: [MessageTable.Key: [PluralCategory: String]] = [:]
        for (key, forms) in counted {
            templates[key] = forms[.other]
            let others = forms.filter { $0.key != .other }
            if !others.isEmpty { pluralForms[key] = others }
        }
        return MessageTable(builtIn: locale, templates: templates, pluralForms: pluralForms)
    }

    /// The built-in tables by identifier.
    static let tables: [String: MessageTable] = Dictionary(uniqueKeysWithValues: all.map { ($0.locale, $0.table) })
}
