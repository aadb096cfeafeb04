import ArgumentParser
import InputFormatKit

extension TimeOfDayFormatter.Clock: ExpressibleByArgument {}

/// The options that configure a time field, shared by `format time` and `replay --field time`
/// (each of which takes `--locale` apart).
///
/// ```
/// inputfmt format time 21:41:05 --locale de_DE --clock 12 --seconds   # 9:41:05 PM
/// inputfmt format time 21:41:05 --time-pattern HH:mm:ss               # 21:41:05
/// inputfmt format time 31:30 --duration --locale ar_EG                # ٣١:٣٠
/// ```
struct TimeOptions: ParsableArguments {
    @Option(name: .customLong("time-pattern"),
            help: "A time pattern of your own, such as HH:mm:ss or h:mm:ss a (time fields; default: the locale's).")
    var timePattern: String?

    @Option(help: "The clock: 12 or 24 hours, in the locale's pattern for it (time fields; default: the locale's clock).")
    var clock: TimeOfDayFormatter.Clock?

    @Flag(help: "Seconds after the minutes, in the locale's pattern for them (time fields).")
    var seconds = false

    /// A duration instead of a time of day: hours past 24, in the separators and digits of the
    /// locale's 24-hour pattern, its value a number of seconds.
    ///
    /// ```
    /// inputfmt format time 730 --duration --locale de_DE   # 7:30
    /// ```
    @Flag(help: "A duration instead of a time of day: hours past 24 (730 is 7:30, 27000 seconds), with --seconds its seconds (time fields).")
    var duration = false

    /// The most hours a duration takes (9999 unless given), with `--duration`.
    ///
    /// ```
    /// inputfmt format time 100:00 --duration --max-hours 99   # fails: “100” is not an hour
    /// ```
    @Option(name: .customLong("max-hours"), help: "The most hours a --duration takes, 1 to 99999 (default: 9999).")
    var maximumHours: Int?

    /// The options of these given on the command line, for a command that drives another kind
    /// of field and must not ignore them silently.
    var given: [String] {
        [("--time-pattern", timePattern != nil), ("--clock", clock != nil), ("--seconds", seconds), ("--duration", duration),
         ("--max-hours", maximumHours != nil)].filter(\.1).map(\.0)
    }

    /// A pattern, or a clock and seconds, or a duration (and its seconds, its most hours): not two of them.
    func validate() throws {
        if timePattern != nil, let other = given.first(where: { $0 != "--time-pattern" }) {
            throw ValidationError("--time-pattern and \(other) each say how the time is written: give one of them")
        }
        if duration, let clock {
            throw ValidationError("--duration has no clock: --clock \(EditRejection.quoted(clock.rawValue)) is for a time of day")
        }
        if let maximumHours, !duration {
            throw ValidationError("--max-hours \(maximumHours) is for a --duration")
        }
    }

    /// The formatter these options describe in `locale` (``validate()`` has passed), or a
    /// one-line failure that quotes the pattern at fault.
    func formatter(locale: String) throws -> TimeOfDayFormatter {
        do {
            if let timePattern { return try TimeOfDayFormatter(locale: locale, pattern: timePattern) }
            if duration {
                return try TimeOfDayFormatter(locale: locale, duration: .init(maximumHours: maximumHours ?? 9999, seconds: seconds))
            }
            return try TimeOfDayFormatter(locale: locale, clock: clock ?? .locale, seconds: seconds)
        } catch .unsupportedTimePattern(let pattern) where timePattern == nil {
            throw CommandFailure("--clock \(clock?.rawValue ?? "locale")\(seconds ? " --seconds" : "") gives the pattern "
                + "\(EditRejection.quoted(pattern)) in \(locale), which the time field does not type")
        } catch .durationHoursOutOfRange(let hours) {
            throw CommandFailure("--max-hours takes a number from 1 to 99999, not \(hours)")
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
