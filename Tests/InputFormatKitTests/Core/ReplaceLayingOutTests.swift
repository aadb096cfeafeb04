@testable import InputFormatKit
import Testing

/// `replace(_:in:with:layout:)`, the request a kept field's edit makes: the answer is that of
/// `replace(_:in:with:)`, and the layout becomes that of the new raw characters exactly when
/// they are `.replaced` — for the formatters that lay out as they edit (masks, cards, IBANs),
/// continue a kept grouping (phones) or take the default (currency).
@Suite("An edit and the layout of what it leaves")
struct ReplaceLayingOutTests {
    /// Every edit of `raw` in `edits` agrees with replace-then-lay-out, and a refusal or a caret
    /// move leaves the layout as it was.
    func agrees<F: InputFormatter>(_ formatter: F, raw: String, _ edits: [(Range<Int>, EditInput)]) {
        for (range, input) in edits {
            let before = formatter.layout(raw: raw)
            var layout = before
            let answer = Shortcuts.replace(range, in: raw, with: input, layout: &layout, of: formatter)
            #expect(answer == formatter.replace(range, in: raw, with: input), "\(raw) \(range) \(input)")
            if case let .replaced(newRaw, _) = answer {
                #expect(layout == formatter.layout(raw: newRaw), "\(raw) \(range) \(input)")
                #expect(layout.text == formatter.layout(raw: newRaw).text)
            } else {
                #expect(layout == before, "\(raw) \(range) \(input)")
            }
        }
    }

    @Test("masks, on the byte path and over characters")
    func masks() throws {
        let phone = try MaskFormatter(pattern: "(###) ###-####")
        agrees(phone, raw: "5551234567", [
            (2..<3, .deletion(.backward)), (0..<0, .keystroke("9")), (3..<3, .paste("12")), (3..<3, .keystroke("x")),
        ])
        let plate = try MaskFormatter(pattern: "AA-####")
        agrees(plate, raw: "AB12", [(1..<2, .deletion(.backward)), (2..<2, .keystroke("é")), (0..<1, .keystroke("Ö"))])
    }

    @Test("cards, IBANs and phones")
    func others() throws {
        agrees(CardNumberFormatter(), raw: "4111111111111111", [
            (15..<16, .deletion(.backward)), (0..<1, .keystroke("3")), (4..<4, .keystroke("1")),
        ])
        agrees(IBANFormatter(), raw: "GB82WEST1234", [(4..<4, .keystroke("q")), (0..<2, .paste("XX")), (5..<6, .deletion(.backward))])
        let phone = try PhoneFormatter(region: "US")
        agrees(phone, raw: "6502532222", [(2..<3, .deletion(.backward)), (5..<5, .paste("99")), (0..<0, .keystroke("a"))])
    }

    @Test("the default: replace, then lay out")
    func currency() throws {
        let dollars = try CurrencyFormatter(locale: "en_US", currency: "USD")
        agrees(dollars, raw: "123456", [(3..<3, .keystroke("7")), (0..<1, .deletion(.backward)), (6..<6, .keystroke("."))])
    }
}
