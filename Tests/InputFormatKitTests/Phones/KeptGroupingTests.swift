@testable import InputFormatKit
import Testing

/// A phone field reads its number from the grouping its layout keeps, not by grouping the
/// digits again, and its verdict from that number: what it reads must be what the formatter
/// reads from the digits.
@Suite("Phone value from the kept grouping")
struct KeptGroupingTests {
    @Test("after every digit, typed or deleted, the field's number and verdict are the formatter's", arguments: [
        ("US", "+16502532222"), ("US", "16502532222"), ("US", "650253222299"), ("DE", "015123456789"),
        ("GB", "+447911123456"), ("US", "+4930123456"), ("US", "+7 7012345678"), ("BR", "11987654321"),
    ])
    func agrees(region: String, digits: String) throws {
        let formatter = try PhoneFormatter(region: region)
        var field = InputField(formatter: formatter)
        func check() {
            #expect(field.value == formatter.value(raw: field.raw), "\(region) \(field.raw)")
            #expect(field.verdict(value: field.value) == formatter.verdict(raw: field.raw), "\(region) \(field.raw)")
        }
        for character in digits {
            field.type(String(character))
            check()
        }
        field.select(field.text.utf16Count / 2..<field.text.utf16Count / 2)
        field.apply(.backspace(in: field.text))   // in the middle: regrouped from a kept start
        check()
    }
}
