@testable import InputFormatKit
import Testing

/// The built-in translations (`Sources/InputFormatKit/Messages/Translations/`), checked as a
/// reviewer would: every language has every key, every plural form its CLDR rules need (as
/// ICU has them) and no other, and every placeholder of the English text; the asterisk, the
/// months and "IBAN" stay as they are; Arabic and Hebrew read right to left with no control
/// characters; each language is written in its own script.
@Suite("Built-in translations")
struct TranslationTests {
    static let translations = Translation.all.filter { $0.locale != "en" }
    static let locales = translations.map(\.locale)

    /// The counts the categories are sampled at: every count to 200, and the round numbers
    /// where French, Spanish, Italian, Portuguese and Catalan say "de"/"di" (1 000 000 de …).
    static let samples = Array(0...200) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000, 10_000_000, 1_000_000_000]

    /// The plural categories whole numbers take in `locale`, each with the counts that take it,
    /// from ICU's rules.
    static func categories(_ locale: String) -> [PluralCategory: [Int]] {
        Dictionary(grouping: samples) { PluralCategory($0, locale: locale) }
    }

    static func translation(_ locale: String) -> Translation {
        Translation.all.first { $0.locale == locale }!
    }

    /// The `{name}` placeholders of a template.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{[a-zA-Z]+\}/).map { String($0.output) })
    }

    @Test("at least 30 languages besides English, each its own table")
    func languageCount() {
        let languages = Set(Self.locales.map { $0.prefix { $0 != "_" } })
        #expect(languages.count >= 30, "\(languages.sorted())")
        #expect(Set(Translation.all.map(\.locale)).count == Translation.all.count, "a locale has two translations")
        #expect(Translation.tables.count == Translation.all.count)
    }

    @Test("English says every key, each a message or a counted message; every verdict code has a message")
    func englishHasEveryKey() {
        let english = Translation.english
        let counted = Set(english.counted.keys)
        #expect(Set(english.texts.keys).union(counted) == Set(MessageTable.Key.builtIn))
        #expect(Set(english.texts.keys).isDisjoint(with: counted), "a key is both a message and a counted one")
        let verdicts: [ValueVerdict.Code] = [.cardIncomplete, .securityCodeTooLong, .ibanInvalidChecksum, .expiryExpired,
                                             .amountAboveMaximum, .numberBelowMinimum, .phoneInvalid, .dateAfterMaximum,
                                             .timePeriodMissing]
        #expect(verdicts.allSatisfy(MessageTable.english.hasMessage))
        #expect(!MessageTable.english.hasMessage("shipping.po-box"))
    }

    @Test("every language has every key of English", arguments: locales)
    func everyKey(locale: String) {
        let translation = Self.translation(locale)
        #expect(Set(translation.texts.keys) == Set(Translation.english.texts.keys), "\(locale)")
        #expect(Set(translation.counted.keys) == Set(Translation.english.counted.keys), "\(locale)")
        let table = MessageTable.builtIn(for: locale)
        for key in MessageTable.Key.builtIn {
            #expect(table.templates[key]?.isEmpty == false, "\(locale): \(key) is missing")
        }
    }

    @Test("every counted message has each plural form the language's rules give a count, and no other",
          arguments: locales)
    func pluralForms(locale: String) {
        let needed = Set(Self.categories(locale).keys).union([.other])
        for (key, forms) in Self.translation(locale).counted {
            #expect(Set(forms.keys) == needed, "\(locale) \(key): \(forms.keys.map(\.rawValue).sorted()) for \(needed.map(\.rawValue).sorted())")
        }
    }

    @Test("every placeholder survives translation; only a form that one number takes may say it in words",
          arguments: locales)
    func placeholders(locale: String) {
        let english = Translation.english
        let translation = Self.translation(locale)
        for (key, text) in translation.texts {
            #expect(Self.placeholders(text) == Self.placeholders(english.texts[key]!), "\(locale) \(key): \(text)")
        }
        let counts = Self.categories(locale)
        for (key, forms) in translation.counted {
            let expected = Self.placeholders(english.counted[key]![.other]!)
            for (category, text) in forms {
                let found = Self.placeholders(text)
                let mayOmit = counts[category]?.count == 1 ? expected : []
                #expect(found.isSubset(of: expected) && expected.subtracting(found).isSubset(of: mayOmit),
                        "\(locale) \(key) \(category): \(text)")
            }
        }
    }

    @Test("the asterisk, the months 01 and 12 and the word IBAN stay as they are", arguments: locales)
    func keptAsTheyAre(locale: String) {
        let texts = Self.translation(locale).texts
        #expect(texts[.requiredFieldsNote]!.contains("*"), "\(locale)")
        #expect(texts[.expiryInvalidMonth]!.contains("01") && texts[.expiryInvalidMonth]!.contains("12"), "\(locale)")
        for key in [MessageTable.Key.ibanIncomplete, .ibanInvalidChecksum, .ibanTooLong] {
            #expect(texts[key]!.contains("IBAN"), "\(locale) \(key)")
        }
    }

    /// Every text of a translation with its placeholders filled as a field fills them.
    static func filledTexts(_ locale: String) -> [String] {
        let translation = translation(locale)
        let arguments = ["count": "7", "limit": "7", "maximum": "100", "digits": "3", "region": "+44", "label": ""]
        return (Array(translation.texts.values) + translation.counted.values.flatMap(\.values)).map { template in
            arguments.reduce(template) { $0.replacingAll("{\($1.key)}", with: $1.value) }
        }
    }

    @Test("Arabic and Hebrew read right to left: the first strong letter of every text is, with no direction marks",
          arguments: ["ar", "he"])
    func rightToLeft(locale: String) {
        let controls: Set<UInt32> = [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        let rightToLeft = locale == "ar" ? 0x0600...0x06FF : 0x0590...0x05FF
        for text in Self.filledTexts(locale) {
            let firstLetter = text.unicodeScalars.first { $0.properties.isAlphabetic }
            #expect(firstLetter.map { rightToLeft.contains(Int($0.value)) } == true, "\(locale): \(text)")
            #expect(!text.unicodeScalars.contains { controls.contains($0.value) }, "\(locale): \(text)")
        }
    }

    /// The letters each language is written in (Latin for the rest).
    static let scripts: [String: [ClosedRange<UInt32>]] = [
        "ar": [0x0600...0x06FF], "he": [0x0590...0x05FF], "ru": [0x0400...0x04FF], "uk": [0x0400...0x04FF],
        "el": [0x0370...0x03FF], "hi": [0x0900...0x097F], "th": [0x0E00...0x0E7F], "ko": [0xAC00...0xD7A3],
        "ja": [0x3040...0x30FF, 0x4E00...0x9FFF], "zh_Hans": [0x4E00...0x9FFF], "zh_Hant": [0x4E00...0x9FFF],
    ]

    @Test("each language is written in its script: a translation pasted into the wrong file shows", arguments: locales)
    func script(locale: String) {
        let latin: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF]
        for text in Self.filledTexts(locale) {
            let letters = text.unicodeScalars.filter(\.properties.isAlphabetic)
            if let own = Self.scripts[locale] {
                #expect(letters.contains { letter in own.contains { $0.contains(letter.value) } }, "\(locale): \(text)")
            } else {
                #expect(letters.allSatisfy { letter in latin.contains { $0.contains(letter.value) } }, "\(locale): \(text)")
            }
        }
    }

    @Test("a built-in table says each count in the form its language gives it", arguments: locales)
    func countsInTheirForm(locale: String) {
        let table = MessageTable.builtIn(for: locale)
        let translation = Self.translation(locale)
        for (category, counts) in Self.categories(locale) {
            for count in counts.prefix(3) {
                let expected = translation.counted[.banner]![category]!.replacingAll("{count}", with: String(count))
                #expect(table.banner(fieldsInError: count, digits: .ascii) == expected, "\(locale) \(count)")
            }
        }
    }
}
