import CICU
import Foundation

/// The independent writer of the strict "typed and pasted" property for durations: ICU's C API
/// (through CICU's C calls, never the library's Swift wrapper) writing a duration drawn from the
/// codes — the hours as ICU's number formatter writes them (`unumf`, skeleton `group-off`), the
/// minutes and seconds with two digits (`integer-width/+00`), between the separators of the
/// locale's 24-hour time as `udat_format` writes 11:22:33 (`Hmm`, `Hmmss`); and, for a duration
/// under a day, that time itself (`07:30`, a leading zero and all).
///
/// ```swift
/// ICUWrittenDurations.texts(hours: 31, minutes: 5, seconds: 7, locale: "ar_EG", withSeconds: false)
/// // [("hours and minutes", "٣١:٠٥")]
/// ICUWrittenDurations.texts(hours: 7, minutes: 30, seconds: 5, locale: "de_DE", withSeconds: true)
/// // [("hours and minutes", "7:30:05"), ("24-hour time", "07:30:05")]
/// ```
enum ICUWrittenDurations {
    /// The notations, by name, as the closing line of a run counts them.
    static let notations = ["hours and minutes", "24-hour time"]

    /// The duration drawn from `codes`, of at most `maximumHours` hours: a short one (under a
    /// day) half the time, else any.
    static func duration(_ codes: [Int], maximumHours: Int) -> (hours: Int, minutes: Int, seconds: Int) {
        let seed = codes.reduce(UInt64(0x2545_F491_4F6C_DD1D)) { $0 &* 6_364_136_223_846_793_005 &+ UInt64(bitPattern: Int64($1)) }
        let hours = (seed >> 60) & 1 == 0 ? Int((seed >> 23) % UInt64(min(24, maximumHours + 1))) : Int((seed >> 23) % UInt64(maximumHours + 1))
        return (hours, Int((seed >> 13) % 60), Int((seed >> 43) % 60))
    }

    /// The duration written in each notation in `locale`, with its seconds when the field has
    /// them (`withSeconds`).
    static func texts(hours: Int, minutes: Int, seconds: Int, locale: String, withSeconds: Bool) -> [(notation: String, text: String)] {
        var texts: [(String, String)] = []
        // 11:22(:33) as ICU writes it, cut at the locale's 11, 22 and 33: the separators around them.
        if let sample = time(hour: 11, minute: 22, second: 33, locale: locale, withSeconds: withSeconds),
           let eleven = number("11", "group-off", locale), let twentyTwo = number("22", "group-off", locale),
           let thirtyThree = number("33", "group-off", locale),
           let hourText = number(String(hours), "group-off", locale), let minuteText = number(String(minutes), "integer-width/+00 group-off", locale),
           let secondText = number(String(seconds), "integer-width/+00 group-off", locale) {
            var written = sample.replacingOccurrences(of: eleven, with: "\u{1}").replacingOccurrences(of: twentyTwo, with: "\u{2}")
            if withSeconds { written = written.replacingOccurrences(of: thirtyThree, with: "\u{3}") }
            written = written.replacingOccurrences(of: "\u{1}", with: hourText).replacingOccurrences(of: "\u{2}", with: minuteText)
                .replacingOccurrences(of: "\u{3}", with: secondText)
            texts.append((notations[0], written))
        }
        if hours < 24, let time = time(hour: hours, minute: minutes, second: seconds, locale: locale, withSeconds: withSeconds) {
            texts.append((notations[1], time))
        }
        counts.lock.withLock { for (notation, _) in texts { counts.counts[notation, default: 0] += 1 } }
        return texts
    }

    /// The texts written, by notation, over the process.
    static func tally() -> [String: Int] { counts.lock.withLock { counts.counts } }

    /// `decimal` as ICU's number formatter writes it in `locale` for `skeleton`.
    static func number(_ decimal: String, _ skeleton: String, _ locale: String) -> String? {
        var out = [UInt16](repeating: 0, count: 64)
        var status: Int32 = 0
        let units = Array(skeleton.utf16)
        let length = ifk_icu_format_after_uses(units, Int32(units.count), locale, decimal, 1, &out, Int32(out.count), &status)
        guard status <= 0, length >= 0, Int(length) <= out.count else { return nil }
        return String(decoding: out.prefix(Int(length)), as: UTF16.self)
    }

    /// The time as `udat_format` writes it in the locale's 24-hour pattern (`Hmm`, `Hmmss`).
    static func time(hour: Int, minute: Int, second: Int, locale: String, withSeconds: Bool) -> String? {
        var status: Int32 = 0
        let skeleton = Array((withSeconds ? "Hmmss" : "Hmm").utf16)
        var pattern = [UInt16](repeating: 0, count: 64)
        let patternLength = ifk_date_pattern(locale, skeleton, Int32(skeleton.count), &pattern, Int32(pattern.count), &status)
        guard status <= 0, patternLength > 0, Int(patternLength) <= pattern.count,
              let format = ifk_time_format_open(locale, pattern, patternLength, &status), status <= 0 else { return nil }
        defer { ifk_time_format_close(format) }
        var out = [UInt16](repeating: 0, count: 128)
        let length = ifk_time_format_format(format, Int32(hour), Int32(minute), Int32(second), &out, Int32(out.count), &status)
        guard status <= 0, length >= 0, Int(length) <= out.count else { return nil }
        return String(decoding: out.prefix(Int(length)), as: UTF16.self)
    }

    /// The texts written, by notation, under a lock.
    private final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var counts: [String: Int] = [:]
    }

    private static let counts = Tally()
}
