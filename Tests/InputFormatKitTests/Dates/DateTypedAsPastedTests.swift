@_spi(Internals) @testable import InputFormatKit
import Testing

/// Dates typed key by key in every notation a paste reads — in words, in ISO 8601, with a year of
/// two digits — end with the date pasting them gives (caret rule 7): expectations written by hand
/// from the examples and ICU's long and medium forms of each locale.
@Suite("Dates typed as pasted")
struct DateTypedAsPastedTests {
    /// A focused field of `locale` with `keys` typed one by one, and whether one was refused.
    func typed(_ keys: String, _ locale: String) throws -> (field: InputField<DateFieldFormatter>, refused: Bool) {
        var field = InputField(formatter: try DateFieldFormatter(locale: locale))
        var refused = false
        for key in keys where field.type(String(key)).rejection != nil { refused = true }
        return (field, refused)
    }

    @Test("typed key by key, a date ends with the date its paste gives, shown in the field's pattern once editing ends", arguments: [
        ("en_US", "Nov 25, 2026", "2026-11-25", "11/25/2026"),
        ("en_US", "Wednesday, November 25, 2026", "2026-11-25", "11/25/2026"),
        ("de_DE", "25. November 2026", "2026-11-25", "25.11.2026"),
        ("es_ES", "25 de noviembre de 2026", "2026-11-25", "25/11/2026"),
        ("ja_JP", "2026年11月25日", "2026-11-25", "2026/11/25"),
        ("ar_EG", "٢٥ نوفمبر ٢٠٢٦", "2026-11-25", "٢٥\u{200F}/١١\u{200F}/٢٠٢٦"),
        ("de_DE", "2026-11-25", "2026-11-25", "25.11.2026"),
        ("en_GB", "2026-11-25", "2026-11-25", "25/11/2026"),
        ("en_US", "2026-11-25", "2026-11-25", "11/25/2026"),
        ("de_DE", "25.11.26", "2026-11-25", "25.11.2026"),
        ("en_US", "11/25/26", "2026-11-25", "11/25/2026"),
    ])
    func typedAsPasted(locale: String, keys: String, gregorian: String, finished: String) throws {
        var (field, refused) = try typed(keys, locale)
        #expect(!refused)
        #expect(field.value?.gregorian?.description == gregorian)
        var pasted = InputField(formatter: try DateFieldFormatter(locale: locale))
        #expect(pasted.paste(keys).rejection == nil)
        #expect(pasted.value == field.value)
        field.blur()
        #expect(field.text.string == finished)
        #expect(field.value?.gregorian?.description == gregorian)
    }

    @Test("a date in words is shown as typed while it is typed, and is a date once it reads as one")
    func shownAsTyped() throws {
        var (field, _) = try typed("Nov 25", "en_US")
        #expect(field.text.description == "Nov 25|")
        #expect(field.value?.validation == .incomplete)
        field.type(",")
        field.type(" ")
        for key in "2026" { field.type(String(key)) }
        #expect(field.text.description == "Nov 25, 2026|")
        #expect(field.value?.validation == .valid)
    }

    @Test("ISO 8601 typed where the locale's order is another: kept as typed until whole, then the date")
    func isoTyped() throws {
        var (field, _) = try typed("2026", "de_DE")
        // Digits alone are the field's own order so far…
        #expect(field.text.string == "20.02.6")
        // …until a `-` shows them to be a year of ISO 8601.
        #expect(field.type("-").rejection == nil)
        #expect(field.text.description == "2026-|")
        for key in "11-2" { field.type(String(key)) }
        #expect(field.text.string == "2026-11-2")
        field.type("5")
        #expect(field.text.string == "25.11.2026")
        #expect(field.value?.gregorian?.description == "2026-11-25")
    }

    @Test("in ISO 8601's shape but another order (ky y-dd-MM), the locale's own reading wins, ISO 8601's where it alone reads")
    func ownOrderInISOShape() throws {
        // Hand-written from CLDR's ky short date `y-dd-MM`: `1976-04-02` is 4 February there.
        let own = try typed("1976-04-02", "ky")
        #expect(!own.refused)
        #expect(own.field.value?.gregorian?.description == "1976-02-04")
        // `1976-04-21` has no month 21: it is ISO 8601's 21 April, typed (past `1976-04-02`,
        // the lone `2` a month) as pasted, never 4 February.
        let iso = try typed("1976-04-21", "ky")
        #expect(!iso.refused)
        #expect(iso.field.value?.gregorian?.description == "1976-04-21")
        var pasted = InputField(formatter: try DateFieldFormatter(locale: "ky"))
        #expect(pasted.paste("1976-04-21").rejection == nil)
        #expect(pasted.value == iso.field.value)
        // Neither reading: refused, naming the locale's own.
        #expect(pasted.paste("1976-02-30").rejection == .notAMonth("30"))
    }

    @Test("digits refused as a month are the year of an ISO 8601 date a `-` then begins")
    func refusedDigitsBecomeAYear() throws {
        let (field, refused) = try typed("1999-12-31", "en_US")
        #expect(refused)   // the 9s, as a month 19
        #expect(field.value?.gregorian?.description == "1999-12-31")
    }

    @Test("a mark refused keeps the keys after it from running on into another date")
    func refusedMarkHoldsTheKeys() throws {
        // ja_JP writes the year first: `4/` cannot begin its date, nor can what follows.
        var field = InputField(formatter: try DateFieldFormatter(locale: "ja_JP"))
        field.type("4")
        #expect(field.type("/").rejection != nil)
        #expect(field.type("2").rejection == .notADate("4/2"))
        for key in "6/2026" { field.type(String(key)) }
        #expect(field.text.string == "4")
        #expect(field.value?.validation == .incomplete)
        // A deletion starts the keys afresh.
        field.backspace()
        for key in "20261125" { field.type(String(key)) }
        #expect(field.value?.gregorian?.description == "2026-11-25")
    }

    @Test("a year of two digits is the year it stands for, typed or pasted, and stays as typed")
    func twoDigitYear() throws {
        let formatter = try DateFieldFormatter(locale: "de_DE")
        #expect(formatter.value(raw: "251126")?.gregorian?.description == "2026-11-25")
        #expect(formatter.value(raw: "2511202")?.validation == .incomplete)
        // Typed on, it is a year of four digits.
        let (field, _) = try typed("25.11.2026", "de_DE")
        #expect(field.text.string == "25.11.2026")
        // The raw characters stay as typed: a counter never grows as editing ends.
        #expect(formatter.finished(raw: "251126") == "251126")
        #expect(formatter.finishedText(raw: "251126") == "25.11.2026")
    }

    @Test("a text that fits the field's order in no way is refused, pasted as typed: never month 25",
          arguments: [("en_GB", "12/25/2026", EditRejection.notAMonth("25")), ("en_US", "13/05/2026", .notAMonth("13")),
                      ("de_DE", "32.01.2026", .notADay("32")), ("de_DE", "00.01.2026", .notADay("00"))])
    func noneRefused(locale: String, text: String, rejection: EditRejection) throws {
        var field = InputField(formatter: try DateFieldFormatter(locale: locale))
        #expect(field.paste(text).rejection == rejection)
        #expect(field.value == nil)
    }

    @Test("a letter that begins no word of the locale's dates is refused; the field keeps what it had")
    func lettersOfNoWord() throws {
        var (field, _) = try typed("No", "en_US")
        #expect(field.type("x").rejection == .notADate("Nox"))
        #expect(field.text.string == "No")
        var empty = InputField(formatter: try DateFieldFormatter(locale: "en_US"))
        #expect(empty.type("x").rejection != nil)
        #expect(empty.text.string == "")
        // A whole ISO 8601 date that is no date is refused, typed as pasted.
        let (february, refused) = try typed("2026-02-30", "de_DE")
        #expect(refused)
        #expect(february.text.string == "2026-02-3")
    }

    @Test("an open text reads back as itself, and its digits are its own")
    func readsBack() throws {
        let formatter = try DateFieldFormatter(locale: "en_US")
        #expect(formatter.rawText(of: "Nov 25") == "Nov 25")
        #expect(formatter.rawText(of: "11/25/") == "1125")
        #expect(formatter.layout(raw: "Nov 25").text == "Nov 25")
        let era = try DateFieldFormatter(locale: "fa_IR")
        // A pattern's own words around the digits are the digits' layout, not an open text.
        #expect(era.rawText(of: era.layout(raw: "1405").text) == "1405")
    }

    @Test("an era and a mark with no digit yet (ps, Persian `AP -`) are kept alike typed and pasted")
    func eraWithoutDigits() throws {
        let formatter = try DateFieldFormatter(locale: "ps", calendar: "persian")
        var typed = InputField(formatter: formatter)
        for key in "AP -" { typed.type(String(key)) }
        var pasted = InputField(formatter: formatter)
        #expect(pasted.paste("AP -").rejection == nil)
        #expect(pasted.text.string == typed.text.string)
        #expect(pasted.value == typed.value)
    }

    @Test("a mark right after a refused digit is read with it: `15/11/82` in en_US never becomes 01/11/82")
    func markAfterARefusedDigit() throws {
        var (field, refused) = try typed("15/11/82", "en_US")
        #expect(refused)
        #expect(field.value?.validation != .valid)
        #expect(field.text.string == "1")
        // A digit typed after the refusal follows what the field shows: `13`, then `2`, is 12.
        (field, _) = try typed("132/", "en_US")
        #expect(field.text.string == "12/")
    }
}
