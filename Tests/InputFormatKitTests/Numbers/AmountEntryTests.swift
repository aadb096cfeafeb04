import CICU
@testable import InputFormatKit
import Testing

/// Grouping turned off, a fixed fraction and entry from the minor units up, key by key. The
/// expectations are written by hand from react-number-format's `fixedDecimalScale` and a
/// point-of-sale terminal's amount entry (digits filling `0.00` from the right); the texts a
/// locale writes are ICU's C output (``ICUWrittenAmounts/write(_:skeleton:locale:)``, `unumf`
/// through CICU, not the library's wrapper).
@Suite("Amount entry and grouping")
struct AmountEntryTests {
    private func dollars(_ entry: AmountEntry, negative: Bool = false) throws -> CurrencyFormatter {
        try CurrencyFormatter(locale: "en_US", currency: "USD", allowsNegative: negative, entry: entry)
    }

    /// ICU's C output of `decimal` for `skeleton` in `locale`.
    private func icu(_ decimal: String, _ skeleton: String, _ locale: String) throws -> String {
        try #require(ICUWrittenAmounts.write(decimal, skeleton: skeleton, locale: locale))
    }

    // MARK: Grouping

    @Test("a number field with grouping off shows the number as typed, editing and finished, as ICU writes it")
    func groupingOff() throws {
        for locale in ["en_US", "de_DE", "fr_FR", "en_IN", "ar_EG", "hi_IN@numbers=deva"] {
            let reference = try NumberFieldFormatter(locale: locale, maximumFractionDigits: 2, grouping: .off)
            var typed = InputField(formatter: reference)
            typed.type("1234567.89")
            #expect(typed.value == (try ExactDecimal("1234567.89")), "\(locale)")
            #expect(typed.text.string == (try icu("1234567.89", ".00 group-off", locale)), "\(locale)")
            #expect(reference.finishedText(raw: "1234567.89") == (try icu("1234567.89", ".## group-off", locale)), "\(locale)")
            // A pasted grouped number still reads.
            var pasted = InputField(formatter: reference)
            pasted.paste(try icu("1234567.89", ".00", locale))
            #expect(pasted.value == (try ExactDecimal("1234567.89")), "\(locale)")
        }
        let min2 = try NumberFieldFormatter(locale: "en_US", grouping: .min2)
        #expect(min2.typing("1234") == field("1234|"))
        #expect(min2.finishedText(raw: "12345") == (try icu("12345", ".### group-min2", "en_US")))
    }

    // MARK: A fixed fraction

    @Test("a fixed fraction is shown while typing, and 56 typed over $1,234.00 is $56.00")
    func fixedFractionTypedOver() throws {
        let amount = try dollars(.fixedFraction)
        #expect(amount.typing("56", into: field("[1,234.00]")) == field("56|.00"))
        #expect(amount.finishedText(raw: amount.rawText(of: "56.00")) == (try icu("56", "currency/USD", "en_US")))
        #expect(amount.typing("1234.5") == field("1,234.5|0"))
        #expect(amount.typing("1234.5").string == (try icu("1234.5", "currency/USD unit-width-hidden", "en_US")))
    }

    @Test("the decimal key moves over the shown mark, and a fraction digit takes the place of a zero")
    func fixedFractionKeys() throws {
        let amount = try dollars(.fixedFraction)
        #expect(amount.typing(".", into: field("56|.00")) == field("56.|00"))
        #expect(amount.typing("5", into: field("56.|00")) == field("56.5|0"))
        #expect(amount.typing("9", into: field("56.5|0")) == field("56.59|"))
        #expect(amount.key("1", at: field("56.5|9")).rejection == .tooManyFractionDigits(maximum: 2))
        // The mark cannot be deleted into a value nobody typed (5600).
        #expect(amount.typing("⌫", into: field("56.|00")) == field("56|.00"))
        #expect(amount.typing("⌫", into: field("56|.00")) == field("5|.00"))
        #expect(amount.typing("⌫", into: field("56.5|0")) == field("56.|00"))
        #expect(amount.typing("7", into: field("5|6.00")) == field("57|6.00"))
        #expect(amount.typing("⌫", into: field("5|.00")) == field(""))
    }

    @Test("typed in de_DE, 0.99 is 0,99 with a fixed fraction too")
    func fixedFractionReadsMarksAsTyped() throws {
        let euros = try CurrencyFormatter(locale: "de_DE", currency: "EUR", entry: .fixedFraction)
        var typed = InputField(formatter: euros)
        typed.type("0.99")
        #expect(typed.value == (try ExactDecimal("0.99")))
        #expect(typed.text.description == "0,99|")
        var grouped = InputField(formatter: euros)
        grouped.type("1.234,5")
        #expect(grouped.value == (try ExactDecimal("1234.5")))
    }

    @Test("a number field's fixed fraction is its minimum of fraction digits")
    func fixedFractionOfANumber() throws {
        let weight = try NumberFieldFormatter(locale: "de_DE", style: .unit("mass-kilogram"), maximumFractionDigits: 3,
                                              minimumFractionDigits: 1, entry: .fixedFraction)
        #expect(weight.typing("12") == field("12|,0 kg"))
        #expect(weight.typing("12,25") == field("12,25| kg"))
        let whole = try NumberFieldFormatter(locale: "en_US", maximumFractionDigits: 0, entry: .fixedFraction)
        #expect(whole.typing("12") == field("12|"))
    }

    // MARK: From the minor units up

    @Test("digits fill the amount from the right: 1, 2, 3, 4 are 0.01, 0.12, 1.23, 12.34")
    func minorUnitsFirst() throws {
        let till = try dollars(.minorUnitsFirst)
        #expect(till.typing("1") == field("0.01|"))
        #expect(till.typing("12") == field("0.12|"))
        #expect(till.typing("123") == field("1.23|"))
        #expect(till.typing("1234") == field("12.34|"))
        #expect(till.typing("123456") == field("1,234.56|"))
        #expect(till.typing("0") == field("0.00|"))
        #expect(till.typing("01") == field("0.01|"))
        // Backspace takes the last digit back; the last one leaves the field empty.
        #expect(till.typing("⌫", into: field("12.34|")) == field("1.23|"))
        #expect(till.typing("⌫", into: field("0.01|")) == field(""))
        // The decimal and grouping keys change nothing.
        #expect(till.typing("12.34") == field("12.34|"))
        #expect(till.typing("1,234.56") == field("1,234.56|"))
        // A digit goes where the caret is.
        #expect(till.typing("9", into: field("1|2.34")) == field("19|2.34"))
        #expect(till.key("a", at: field("1.23|")).rejection == .characterNotAccepted("a"))
    }

    @Test("a paste over the whole amount reads a whole amount; typed and pasted agree on ICU's texts")
    func minorUnitsFirstPaste() throws {
        let till = try dollars(.minorUnitsFirst, negative: true)
        for value in ["12.3", "0.5", "1234.56", "-7", "1000000"] {
            let written = try icu(value, "currency/USD", "en_US")
            var pasted = InputField(formatter: till)
            pasted.paste(written)
            var typed = InputField(formatter: till)
            typed.type(written)
            #expect(pasted.value == (try ExactDecimal(value)), "\(written)")
            #expect(typed.value == pasted.value, "\(written) typed")
        }
        var whole = InputField(formatter: till)
        whole.paste("12.3")
        #expect(whole.text.description == "12.30|")
        // Digits pasted inside go among the digits; an amount cannot go inside another.
        #expect(till.apply(.paste("56", in: field("1|.23")), to: field("1|.23")).field == field("156|.23"))
        #expect(till.apply(.paste("5.6", in: field("1|.23")), to: field("1|.23")).rejection == .notPartOfQuantity("5.6", .amount))
        // The minus key toggles the sign, as in any amount.
        #expect(till.typing("12-") == field("-0.12|"))
        // A selection that takes the sign takes it away; one after it keeps it.
        #expect(till.typing("4", into: field("[-14.99]")) == field("0.04|"))
        #expect(till.typing("4", into: field("-[14.99]")) == field("-0.04|"))
        #expect(till.typing("⌫", into: field("[-14.9]9")) == field("0.0|9"))   // the caret stays by the 9
    }

    @Test("marks with no digit pasted into digits that fill from the right are no amount, as their keys are none")
    func minorUnitsFirstMarksAlone() throws {
        // Found by the typed-and-pasted property (seed 12575434047619126522): `٬,` typed left
        // an empty field, pasted it was 0.0 %, a value nobody typed.
        let percent = try NumberFieldFormatter(locale: "fa", style: .percent, maximumFractionDigits: 1,
                                               allowsNegative: true, entry: .minorUnitsFirst)
        for marks in ["٬,", ",", "٫", ",."] {
            var pasted = InputField(formatter: percent), typed = InputField(formatter: percent)
            pasted.paste(marks)
            typed.type(marks)
            #expect(pasted.value == nil && typed.value == nil, "\(marks)")
        }
        var sign = InputField(formatter: percent)
        sign.paste("-٬,")
        #expect(sign.value == nil && sign.raw == "-")
        let till = try dollars(.minorUnitsFirst)
        var dollars = InputField(formatter: till)
        dollars.paste(",.")
        #expect(dollars.value == nil && dollars.text.string.isEmpty)
    }

    @Test("a number field fills its fraction digits from the right and shows them all once editing ends")
    func minorUnitsFirstNumber() throws {
        let rate = try NumberFieldFormatter(locale: "de_DE", style: .percent, maximumFractionDigits: 3, entry: .minorUnitsFirst)
        #expect(rate.typing("1250").string == (try icu("1.25", ".000 percent", "de_DE")))
        #expect(rate.finishedText(raw: "1.250") == (try icu("1.25", "percent .000", "de_DE")))
        let yen = try CurrencyFormatter(locale: "ja_JP", currency: "JPY", entry: .minorUnitsFirst)
        #expect(yen.typing("1234") == field("1,234|"))
    }
}
