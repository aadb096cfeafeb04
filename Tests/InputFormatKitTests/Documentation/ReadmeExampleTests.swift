import Foundation
import InputFormatKit
import Testing

/// The examples of README.md, compiled and run: `everyExampleIsHere` fails when a Swift code
/// block of the README is not in this file line for line (a block that starts with
/// `// Package.swift` belongs in a manifest and is left out), and each test checks what the
/// example's comments say it shows.
@Suite("README examples")
struct ReadmeExampleTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    @Test("every Swift example of the README is compiled and run here")
    func everyExampleIsHere() throws {
        let blocks = try ArticleExampleTests.codeBlocks(in: [Self.readme])
        #expect(blocks.count >= 1)
        try ArticleExampleTests.expectEachBlock(blocks, inSource: #filePath)
    }

    @Test("a currency field and a form field")
    func firstExample() throws {
        // An amount, typed key by key as a German user types it.
        var amount = InputField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"))
        amount.type("1234,5")
        let shown = amount.text.description     // "1.234,5|" (| is the caret)
        amount.blur()
        let finished = amount.text.string       // "1.234,50\u{A0}€" (a no-break space)
        let value = amount.value?.description   // "1234.5", an exact decimal

        // A form field: a label, inline messages and validation around any formatter.
        var card = FormField(formatter: CardNumberFormatter(), configuration: .init(
            label: "Card number", isRequired: true, rules: [.formatterVerdict()]))
        card.focus()
        card.paste("4111 1111 1111 1112")
        let brand = card.value?.brand           // .visa
        card.blur()
        let message = card.message?.text        // "Check the card number: it is not valid"
        let label = card.labelText              // "Card number*"

        #expect(shown == "1.234,5|")
        #expect(finished == "1.234,50\u{A0}€")
        #expect(value == "1234.5")
        #expect(brand == .visa)
        #expect(message == "Check the card number: it is not valid")
        #expect(label == "Card number*")
    }
}
