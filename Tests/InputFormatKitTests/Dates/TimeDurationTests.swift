@testable import InputFormatKit
import Testing

/// Time fields' duration mode (issue 60, item 4): hours past 24, its value a number of seconds.
/// Finished texts are compared with ICU's C API (`ICUWrittenDurations`: `udat_format` and
/// `unumf` through CICU's C calls), the screen reader's words with ICU's measure format called
/// the same way and with the words written by hand; the rules' expectations are written by hand.
@Suite("Durations in a time field")
struct TimeDurationTests {
    static func duration(_ locale: String, seconds: Bool = false, maximumHours: Int = 9999) throws -> TimeOfDayFormatter {
        try TimeOfDayFormatter(locale: locale, duration: .init(maximumHours: maximumHours, seconds: seconds))
    }

    @Test("typed or pasted, 7:30 is 27,000 seconds, shown as ICU writes it in the locale", arguments: [
        "en_US", "de_DE", "ar_EG", "fr_CA", "fi_FI", "ja_JP", "hi_IN",
    ])
    func sevenThirty(locale: String) throws {
        let formatter = try Self.duration(locale)
        let written = try #require(ICUWrittenDurations.texts(hours: 7, minutes: 30, seconds: 0, locale: locale, withSeconds: false).first?.text)
        for keys in ["730", "7:30", "07:30"] {
            var typed = InputField(formatter: formatter)
            for key in keys { #expect(typed.type(String(key)).rejection == nil, "\(keys) in \(locale)") }
            #expect(typed.value?.durationInSeconds == 27000, "\(keys) in \(locale)")
            #expect(formatter.finishedText(raw: typed.raw) == written, "\(keys) in \(locale)")
        }
        for text in ["7:30", "07:30", "730", written] {
            var pasted = InputField(formatter: formatter)
            #expect(pasted.paste(text).rejection == nil, "\(text) in \(locale)")
            #expect(pasted.value?.durationInSeconds == 27000, "\(text) in \(locale)")
            #expect(pasted.value?.description == "7:30")
        }
    }

    @Test("hours past 24, typed with or without a separator, up to the most", arguments: [
        ("3130", "31:30", 113_400), ("127:30", "127:30", 459_000), ("12730", "127:30", 459_000), ("9999:59", "9999:59", 35_999_940),
        ("0:05", "0:05", 300), ("005", "0:05", 300),
    ])
    func pastADay(keys: String, shown: String, seconds: Int) throws {
        let formatter = try Self.duration("de_DE")
        let typed = formatter.typing(keys)
        #expect(formatter.finishedText(raw: formatter.rawText(of: typed.string)) == shown)
        #expect(formatter.value(raw: formatter.rawText(of: typed.string))?.durationInSeconds == seconds)
    }

    @Test("digits alone are read from the right; a separator typed ends the hours")
    func rightToLeft() throws {
        let formatter = try Self.duration("de_DE")
        #expect(formatter.typing("7") == field("7|"))
        #expect(formatter.typing("73") == field("73|"))
        #expect(formatter.typing("730") == field("7:30|"))
        #expect(formatter.typing("7305") == field("73:05|"))
        #expect(formatter.typing("127") == field("1:27|"))
        #expect(formatter.typing("127:") == field("127:|"))
        #expect(formatter.typing("7:7") == field("7:07|"))          // a lone minute digit above 5, padded
        #expect(formatter.typing("1275") == field("1275|"))         // no minute 75: hours still, a separator to come
        #expect(formatter.typing("1275:3") == field("1275:3|"))
        #expect(formatter.typing("7:30") == formatter.typing("730"))   // shown alike, kept alike
        let seconds = try Self.duration("de_DE", seconds: true)
        #expect(seconds.typing("73005") == field("7:30:05|"))
        #expect(seconds.typing("7:30") == field("7:30:|"))          // the seconds' separator, as a time's `09:41:`
        #expect(seconds.typing("7:30:05") == field("7:30:05|"))
        #expect(seconds.typing("17000") == field("170:00|"))        // no minute 70: the hours and minutes, seconds to come
    }

    @Test("minutes, seconds and hours that are none are refused as typed or pasted, naming them, the field unchanged")
    func refused() throws {
        let formatter = try Self.duration("de_DE")
        // `99999` is 999:99, and no hour of 9,999 at most: the minutes are named.
        let refusal = formatter.key("9", at: field("9999|"))
        #expect((refusal.rejection, refusal.field) == (.notAMinute("99"), field("9999|")))
        #expect(["en_US", "de_DE"].map { refusal.rejection?.message(locale: $0) }
            == ["“99” is not a minute: minutes run from 00 to 59", "„99“ ist keine Minute: Minuten reichen von 00 bis 59"])
        #expect(formatter.apply(.paste("12:75", in: .empty), to: .empty).rejection == .notAMinute("75"))
        #expect(formatter.apply(.paste("10000:00", in: .empty), to: .empty).rejection == .notAnHour("10000", first: "0", last: "9999"))
        #expect(try Self.duration("de_DE", maximumHours: 99).apply(.paste("100:00", in: .empty), to: .empty).rejection
            == .notAnHour("100", first: "0", last: "99"))
        let seconds = try Self.duration("de_DE", seconds: true)
        #expect(seconds.apply(.paste("7:30:75", in: .empty), to: .empty).rejection == .notASecond("75"))
    }

    @Test("a paste that may be read two ways is refused: 7.30 may be 7.3 hours, but where . is the locale's separator", arguments: [
        ("en_US", "7.30", false), ("de_DE", "7,5", false), ("en_US", "7 30", false), ("en_US", "7:30 PM", false), ("en_US", ":30", false),
        ("fi_FI", "7.30", true), ("fr_CA", "7 h 30", true),
    ])
    func ambiguous(locale: String, text: String, accepted: Bool) throws {
        let result = try Self.duration(locale).apply(.paste(text, in: .empty), to: .empty)
        #expect((result.rejection == nil) == accepted, "\(text) in \(locale)")
        if !accepted { #expect(result.rejection == .notADuration(text)) }
    }

    @Test("the refusal of a paste that is no duration says so in the field's language")
    func notADurationMessage() throws {
        let rejection = try Self.duration("en_US").apply(.paste("7.30", in: .empty), to: .empty).rejection
        #expect(["en_US", "de_DE", "ja_JP"].map { rejection?.message(locale: $0) } == [
            "“7.30” is not a duration: enter the hours and minutes", "„7.30“ ist keine Dauer: geben Sie Stunden und Minuten ein",
            "「7.30」は時間の長さではありません。時間と分を入力してください",
        ])
    }

    @Test("no day period: a and p are refused; the keyboard is the number pad")
    func noPeriod() throws {
        let formatter = try Self.duration("en_US")
        for key in ["a", "p", "A"] {
            let result = formatter.key(key, at: field("7:30|"))
            #expect(result.rejection == .characterNotAccepted(Character(key)))
            #expect(result.field == field("7:30|"))
        }
        #expect(formatter.keyboardHint == .numberPad)
    }

    @Test("a lone digit padded as typed: 11:78's keys are 11:07:08, its paste is refused (CaretRules: typed and pasted)")
    func paddedAsTyped() throws {
        let formatter = try Self.duration("de_DE", seconds: true)
        #expect(formatter.typing("11:78") == field("11:07:08|"))
        #expect(formatter.apply(.paste("11:78", in: .empty), to: .empty).rejection == .notAMinute("78"))
    }

    @Test("the most hours must be from 1 to 99,999: a configuration error that quotes it", arguments: [0, -5, 100_000])
    func badMaximum(hours: Int) {
        #expect(throws: ConfigurationError.durationHoursOutOfRange(hours)) { try Self.duration("en_US", maximumHours: hours) }
        #expect(ConfigurationError.durationHoursOutOfRange(hours).description == "a duration's most hours must be from 1 to 99999, not \(hours)")
    }

    @Test("a screen reader hears the duration in words of the field's language, as ICU's measure format writes it", arguments: [
        ("de_DE", "730", false, "unit/hour-and-minute", "7.5", "7 Stunden, 30 Minuten"),
        ("ja_JP", "730", false, "unit/hour-and-minute", "7.5", "7 時間 30 分"),
        ("ar_EG", "730", false, "unit/hour-and-minute", "7.5", "٧ ساعات و٣٠ دقيقة"),
        ("en_US", "700", false, "unit/hour", "7", "7 hours"),
        ("en_US", "005", false, "unit/minute", "5", "5 minutes"),
        ("en_US", "000", false, "unit/minute", "0", "0 minutes"),
        ("en_US", "70005", true, "unit/hour-and-second", "7.0013888888888888888888888", "7 hours, 5 seconds"),
        ("de_DE", "73005", true, "unit/hour-and-minute-and-second", "7.5013888888888888888888888", "7 Stunden, 30 Minuten und 5 Sekunden"),
    ])
    func spoken(locale: String, raw: String, seconds: Bool, unit: String, decimal: String, words: String) throws {
        let formatter = try Self.duration(locale, seconds: seconds)
        var form = FormField(formatter: formatter, configuration: .init(label: "Dauer"), focused: true)
        _ = form.type(raw)
        #expect(form.accessibility.value == words)
        #expect(ICUWrittenDurations.number(decimal, unit + " unit-width-full-name", locale) == words)   // ICU's measure format, its C call
        // Not yet whole: read as shown.
        var partial = FormField(formatter: formatter, configuration: .init(label: "Dauer"), focused: true)
        _ = partial.type("7")
        #expect(partial.accessibility.value == partial.text.string)
    }

    @Test("a time of day keeps its reading: its text")
    func timeOfDayReading() throws {
        var form = FormField(formatter: try TimeOfDayFormatter(locale: "de_DE"), configuration: .init(label: "Zeit"), focused: true)
        _ = form.type("2141")
        #expect(form.accessibility.value == "21:41")
        #expect(form.value?.durationInSeconds == nil)
    }
}
