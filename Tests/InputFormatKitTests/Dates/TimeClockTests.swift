import CICU
@testable import InputFormatKit
import Testing

/// The clock an app picks for a time field (issue 60, item 4): ICU's pattern for the skeleton
/// `hmm` or `Hmm` (with seconds `hmmss`, `Hmmss`) in the locale, compared with ICU's C API.
@Suite("Time fields on a chosen clock")
struct TimeClockTests {
    @Test("each clock is ICU's pattern for it in the locale, and the field types it", arguments: [
        ("de_DE", TimeOfDayFormatter.Clock.twelveHour, false, "0941p"), ("en_US", .twentyFourHour, false, "2141"),
        ("de_DE", .twelveHour, true, "094105p"), ("en_US", .twentyFourHour, true, "214105"), ("ko_KR", .twentyFourHour, false, "2141"),
        ("fr_CA", .twelveHour, false, "0941p"), ("de_DE", .locale, false, "2141"), ("en_US", .locale, true, "094105p"),
    ])
    func clocks(locale: String, clock: TimeOfDayFormatter.Clock, seconds: Bool, keys: String) throws {
        let formatter = try TimeOfDayFormatter(locale: locale, clock: clock, seconds: seconds)
        let skeleton = clock.skeleton(seconds: seconds)
        let written = try #require(TimeSecondsTests.icu(locale, skeleton: skeleton, hour: 21, minute: 41, second: seconds ? 5 : 0))
        #expect(formatter.pattern == written.pattern)
        let raw = formatter.rawText(of: formatter.typing(keys).string)
        #expect(formatter.finishedText(raw: raw) == written.text)
        #expect(formatter.value(raw: raw)?.description == (seconds ? "21:41:05" : "21:41"))
    }

    @Test("the skeletons of each clock", arguments: [
        (TimeOfDayFormatter.Clock.locale, false, "jmm"), (.twelveHour, false, "hmm"), (.twentyFourHour, false, "Hmm"),
        (.locale, true, "jmmss"), (.twelveHour, true, "hmmss"), (.twentyFourHour, true, "Hmmss"),
    ])
    func skeletons(clock: TimeOfDayFormatter.Clock, seconds: Bool, skeleton: String) {
        #expect(clock.skeleton(seconds: seconds) == skeleton)
    }

    @Test("a clock the locale writes in a way the field does not type is refused, ICU's pattern quoted")
    func untypable() throws {
        // ja_JP's 12-hour clock counts 0 to 11 (`aK:mm`); fr_CM's 12-hour seconds have no day period.
        for (locale, seconds) in [("ja_JP", false), ("fr_CM", true)] {
            let pattern = try #require(TimeSecondsTests.icu(locale, skeleton: TimeOfDayFormatter.Clock.twelveHour.skeleton(seconds: seconds),
                                                            hour: 0, minute: 0, second: 0)).pattern
            #expect(throws: ConfigurationError.unsupportedTimePattern(pattern)) {
                try TimeOfDayFormatter(locale: locale, clock: .twelveHour, seconds: seconds)
            }
        }
    }

    @Test("a later letter of the period's name typed after it names the same period (mer RŨ, whose Ũ begins ŨG)")
    func periodNameTypedOn() throws {
        // Found by the typed-and-pasted property (seed 7940986983487572986): typed key by key,
        // `00:07:09 RŨ` was 12:07:09 ŨG, noon; its paste is 00:07:09. CLDR 42's mer periods:
        // RŨ (a.m.), ŨG (p.m.).
        let formatter = try TimeOfDayFormatter(locale: "mer", clock: .twelveHour, seconds: true)
        var typed = InputField(formatter: formatter)
        for key in "00:07:09 RŨ" { typed.type(String(key)) }
        #expect(typed.text.string == "12:07:09 RŨ")
        #expect(typed.value?.description == "00:07:09")
        // Typed before the period, its first letter still picks the other period.
        var other = InputField(formatter: formatter)
        other.type("120709")
        other.select(9..<9)
        other.type("Ũ")
        #expect(other.value?.description == "12:07:09")
        // So does a letter after a period the field shows that no key just began (el: π.μ.
        // pasted, then μ, the afternoon's μ.μ.); typed key by key, π.μ. stays the morning.
        let greek = try TimeOfDayFormatter(locale: "el", clock: .twelveHour)
        var pasted = InputField(formatter: greek)
        pasted.paste("9:41 π.μ.")
        #expect(pasted.value?.description == "09:41")
        pasted.type("μ")
        #expect(pasted.value?.description == "21:41")
        var keys = InputField(formatter: greek)
        for key in "21:41 π.μ." { keys.type(String(key)) }
        #expect(keys.value?.description == "09:41")
    }

    @Test("digits pasted over a time's digits turn the hour to the period the paste or the hour names", arguments: [
        ("09:00 AM", "1305", "13:05"), ("01:45 PM", "0030", "00:30"),
    ])
    func digitsPastedOverDigits(shown: String, digits: String, value: String) throws {
        // Written by hand: `13:05` pasted there is 01:05 PM, `00:30` 12:30 AM; digits alone are the same keys.
        var field = InputField(formatter: try TimeOfDayFormatter(locale: "en_US", clock: .twelveHour))
        field.paste(shown)
        field.select(0..<5)
        field.paste(digits)
        #expect(field.value?.description == value)
    }

    @Test("digits alone with a period named, pasted on a 12-hour clock, turn the hour as with separators")
    func digitsWithPeriodPasted() throws {
        let formatter = try TimeOfDayFormatter(locale: "en_US", clock: .twelveHour, seconds: true)
        for text in ["000709 AM", "000709AM", "00:07:09 AM"] {
            var pasted = InputField(formatter: formatter)
            pasted.paste(text)
            #expect(pasted.text.string == "12:07:09\u{202F}AM", "\(text)")   // CLDR 42's narrow no-break space
            #expect(pasted.value?.description == "00:07:09", "\(text)")
        }
    }

    @Test("a text that names the same period twice is that period typed or pasted; one that names both is refused either way")
    func periodNamedTwice() throws {
        // Found by the typed-and-pasted property (seed 1743053313427053897): `8a6a` typed was
        // 08:06 AM, its paste refused. Expectations written by hand.
        let formatter = try TimeOfDayFormatter(locale: "en_US", clock: .twelveHour)
        for text in ["8a6a", "8:06 AM A", "8a6 am"] {
            var typed = InputField(formatter: formatter)
            for key in text { typed.type(String(key)) }
            var pasted = InputField(formatter: formatter)
            pasted.paste(text)
            #expect(typed.value?.description == "08:06", "\(text)")
            #expect(pasted.value?.description == "08:06", "\(text)")
        }
        // Both periods named: the paste is no time, and the key that names the second is refused,
        // the field keeping the first (never the one the reader happens to look for first).
        for (text, refusedKey, value) in [("8p6a", "a", "20:06"), ("8:06 PM AM", "A", "20:06"), ("8:06 AM PM", "P", "08:06")] {
            var pasted = InputField(formatter: formatter)
            #expect(pasted.paste(text).rejection == .notATime(text), "\(text)")
            #expect(pasted.text.string.isEmpty)
            var typed = InputField(formatter: formatter)
            var refused: [String] = []
            for key in text where typed.type(String(key)).rejection != nil { refused.append(String(key)) }
            #expect(refused == [refusedKey], "\(text)")
            #expect(typed.value?.description == value, "\(text)")
        }
    }
}
