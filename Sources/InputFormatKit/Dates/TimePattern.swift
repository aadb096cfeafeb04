/// A time-of-day pattern as a typed time lays it out: the hour, then the minutes, perhaps the
/// seconds, and on a 12-hour clock a day period before or after them, with the text between.
///
/// Read from an ICU pattern (`h:mm a`, `HH:mm`, `a h:mm`, `HH 'h' mm`, `HH:mm:ss`): an hour is
/// `H`, `HH` (0 to 23), `h` or `hh` (1 to 12), minutes `mm`, seconds `ss` after the minutes, the
/// day period `a`. The field writes the hour with two digits while editing and as the pattern's
/// width once editing ends.
///
/// ```swift
/// let pattern = try TimePattern("h:mm:ss\u{202F}a")
/// pattern.uses12Hour          // true
/// pattern.separator           // ":"
/// pattern.hasSeconds          // true
/// pattern.periodFirst         // false
/// ```
struct TimePattern: Sendable, Hashable {
    /// Whether the hour runs from 1 to 12 with a day period (`h`), rather than 0 to 23 (`H`).
    let uses12Hour: Bool
    /// Whether the finished text writes a one-digit hour without a leading zero (`h`, `H`).
    let hourWithoutZero: Bool
    /// The text before the hour (and the period, when it comes first).
    let prefix: String
    /// The text between the hour and the minutes.
    let separator: String
    /// Whether the minutes are followed by seconds (`ss`).
    let hasSeconds: Bool
    /// The text between the minutes and the seconds; empty without seconds.
    let secondSeparator: String
    /// The text after the minutes, or the seconds (and the period, when it comes last).
    let suffix: String
    /// Whether the day period comes before the time (`a h:mm` in ko_KR).
    let periodFirst: Bool
    /// The text between the day period and the time (a space, `'ga' `).
    let periodGap: String

    /// Reads `pattern`; throws ``ConfigurationError/unsupportedTimePattern(_:)`` for a pattern that
    /// is not an hour, minutes and perhaps seconds, with a day period exactly when the hour is a
    /// 12-hour one.
    ///
    /// - Complexity: O(*n*) in the pattern's length.
    init(_ pattern: String) throws(ConfigurationError) {
        var hour: (letter: Character, width: Int)?
        var hasMinutes = false, hasSeconds = false, hasPeriod = false, periodFirst = false
        var literals: [String] = []      // the literal before each field, and the one after the last
        var pending = ""
        for symbol in PatternSymbols.read(pattern) {
            switch symbol {
            case let .literal(text): pending += text
            case let .field(letter, width):
                switch (letter, width) {
                case ("H", 1...2), ("h", 1...2):
                    guard hour == nil, !hasMinutes else { throw .unsupportedTimePattern(pattern) }
                    hour = (letter, width)
                case ("m", 2):
                    guard hour != nil, !hasMinutes else { throw .unsupportedTimePattern(pattern) }
                    hasMinutes = true
                case ("s", 2):
                    guard hasMinutes, !hasSeconds, !hasPeriod || periodFirst else { throw .unsupportedTimePattern(pattern) }
                    hasSeconds = true
                case ("a", 1...3):
                    guard !hasPeriod, hour == nil || hasMinutes else { throw .unsupportedTimePattern(pattern) }
                    hasPeriod = true
                    periodFirst = hour == nil
                default:
                    throw .unsupportedTimePattern(pattern)
                }
                literals.append(pending)
                pending = ""
            }
        }
        literals.append(pending)
        guard let hour, hasMinutes, hasPeriod == (hour.letter == "h") else { throw .unsupportedTimePattern(pattern) }
        uses12Hour = hour.letter == "h"
        hourWithoutZero = hour.width == 1
        self.periodFirst = periodFirst
        self.hasSeconds = hasSeconds
        // literals: before the first field, between the fields, after the last; the one between
        // the minutes and the seconds taken out first, the rest laid out as without seconds.
        let minutesIndex = periodFirst ? 3 : 2
        secondSeparator = hasSeconds ? literals.remove(at: minutesIndex) : ""
        if !hasPeriod {
            (prefix, separator, suffix, periodGap) = (literals[0], literals[1], literals[2], "")
        } else if periodFirst {
            (prefix, periodGap, separator, suffix) = (literals[0], literals[1], literals[2], literals[3])
        } else {
            (prefix, separator, periodGap, suffix) = (literals[0], literals[1], literals[2], literals[3])
        }
    }
}
