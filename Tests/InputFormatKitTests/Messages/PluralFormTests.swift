@testable import InputFormatKit
import Testing

/// Counted messages take the plural form CLDR gives the count in the table's locale. The
/// expected categories are those of CLDR's plural rules chart (cardinal, integers).
@Suite("Plural forms of counted messages")
struct PluralFormTests {
    @Test("categories follow CLDR's rules", arguments: [
        ("ru", [(1, PluralCategory.one), (21, .one), (101, .one), (2, .few), (24, .few), (0, .many), (5, .many),
                (11, .many), (14, .many), (25, .many)]),
        ("pl", [(1, .one), (2, .few), (4, .few), (22, .few), (5, .many), (12, .many), (14, .many), (21, .many)]),
        ("ar", [(0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many), (100, .other)]),
        ("fr_FR", [(0, .one), (1, .one), (2, .other)]),
        ("en_GB", [(0, .other), (1, .one), (2, .other), (21, .other)]),
        ("ja", [(0, .other), (1, .other), (7, .other)]),
    ])
    func categories(locale: String, expected: [(Int, PluralCategory)]) {
        for (count, category) in expected {
            #expect(PluralCategory(count, locale: locale) == category, "\(locale) \(count)")
            #expect(PluralCategory(-count, locale: locale) == category, "\(locale) −\(count): the sign is ignored")
        }
    }

    static let russian = try! MessageTable(locale: "ru", templates: [
        .remaining: "Осталось {count} символа",
        .banner: "{count} поля требуют внимания",
    ], pluralForms: [.remaining: [.one: "Остался {count} символ"], .banner: [.one: "{count} поле требует внимания"]])
    .replacing(.remaining, .few, with: "Осталось {count} символа")
    .replacing(.remaining, .many, with: "Осталось {count} символов")
    .replacing(.banner, .many, with: "{count} полей требуют внимания")

    @Test("a Russian counter says символ, символа or символов as the count asks")
    func russianCounter() {
        #expect(Self.russian.remaining(1, digits: .ascii) == "Остался 1 символ")
        #expect(Self.russian.remaining(21, digits: .ascii) == "Остался 21 символ")
        #expect(Self.russian.remaining(3, digits: .ascii) == "Осталось 3 символа")
        #expect(Self.russian.remaining(12, digits: .ascii) == "Осталось 12 символов")
        #expect(Self.russian.remaining(25, digits: .ascii) == "Осталось 25 символов")
    }

    @Test("the banner of a Russian form counts fields in the right form")
    func russianBanner() {
        #expect(Self.russian.banner(fieldsInError: 1, digits: .ascii) == "1 поле требует внимания")
        #expect(Self.russian.banner(fieldsInError: 3, digits: .ascii) == "3 поля требуют внимания")
        #expect(Self.russian.banner(fieldsInError: 5, digits: .ascii) == "5 полей требуют внимания")
        #expect(Self.russian.banner(fieldsInError: 21, digits: .ascii) == "21 поле требует внимания")
    }

    @Test("an Arabic counter uses the dual form, in Arabic-Indic digits, through a form field")
    func arabicDual() throws {
        let arabic = try MessageTable(locale: "ar_EG", templates: [.remaining: "متبقي {count} حرف"])
            .replacing(.remaining, .two, with: "متبقي حرفان")
            .replacing(.remaining, .few, with: "متبقي {count} أحرف")
        var note = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(counter: CharacterCounter(limit: 13), messages: arabic,
                                                  digits: try LocaleDigits(locale: "ar_EG")),
                             focused: true)
        _ = note.type("abcdefghijk")
        #expect(note.counterAccessibilityText == "متبقي حرفان")        // 2: `two`
        _ = note.backspace()
        #expect(note.counterAccessibilityText == "متبقي ٣ أحرف")       // 3: `few`
        note.clear()
        #expect(note.counterAccessibilityText == "متبقي ١٣ حرف")       // 13: `many`, not given, so `other`
    }

    @Test("English keeps one and other, and the length rules say character for a limit of 1")
    func englishLengthRules() {
        var field = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(rules: [.maximumLength(1)], timing: .onEveryEdit), focused: true)
        _ = field.type("ab")
        #expect(field.message?.text == "Enter at most 1 character")
        var longer = FormField(formatter: PlainTextFormatter(),
                               configuration: .init(rules: [.maximumLength(21)], timing: .onEveryEdit), focused: true)
        _ = longer.type(String(repeating: "a", count: 22))
        #expect(longer.message?.text == "Enter at most 21 characters")   // English 21 is `other`, unlike Russian
    }

    @Test("an identifier ICU does not know gives `other`, whatever it holds", arguments: [
        "xx_YY", "", String(repeating: "ru", count: 5_000), "ru\u{0}", "ru\n", "\u{D7FF}\u{10FFFF}", "../../etc/passwd",
    ])
    func unknownIdentifiers(locale: String) {
        for count in [0, 1, 2, 5, 21] {
            #expect(PluralCategory(count, locale: locale) == .other)
        }
    }

    @Test("a message table for a locale ICU does not know is refused, by name")
    func unknownLocale() {
        #expect(throws: ConfigurationError.unknownLocale("xx_YY")) { try MessageTable(locale: "xx_YY", templates: [:]) }
        #expect(ConfigurationError.unknownLocale("xx_YY").description.contains("“xx_YY”"))
    }

    @Test("a table that translates only the other form uses it for `one` too, never the English words")
    func otherFormStandsForOne() throws {
        let arabic = try MessageTable(locale: "ar_EG", templates: [.remaining: "متبقي {count} حرف"])
        var note = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(counter: CharacterCounter(limit: 13), messages: arabic,
                                                  digits: try LocaleDigits(locale: "ar_EG")),
                             focused: true)
        _ = note.type("abcdefghijkl")
        #expect(note.counterAccessibilityText == "متبقي ١ حرف")   // 1 is `one` in Arabic; not "١ character left"

        let french = try MessageTable(locale: "fr_FR", templates: [.banner: "{count} champs à vérifier"])
        #expect(french.banner(fieldsInError: 1, digits: .ascii) == "1 champs à vérifier")
        #expect(french.banner(fieldsInError: 0, digits: .ascii) == "0 champs à vérifier")   // French 0 is `one`

        let german = MessageTable.english.replacing(.banner, with: "{count} Felder prüfen")
        #expect(german.banner(fieldsInError: 1, digits: .ascii) == "1 Felder prüfen")
        #expect(german.replacing(.banner, .one, with: "{count} Feld prüfen").banner(fieldsInError: 1, digits: .ascii)
                == "1 Feld prüfen")
        #expect(MessageTable(templates: [:]).banner(fieldsInError: 1, digits: .ascii) == "1 field needs attention")
    }

    @Test("the most negative and most positive counts are said, not trapped on")
    func extremeCounts() {
        // Beyond 2^53 ICU sees a double and answers `other`; what matters is an answer, the same for both signs.
        #expect(PluralCategory(.min, locale: "ru") == PluralCategory(.max, locale: "ru"))
        #expect(PluralCategory(-1_000_001, locale: "ru") == .one)
        #expect(PluralCategory(.min, locale: "en") == .other)
        #expect(MessageTable.english.remaining(.min, digits: .ascii) == "9223372036854775808 characters over the limit")
        #expect(MessageTable.english.remaining(.max, digits: .ascii) == "9223372036854775807 characters left")
    }

    @Test("replacing the other form by category replaces the key's template; the one form is a plural form")
    func replacingOneAndOther() throws {
        let polish = try MessageTable(locale: "pl", templates: [:])
            .replacing(.banner, .one, with: "{count} pole wymaga uwagi")
            .replacing(.banner, .few, with: "{count} pola wymagają uwagi")
            .replacing(.banner, .other, with: "{count} pól wymaga uwagi")
        #expect(polish.pluralForms[.banner]?[.one] == "{count} pole wymaga uwagi")
        #expect(polish.templates[.banner] == "{count} pól wymaga uwagi")
        #expect(polish.banner(fieldsInError: 1, digits: .ascii) == "1 pole wymaga uwagi")
        #expect(polish.banner(fieldsInError: 3, digits: .ascii) == "3 pola wymagają uwagi")
        #expect(polish.banner(fieldsInError: 5, digits: .ascii) == "5 pól wymaga uwagi")   // `many`, not given: `other`
    }

    @Test("English is read without ICU, and agrees with ICU's English rules")
    func englishShortcutAgreesWithICU() {
        for count in Array(-10...10_000) + [Int.max, Int.min, 1_000_001] {
            #expect(PluralCategory(count, locale: "en_GB") == ICUPluralRules.category(of: count == .min ? .max : abs(count), locale: "en_GB"),
                    "\(count)")
        }
    }
}
