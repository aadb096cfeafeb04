import CICU
import Foundation
import Testing

/// `format time --duration`, `--max-hours`, and `replay`/`demo` of a duration (issue 60, item 4).
/// Printed durations under a day are compared with ICU's C API (CICU's calls): `udat_format` in
/// the locale's 24-hour pattern with a one-digit hour (`HH:mm` as `H:mm`), as a duration is shown.
@Suite("inputfmt format time --duration")
struct FormatDurationTests {
    typealias CLI = CommandLineTests

    /// `hour:minute(:second)` as ICU writes it in `locale`'s pattern for `skeleton` (`Hmm`,
    /// `Hmmss`), its hour without a leading zero.
    static func icu(_ locale: String, skeleton: String, hour: Int, minute: Int, second: Int = 0) -> String? {
        var status: Int32 = 0
        let units = Array(skeleton.utf16)
        var pattern = [UInt16](repeating: 0, count: 64)
        let length = ifk_date_pattern(locale, units, Int32(units.count), &pattern, Int32(pattern.count), &status)
        guard status <= 0, length > 0, Int(length) <= pattern.count else { return nil }
        let oneDigitHour = Array(String(decoding: pattern.prefix(Int(length)), as: UTF16.self).replacingOccurrences(of: "HH", with: "H").utf16)
        guard let format = ifk_time_format_open(locale, oneDigitHour, Int32(oneDigitHour.count), &status), status <= 0 else { return nil }
        defer { ifk_time_format_close(format) }
        var out = [UInt16](repeating: 0, count: 128)
        let written = ifk_time_format_format(format, Int32(hour), Int32(minute), Int32(second), &out, Int32(out.count), &status)
        guard status <= 0, written >= 0, Int(written) <= out.count else { return nil }
        return String(decoding: out.prefix(Int(written)), as: UTF16.self)
    }

    @Test("--duration: 730 and 7:30 print 7:30 as ICU writes it in the locale", arguments: ["en_US", "de_DE", "ar_EG", "fr_CA", "fi_FI", "ja_JP"])
    func duration(locale: String) throws {
        let expected = try #require(Self.icu(locale, skeleton: "Hmm", hour: 7, minute: 30))
        for value in ["730", "7:30", "07:30"] {
            let run = try CLI.run(["format", "time", value, "--duration", "--locale", locale])
            #expect(run.output == expected + "\n", "\(value) in \(locale): \(run.error)")
            #expect(run.status == 0)
        }
        let seconds = try #require(Self.icu(locale, skeleton: "Hmmss", hour: 7, minute: 30, second: 5))
        let run = try CLI.run(["format", "time", "73005", "--duration", "--seconds", "--locale", locale])
        #expect(run.output == seconds + "\n", "\(locale): \(run.error)")
    }

    @Test("--duration takes hours past 24, up to --max-hours; a duration that is none fails quoting it", arguments: [
        (["3130", "--duration"], "31:30\n", "", 0),
        (["127:30", "--duration", "--locale", "de_DE"], "127:30\n", "", 0),
        (["9999:59", "--duration"], "9999:59\n", "", 0),
        (["10000:00", "--duration"], "", "inputfmt: cannot format “10000:00” as a duration in en_US: “10000” is not an hour: hours run from 0 to 9999\n", 2),
        (["100:00", "--duration", "--max-hours", "99"], "", "inputfmt: cannot format “100:00” as a duration in en_US: “100” is not an hour: hours run from 0 to 99\n", 2),
        (["99:00", "--duration", "--max-hours", "99"], "99:00\n", "", 0),
        (["12:75", "--duration"], "", "inputfmt: cannot format “12:75” as a duration in en_US: “75” is not a minute: minutes run from 00 to 59\n", 2),
        (["7.30", "--duration"], "", "inputfmt: cannot format “7.30” as a duration in en_US: “7.30” is not a duration: enter the hours and minutes\n", 2),
        (["7:30", "--duration", "--max-hours", "0"], "", "inputfmt: --max-hours takes a number from 1 to 99999, not 0\n", 2),
    ])
    func bounds(arguments: [String], output: String, error: String, status: Int32) throws {
        let run = try CLI.run(["format", "time"] + arguments)
        #expect(run.output == output)
        #expect(run.error == error)
        #expect(run.status == status)
    }

    @Test("--duration with --clock, --max-hours without --duration: usage errors that quote the option", arguments: [
        (["--duration", "--clock", "12"], "--duration has no clock: --clock “12” is for a time of day"),
        (["--max-hours", "5"], "--max-hours 5 is for a --duration"),
        (["--duration", "--time-pattern", "HH:mm"], "--time-pattern and --duration each say how the time is written: give one of them"),
    ])
    func usage(arguments: [String], message: String) throws {
        let run = try CLI.run(["format", "time", "7:30"] + arguments)
        #expect(run.status == 64)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test("replay --field time --duration reports the value in seconds; demo replays a duration")
    func replayAndDemo() throws {
        let run = try CLI.run(["replay", "--field", "time", "--duration", "--locale", "de_DE", "--keys", "730"])
        #expect(run.status == 0, "\(run.error)")
        let last = try #require(run.output.split(separator: "\n").last)
        #expect(last.contains(#""text":"7:30""#), "\(last)")
        #expect(last.contains(#""seconds":27000"#), "\(last)")
        #expect(last.contains(#""value":"7 Stunden, 30 Minuten""#), "\(last)")
        let demo = try CLI.run(["demo", "--replay"])
        #expect(demo.output.contains("Dauer · --duration in de_DE"), "\(demo.output.suffix(600))")
        #expect(demo.output.contains("seconds 459000"))
    }
}
