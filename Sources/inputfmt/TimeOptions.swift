import ArgumentParser
@_spi(Internals) import InputFormatKit

extension TimeOfDayFormatter.Clock: ExpressibleByArgument {}

/// The options that configure a time field, shared by `format time` and `replay --field time`
/// (each of which takes `--locale` apart).
///
/// ```
/// inputfmt format time 21:41:05 --locale de_DE --clock 12 --seconds   # 9:41:05 PM
/// inputfmt format time 21:41:05 --time-pattern HH:mm:ss               # 21:41:05
/// ```
struct TimeOptions: ParsableArguments {
    @Option(name: .customLong("time-pattern"),
            help: "A time pattern of your own, such as HH:mm:ss or h:mm:ss a (time fields; default: the locale's).")
    var timePattern: String?

    @Option(help: "The clock: 12 or 24 hours, in the locale's pattern for it (time fields; default: the locale's clock).")
    var clock: TimeOfDayFormatter.Clock?

    @Flag(help: "Seconds after the minutes, in the locale's pattern for them (time fields).")
    var seconds = false

    /// The options of these given on the command line, for a command that drives another kind
    /// of field and must not ignore them silently.
    var given: [String] {
        [("--time-pattern", timePattern != nil), ("--clock", clock != nil), ("--seconds", seconds)].filter(\.1).map(\.0)
    }

    /// A pattern, or a clock and seconds: not both.
    func validate() throws {
        if timePattern != nil, let other = given.first(where: { $0 != "--time-pattern" }) {
            throw ValidationError("--time-pattern and \(other) each say how the time is written: give one of them")
        }
    }

    /// The formatter these options describe in `locale` (``validate()`` has passed), or a
    /// one-line failure that quotes the pattern at fault.
    func formatter(locale: String) throws -> TimeOfDayFormatter {
        do {
            if let timePattern { return try TimeOfDayFormatter(locale: locale, pattern: timePattern) }
            return try TimeOfDayFormatter(locale: locale, clock: clock ?? .locale, seconds: seconds)
        } catch .unsupportedTimePattern(let pattern) where timePattern == nil {
            throw CommandFailure("--clock \(clock?.rawValue ?? "locale")\(seconds ? " --seconds" : "") gives the pattern "
                + "\(EditRejection.quoted(pattern)) in \(locale), which the time field does not type")
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
