import Foundation
import InputFormatKit

/// The interactive demo's own words — its labels, helper texts, the submit notes and the keys
/// line — in English and every language the library has built-in strings for, chosen the
/// same way (``MessageTable/builtIn(for:)``: `fr_CA` → French, `zh_TW` → traditional Chinese).
/// One file a language in `DemoTexts/`; `{locale}`, `{currency}`, `{example}`, `{values}` and `{reason}`
/// are put in where they stand: `{locale}` is the locale's identifier in the title (the
/// configuration, as `--locale` gave it) and ICU's name of the locale in the form's language in
/// the amount's helper text ("Englisch (Vereinigte Staaten)"), so each language's sentence is
/// written to take any such name.
///
/// ```swift
/// DemoText.for("de_DE").amount   // "Betrag"
/// ```
struct DemoText: Sendable {
    var title: String
    var amount: String
    var amountHelper: String
    var phone: String
    var phoneHelper: String
    var cardNumber: String
    var securityCode: String
    var securityCodeHelper: String
    var weight: String
    var weightHelper: String
    var titleLabel: String
    var note: String
    var noteHelper: String
    var expiryDate: String
    var expiryHelper: String
    var birthDate: String
    var birthDateHelper: String
    var iban: String
    var ibanHelper: String
    var submitted: String
    var notSubmitted: String
    var keys: String

    /// The words for `language` (a language or locale identifier), English when the library
    /// has no strings for it.
    static func `for`(_ language: String) -> DemoText {
        all[MessageTable.builtIn(for: language).locale] ?? english
    }

    /// Every language's words, by the identifier of its built-in table.
    static let all: [String: DemoText] = [
        "en": english, "ar": arabic, "ca": catalan, "zh_Hans": chineseSimplified, "zh_Hant": chineseTraditional,
        "hr": croatian, "cs": czech, "da": danish, "nl": dutch, "fi": finnish, "fr": french, "de": german, "el": greek,
        "he": hebrew, "hi": hindi, "hu": hungarian, "id": indonesian, "it": italian, "ja": japanese, "ko": korean,
        "ms": malay, "nb": norwegian, "pl": polish, "pt": portugueseBrazil, "pt_PT": portuguesePortugal, "ro": romanian,
        "ru": russian, "sk": slovak, "es": spanish, "sv": swedish, "th": thai, "tr": turkish, "uk": ukrainian,
        "vi": vietnamese,
    ]

    /// `template` with each `{name}` of `arguments` put in.
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        arguments.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }
}
