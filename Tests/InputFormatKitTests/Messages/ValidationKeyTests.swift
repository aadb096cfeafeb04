@testable import InputFormatKit
import Testing

/// A validation's case, its verdict's code and its message's key are one name: the raw value.
/// The expectations are written by hand from the catalog (`Localization/Messages.xcstrings`).
@Suite("One name for a validation, its verdict and its message")
struct ValidationKeyTests {
    /// Every case of `validation`: its raw value, whether it is valid, whether it is incomplete.
    static func cases<V: FieldValidation & CaseIterable>(_ validation: V.Type) -> [(key: String, valid: Bool, incomplete: Bool)] {
        V.allCases.map { ($0.rawValue, $0.isValid, $0.isIncomplete) }
    }

    static let all: [(key: String, valid: Bool, incomplete: Bool)] = cases(CardValidation.self) + cases(SecurityCodeValidation.self)
        + cases(ExpiryValidation.self) + cases(DateValidation.self) + cases(TimeValidation.self) + cases(IBANValidation.self)
        + cases(PhoneNumberValidation.self)

    @Test("each case that is not valid names a message every built-in language has; a valid one names none")
    func everyCaseNamesItsMessage() {
        #expect(Self.all.count == 33)
        for (key, valid, _) in Self.all {
            for translation in Translation.all {
                #expect(translation.table.hasMessage(MessageTable.Key(rawValue: key)) == !valid, "\(key) in \(translation.locale)")
            }
        }
    }

    @Test("the keys, field by field, as the catalog writes them")
    func keysByHand() {
        #expect(Self.cases(CardValidation.self).map(\.key) == [
            "card.incomplete", "card.invalid-checksum", "card.unsupported-length", "card.unknown-brand", "card.valid",
            "card.valid-without-check-digit",
        ])
        #expect(Self.cases(SecurityCodeValidation.self).map(\.key) == ["security-code.incomplete", "security-code.too-long", "security-code.valid"])
        #expect(Self.cases(PhoneNumberValidation.self).map(\.key) == ["phone.incomplete", "phone.too-long", "phone.invalid", "phone.valid"])
        #expect(Self.cases(DateValidation.self).filter(\.incomplete).map(\.key) == ["date.incomplete", "date.month-incomplete"])
        #expect(Self.cases(CardValidation.self).filter(\.valid).map(\.key) == ["card.valid", "card.valid-without-check-digit"])
        #expect(ExpiryValidation.tooFarAhead.name == "too-far-ahead")
    }

    @Test("a formatter's verdict is its value's validation with the arguments its message needs")
    func verdictOfEachField() throws {
        #expect(CardNumberFormatter().verdict(raw: "4111111111111112") == ValueVerdict(code: "card.invalid-checksum"))
        #expect(CardNumberFormatter().verdict(raw: "4111111111111111") == nil)
        #expect(SecurityCodeFormatter(brand: .americanExpress).verdict(raw: "12")
                == ValueVerdict(code: .securityCodeIncomplete, arguments: ["digits": "4"]))
        #expect(SecurityCodeFormatter(brand: .visa).verdict(raw: "1234")
                == ValueVerdict(code: .securityCodeTooLong, arguments: ["digits": "3"]))
        #expect(IBANFormatter().verdict(raw: "DE89370400440532013001") == ValueVerdict(code: .ibanInvalidChecksum))
        let time = try TimeOfDayFormatter(locale: "en_US")
        #expect(time.verdict(raw: "0930") == ValueVerdict(code: .timePeriodMissing, arguments: ["am": "AM", "pm": "PM"]))
        let date = try DateFieldFormatter(locale: "en_GB", maximum: GregorianDate(iso8601: "2026-12-31"))
        #expect(date.verdict(raw: "01012027") == ValueVerdict(code: .dateAfterMaximum, arguments: ["maximum": "31 December 2026"]))
        #expect(date.verdict(raw: "0101") == ValueVerdict(code: .dateIncomplete))
        #expect(try PhoneFormatter(region: "US").verdict(raw: "2341234567") == ValueVerdict(code: .phoneInvalid, arguments: ["region": "US"]))
        #expect(try PhoneFormatter(region: "US").verdict(raw: "234") == ValueVerdict(code: .phoneIncomplete))
        let month = try DateFieldFormatter(locale: "en_US", pattern: "MM/yyyy")
        #expect(month.verdict(raw: "11") == ValueVerdict(code: .dateMonthIncomplete))
    }
}
