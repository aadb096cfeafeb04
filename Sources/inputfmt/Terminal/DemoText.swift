import InputFormatKit

/// The interactive demo's own words — its labels, helper texts, the submit notes and the keys
/// line — in English and every language the library has built-in strings for, chosen the
/// same way (``MessageTable/builtIn(for:)``: `fr_CA` → French, `zh_TW` → traditional Chinese).
/// Translators edit `Localization/Demo.xcstrings`; `Scripts/make-translations.py` writes it
/// into one file a language in `DemoTexts/` and the fields (`DemoText+Fields.swift`).
/// `{locale}`, `{currency}`, `{example}`, `{values}` and `{reason}` are put in where they stand
/// (`MessageTemplate.fill`): `{locale}` is the locale's identifier in the title (the
/// configuration, as `--locale` gave it) and ICU's name of the locale in the form's language in
/// the amount's helper text ("Englisch (Vereinigte Staaten)"), so each language's sentence is
/// written to take any such name.
///
/// ```swift
/// DemoText.for("de_DE").amount   // "Betrag"
/// ```
extension DemoText {
    /// The words for `language` (a language or locale identifier), English when the library
    /// has no strings for it.
    static func `for`(_ language: String) -> DemoText {
        all[MessageTable.builtIn(for: language).locale] ?? english
    }
}
