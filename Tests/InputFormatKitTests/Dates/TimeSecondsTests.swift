import CICU
@testable import InputFormatKit
import Testing

/// Time fields with seconds (issue 60, item 4): the locale's pattern with seconds (`jmmss`) or an
/// app's (`HH:mm:ss`, `h:mm:ss a`). Patterns and finished texts are compared with ICU's C API
/// (CICU's calls, not the library's wrapper); the rules' expectations are written by hand.
@Suite("Time fields with seconds")
struct TimeSecondsTests {
    /// ICU's pattern for `skeleton` in `locale` and the time written in it, through the C API.
    static func icu(_ locale: String, skeleton: String, hour: Int, minute: Int, second: Int) -> (pattern: String, text: String)? {
        var status: Int32 = 0
        let skeletonUnits = Array(skeleton.utf16)
        var pattern = [UInt16](repeating: 0, count: 64)
        let patternLength = ifk_date_pattern(locale, skeletonUnits, Int32(skeletonUnits.count), &pattern, Int32(pattern.count), &status)
        guard status <= 0, patternLength > 0 else { return nil }
        guard let format = ifk_time_format_open(locale, pattern, patternLength, &status), status <= 0 else { return nil }
        defer { ifk_time_format_close(format) }
        var out = [UInt16](repeating: 0, count: 128)
        let length = ifk_time_format_format(format, Int32(hour), Int32(minute), Int32(second), &out, Int32(out.count), &status)
        guard status <= 0, length >= 0 else { return nil }
        return (String(decoding: pattern.prefix(Int(patternLength)), as: UTF16.self), String(decoding: out.prefix(Int(length)), as: UTF16.self))
    }

    @Test("the locale's pattern with seconds: typed, the field shows ICU's time once editing ends", arguments: [
        ("de_DE", "214105", "21:41:05"), ("en_US", "094105p", "21:41:05"), ("fi_FI", "094105", "09:41:05"),
        ("fr_CA", "214105", "21:41:05"), ("ko_KR", "094105p", "21:41:05"), ("bg_BG", "214105", "21:41:05"),
        ("ja_JP", "000007", "00:00:07"),
    ])
    func localePattern(locale: String, keys: String, value: String) throws {
        let formatter = try TimeOfDayFormatter(locale: locale, clock: .locale, seconds: true)
        let hour = Int(value.prefix(2))!, minute = Int(value.dropFirst(3).prefix(2))!, second = Int(value.suffix(2))!
        let written = try #require(Self.icu(locale, skeleton: "jmmss", hour: hour, minute: minute, second: second))
        #expect(formatter.pattern == written.pattern)
        let typed = formatter.typing(keys)
        let raw = formatter.rawText(of: typed.string)
        #expect(formatter.finishedText(raw: raw) == written.text)
        let time = try #require(formatter.value(raw: raw))
        #expect(time.description == value)
        #expect((time.hour, time.minute, time.second, time.validation) == (hour, minute, second, .valid))
    }

    @Test("the minutes' separator appears with their second digit; a lone seconds digit above 5 is padded")
    func separators() throws {
        let german = try TimeOfDayFormatter(locale: "de_DE", pattern: "HH:mm:ss")
        #expect(german.typing("214") == field("21:4|"))
        #expect(german.typing("2141") == field("21:41|:"))
        #expect(german.typing("21415") == field("21:41:5|"))
        #expect(german.typing("21417") == field("21:41:07|"))
        #expect(german.typing("2141:") == field("21:41|:"))   // the separator shown: as after the hour
        let american = try TimeOfDayFormatter(locale: "en_US", pattern: "h:mm:ss a")
        #expect(american.typing("094105p") == field("09:41:05 PM|"))
        #expect(american.finishedText(raw: "094105p") == "9:41:05 PM")
    }

    @Test("seconds above 59 are refused as typed, the field unchanged, with a message in the field's language")
    func refused() throws {
        let formatter = try TimeOfDayFormatter(locale: "de_DE", pattern: "HH:mm:ss")
        let start = field("21:41:[0]5")
        let result = formatter.key("7", at: start)
        #expect(result.rejection == .notASecond("75"))
        #expect(result.field == start)
        #expect(result.rejection?.message(locale: "en_US") == "“75” is not a second: seconds run from 00 to 59")
        #expect(result.rejection?.message(locale: "de_DE") == "„75“ ist keine Sekunde: Sekunden reichen von 00 bis 59")
        #expect(formatter.key("9", at: field("21:41:5|")).field == field("21:41:59|"))
    }

    @Test("paste reads 9:41:05, 21:41:05, 09:41:05 PM and digits alone, as typing them does", arguments: [
        ("de_DE", "HH:mm:ss", "9:41:05", "09:41:05", "09:41:05"), ("de_DE", "HH:mm:ss", "21:41:05", "21:41:05", "21:41:05"),
        ("de_DE", "HH:mm:ss", "09:41:05 PM", "21:41:05", "21:41:05"), ("de_DE", "HH:mm:ss", "214105", "21:41:05", "21:41:05"),
        ("en_US", "h:mm:ss a", "21:41:05", "09:41:05 PM", "21:41:05"), ("en_US", "h:mm:ss a", "9:41:05 pm", "09:41:05 PM", "21:41:05"),
        ("en_US", "h:mm:ss a", "00:30:00", "12:30:00 AM", "00:30:00"), ("de_DE", "HH:mm:ss", "9:41", "09:41:", "09:41:??"),
        ("de_DE", "HH:mm:ss", "9:41:7", "09:41:07", "09:41:07"),
        // The hour and minutes as digits alone, then the seconds (found by the typed-and-pasted
        // property: `0506:09` was refused, its keys 05:06:09).
        ("de_DE", "HH:mm:ss", "0506:09", "05:06:09", "05:06:09"), ("de_DE", "HH:mm:ss", "506:09", "05:06:09", "05:06:09"),
        ("de_DE", "HH:mm:ss", "941:05", "09:41:05", "09:41:05"),
        // Two digits that typed are the hour and minutes (`5`, `6` are 05:06), then the seconds
        // (found by the typed-and-pasted property, seed 14291899777813838482: `56:34` was refused
        // as the hour 56, its keys 05:06:34).
        ("de_DE", "HH:mm:ss", "56:34", "05:06:34", "05:06:34"), ("chr", "HH:mm:ss", "77:7", "07:07:07", "07:07:07"),
        ("en_US", "h:mm:ss a", "2141:05", "09:41:05 PM", "21:41:05"),
    ])
    func paste(locale: String, pattern: String, text: String, shown: String, value: String) throws {
        let formatter = try TimeOfDayFormatter(locale: locale, pattern: pattern)
        var pasted = InputField(formatter: formatter)
        #expect(pasted.paste(text).rejection == nil)
        #expect(pasted.text.string == shown)
        #expect(pasted.value?.description == value)
        var typed = InputField(formatter: formatter)
        for key in text { typed.type(String(key)) }
        #expect(typed.value == pasted.value, "\(text)")
    }

    @Test("text that is no time with seconds is refused with a reason", arguments: ["9:41:30:00", "9:41:305", "94105:1"])
    func notATime(text: String) throws {
        let formatter = try TimeOfDayFormatter(locale: "de_DE", pattern: "HH:mm:ss")
        #expect(formatter.apply(.paste(text, in: .empty), to: .empty).rejection == .notATime(text))
    }

    @Test("a paste holding an hour, minutes or seconds that are none is refused, as typing them is", arguments: [
        ("7:71", EditRejection.notAMinute("71")), ("21:41:75", .notASecond("75")), ("25:00:00", .notAnHour("25", first: "00", last: "23")),
        // An hour the field shows edited in place, its minutes' separator after them, is read
        // back as that hour; `53:4`'s keys refuse the separator after a lone minute digit.
        ("56:34:", .notAnHour("56", first: "00", last: "23")), ("53:4", .notAnHour("53", first: "00", last: "23")),
    ])
    func pasteOfNoTime(text: String, rejection: EditRejection) throws {
        let formatter = try TimeOfDayFormatter(locale: "de_DE", pattern: "HH:mm:ss")
        #expect(formatter.apply(.paste(text, in: .empty), to: .empty).rejection == rejection)
    }

    @Test("typed, the keys of `7:71` leave no time either: the separator shown after the minutes is decoration")
    func typedNoTime() throws {
        var typed = InputField(formatter: try TimeOfDayFormatter(locale: "de_DE", pattern: "HH:mm:ss"))
        for key in "7:71" { #expect(typed.type(String(key)).rejection == nil) }
        #expect(typed.text.description == "07:07:1|")
        #expect(typed.value?.validation == .incomplete)
    }

    @Test("Backspace in the minutes keeps the seconds where they are; the minutes typed again are the time again")
    func editedInPlace() throws {
        var time = InputField(formatter: try TimeOfDayFormatter(locale: "de_DE", pattern: "HH:mm:ss"))
        time.paste("12:34:56")
        time.select(5..<5)
        #expect(time.backspace().rejection == nil)
        #expect(time.text.description == "12:3|:56")
        #expect(time.value?.description == "12:03:56")
        #expect(time.type("7").rejection == nil)
        #expect(time.text.description == "12:37|:56")
        #expect(time.value?.description == "12:37:56")
        // Inside the hour, as without seconds.
        time.select(2..<2)
        time.backspace()
        #expect(time.text.description == "1|:37:56")
        #expect(time.value?.description == "01:37:56")
    }

    @Test("a field without seconds keeps its value and description; its seconds are 0")
    func hourAndMinutes() throws {
        let formatter = try TimeOfDayFormatter(locale: "de_DE")
        let time = try #require(formatter.value(raw: "2141"))
        #expect(time.description == "21:41")
        #expect(time.second == 0)
        #expect(formatter.value(raw: "21")?.second == 0)
        #expect(try TimeOfDayFormatter(locale: "de_DE", pattern: "HH:mm:ss").value(raw: "2141")?.second == nil)
    }

    @Test("a pattern with seconds in the wrong place is refused, quoted", arguments: ["HH:ss", "HH:mm:s", "h:mm a:ss", "HH:mm:ss:ss"])
    func badPatterns(pattern: String) {
        #expect(throws: ConfigurationError.unsupportedTimePattern(pattern)) { try TimeOfDayFormatter(locale: "en_US", pattern: pattern) }
    }
}
