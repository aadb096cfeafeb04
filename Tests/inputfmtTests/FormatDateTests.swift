import Foundation
import Testing

/// `inputfmt format date` and `replay --field date`: a date through the date field, as a user
/// runs them. Expectations written by hand from the locales' patterns (ICU's `yMMdd`).
@Suite("inputfmt format date")
struct FormatDateTests {
    typealias CLI = CommandLineTests

    @Test("a date in the locale's pattern, digits and calendar", arguments: [
        (["2026-11-25", "--locale", "de_DE"], "25.11.2026"),
        (["2026-11-25", "--locale", "fa_IR"], "۱۴۰۵/۰۹/۰۴"),
        (["2026-11-25", "--locale", "fa_IR", "--calendar", "gregorian"], "۲۰۲۶/۱۱/۲۵"),
        (["2026-11-25", "--locale", "th_TH"], "25/11/2569"),
        (["25 Nov 2026", "--locale", "en_GB"], "25/11/2026"),
        (["25.11.26", "--locale", "de_DE"], "25.11.2026"),
        (["2026-11-25", "--locale", "en_US", "--date-pattern", "dd.MM.y"], "25.11.2026"),
        (["2026-11-25", "--locale", "en_US", "--skeleton", "yMd"], "11/25/2026"),
        // A month and a year, or a two-digit year (placed around --today).
        (["11/26", "--locale", "en_US", "--date-pattern", "MM/yy", "--today", "2026-11-25"], "11/26"),
        (["November 2026", "--locale", "en_US", "--date-pattern", "MM/yy", "--today", "2026-11-25"], "11/26"),
        (["2026-11", "--locale", "en_US", "--date-pattern", "MM/yyyy"], "11/2026"),
        (["11/26", "--locale", "en_US", "--date-pattern", "MM/yyyy", "--today", "2026-11-25"], "11/2026"),
        (["25/11/26", "--locale", "en_GB", "--date-pattern", "dd/MM/yy", "--today", "2026-11-25"], "25/11/26"),
        (["2026-11-25", "--locale", "en_GB", "--date-pattern", "dd/MM/yy", "--today", "2026-11-25"], "25/11/26"),
        (["2026-11", "--locale", "de_DE", "--skeleton", "yMM"], "11.2026"),
        (["2026-11", "--locale", "ja_JP", "--skeleton", "yyMM", "--today", "2026-11-25"], "26/11"),
    ])
    func formats(arguments: [String], display: String) throws {
        let run = try CLI.run(["format", "date"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == display + "\n")
    }

    @Test("a value that is no date, or outside the range, fails with the field's reason, in --language", arguments: [
        (["2026-02-30", "--locale", "de_DE"], "inputfmt: cannot format “2026-02-30” as a date in de_DE: “2026-02-30” is not a date\n"),
        (["31.04.2026", "--locale", "de_DE"], "inputfmt: cannot format “31.04.2026” as a date in de_DE: Enter a real date: check the day and the month\n"),
        (["2027-01-01", "--locale", "en_GB", "--latest", "2026-12-31"],
         "inputfmt: cannot format “2027-01-01” as a date in en_GB: Enter a date on or before 31 December 2026\n"),
        (["1999-12-31", "--locale", "de_DE", "--earliest", "2000-01-01", "--language", "de"],
         "inputfmt: cannot format “1999-12-31” as a date in de_DE: Geben Sie ein Datum ab dem 1. Januar 2000 ein\n"),
        // A month–year field: a whole date, a month before its range (said as the month), a
        // year its two digits do not stand for.
        (["2026-11-25", "--date-pattern", "MM/yy"], "inputfmt: cannot format “2026-11-25” as a date in en_US: “2026-11-25” is not a date\n"),
        (["10/26", "--date-pattern", "MM/yy", "--earliest", "2026-11-25", "--today", "2026-11-25"],
         "inputfmt: cannot format “10/26” as a date in en_US: Enter a date on or after November 2026\n"),
        (["11/1926", "--date-pattern", "MM/yy", "--today", "2026-11-25"],
         "inputfmt: cannot format “11/1926” as a date in en_US: “11/1926” is not a date\n"),
    ])
    func refused(arguments: [String], message: String) throws {
        let run = try CLI.run(["format", "date"] + arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == message)
    }

    @Test("a bad option says which and why", arguments: [
        (["x", "--locale", "ja_JP", "--calendar", "japanese"], "calendar “japanese” cannot be typed as digits alone"),
        (["x", "--latest", "2026-13-01"], "--latest takes a date as YYYY-MM-DD"),
        (["x", "--earliest", "2027-01-01", "--latest", "2026-01-01"], "--earliest 2027-01-01 is after --latest 2026-01-01"),
        (["x", "--date-pattern", "MMM d"], "is not a month (M) and a year (y or yy) as numbers"),
        (["x", "--skeleton", "yMd", "--date-pattern", "d/M/y"], "give one of them"),
        (["x", "--locale", "xx_YY"], "unknown locale “xx_YY”"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let run = try CLI.run(["format", "date"] + arguments)
        #expect(run.status != 0)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test("replay --field date types into a date field and reports the Gregorian date and the calendar")
    func replay() throws {
        let run = try CLI.run(["replay", "--field", "date", "--locale", "fa_IR", "--keys", "14050904"])
        #expect(run.status == 0, "\(run.error)")
        let last = try #require(run.output.split(separator: "\n").last)
        #expect(last.contains(#""text":"۱۴۰۵/۰۹/۰۴""#))
        #expect(last.contains(#""gregorian":"2026-11-25""#))
        #expect(last.contains(#""calendar":"persian""#))
        #expect(last.contains(#""valid":true"#))
        let foreign = try CLI.run(["replay", "--field", "number", "--earliest", "2026-01-01"])
        #expect(foreign.status == 64)
        #expect(foreign.error.contains("--earliest configures another kind of field (--field date), not --field number"), "\(foreign.error)")
    }

    @Test("replay --field date --date-pattern MM/yy reports the month, no Gregorian date, and says it in words")
    func replayMonth() throws {
        let run = try CLI.run(["replay", "--field", "date", "--locale", "en_US", "--date-pattern", "MM/yy", "--keys", "1126"])
        #expect(run.status == 0, "\(run.error)")
        let last = try #require(run.output.split(separator: "\n").last)
        #expect(last.contains(#""text":"11/26""#))
        #expect(last.contains(#""value":"2026-11""#))
        #expect(last.contains(#""gregorian":null"#))
        #expect(last.contains(#""valid":true"#))
        #expect(last.contains(#""value":"November 2026""#))
        // A month begun, validated: the message asks for the month and year, not a day.
        let skeleton = try CLI.run(["replay", "--field", "date", "--locale", "de_DE", "--skeleton", "yMM"],
                                   input: "{\"type\":\"1\"}\n{\"validate\":true}\n")
        #expect(skeleton.status == 0, "\(skeleton.error)")
        let validated = try #require(skeleton.output.split(separator: "\n").last)
        #expect(validated.contains(#""message":{"kind":"error","text":"Geben Sie Monat und Jahr ein"}"#))
    }

    @Test("format time prints a time on the locale's clock, or the field's reason", arguments: [
        (["21:41", "--locale", "en_US"], "9:41\u{202F}PM\n", ""),
        (["9:41 pm", "--locale", "de_DE"], "21:41\n", ""),
        // Midnight on a 12-hour clock (issue 59 item 3: `00:30` was "Enter a real time").
        (["00:30", "--locale", "en_US"], "12:30\u{202F}AM\n", ""),
        (["9:41", "--locale", "en_US"], "", "inputfmt: cannot format “9:41” as a time in en_US: Add AM or PM\n"),
        (["25:00", "--locale", "de_DE"], "", "inputfmt: cannot format “25:00” as a time in de_DE: Enter a real time: check the hour and minutes\n"),
    ])
    func formatTime(arguments: [String], output: String, error: String) throws {
        let run = try CLI.run(["format", "time"] + arguments)
        #expect(run.output == output)
        #expect(run.error == error)
        #expect(run.status == (error.isEmpty ? 0 : 2))
    }

    @Test("format time takes --time-pattern, --clock and --seconds; a pattern it cannot type is a configuration error that quotes it",
          arguments: [
        (["21:41:05", "--time-pattern", "HH:mm:ss"], "21:41:05\n", "", 0),
        (["21:41:05", "--time-pattern", "h:mm:ss a", "--locale", "en_US"], "9:41:05 PM\n", "", 0),
        (["9:41 PM", "--clock", "24", "--locale", "en_US"], "21:41\n", "", 0),
        (["21:41", "--clock", "12", "--locale", "de_DE"], "9:41\u{202F}PM\n", "", 0),
        (["214105", "--seconds", "--locale", "de_DE"], "21:41:05\n", "", 0),
        (["21:41", "--time-pattern", "HH:mm:s"], "",
         "inputfmt: the time pattern “HH:mm:s” is not an hour (H, h), minutes (mm) and perhaps seconds (ss), with a day period (a) for a 12-hour clock\n", 2),
        (["21:41", "--clock", "12", "--locale", "ja_JP"], "",
         "inputfmt: --clock 12 gives the pattern “aK:mm” in ja_JP, which the time field does not type\n", 2),
    ])
    func formatTimeOptions(arguments: [String], output: String, error: String, status: Int32) throws {
        let run = try CLI.run(["format", "time"] + arguments)
        #expect(run.output == output)
        #expect(run.error == error)
        #expect(run.status == status)
    }

    @Test("--time-pattern with --clock or --seconds is refused: each says how the time is written")
    func timePatternAndClock() throws {
        let run = try CLI.run(["format", "time", "21:41", "--time-pattern", "HH:mm", "--clock", "12"])
        #expect(run.status == 64)
        #expect(run.error.contains("--time-pattern and --clock each say how the time is written: give one of them"), "\(run.error)")
    }

    @Test("replay --field time takes the time's options; another field refuses them")
    func replayTime() throws {
        let run = try CLI.run(["replay", "--field", "time", "--locale", "de_DE", "--seconds", "--keys", "2141057"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines[5].contains(#""text":"21:41:05""#), "\(lines[5])")
        #expect(lines[5].contains(#""valid":true"#))
        #expect(lines[6].contains(#""rejected":true"#))
        let pattern = try CLI.run(["replay", "--field", "time", "--time-pattern", "h:mm:ss a", "--keys", "094105p"])
        #expect(pattern.output.split(separator: "\n").last?.contains(#""text":"09:41:05 PM""#) == true, "\(pattern.output)")
        let foreign = try CLI.run(["replay", "--field", "date", "--clock", "24"])
        #expect(foreign.status == 64)
        #expect(foreign.error.contains("--clock configures another kind of field (--field time), not --field date"), "\(foreign.error)")
    }
}
