@testable import InputFormatKit
import Testing

/// Which built-in table a locale gets (`fr_CA` → `fr` → English, Chinese by script, European
/// Portuguese, Norwegian), and how an app's own tables and strings win over them.
@Suite("Built-in tables for a locale")
struct BuiltInTableTests {
    @Test("a locale gets its language's table, by CLDR's parents", arguments: [
        ("fr_CA", "Saisissez une valeur"), ("fr", "Saisissez une valeur"), ("de-AT", "Geben Sie einen Wert ein"),
        ("de_CH.UTF-8", "Geben Sie einen Wert ein"), ("ar_EG@numbers=arab", "أدخل قيمة"),
        ("zh_TW", "請輸入值"), ("zh_HK", "請輸入值"), ("zh_Hant_HK", "請輸入值"), ("zh_Hant", "請輸入值"), ("zh-MO", "請輸入值"),
        ("zh_CN", "请输入值"), ("zh_Hans_SG", "请输入值"), ("zh_SG", "请输入值"), ("zh", "请输入值"), ("zh_Hans_HK", "请输入值"),
        ("pt_BR", "Insira um valor"), ("pt", "Insira um valor"), ("pt_PT", "Introduza um valor"), ("pt_AO", "Introduza um valor"),
        ("nb_NO", "Skriv inn en verdi"), ("no", "Skriv inn en verdi"), ("no_NO", "Skriv inn en verdi"), ("nn_NO", "Skriv inn en verdi"),
        ("iw_IL", "יש להזין ערך"), ("in_ID", "Masukkan nilai"), ("es_419", "Introduce un valor"),
        ("en_GB", "Enter a value"), ("sw_KE", "Enter a value"), ("", "Enter a value"), ("../../etc", "Enter a value"),
        ("x", "Enter a value"), (String(repeating: "de", count: 3_000), "Enter a value"),
    ])
    func fallback(locale: String, text: String) {
        #expect(MessageTable.builtIn(for: locale).text(.valueRequired) == text, "\(locale)")
    }

    @Test("text put into a message that looks like a placeholder is shown as it is")
    func placeholderLookalikes() {
        // Filled one argument after the other, each order changed one of these: the text the
        // user typed became the first reading, or the first reading the typed text.
        let ambiguous = MessageTable.english.text(.ambiguousNumber, ["text": "{first}", "first": "{text}", "second": "15"])
        #expect(ambiguous == "“{first}” could be {text} or 15: enter it as you mean it")
        #expect(MessageTable.builtIn(for: "de").text(.notANumber, ["text": "{text}{"]) == "„{text}{“ ist keine Zahl")
        #expect(MessageTable.english.text(.notANumber, ["text": "}{x"]) == "“}{x” is not a number")
        #expect(MessageTable.english.text(.notANumber) == "“{text}” is not a number")
        #expect(MessageTable.english.text(.valueRequired, ["text": "x"]) == "Enter a value")
    }

    @Test("the identifiers looked up, most specific first")
    func identifiers() {
        #expect(LocaleFallback.identifiers(for: "zh-TW") == ["zh_Hant_TW", "zh_TW", "zh_Hant"])
        #expect(LocaleFallback.identifiers(for: "zh_Hans_SG") == ["zh_Hans_SG", "zh_SG", "zh_Hans", "zh"])
        #expect(LocaleFallback.identifiers(for: "de_CH.UTF-8") == ["de_CH", "de"])
        #expect(LocaleFallback.identifiers(for: "pt_MZ") == ["pt_MZ", "pt_PT", "pt"])
        #expect(LocaleFallback.identifiers(for: "sr_Latn_RS") == ["sr_Latn_RS", "sr_Latn", "sr"])   // not sr_RS: Cyrillic
        #expect(LocaleFallback.identifiers(for: "nb") == ["nb", "no"])
    }

    @Test("the list of built-in locales names each table once, English first")
    func builtInLocales() {
        let locales = MessageTable.builtInLocales
        #expect(locales.first == "en")
        #expect(Set(locales).count == locales.count)
        #expect(locales.allSatisfy { MessageTable.builtIn(for: $0).locale == $0 })
        #expect(locales.filter { $0 != "en" }.allSatisfy { MessageTable.builtIn(for: $0) != .english })
    }

    @Test("an app's own table for a locale or its language wins; without one, the built-in table")
    func appTablesWin() {
        let french = MessageTable.builtIn(for: "fr").replacing(.valueRequired, with: "Indiquez une valeur")
        let tables = ["fr": french, "zh_Hant": MessageTable.english.replacing(.valueRequired, with: "值")]
        #expect(MessageTable.table(for: "fr_CA", in: tables).text(.valueRequired) == "Indiquez une valeur")
        #expect(MessageTable.table(for: "fr_CA", in: tables).text(.readOnlyField) == "Champ en lecture seule")
        #expect(MessageTable.table(for: "zh_TW", in: tables).text(.valueRequired) == "值")
        #expect(MessageTable.table(for: "zh_CN", in: tables).text(.valueRequired) == "请输入值")
        #expect(MessageTable.table(for: "de_DE", in: tables).text(.valueRequired) == "Geben Sie einen Wert ein")
    }

    @Test("a table an app makes for a locale leaves what it does not say to that language's built-in table")
    func partialTables() throws {
        let german = try MessageTable(locale: "de_DE", templates: [.readOnlyField: "Nur lesbar"])
        #expect(german.text(.readOnlyField) == "Nur lesbar")
        #expect(german.text(.valueRequired) == "Geben Sie einen Wert ein")
        #expect(german.banner(fieldsInError: 1, digits: .ascii) == "1 Feld muss geprüft werden")
        #expect(german.banner(fieldsInError: 2, digits: .ascii) == "2 Felder müssen geprüft werden")

        // A counted message the app says in part takes its own `other` form for the rest, not the built-in words.
        let russian = try MessageTable(locale: "ru", templates: [.remaining: "Осталось символов: {count}"])
        #expect(russian.remaining(5, digits: .ascii) == "Осталось символов: 5")
        #expect(russian.remaining(21, digits: .ascii) == "Осталось символов: 21")
        #expect(russian.banner(fieldsInError: 5, digits: .ascii) == "5 полей требуют внимания")   // not said: built-in

        // A form an app gives that the built-in table happens to say the same is still its own.
        let polish = MessageTable.builtIn(for: "pl").replacing(.banner, with: "Pola do poprawy: {count}")
        #expect(polish.banner(fieldsInError: 5, digits: .ascii) == "Pola do poprawy: 5")
        #expect(polish.banner(fieldsInError: 1, digits: .ascii) == "Pola do poprawy: 1")
    }

    @Test("built-in counted messages follow the language's rules: Russian, Arabic in its digits, French millions")
    func countedMessages() throws {
        let russian = MessageTable.builtIn(for: "ru_RU")
        #expect(russian.remaining(1, digits: .ascii) == "Остался 1 символ")
        #expect(russian.remaining(22, digits: .ascii) == "Осталось 22 символа")
        #expect(russian.remaining(25, digits: .ascii) == "Осталось 25 символов")
        #expect(russian.remaining(-3, digits: .ascii) == "Превышение на 3 символа")

        let arabic = MessageTable.builtIn(for: "ar_EG")
        let digits = try LocaleDigits(locale: "ar_EG")
        #expect(arabic.remaining(1, digits: digits) == "تبقّى حرف واحد")
        #expect(arabic.remaining(2, digits: digits) == "تبقّى حرفان")
        #expect(arabic.remaining(3, digits: digits) == "تبقّت ٣ أحرف")
        #expect(arabic.remaining(11, digits: digits) == "تبقّى ١١ حرفًا")
        #expect(arabic.remaining(100, digits: digits) == "تبقّى ١٠٠ حرف")
        #expect(arabic.remaining(0, digits: digits) == "لم يتبقَّ أي حرف")

        let french = MessageTable.builtIn(for: "fr_FR")
        #expect(french.remaining(0, digits: .ascii) == "Aucun caractère restant")
        #expect(french.remaining(1, digits: .ascii) == "1 caractère restant")
        #expect(french.remaining(2, digits: .ascii) == "2 caractères restants")
        #expect(french.remaining(1_000_000, digits: .ascii) == "1000000 de caractères restants")
    }

    @Test("a formatter's verdict reads in the field's language")
    func verdicts() {
        let verdict = CardNumberFormatter().verdict(raw: "4111111111111112")
        #expect(verdict?.inlineMessage(in: .builtIn(for: "de_DE")).text == "Prüfen Sie die Kartennummer: Sie ist ungültig")
        #expect(verdict?.inlineMessage(in: .builtIn(for: "ja_JP")).text == "カード番号を確認してください。有効な番号ではありません")
        // The verdict's code is the key of its message: an app words it as it words any other.
        #expect(verdict?.code.rawValue == "card.invalid-checksum")
        let ours = MessageTable.english.replacing(.cardInvalidChecksum, with: "That card number has a typo")
        #expect(verdict?.inlineMessage(in: ours).text == "That card number has a typo")
    }

    @Test("an app's own verdict code is worded by its own table; without a message it reads as a format error")
    func appVerdicts() throws {
        let poBox = ValueVerdict(code: "shipping.po-box", arguments: ["carrier": "UPS"])
        let ours = try MessageTable(locale: "fr_FR", templates: ["shipping.po-box": "{carrier} ne livre pas les boîtes postales"])
        #expect(poBox.inlineMessage(in: ours).text == "UPS ne livre pas les boîtes postales")
        #expect(poBox.inlineMessage(in: .builtIn(for: "fr_FR")).text == MessageTable.builtIn(for: "fr_FR").text(.patternMismatch))
    }

    @Test("a field and a form given a locale speak its language and write its digits; explicit messages win")
    func fieldsAndForms() {
        var name = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(label: "Name", isRequired: true, counter: CharacterCounter(limit: 3),
                                                  locale: "de_DE"),
                             focused: true)
        #expect(name.labelAccessibilityText == "Name, Pflichtfeld")
        _ = name.type("abcd")
        #expect(name.message?.text == "Zeichenlimit erreicht")
        #expect(name.counterAccessibilityText == "Keine Zeichen übrig")
        name.clear()
        name.blur()
        #expect(name.message?.text == "Geben Sie einen Wert ein")

        var note = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(label: "ملاحظة", counter: CharacterCounter(limit: 10), labelMarking: .optionalFields,
                                                  locale: "ar_EG"),
                             focused: true)
        _ = note.type("abcdefgh")
        #expect(note.counterText == "٨/١٠")
        #expect(note.counterAccessibilityText == "تبقّى حرفان")
        #expect(note.labelText == "ملاحظة (اختياري)")

        var card = FormField(formatter: CardNumberFormatter(),
                             configuration: .init(isRequired: true, rules: [.formatterVerdict()], locale: "ar_EG"),
                             text: "4111111111111112", focused: true)
        card.blur()
        #expect(card.message?.text == "تحقق من رقم البطاقة: الرقم غير صالح")
        let summary = FormSummary(fields: [name.summary(id: "name"), card.summary(id: "card")], locale: "ar_EG")
        #expect(summary.bannerText == "حقلان يحتاجان إلى مراجعة")

        let english = FormField(formatter: PlainTextFormatter(),
                                configuration: .init(counter: CharacterCounter(limit: 1), locale: "de_DE", messages: .english))
        #expect(english.counterAccessibilityText == "1 character left")
        #expect(FormSummary(fields: [name.summary(id: "name")]).bannerText == "1 field needs attention")
    }
}
