import Foundation
@testable import InputFormatKit
import Testing

/// The expiry date field's rules: how a month is typed, the `/`, paste and autofill forms, and
/// the verdict against a given today (November 2026). The field is the date field's `MM/yy`, so
/// these are its rules too, written by hand for the forms cards and autofill use.
@Suite("Expiry dates")
struct ExpiryDateTests {
    let expiry = ExpiryDateFormatter(year: 2026, month: 11)

    @Test("a first digit 2 to 9 is a month of its own; 1 and 0 wait for the second digit", arguments: ["2", "4", "9"])
    func firstDigitPads(digit: String) {
        #expect(expiry.typing(digit) == field("0\(digit)|/"))
    }

    @Test("the / appears with the month's second digit; the year follows it")
    func slashWithSecondDigit() {
        #expect(expiry.typing("1") == field("1|"))
        #expect(expiry.typing("12") == field("12|/"))
        #expect(expiry.typing("123") == field("12/3|"))
        #expect(expiry.typing("1230") == field("12/30|"))
        #expect(expiry.key("1", at: field("12/30|")).rejection == .maskFull(slots: 4))
    }

    @Test("a month above 12, or 00, is refused, the field unchanged", arguments: ["13", "19", "00"])
    func monthRefused(month: String) {
        let start = expiry.typing(String(month.first!))
        let result = expiry.key(String(month.last!), at: start)
        #expect(result.rejection == .notAMonth(month))
        #expect(result.field == start)
    }

    @Test("typing / after one digit pads the month; after a month it changes nothing; before any digit it is refused")
    func slashKey() {
        #expect(expiry.typing("1/") == field("01|/"))
        #expect(expiry.typing("1-") == field("01|/"))
        let whole = expiry.typing("12")
        #expect(expiry.key("/", at: whole).field == whole)
        #expect(expiry.key("/", at: whole).rejection == nil)
        #expect(expiry.key("/", at: .empty).rejection == .characterNotAccepted("/"))
    }

    @Test("backspace right after the / deletes the month's last digit")
    func backspaceAfterSlash() {
        #expect(expiry.key("⌫", at: field("12/|")).field == field("1|"))
        // What is left keeps the year where it was: no digit of it moves into the month.
        let left = expiry.key("⌫", at: field("12/|3"))
        #expect(left.field == field("1|/3"))
        #expect(left.value?.month == 1 && left.value?.validation == .incomplete)
    }

    @Test("a deletion in the month leaves the year where it was; a lone 0 deleted moves the caret over it")
    func deletionPads() {
        // The date field's rule: an edit inside a part moves no digit into another.
        let result = expiry.key("⌦", at: field("|12/34"))
        #expect(result.rejection == nil)
        #expect(result.field == field("|2/34"))
        #expect(result.value?.month == 2 && result.value?.year == 2034)
        // Deleting the 0 of such a month would bring it back: the caret moves before it.
        let zero = expiry.key("⌫", at: field("0|5/"))
        #expect(zero.rejection == nil)
        #expect(zero.field == field("|05/"))
    }

    @Test("a deletion inside the month leaves the year where it is; typed whole again, the month is digits again")
    func deletionInsideTheMonth() {
        // It was `13/4`: the year's 3 moved into the month.
        let result = expiry.key("⌫", at: field("12/|34"))
        #expect(result.field == field("1|/34"))
        #expect(result.value?.month == 1 && result.value?.year == 2034)
        let again = expiry.key("1", at: result.field)
        #expect(again.field == field("11|/34"))
        #expect(expiry.rawText(of: again.field.string) == "1134")
        // The whole month deleted: no month, and the year does not become one.
        let none = expiry.key("⌫", at: FieldText("12/34", selection: 0..<2))
        #expect(none.field == field("|/34"))
        #expect(none.value?.month == nil && none.value?.validation == .incomplete)
        // Typed whole, a month is 01 to 12; the `/` stays decoration.
        #expect(expiry.key("3", at: result.field).rejection == .notAMonth("13"))
        let forward = expiry.key("⌦", at: result.field)
        #expect(forward.field == field("1|/4"))
        // Raw digits may still hold a month that is none: once whole, the verdict names it.
        #expect(expiry.verdict(raw: "134")?.code == .expiryIncomplete)
        #expect(expiry.verdict(raw: "1334")?.code == .expiryInvalidMonth)
    }

    @Test("paste and autofill forms all give 01/25", arguments: ["01/2025", "1/25", "0125", "01 / 25", "2025-01", "012025", "٠١/٢٥"])
    func pasteForms(text: String) {
        let result = expiry.apply(.paste(text, in: .empty), to: .empty)
        #expect(result.field == field("01/25|"), "\(text)")
        #expect(result.value?.month == 1)
        #expect(result.value?.year == 2025)
        // Autofill replaces the whole text.
        let start = expiry.typing("0")
        #expect(expiry.apply(Edit(replacing: 0..<1, with: text), to: start).field == field("01/25|"))
    }

    @Test("a pasted month above 12 is refused as typed, naming it, the field unchanged; a field's own text pastes back")
    func pastedInvalidMonth() {
        let result = expiry.apply(.paste("13/25", in: .empty), to: .empty)
        #expect(result.rejection == .notAMonth("13"))
        #expect(result.field == .empty)
        #expect(expiry.apply(.paste("12/3", in: .empty), to: .empty).field == field("12/3|"))
        // Not the digits 2, 3, 4 laid out again (`02/34`, a date nobody wrote): 23 is no month.
        #expect(expiry.apply(.paste("23/4", in: .empty), to: .empty).rejection == .notAMonth("23"))
        #expect(expiry.apply(.paste("5", in: .empty), to: .empty).field == field("05|/"))
    }

    @Test("a month's lone digit and a separator, pasted, is that month, as typed", arguments: ["1/", "1 ", "1-", "1.", "1.."])
    func monthEndedBySeparator(text: String) {
        let pasted = expiry.apply(.paste(text, in: .empty), to: .empty)
        var typed = InputField(formatter: expiry)
        typed.type(text)
        #expect(pasted.field.string == "01/")
        #expect(typed.text.string == pasted.field.string && typed.value == pasted.value)
    }

    @Test("text that is no date is refused by name", arguments: ["1/2/3", "1/2025/3", "soon"])
    func notADate(text: String) {
        let result = expiry.apply(.paste(text, in: .empty), to: .empty)
        #expect(result.rejection == .notAnExpiryDate(text))
        #expect(result.rejection?.description == "“\(text)” is not an expiry date")
    }

    @Test("a month in words reads as the date field reads it; digits that begin with no month name it")
    func monthInWords() {
        let words = expiry.apply(.paste("January 2025", in: .empty), to: .empty)
        #expect(words.field == field("01/25|"))
        #expect(words.value?.validation == .expired)
        #expect(expiry.apply(.paste("12345", in: .empty), to: .empty).rejection == .notAMonth("12345"))
    }

    @Test("verdict against today: expired before this month, valid up to twenty years ahead, too far after")
    func verdicts() {
        #expect(expiry.value(raw: "1026")?.validation == .expired)
        #expect(expiry.value(raw: "1126")?.validation == .valid)   // valid through its month
        #expect(expiry.value(raw: "1146")?.validation == .valid)
        #expect(expiry.value(raw: "1246")?.validation == .tooFarAhead)
        #expect(expiry.value(raw: "12")?.validation == .incomplete)
        #expect(expiry.verdict(raw: "0125")?.code == .expiryExpired)
        #expect(expiry.verdict(raw: "0147")?.code == .expiryTooFarAhead)
        #expect(expiry.verdict(raw: "1")?.code == .expiryIncomplete)
        #expect(expiry.verdict(raw: "0128") == nil)
        #expect(ExpiryDateFormatter(year: 2030, month: 1).value(raw: "0128")?.validation == .expired)
    }

    @Test("0 then / is no month, refused; forward delete in the month leaves the year where it is")
    func zeroAndForwardDelete() {
        #expect(expiry.key("/", at: field("0|")).rejection == .notAMonth("00"))
        let over = expiry.key("⌦", at: field("|05/25"))
        #expect(over.rejection == nil)
        #expect(over.field == field("|5/25"))
        #expect(expiry.key("⌦", at: over.field).field == field("|/25"))   // then the 5 goes: the year stays
    }

    @Test("the year is the one of the century nearest today; raw characters that are no digits do not crash")
    func centuryAndBadRaw() {
        #expect(expiry.value(raw: "0199")?.year == 1999)
        #expect(ExpiryDateFormatter(year: 2090, month: 1).value(raw: "0125")?.year == 2125)
        // A month edited in place is read as its paste is.
        #expect(expiry.value(raw: "1/25")?.month == 1)
        #expect(expiry.value(raw: "12/25")?.month == 12)
        #expect(expiry.value(raw: "1a25")?.month == nil)
        #expect(ExpiryDateFormatter(year: .max, month: 99).today.year == 9999)
    }

    @Test("text set from outside with more than four digits is no layout of the field's: it is read as a paste")
    func foreignText() {
        #expect(expiry.value(raw: expiry.rawText(of: "12/3456"))?.year == nil)
        #expect(expiry.layout(raw: expiry.rawText(of: "12/34")).text == "12/34")
    }

    @Test("today is the month a given date falls in, in UTC; by default the current one")
    func defaultToday() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let date = try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 15)))
        let formatter = ExpiryDateFormatter(today: date)
        #expect(formatter.today.year == 2027 && formatter.today.month == 3)
        #expect(formatter.value(raw: "0227")?.validation == .expired)
        #expect(formatter.value(raw: "0327")?.validation == .valid)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let now = utc.dateComponents([.year, .month], from: Date())
        let current = ExpiryDateFormatter().today
        #expect(current.year == now.year && current.month == now.month)
    }

    @Test("a month alone finishes as the date field shows it, its verdict incomplete")
    func finished() {
        var field = InputField(formatter: expiry)
        field.type("12")
        field.blur()
        #expect(field.text.string == "12/")
        #expect(field.value?.validation == .incomplete)
    }
}

/// A year of four digits typed, as autofill and people write it (`01/2027`): typed key by key it
/// is what pasting it gives, never the expired `01/20`.
@Suite("Expiry dates with a year of four digits")
struct ExpiryFourDigitYearTests {
    let expiry = ExpiryDateFormatter(year: 2026, month: 11)

    @Test("typed, `01/2027` is January 2027, as pasted, shown `01/27`", arguments: ["01/2027", "012027", "1/2027"])
    func typedAsPasted(keys: String) {
        var typed = InputField(formatter: expiry)
        #expect(typed.type(keys).rejection == nil)
        #expect(typed.text.string == "01/27")
        #expect(typed.value?.year == 2027)
        #expect(typed.value?.validation == .valid)
        var pasted = InputField(formatter: expiry)
        pasted.paste(keys)
        #expect(pasted.value == typed.value)
        typed.blur()
        #expect(typed.text.string == "01/27")
    }

    @Test("a year of four digits whose last two read as another year is refused, typed and pasted, naming it",
          arguments: ["01/2083", "012083", "2083-01"])
    func otherCenturyRefused(text: String) {
        // `01/83` is January 1983: the field cannot show 2083 in two digits, and no card lasts
        // that long. Never `01/83`, a date nobody typed.
        // Typed, its last key is refused; the year begun has no value meanwhile (never 01/20).
        var typed = InputField(formatter: expiry)
        for key in "01/208" { typed.type(String(key)) }
        #expect(typed.value?.validation == .incomplete)
        #expect(typed.type("3").rejection == .notAnExpiryDate("01/2083"))
        #expect(typed.text.string == "01/208")
        var pasted = InputField(formatter: expiry)
        #expect(pasted.paste(text).rejection == .notAnExpiryDate(text))
        #expect(pasted.text.string == "")
    }

    @Test("a year of four digits not yet whole has no year; one the field cannot show is refused at its last digit")
    func unfinished() {
        var typed = InputField(formatter: expiry)
        typed.type("01/202")
        #expect(typed.text.string == "01/202")
        #expect(typed.value?.validation == .incomplete)
        var pasted = InputField(formatter: expiry)
        #expect(pasted.paste("01/202").rejection == .notAnExpiryDate("01/202"))   // no whole date: nothing to read
        // 1999 is a year the field's two digits stand for (from fifty years before today): typed
        // in four, it is `01/99`, expired.
        var past = InputField(formatter: expiry)
        past.type("01/199")
        #expect(past.type("9").rejection == nil)
        #expect(past.text.string == "01/99")
        #expect(past.value?.validation == .expired)
        // No year 1890 to 1899 is: its third digit is kept as typed with no year (refused, it
        // would leave 01/18, January 2018, a date nobody typed), its fourth refused.
        var older = InputField(formatter: expiry)
        older.type("01/18")
        #expect(older.type("9").rejection == nil)
        #expect(older.text.string == "01/189")
        #expect(older.value?.validation == .incomplete)
        #expect(older.type("9").rejection == .notAnExpiryDate("01/1899"))
    }

    @Test("a paste with marks of its own into a begun date is its keys typed there; a date inside a part is refused")
    func markedPasteInsideADate() {
        // `1` with `2/5` pasted after it was 10/25 (the paste read as 02/5 first), where the keys
        // 2, /, 5 give 12/5.
        var field = InputField(formatter: expiry)
        field.type("1")
        field.paste("2/5")
        var typed = InputField(formatter: expiry)
        typed.type("12/5")
        #expect(field.text.string == "12/5")
        #expect(field.value == typed.value)
        // The field's text and the paste read as one: a year of four digits, a line's end.
        for (start, paste, shown) in [("0", "1/2025", "01/25"), ("1", "2/2027", "12/27"), ("1", "2/25 ", "12/25"), ("1", "2/25\n", "12/25")] {
            var begun = InputField(formatter: expiry)
            begun.type(start)
            #expect(begun.paste(paste).rejection == nil, "\(start) \(paste)")
            #expect(begun.text.string == shown, "\(start) \(paste)")
        }
        // Found by the properties (seed 4635478027083505009): `0/` (its month deleted down to
        // one digit) with `1/25` pasted was `0/0125`, month 00 of 2025, a date nobody typed; a
        // `1` typed before it then left a text that read back as other digits. Its keys are
        // refused at the first: `0/1` is the month 00.
        var edited = InputField(formatter: expiry)
        edited.type("02/0")
        edited.select(3..<3)
        edited.backspace()
        edited.select(3..<3)
        edited.backspace()
        #expect(edited.text.string == "0/")
        let refused = edited.paste("1/25")
        #expect(refused.rejection == .notAMonth("00"))
        #expect(edited.text.string == "0/")
        // Over the whole text, a date pasted is that date.
        edited.select(0..<2)
        edited.paste("1/25")
        #expect(edited.text.string == "01/25")
    }
}
