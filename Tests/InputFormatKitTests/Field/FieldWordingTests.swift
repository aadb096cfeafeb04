@testable import InputFormatKit
import Testing

/// A form field's counter texts, made once with the field where each fits in a string of its
/// own 16 bytes, and read at every keystroke.
@Suite("Field wording")
struct FieldWordingTests {
    @Test("a counter's texts are made ahead up to a limit of 500, while each fits in 15 bytes", arguments: [
        ("en_US", 0, 1), ("en_US", 40, 41), ("en_US", 500, 501), ("en_US", 501, 0), ("en_US", -1, 0),
        ("ar_EG", 500, 501), ("hi_IN@numbers=deva", 99, 100), ("hi_IN@numbers=deva", 100, 0),
    ])
    func tabulated(locale: String, limit: Int, texts: Int) throws {
        let digits = try LocaleDigits(locale: locale)
        let wording = FieldWording(messages: .english, digits: digits, counterLimit: limit)
        #expect(wording.counterTexts.count == texts)
        for count in Set([0, max(0, limit / 2), max(0, limit), limit + 1]) {
            #expect(wording.counterText(count: count, limit: limit) == digits.format(count) + "/" + digits.format(limit))
        }
    }

    @Test("no counter, no texts; a table is read only for the limit it was made for")
    func otherLimit() {
        #expect(FieldWording(messages: .english, digits: .ascii, counterLimit: nil).counterTexts.isEmpty)
        let wording = FieldWording(messages: .english, digits: .ascii, counterLimit: 40)
        #expect(wording.counterText(count: 12, limit: 40) == "12/40")
        #expect(wording.counterText(count: 12, limit: 50) == "12/50")
    }

    @Test("digits an app gives of other widths: every text is measured, not only the limit's")
    func unevenDigits() {
        // "10/10" is 5 bytes, but 9 is written in 15 here: "九九九九九/10" needs a buffer.
        let digits = LocaleDigits(digits: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "九九九九九"])
        let wording = FieldWording(messages: .english, digits: digits, counterLimit: 10)
        #expect(wording.counterTexts.isEmpty)
        #expect(wording.counterText(count: 9, limit: 10) == "九九九九九/10")
    }
}
