@testable import InputFormatKit
import Testing

/// Deleting or typing inside a time's hour moves no minute into it (issue 56, item 3).
/// Expectations written by hand: what a plain text field leaves of the text shown, read as a
/// paste of it is.
@Suite("Times edited inside the hour")
struct TimeEditedInPlaceTests {
    func field(_ locale: String, _ text: String, caret: Int) throws -> InputField<TimeOfDayFormatter> {
        var field = InputField(formatter: try TimeOfDayFormatter(locale: locale))
        #expect(field.paste(text).rejection == nil)
        field.select(caret..<caret)
        return field
    }

    @Test("Backspace in the hour keeps the minutes where they are; the hour typed again is the time again")
    func backspaceInTheHour() throws {
        // `12:|34`, Backspace, was `13:4`.
        var field = try field("de_DE", "12:34", caret: 2)
        #expect(field.backspace().rejection == nil)
        #expect(field.text.description == "1|:34")
        #expect(field.value?.description == "01:34")
        #expect(field.type("5").rejection == nil)
        #expect(field.text.description == "15|:34")
        #expect(field.value?.description == "15:34")
    }

    @Test("the separator stays decoration: deleting over it takes the digit beyond it")
    func separatorStays() throws {
        var field = try field("de_DE", "12:34", caret: 2)
        field.backspace()   // 1|:34
        #expect(field.deleteForward().rejection == nil)
        #expect(field.text.description == "1|:4")
        field.select(2..<2)   // 1:|4
        field.backspace()
        #expect(field.text.description == "|:4")
        #expect(field.value?.hour == nil)
        field.blur()
        #expect(field.value?.validation == .incomplete)
    }

    @Test("on a 12-hour clock the period stays with the time (en_US, ko_KR)")
    func twelveHour() throws {
        var english = try field("en_US", "12:34 PM", caret: 1)
        english.backspace()
        #expect(english.text.string == "2:34\u{202F}PM")
        #expect(english.value?.description == "14:34")
        #expect(english.type("1").rejection == nil)
        #expect(english.value?.description == "12:34")
        var korean = try field("ko_KR", "오후 12:34", caret: 4)
        korean.backspace()
        #expect(korean.text.string == "오후 2:34")
        #expect(korean.value?.description == "14:34")
    }

    @Test("a digit typed into a whole hour is refused, nothing moves")
    func typedIntoAWholeHour() throws {
        var field = try field("de_DE", "12:34", caret: 1)
        #expect(field.type("5").rejection != nil)
        #expect(field.text.description == "1|2:34")
    }
}
