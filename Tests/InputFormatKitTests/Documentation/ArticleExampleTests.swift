import Foundation
import InputFormatExamples
import InputFormatKit
import Testing

/// The examples of the documentation catalog (`Sources/InputFormatKit/InputFormatKit.docc`),
/// compiled and run. `everyExampleIsHere` fails when an article's code block is not in this
/// file line for line, so an example cannot drift from the code (blocks that start with
/// `// Apple platforms only` build only with an Apple SDK and are not compiled here — see
/// `appleOnlyExamples` — and `// Package.swift` lines belong in a manifest; both are left out).
@Suite("Documentation examples")
struct ArticleExampleTests {
    static let catalog = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/InputFormatKit/InputFormatKit.docc")

    /// The first line of a block that only an Apple SDK compiles (UIKit, SwiftUI).
    static let appleOnlyMark = "// Apple platforms only"

    /// The Swift code blocks of every article, each as its lines without indentation; with
    /// `appleOnly`, only the blocks that start with ``appleOnlyMark``, and otherwise the others.
    static func codeBlocks(appleOnly: Bool = false) throws -> [(article: String, lines: [String])] {
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted().filter { $0.hasSuffix(".md") }
        return try codeBlocks(in: articles.map { catalog.appendingPathComponent($0) }, appleOnly: appleOnly)
    }

    /// The Swift code blocks of the Markdown files `documents`, as ``codeBlocks(appleOnly:)``
    /// reads those of the catalog.
    /// With `examples`, only the blocks that are a file of `Tests/InputFormatExamples`
    /// (``exampleFile(of:)``), which the others leave out.
    static func codeBlocks(in documents: [URL], appleOnly: Bool = false, examples: Bool = false) throws -> [(article: String, lines: [String])] {
        var blocks: [(article: String, lines: [String])] = []
        for document in documents {
            let name = document.lastPathComponent
            let text = try String(contentsOf: document, encoding: .utf8)
            var current: [String]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```swift") { current = []; continue }
                if line.hasPrefix("```"), let lines = current {
                    let isAppleOnly = lines.first == appleOnlyMark
                    let isExample = exampleFile(of: lines) != nil
                    if examples ? isExample : appleOnly ? isAppleOnly : !isAppleOnly && !isExample && lines.first != "// Package.swift" {
                        blocks.append((name, lines))
                    }
                    current = nil
                    continue
                }
                current?.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return blocks
    }

    /// The file of `Tests/InputFormatExamples` that a block whose first line names it
    /// (`// GermanPostalCodeFormatter.swift`) is, whole: a formatter of an app's own, compiled in a
    /// module of its own that imports `InputFormatKit` and nothing else.
    static func exampleFile(of lines: [String]) -> URL? {
        guard let first = lines.first, first.hasPrefix("// "), first.hasSuffix(".swift"), !first.dropFirst(3).contains(" ") else { return nil }
        return catalog.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/InputFormatExamples").appendingPathComponent(String(first.dropFirst(3)))
    }

    @Test("an article's formatter of an app's own is its file in InputFormatExamples, line for line, with no @_spi import")
    func examplesOfTheirOwn() throws {
        var checked = 0
        for (article, lines) in try Self.codeBlocks(in: [Self.catalog.appendingPathComponent("WritingYourOwnFormatter.md")], examples: true) {
            guard let file = Self.exampleFile(of: lines) else { continue }
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                        .filter { !$0.isEmpty } == lines.filter { !$0.isEmpty }, "\(article): \(file.lastPathComponent) is not the block")
            #expect(!source.contains("@_spi") && !source.contains("@testable"), "\(file.lastPathComponent) reaches past the public API")
            checked += 1
        }
        #expect(checked == 1)
    }

    @Test("every example of every article is compiled and run here")
    func everyExampleIsHere() throws {
        let blocks = try Self.codeBlocks()
        #expect(blocks.count >= 10)
        try Self.expectEachBlock(blocks, inSource: #filePath)
    }

    /// Expects every block's non-empty lines, without indentation, to stand one after the other
    /// in the Swift file at `path` (where they are compiled and run), blank lines aside.
    static func expectEachBlock(_ blocks: [(article: String, lines: [String])], inSource path: String) throws {
        let source = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for block in blocks {
            let lines = block.lines.filter { !$0.isEmpty }
            let found = source.indices.contains { start in
                start + lines.count <= source.count && Array(source[start..<(start + lines.count)]) == lines
            }
            #expect(found, "\(block.article): an example is not in \(URL(fileURLWithPath: path).lastPathComponent):\n\(lines.joined(separator: "\n"))")
        }
    }

    @Test("the Apple-only examples are skipped on purpose: each imports UIKit or SwiftUI and is under 80 lines")
    func appleOnlyExamples() throws {
        let blocks = try Self.codeBlocks(appleOnly: true)
        #expect(blocks.filter { $0.article == "PlatformIntegration.md" }.count == 3)
        for block in blocks {
            #expect(block.lines.contains("import UIKit") || block.lines.contains("import SwiftUI"),
                    "\(block.article): a block marked Apple-only that needs no Apple SDK belongs in this file")
            #expect(block.lines.count < 80, "\(block.article): an Apple-only example of \(block.lines.count) lines")
        }
    }

    @Test("Using the engine in a text control: one adapter for a browser's events, UIKit's ranges and an input method")
    func textControlEvents() throws {
        var amount = FormField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"), focused: true)
        // A browser's beforeinput: inputType "insertText", data "5", over the selection.
        if let event = TextInputEvent(inputType: "insertText", data: "5", range: amount.text.selection) {
            amount.apply(event)
        }
        // UIKit's shouldChangeCharactersIn: a range and its replacement string.
        amount.apply(TextInputEvent(.insert("0"), range: 1..<1))
        // An input method composes full-width digits, then commits them.
        amount.apply(TextInputEvent(.compose("１２"), range: amount.text.selection))
        amount.apply(TextInputEvent(.commitComposition, range: amount.text.selection))
        #expect(amount.text.description == "5.012|")
        // Ctrl-Backspace: a word, which a number is whole, separators and all; then Ctrl-Z.
        amount.apply(TextInputEvent(inputType: "deleteWordBackward", data: nil, range: amount.text.selection)!)
        #expect(amount.text.description == "|")
        amount.apply(TextInputEvent(.undo, range: amount.text.selection))
        #expect(amount.text.description == "5.012|")

        var euros = FormField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"), focused: true)
        for (inputType, data) in [("insertText", "1"), ("insertFromPaste", "234,5"), ("formatBold", nil), ("deleteContentBackward", nil)] {
            _ = take(inputType: inputType, data: data, in: &euros)
        }
        #expect(euros.text.description == "1.234,|")
    }

    /// The playground server's handling of one `beforeinput`, as the article shows it.
    func take(inputType: String, data: String?, in field: inout FormField<CurrencyFormatter>) -> FieldText {
        // An input type that is no edit of a one-line field (formatBold…) changes nothing.
        if let event = TextInputEvent(inputType: inputType, data: data, range: field.text.selection) {
            field.apply(event)
        }
        return field.text
    }

    @Test("Writing your own formatter: a German postal code in a form")
    func ownFormatter() throws {
        let german = MessageTable.builtIn(for: "de")
            .replacing(GermanPostalCodeFormatter.noSuchRegion, with: "Keine Postleitzahl beginnt mit 00")
        var code = FormField(formatter: GermanPostalCodeFormatter(),
                             configuration: .init(label: "Postleitzahl", isRequired: true, messages: german), focused: true)
        code.type("1011")
        #expect(code.type("x").rejection == .characterNotAccepted("x"))
        #expect(code.accessibility.announcement == "„x“ kann hier nicht eingegeben werden")
        code.type("5")
        #expect(code.value == "10115")
        #expect(code.type("7").rejection == .tooManyDigits(maximum: 5))
        #expect(code.text.description == "10115|")
        code.select(0..<5)
        #expect(code.paste("  ").rejection == .characterNotAccepted(" "))
        #expect(code.value == "10115")
        code.paste("00 123")
        code.blur()
        #expect(code.message?.text == "Keine Postleitzahl beginnt mit 00")
        code.focus()
        code.clear()
        code.paste("\u{200F}١٠١١")
        #expect(code.text.description == "1011|")
        code.blur()
        #expect(code.message?.text == "Geben Sie alle 5 Ziffern ein")

        var optional = FormField(formatter: GermanPostalCodeFormatter(), configuration: .init(label: "Postleitzahl"), focused: true)
        optional.blur()
        #expect(optional.message == nil)
    }

    @Test("InputFormatKit overview")
    func overview() throws {
        let formatter = try CurrencyFormatter(locale: "de_DE", currency: "EUR")
        var field = InputField(formatter: formatter)
        field.type("1234,5")
        #expect(field.text.description == "1.234,5|")
        field.blur()
        #expect(field.text.string == "1.234,50\u{A0}€")
        #expect(field.value?.description == "1234.5")
    }

    @Test("Getting started: a first field")
    func firstField() throws {
        var field = InputField(formatter: try CurrencyFormatter(locale: "en_IN", currency: "INR"))
        field.type("1234567")
        #expect(field.text.description == "12,34,567|")
        field.select(3..<3)                  // the caret after the first grouping mark
        field.backspace()
        #expect(field.text.description == "1|,34,567")   // the 2 went, the caret stays by the 1
        #expect(field.value?.description == "134567")
    }

    @Test("Getting started: edits as a text field reports them")
    func edits() throws {
        let formatter = try MaskFormatter(pattern: "(###) ###-####")
        var text = FieldText.empty
        text = formatter.apply(Edit(replacing: 0..<0, with: "+1 (650) 253-2222"), to: text).field
        #expect(text.description == "(650) 253-2222|")
        let refused = formatter.apply(.typing("9", in: text), to: text)
        #expect(refused.rejection == .maskFull(slots: 10))
        #expect(refused.field == text)
    }

    @Test("The caret rules")
    func caretRules() throws {
        let phone = try MaskFormatter(pattern: "(###) ###-####")
        let afterLiteral = FieldText("(555) 123-4567", selection: 5..<5)   // (555)| 123-4567
        #expect(phone.apply(.backspace(in: afterLiteral), to: afterLiteral).field.description == "(55|1) 234-567")
        let amount = try CurrencyFormatter(locale: "en_US", currency: "USD")
        let afterGrouping = FieldText("1,234.56", selection: 2..<2)        // 1,|234.56
        #expect(amount.apply(.backspace(in: afterGrouping), to: afterGrouping).field.description == "|234.56")
        let afterMark = FieldText("1,234.56", selection: 6..<6)            // 1,234.|56
        #expect(amount.apply(.backspace(in: afterMark), to: afterMark).field.description == "1,234|.56")
    }

    @Test("Currency fields")
    func currencyFields() throws {
        let egp = try CurrencyFormatter(locale: "ar_EG", currency: "EGP")
        var amount = InputField(formatter: egp)
        amount.type("1234")
        #expect(amount.text.string == "١٬٢٣٤")
        #expect(amount.value?.description == "1234")
        let yen = try CurrencyFormatter(locale: "ja_JP", currency: "JPY")
        #expect(yen.apply(.typing(".", in: .empty), to: .empty).rejection == .noMinorUnits(currency: "JPY"))

        var price = InputField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"))
        price.type("1234,5")
        price.blur()
        #expect(price.text.string == "1.234,50\u{A0}€")
        #expect(price.value?.decimal == Decimal(string: "1234.5"))

        let display = CurrencyFormatter.Display(symbol: .isoCode, sign: .accounting, grouping: .off)
        var refund = InputField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD", allowsNegative: true, display: display))
        refund.type("-1234.5")
        #expect(refund.text.string == "-1234.5")
        refund.blur()
        #expect(refund.text.string == "(USD\u{A0}1234.50)")
        let francs = try CurrencyFormatter(locale: "en_US", currency: "CHF", display: .init(customSymbol: "Fr."))
        #expect(francs.finishedText(raw: "5") == "Fr.\u{A0}5.00")
    }

    @Test("Number fields")
    func numberFields() throws {
        let weight = try NumberFieldFormatter(locale: "de_DE", style: .unit("mass-kilogram"), maximumFractionDigits: 1)
        var field = InputField(formatter: weight)
        field.type("1250,5")
        #expect(field.text.description == "1.250,5| kg")
        let russian = try NumberFieldFormatter(locale: "ru_RU", style: .unit("mass-kilogram", width: .fullName))
        var mass = InputField(formatter: russian)
        mass.type("2")
        #expect(mass.text.string == "2 килограмма")
        mass.type("5")
        #expect(mass.text.string == "25 килограмм")

        let discount = try NumberFieldFormatter(locale: "tr_TR", style: .percent, maximumFractionDigits: 1)
        var rate = InputField(formatter: discount)
        rate.type("12,5")
        #expect(rate.text.string == "%12,5")
        rate.blur()
        #expect(rate.value?.description == "12.5")
        #expect(discount.fraction(raw: rate.raw)?.description == "0.125")

        let limited = try NumberFieldFormatter(locale: "de_DE", style: .unit("mass-kilogram"), maximum: ExactDecimal("1000"))
        var load = FormField(formatter: limited, configuration: .init(label: "Gewicht", rules: [.formatterVerdict()], locale: "de_DE"))
        load.focus()
        _ = load.apply(.paste("1500", in: load.text))
        load.blur()
        #expect(load.message?.text == "Geben Sie höchstens 1.000 kg ein")

        let reference = try NumberFieldFormatter(locale: "en_US", maximumFractionDigits: 2, grouping: .off)
        var number = InputField(formatter: reference)
        number.type("12345.67")
        #expect(number.text.string == "12345.67")
        let till = try CurrencyFormatter(locale: "en_US", currency: "USD", entry: .minorUnitsFirst)
        var amount = InputField(formatter: till)
        amount.type("1234")
        #expect(amount.text.string == "12.34")
        let price = try CurrencyFormatter(locale: "de_DE", currency: "EUR", entry: .fixedFraction)
        var total = InputField(formatter: price)
        total.type("56")
        #expect(total.text.description == "56|,00")

        let share = try NumberFieldFormatter(locale: "en_US", skeleton: "percent .00 sign-always")
        var stake = InputField(formatter: share)
        stake.type("12.5")
        stake.blur()
        #expect(stake.text.string == "+12.50%")
        #expect(throws: ConfigurationError.self) { try NumberFieldFormatter(locale: "en_US", skeleton: "compact-short") }

        let balance = try NumberFieldFormatter(locale: "en_US", pattern: "#,##0.0###;(#)", allowsNegative: true)
        var owed = InputField(formatter: balance)
        owed.type("-1234.5")
        #expect(owed.text.string == "-1,234.5")
        owed.blur()
        #expect(owed.text.string == "(1,234.5)")
        #expect(throws: ConfigurationError.self) { try NumberFieldFormatter(locale: "en_US", pattern: "0.###E0") }
    }

    @Test("Masks, card numbers and phone numbers")
    func masksCardsPhones() throws {
        var date = InputField(formatter: try MaskFormatter(pattern: "##/##/####"))
        date.type("2511")
        #expect(date.text.description == "25/11|")
        date.type("٢٠٢٦")
        #expect(date.value == "25112026")

        var card = InputField(formatter: CardNumberFormatter())
        card.type("378282246310005")
        #expect(card.text.string == "3782 822463 10005")
        #expect(card.value?.brand == .americanExpress)
        #expect(card.value?.validation == .valid)

        var unionPay = FormField(formatter: CardNumberFormatter(), focused: true)
        unionPay.type("8171999927660000")
        #expect(unionPay.value?.candidates == [.unionPay, .rupay])
        #expect(unionPay.value?.brand == .unionPay)
        unionPay.choose(.rupay)
        #expect(unionPay.value?.brand == .rupay)
        #expect(unionPay.text.string == "8171 9999 2766 0000")

        var phone = InputField(formatter: try PhoneFormatter(region: "GB"))
        phone.type("02070313000")
        #expect(phone.text.string == "020 7031 3000")
        phone.clear()
        phone.type("+16502532222")
        #expect(phone.text.string == "+1 650-253-2222")
        #expect(phone.value?.region == "US")
        #expect(phone.value?.validation == .valid)
    }

    @Test("Payment and banking fields")
    func paymentAndBankingFields() {
        var expiry = InputField(formatter: ExpiryDateFormatter(year: 2026, month: 11))
        expiry.type("4")
        #expect(expiry.text.description == "04|/")
        expiry.type("28")
        #expect(expiry.value?.validation == .valid)
        #expect(expiry.value?.year == 2028)

        var card = FormField(formatter: CardNumberFormatter(), focused: true)
        var code = FormField(formatter: SecurityCodeFormatter(), focused: true)
        card.type("3782")
        code.follow(card.value)
        code.type("1234")
        #expect(code.value?.validation == .valid)
        #expect(code.formatter.label("Security code") == "Security code (CID)")

        var iban = InputField(formatter: IBANFormatter())
        iban.paste("iban de89-3704-0044-0532-0130-00")
        #expect(iban.text.string == "DE89 3704 0044 0532 0130 00")
        #expect(iban.value?.electronic == "DE89370400440532013000")
        #expect(iban.value?.validation == .valid)
    }

    @Test("Prefixes and suffixes")
    func affixes() {
        let weight = AffixedFormatter(PlainTextFormatter(), suffix: " kg")
        var field = InputField(formatter: weight)
        field.type("80")
        #expect(field.text.description == "80| kg")
        field.select(4..<4)                  // a tap inside the suffix
        #expect(field.text.description == "80| kg")
        field.clear()
        _ = field.paste("75 kg")
        #expect(field.value == "75")
    }

    @Test("Field behaviour")
    func fieldBehaviour() {
        var note = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(label: "Note", counter: CharacterCounter(limit: 5)))
        note.focus()
        _ = note.paste("Hello, world")
        #expect(note.value == "Hello")
        #expect(note.message?.text == "Character limit reached")
        #expect(note.counterText == "5/5")

        var title = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(label: "Title", isRequired: true, helperText: "Shown on the card",
                                                   rules: [.required()]))
        title.focus()
        title.blur()
        #expect(title.message?.kind == .error)
        #expect(title.message?.text == "Enter a value")
        title.focus()
        _ = title.type("Q")
        #expect(title.message?.text == "Shown on the card")
        #expect(title.labelText == "Title*")

        var card = FormField(formatter: CardNumberFormatter(),
                             configuration: .init(label: "Card number", isRequired: true))
        card.focus()
        _ = card.type("4111111111111112")
        card.blur()
        let summary = FormSummary(fields: [card.summary(id: "card")])
        #expect(summary.bannerText == "1 field needs attention")
        #expect(!summary.maySubmit)
    }

    @Test("Field behaviour: a field speaks its formatter's language, or the one it is given")
    func builtInLanguages() throws {
        var amount = FormField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"),
                               configuration: .init(label: "Betrag", isRequired: true))
        amount.focus()
        amount.blur()
        #expect(amount.message?.text == "Geben Sie einen Wert ein")
        #expect(amount.accessibility.language == "de")
        #expect(amount.labelAccessibilityText == "Betrag (EUR), Pflichtfeld")
        #expect(MessageTable.builtIn(for: "fr_CA").text(.readOnlyField) == "Champ en lecture seule")
        #expect(MessageTable.builtIn(for: "zh_HK").text(.readOnlyField) == "唯讀欄位")
        #expect(MessageTable.builtIn(for: "sw_KE") == .english)
    }

    @Test("Field behaviour: messages in other languages")
    func messagesInOtherLanguages() throws {
        let ours = MessageTable.builtIn(for: "de").replacing(.valueRequired, with: "Bitte ausfüllen")
        let tables = ["de": ours]
        #expect(MessageTable.table(for: "de_AT", in: tables).text(.valueRequired) == "Bitte ausfüllen")
        #expect(MessageTable.table(for: "de_AT", in: tables).text(.readOnlyField) == "Schreibgeschütztes Feld")
        #expect(MessageTable.table(for: "it_IT", in: tables).text(.valueRequired) == "Inserisci un valore")
        let russian = try MessageTable(locale: "ru", templates: [.characterLimitReached: "Достигнут предел символов"],
                                       pluralForms: [.remaining: [.one: "Остался {count} символ", .few: "Осталось {count} символа",
                                                                  .many: "Осталось {count} символов", .other: "Осталось {count} символа"]])
        var comment = FormField(formatter: PlainTextFormatter(),
                                configuration: .init(counter: CharacterCounter(limit: 28), messages: russian))
        comment.focus()
        _ = comment.type("Привет")
        #expect(comment.counterAccessibilityText == "Осталось 22 символа")
        _ = comment.type("!")
        #expect(comment.counterAccessibilityText == "Остался 21 символ")
        _ = comment.type("!")
        #expect(comment.counterAccessibilityText == "Осталось 20 символов")
    }

    @Test("Performance: one formatter for two fields")
    func sharedFormatter() throws {
        let euros = try CurrencyFormatter(locale: "de_DE", currency: "EUR")   // once per configuration
        var price = InputField(formatter: euros)
        var shipping = InputField(formatter: euros)
        price.type("1999")
        shipping.type("5")
        #expect(price.text.description == "1.999|")
        #expect(shipping.value?.description == "5")
    }

    @Test("Performance: a long note kept and mutated")
    func longNote() {
        let long = String(repeating: "word ", count: 20_000)   // 100,000 characters
        var note = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(label: "Note", counter: CharacterCounter(limit: 200_000)),
                             text: long, focused: true)
        _ = note.type("!")
        #expect(note.counterText == "100001/200000")
        #expect(note.value?.count == 100_001)
    }

    @Test("Field behaviour: undo and redo")
    func undoAndRedo() throws {
        var amount = FormField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"), focused: true)
        _ = amount.type("1234")
        _ = amount.paste("56")
        #expect(amount.text.description == "123,456|")
        amount.undo()
        #expect(amount.text.description == "1,234|")
        amount.undo()
        #expect(amount.text.description == "|")
        #expect(!amount.canUndo)
        amount.redo()
        #expect(amount.value?.description == "1234")
    }

    @Test("Field behaviour: what a screen reader reads")
    func screenReader() throws {
        var price = FormField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"),
                              configuration: .init(label: "Betrag", isRequired: true, locale: "de_DE"), focused: true)
        _ = price.type("1234,5")
        #expect(price.accessibility.label == "Betrag (EUR), Pflichtfeld")
        #expect(price.accessibility.value == "1.234,50 Euro")
        var card = FormField(formatter: CardNumberFormatter(), focused: true)
        _ = card.type("4")
        #expect(card.accessibility.announcement == "Card recognized: Visa")
    }

    @Test("Field behaviour: composed input")
    func composedInput() {
        var memo = FormField(formatter: PlainTextFormatter(), configuration: .init(counter: CharacterCounter(limit: 4)),
                             text: "ab", focused: true)
        memo.setMarkedText("にほん", selectedRange: 3..<3)
        #expect(memo.text.description == "abにほん|")
        #expect(memo.value == "ab")
        #expect(memo.counterText == "5/4")
        memo.setMarkedText("日本語", selectedRange: 3..<3)
        memo.unmarkText()
        #expect(memo.value == "ab日本")
    }

    @Test("Date fields: a day typed in de_DE")
    func dateField() throws {
        let german = try DateFieldFormatter(locale: "de_DE")
        var field = InputField(formatter: german)
        field.type("4")
        #expect(field.text.description == "04|.")
        field.type("112026")
        #expect(field.value?.gregorian?.description == "2026-11-04")
    }

    @Test("Date fields: a month and a two-digit year")
    func monthYearField() throws {
        var expiry = InputField(formatter: try DateFieldFormatter(locale: "en_US", pattern: "MM/yy"))
        expiry.type("4")
        #expect(expiry.text.description == "04|/")
        expiry.type("27")
        #expect(expiry.value?.description == "2027-04")
        #expect(expiry.value?.parts == .yearMonth)
        #expect(expiry.value?.gregorian == nil)
    }

    @Test("Date fields: a date typed in words, as pasted")
    func dateTypedInWords() throws {
        var typed = InputField(formatter: try DateFieldFormatter(locale: "en_US"))
        typed.type("Nov 25, 2026")
        #expect(typed.text.description == "Nov 25, 2026|")
        #expect(typed.value?.gregorian?.description == "2026-11-25")
        typed.blur()
        #expect(typed.text.string == "11/25/2026")
    }

    @Test("Date fields: a date edited inside a part")
    func dateEditedInsideAPart() throws {
        var edited = InputField(formatter: try DateFieldFormatter(locale: "en_GB"))
        edited.paste("25/12/2026")
        edited.select(3..<3)   // 25/|12/2026
        edited.backspace()
        #expect(edited.text.description == "2|/12/2026")
        #expect(edited.value?.gregorian?.description == "2026-12-02")
        edited.type("7")
        #expect(edited.text.description == "27|/12/2026")
    }

    @Test("Date fields: a whole date and its screen-reader text")
    func dateFieldSpoken() throws {
        var field = FormField(formatter: try DateFieldFormatter(locale: "de_DE"), configuration: .init(label: "Geburtsdatum"),
                              focused: true)
        _ = field.type("25112026")
        #expect(field.accessibility.value == "25. November 2026")
    }

    @Test("Date fields: a time on a 12-hour clock")
    func timeField() throws {
        var clock = InputField(formatter: try TimeOfDayFormatter(locale: "en_US"))
        clock.type("941p")
        #expect(clock.text.description == "09:41\u{202F}PM|")
        #expect(clock.value?.description == "21:41")
    }

    @Test("Date fields: a time with seconds on the clock an app picks")
    func timeFieldWithSeconds() throws {
        var clock = InputField(formatter: try TimeOfDayFormatter(locale: "de_DE", clock: .twelveHour, seconds: true))
        clock.type("214105")
        #expect(clock.text.description == "09:41:05|\u{202F}PM")   // the hour turned with its minutes
        #expect(clock.value?.description == "21:41:05")
        #expect(clock.value?.second == 5)
    }

    @Test("Date fields: a duration, its value in seconds and its screen-reader text")
    func durationField() throws {
        var duration = InputField(formatter: try TimeOfDayFormatter(locale: "de_DE", duration: .hoursAndMinutes))
        duration.type("3130")
        #expect(duration.text.description == "31:30|")
        #expect(duration.value?.durationInSeconds == 113_400)
        var spoken = FormField(formatter: try TimeOfDayFormatter(locale: "de_DE", duration: .hoursAndMinutes),
                               configuration: .init(label: "Dauer"), focused: true)
        _ = spoken.type("730")
        #expect(spoken.accessibility.value == "7 Stunden, 30 Minuten")
    }
}
