import Foundation
@testable import inputfmt
import InputFormatKit
import Testing

/// `inputfmt demo` and `inputfmt replay` speak the language of `--locale`, and `--language`
/// overrides it.
@Suite("inputfmt: the language of --locale")
struct LanguageCommandTests {
    typealias CLI = CommandLineTests

    /// The last line of a replay of `steps` (JSON lines) with `arguments`.
    static func lastLine(_ arguments: [String], _ steps: String) throws -> String {
        let run = try CLI.run(["replay"] + arguments, input: steps)
        #expect(run.status == 0, "\(run.error)")
        return run.output.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test("replay says a field's messages in the language of --locale, or of --language", arguments: [
        (["--locale", "de_DE"], #""text":"Prüfen Sie die Kartennummer: Sie ist ungültig""#),
        (["--locale", "ja_JP"], #""text":"カード番号を確認してください。有効な番号ではありません""#),
        (["--locale", "de_DE", "--language", "fr"], "\"text\":\"Vérifiez le numéro de carte\u{A0}: il n’est pas valide\""),
        (["--locale", "fr_FR", "--language", "en"], #""text":"Check the card number: it is not valid""#),
        (["--locale", "sw_KE"], #""text":"Check the card number: it is not valid""#),
    ])
    func replayMessages(arguments: [String], message: String) throws {
        let line = try Self.lastLine(["--field", "card"] + arguments, "{\"type\":\"4111111111111112\"}\n{\"blur\":true}\n")
        #expect(line.contains(message), "\(line)")
    }

    @Test("replay says why a key was refused in the language of --locale, or of --language", arguments: [
        (["--locale", "de_DE", "--currency", "EUR"], "de_DE"),
        (["--locale", "de_DE", "--currency", "EUR", "--language", "fr"], "fr"),
        (["--locale", "ar_EG", "--currency", "EGP"], "ar_EG"),
    ])
    func replayReasons(arguments: [String], language: String) throws {
        let line = try Self.lastLine(arguments, "{\"type\":\"1\"}\n{\"paste\":\"12 kg\"}\n")
        let reason = EditRejection.notPartOfQuantity("kg", .amount).message(locale: language)
        #expect(reason != EditRejection.notPartOfQuantity("kg", .amount).description)
        #expect(line.contains(#""rejected":true,"reason":"# + "\"\(reason)\""), "\(line)")
    }

    @Test("replay counts in Arabic in Arabic-Indic digits with the plural form Arabic gives the count")
    func replayArabicCounter() throws {
        let line = try Self.lastLine(["--field", "text", "--locale", "ar_EG", "--limit", "5", "--over-limit", "allow"],
                                     "{\"type\":\"abcdef\"}\n")
        #expect(line.contains(#""counter":{"count":6,"limit":5,"text":"٦/٥"}"#), "\(line)")
        #expect(line.contains(#""message":{"kind":"error","text":"قلّل عدد الأحرف"}"#), "\(line)")
    }

    @Test("a --language the library has no strings in is a usage error that lists those it has", arguments: ["demo", "replay"])
    func unknownLanguage(command: String) throws {
        let run = try CLI.run([command, "--language", "tlh"])
        #expect(run.status == 64)
        #expect(run.error.contains("--language “tlh”: no built-in strings in that language"), "\(run.error)")
        #expect(run.error.contains("ja, ko"), "\(run.error)")
    }

    /// The English words of the demo's form: labels, helper texts, messages, the keys line.
    static let englishWords: Set<String> = [
        "Amount", "Phone", "Card", "number", "Security", "code", "Weight", "Title", "Note", "Expiry", "date", "place",
        "kilograms", "Anything", "Start", "another", "country", "spaces", "Submitted", "submitted", "Asterisks", "mark",
        "required", "optional", "field", "fields", "need", "needs", "attention", "value", "Check", "valid", "Reduce",
        "characters", "Character", "limit", "select", "clear", "submit", "quit", "next", "arrows", "writes", "amounts",
    ]

    /// The demo's screen after a refused submit: every field's message shows.
    static func submittedScreen(locale: String, currency: String, language: String? = nil) throws -> String {
        var form = try DemoForm.make(locale: locale, currency: currency, language: language)
        for key in "123" { form.handle(.text(String(key))) }
        form.handle(.tab)
        form.handle(.tab)
        for key in "4111111111111112" { form.handle(.text(String(key))) }
        form.handle(.enter)
        return form.screen(columns: 100).joined(separator: "\n").replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "")
    }

    static func words(_ screen: String) -> Set<String> {
        Set(screen.split { !$0.isLetter && $0 != "-" }.map(String.init))
    }

    @Test("the demo's form shows no English word in German, Arabic and Japanese, and shows English with --language en",
          arguments: [("de_DE", "EUR", "Betrag (EUR)*"), ("ar_EG", "EGP", "المبلغ (EGP)*"), ("ja_JP", "JPY", "金額 (JPY)*"),
                      ("es_MX", "MXN", "Importe (MXN)*")])
    func demoSpeaksTheLocale(locale: String, currency: String, amountLabel: String) throws {
        let screen = try Self.submittedScreen(locale: locale, currency: currency)
        #expect(screen.contains(amountLabel), "\(screen)")
        let words = Self.words(screen)
        #expect(words.isDisjoint(with: Self.englishWords), "\(locale): \(words.intersection(Self.englishWords))")

        let english = try Self.submittedScreen(locale: locale, currency: currency, language: "en")
        #expect(Self.words(english).intersection(Self.englishWords).count > 20, "\(english)")
    }

    @Test("the demo takes its language from the locale's by CLDR's parents, and --language overrides it")
    func demoLanguage() throws {
        #expect(try Self.submittedScreen(locale: "fr_CA", currency: "CAD").contains("Montant (CAD)*"))
        #expect(try Self.submittedScreen(locale: "zh_TW", currency: "TWD").contains("金額 (TWD)*"))
        #expect(try Self.submittedScreen(locale: "zh_CN", currency: "CNY").contains("金额 (CNY)*"))
        let french = try Self.submittedScreen(locale: "de_DE", currency: "EUR", language: "fr")
        #expect(french.contains("Montant (EUR)*") && french.contains("Vérifiez le numéro de carte"), "\(french)")
        #expect(french.contains("1.234") == false && french.contains("123,00"), "the amount stays German: \(french)")
    }

    @Test("the demo has its words in every language the library has strings in, placeholders kept")
    func demoTextInEveryLanguage() {
        #expect(Set(DemoText.all.keys) == Set(MessageTable.builtInLocales))
        for (locale, text) in DemoText.all {
            #expect(text.title.contains("{locale}") && text.title.contains("{currency}"), "\(locale)")
            #expect(text.amountHelper.contains("{locale}"), "\(locale)")
            #expect(text.submitted.contains("{values}") && text.notSubmitted.contains("{reason}"), "\(locale)")
            #expect(text.phoneHelper.contains("+"), "\(locale)")
        }
    }
}
