@testable import InputFormatKit
import Testing

/// The time field's rules on 24-hour and 12-hour clocks: expectations written by hand from ICU's
/// `jmm` patterns (en_US `h:mm a` with a narrow no-break space, de_DE `HH:mm`, ko_KR `a h:mm`,
/// fi_FI `H.mm`, fr_CA `HH 'h' mm`).
@Suite("Time fields")
struct TimeOfDayTests {
    @Test("each locale's clock: 24 hours or 12 with the period where the locale puts it", arguments: [
        ("de_DE", "2141", "21:41", "21:41", "21:41"), ("fi_FI", "0941", "09.41", "9.41", "09:41"),
        ("fr_CA", "2141", "21 h 41", "21 h 41", "21:41"), ("en_US", "0941p", "09:41\u{202F}PM", "9:41\u{202F}PM", "21:41"),
        ("ja_JP", "2141", "21:41", "21:41", "21:41"),
    ])
    func clocks(locale: String, keys: String, editing: String, finished: String, value: String) throws {
        let formatter = try TimeOfDayFormatter(locale: locale)
        let typed = formatter.typing(keys)
        #expect(typed.string == editing)
        #expect(formatter.finishedText(raw: formatter.rawText(of: typed.string)) == finished)
        #expect(formatter.value(raw: formatter.rawText(of: typed.string))?.description == value)
    }

    @Test("the separator appears with the hour's second digit; a first digit no hour begins with is the hour")
    func hourPads() throws {
        let german = try TimeOfDayFormatter(locale: "de_DE")
        #expect(german.typing("2") == field("2|"))
        #expect(german.typing("21") == field("21|:"))
        #expect(german.typing("3") == field("03|:"))
        #expect(german.typing("9:") == field("09|:"))
        #expect(german.typing("2:") == field("02|:"))
        let american = try TimeOfDayFormatter(locale: "en_US")
        #expect(american.typing("2") == field("2|"))   // 20 to 23 are hours it takes, as afternoon ones
        #expect(american.typing("3") == field("03|:"))
        #expect(american.typing("1") == field("1|"))
        #expect(german.typing("217") == field("21:07|"))
    }

    @Test("an hour the clock lacks or minutes above 59 are refused as typed, the field unchanged", arguments: [
        ("de_DE", "2|", "4", EditRejection.notAnHour("24", first: "00", last: "23")),
        ("en_US", "2|", "4", .notAnHour("24", first: "01", last: "12")),
        ("de_DE", "21:[0]5", "7", .notAMinute("75")),
    ])
    func refused(locale: String, before: String, key: String, rejection: EditRejection) throws {
        let formatter = try TimeOfDayFormatter(locale: locale)
        let start = field(before)
        let result = formatter.key(key, at: start)
        #expect(result.rejection == rejection)
        #expect(result.field == start)
    }

    @Test("on a 12-hour clock a or p picks the period wherever the caret is; without one the verdict asks for it")
    func period() throws {
        let american = try TimeOfDayFormatter(locale: "en_US")
        let time = american.typing("0941")
        #expect(american.value(raw: american.rawText(of: time.string))?.validation == .periodMissing)
        #expect(american.verdict(raw: "0941")?.inlineMessage(in: .english).text == "Add AM or PM")
        let pm = american.typing("p", into: time)
        #expect(pm == field("09:41\u{202F}PM|"))
        #expect(american.value(raw: "0941p")?.hour == 21)
        let am = american.typing("A", into: field("09|:41\u{202F}PM"))
        #expect(am == field("09|:41\u{202F}AM"))
        #expect(american.value(raw: "1200a")?.hour == 0)
        #expect(american.value(raw: "1200p")?.hour == 12)
        let korean = try TimeOfDayFormatter(locale: "ko_KR")
        let afternoon = korean.typing("0941p")
        #expect(afternoon.string == "오후 09:41")
        #expect(korean.value(raw: korean.rawText(of: afternoon.string))?.description == "21:41")
        #expect(korean.finishedText(raw: "p0941") == "오후 9:41")
        // On a 24-hour clock the period turns an hour 0 to 12, as a paste of `9:41 PM` reads it.
        let german = try TimeOfDayFormatter(locale: "de_DE")
        #expect(german.key("p", at: field("21:41|")).field == field("21:41|"))
        #expect(german.key("p", at: field("09:41|")).field == field("21:41|"))
        #expect(german.key("a", at: field("12:30|")).field == field("00:30|"))
    }

    @Test("a time typed key by key in the other clock's notation is what pasting it gives",
          arguments: [("en_US", "21:05", "21:05"), ("en_US", "13:30", "13:30"), ("en_US", "9:05 PM", "21:05"),
                      ("de_DE", "9:05 PM", "21:05"), ("de_DE", "9:05 pm", "21:05"), ("de_DE", "12:30 AM", "00:30"),
                      ("de_DE", "21:05", "21:05"), ("ko_KR", "21:05", "21:05"), ("en_US", "1346", "13:46"), ("ar", "1346", "13:46"),
                      // Period names as CLDR 42 writes them, whole: the `p` of dsb's morning
                      // (`dopołdnja`) is no afternoon's key; ms `PG` (morning) begins with one.
                      ("dsb", "9:24 dopołdnja", "09:24"), ("dsb", "9:24 wótpołdnja", "21:24"), ("ms", "9:24 PG", "09:24"),
                      ("zh_CN", "下午9:24", "21:24"), ("ko_KR", "오후 9:24", "21:24"), ("en_US", "9:24 p.m.", "21:24"),
                      ("de_DE", "941p", "21:41"),
                      // Midnight on a 12-hour clock: the hour 00 is 12 AM, as 12:30 AM is 00:30.
                      ("en_US", "00:30", "00:30"), ("en_US", "0030", "00:30"), ("en_US", "0:30", "00:30"), ("ko_KR", "00:05", "00:05"),
                      // The words of a pattern: hsb's own `hodź.` (its `d` no morning's key), and
                      // ee's 12-hour `ŋdi ga 9:24` in its 24-hour field.
                      ("hsb", "12:30 hodź.", "12:30"), ("ee_TG", "ŋdi ga 9:24", "09:24"), ("ee_TG", "ɣetrɔ ga 9:24", "21:24"),
                      // Without the word's dot, which typing may stop before (found by the
                      // typed-and-pasted property, seed 10479291209156474350).
                      ("hsb", "0808 hodź", "08:08"), ("hsb", "12:30 hodź", "12:30")])
    func otherClock(locale: String, keys: String, value: String) throws {
        let formatter = try TimeOfDayFormatter(locale: locale)
        var typed = InputField(formatter: formatter)
        var refused = false
        for key in keys { refused = typed.type(String(key)).rejection != nil || refused }
        #expect(!refused, "\(locale): \(keys)")
        #expect(typed.value?.description == value, "\(locale): \(keys)")
        var pasted = InputField(formatter: formatter)
        pasted.paste(keys)
        #expect(pasted.value == typed.value, "\(locale): \(keys)")
    }

    @Test("keys a paste cannot read are refused as it is: a letter that began a period's name, then digits")
    func unreadKeysRefused() throws {
        // ff_Latn_GM's morning is `subaka`, its afternoon `kikiiɗe`: `s1k0` names both and is no
        // time a paste reads, so its `k` is refused typed (the property's case was `s1s0`, whose
        // second `s` now names the morning again, as `8a6a` does in en_US).
        let formatter = try TimeOfDayFormatter(locale: "ff_Latn_GM")
        var typed = InputField(formatter: formatter)
        var refused: [Character] = []
        for key in "s1k010" where typed.type(String(key)).rejection != nil { refused.append(key) }
        var pasted = InputField(formatter: formatter)
        #expect(pasted.paste("s1k010").rejection != nil)
        #expect(refused == ["k"])
        // After it the keys follow what the field shows: the morning the `s` picked.
        #expect(typed.value?.description == "10:10")
        var again = InputField(formatter: formatter)
        #expect(again.paste("s1s010").rejection == nil)
        #expect(again.value?.description == "10:10")
    }

    @Test("a letter that begins the other period's name, after one was picked, is refused as its paste is",
          arguments: [(TimeOfDayFormatter.Clock.twentyFourHour, true, "e07:.7:7:A"), (.twentyFourHour, false, "e7:07 A")])
    func otherPeriodBegunRefused(clock: TimeOfDayFormatter.Clock, seconds: Bool, keys: String) throws {
        // is: `e` is the afternoon's key (`e.h.`) and `A` begins `AM`: no finish of the letters
        // makes a time a paste reads, so the `A` is refused and the field keeps 19:07, not a
        // time its paste refuses (the typed-and-pasted property, seed 5714743423032375811).
        let formatter = try TimeOfDayFormatter(locale: "is", clock: clock, seconds: seconds)
        var typed = InputField(formatter: formatter)
        var refusals: [EditRejection] = []
        for key in keys {
            if let rejection = typed.type(String(key)).rejection { refusals.append(rejection) }
        }
        #expect(refusals == [.notATime(keys)])
        var pasted = InputField(formatter: formatter)
        #expect(pasted.paste(keys).rejection == .notATime(keys))
        // The afternoon's name typed whole after the time is still taken, each key of it.
        var named = InputField(formatter: formatter)
        for key in (seconds ? "7:07:00 e.h." : "7:07 e.h.") { #expect(named.type(String(key)).rejection == nil) }
        #expect(named.value?.hour == 19)
    }

    @Test("a paste of digits, spaces and a period's key reads as typing it does", arguments: [
        ("en_US", "9a53"), ("en_US", "9P53"), ("zh_TW", "9上53"), ("zh_TW", "9下53"), ("de_DE", "9p53"),
        ("en_US", "1 p"), ("en_US", "11 AM"), ("en_US", " 2 "),
    ])
    func pastedPeriodKey(locale: String, keys: String) throws {
        var typed = InputField(formatter: try TimeOfDayFormatter(locale: locale))
        typed.type(keys)
        var pasted = InputField(formatter: try TimeOfDayFormatter(locale: locale))
        #expect(pasted.paste(keys).rejection == nil)
        #expect(pasted.text.string == typed.text.string)
        #expect(pasted.value == typed.value)
    }

    @Test("a typed bidi mark of the separator ends no hour: as in a paste, the digits run on")
    func typedBidiMark() throws {
        let formatter = try TimeOfDayFormatter(locale: "ar_EG", pattern: "HH\u{200F}:mm")
        var typed = InputField(formatter: formatter)
        typed.type("1")
        #expect(typed.type("\u{200F}").rejection == .characterNotAccepted("\u{200F}"))
        typed.type("3")
        var pasted = InputField(formatter: formatter)
        pasted.paste("1\u{200F}3")
        #expect(typed.value == pasted.value)
        #expect(typed.text.string == pasted.text.string)
    }

    @Test("paste reads 9:41, 09:41 PM, 21:41 and digits alone", arguments: [
        ("en_US", "9:41 PM", "09:41\u{202F}PM"), ("en_US", "21:41", "09:41\u{202F}PM"), ("en_US", "9:41 am", "09:41\u{202F}AM"),
        ("de_DE", "9:41 PM", "21:41"), ("de_DE", "2141", "21:41"), ("de_DE", "9.41", "09:41"), ("fr_CA", "21 h 41", "21 h 41"), ("de_DE", "2 ", "02:"),
        // Before a space, two digits no hour begins with are keys as typed (7 is 07, then 8 its minutes).
        ("de_DE", "78 ", "07:08"), ("de_DE", "23 ", "23:"),
        // A lone a or p picks the period wherever it stands, as typing it does; on a 24-hour
        // clock it turns the hour once the minutes are there (`941p`, typed, is 21:41).
        ("en_US", "9A53", "09:53\u{202F}AM"), ("en_US", "9p53", "09:53\u{202F}PM"), ("de_DE", "9P53", "21:53"),
        ("de_DE", "941p", "21:41"), ("de_DE", "9p", "09:"),
        // Midnight on a 12-hour clock is 12 AM (issue 59: `00:30` was no real time).
        ("en_US", "00:30", "12:30\u{202F}AM"), ("en_US", "0:05", "12:05\u{202F}AM"),
    ])
    func paste(locale: String, text: String, shown: String) throws {
        let formatter = try TimeOfDayFormatter(locale: locale)
        let result = formatter.apply(.paste(text, in: .empty), to: .empty)
        #expect(result.rejection == nil)
        #expect(result.field.string == shown)
    }

    @Test("text that is no time is refused with a reason", arguments: ["lunch time?", "9:41:30:00", "1/2"])
    func notATime(text: String) throws {
        let formatter = try TimeOfDayFormatter(locale: "de_DE")
        #expect(formatter.apply(.paste(text, in: .empty), to: .empty).rejection == .notATime(text))
    }

    @Test("a pattern that is not an hour, minutes and perhaps seconds is refused")
    func patterns() throws {
        #expect(throws: ConfigurationError.unsupportedTimePattern("h:mm")) { try TimeOfDayFormatter(locale: "en_US", pattern: "h:mm") }
        #expect(throws: ConfigurationError.unsupportedTimePattern("HH:mm:ss.SSS")) { try TimeOfDayFormatter(locale: "en_US", pattern: "HH:mm:ss.SSS") }
        #expect(try TimeOfDayFormatter(locale: "en_US", pattern: "HH:mm").typing("2141").string == "21:41")
    }

    @Test("two digits that begin no hour, then a space and a letter, are keys as typed: never the hour 87")
    func noHourEightySeven() throws {
        // Found by the properties (pt_TL, seed 4425733668507574444): `87 A` pasted was the hour
        // 87 with no minutes, where the keys 8 and 7 are 08:07.
        let formatter = try TimeOfDayFormatter(locale: "pt_TL")
        var typed = InputField(formatter: formatter)
        typed.type("87 A")
        var pasted = InputField(formatter: formatter)
        pasted.paste("87 A")
        #expect(pasted.text.string == "08:07")
        #expect(pasted.value == typed.value)
        // Before the separator they are the hour the field shows once one is edited in place
        // (`83:`), which reads back as it is.
        var own = InputField(formatter: formatter)
        own.paste("83:")
        #expect(own.text.string == "83:")
        // Found by the properties (bg_BG, seed 1938239517291575003): `1234ч` typed was 12:34 (the
        // `ч` only begins the pattern's `ч.`), pasted it was refused.
        let bulgarian = try TimeOfDayFormatter(locale: "bg_BG")
        var keys = InputField(formatter: bulgarian)
        keys.type("1234ч")
        var paste = InputField(formatter: bulgarian)
        paste.paste("1234ч")
        #expect(paste.value?.description == "12:34")
        #expect(paste.value == keys.value)
        // So is fr_CA's `83 h`: its separator, ` h `, has spaces around its `h`.
        var canadian = InputField(formatter: try TimeOfDayFormatter(locale: "fr_CA"))
        canadian.paste("83 h ")
        #expect(canadian.value?.description == "83:??")
    }

    @Test("on a 12-hour clock, a 24-hour time with a period named is what typing it gives", arguments: [
        ("21:20 AM", "09:20"), ("00:30 PM", "12:30"), ("13:05 PM", "13:05"),
    ])
    func periodNamedAfterAnAfternoonHour(text: String, value: String) throws {
        // Found by the typed-and-pasted property (fr_WF on the 12-hour clock): `21:20 AM` typed
        // was 9:20 AM (the hour turned with its minutes, then the period's key), pasted 21:20.
        let formatter = try TimeOfDayFormatter(locale: "en_US")
        var typed = InputField(formatter: formatter)
        for key in text { typed.type(String(key)) }
        var pasted = InputField(formatter: formatter)
        pasted.paste(text)
        #expect(pasted.value?.description == value)
        #expect(pasted.value == typed.value)
    }
}
