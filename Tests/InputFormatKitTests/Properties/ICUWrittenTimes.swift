import CICU
import Foundation

/// The independent writer of the strict "typed and pasted" property for times: ICU's C API
/// (`udatpg_getBestPattern` and `udat_format` through CICU's C calls, never the library's Swift
/// wrapper) writing a time drawn from the codes in each notation the time reader documents — the
/// field's own pattern, the locale's 12-hour clock (skeleton `hmm`, with its day period) and its
/// 24-hour clock (`Hmm`); for a field with seconds, with them (`hmmss`, `Hmmss`).
///
/// ```swift
/// ICUWrittenTimes.texts(hour: 21, minute: 5, second: 7, locale: "en_US", pattern: "h:mm a", seconds: false)
/// // [("the field's pattern", "9:05 PM"), ("12-hour", "9:05 PM"), ("24-hour", "21:05")]
/// ICUWrittenTimes.texts(hour: 21, minute: 5, second: 7, locale: "en_US", pattern: "HH:mm:ss", seconds: true)
/// // [("the field's pattern", "21:05:07"), ("12-hour", "9:05:07 PM"), ("24-hour", "21:05:07")]
/// ```
enum ICUWrittenTimes {
    /// The notations, by name, as the closing line of a run counts them.
    static let notations = ["the field's pattern", "12-hour", "24-hour"]

    /// The time drawn from `codes`: any hour, minute and second of a day.
    static func time(_ codes: [Int]) -> (hour: Int, minute: Int, second: Int) {
        let seed = codes.reduce(UInt64(0x9E37_79B9_7F4A_7C15)) { $0 &* 6_364_136_223_846_793_005 &+ UInt64(bitPattern: Int64($1)) }
        return (Int((seed >> 33) % 24), Int((seed >> 13) % 60), Int((seed >> 43) % 60))
    }

    /// The time written in each notation in `locale`, the field's pattern being `pattern`, with
    /// the seconds in the clocks' notations when the field has them (`seconds`).
    static func texts(hour: Int, minute: Int, second: Int, locale: String, pattern: String,
                      seconds: Bool) -> [(notation: String, text: String)] {
        var texts: [(String, String)] = []
        let minutes = seconds ? "mmss" : "mm"
        for (notation, patternOrSkeleton, isSkeleton) in [(notations[0], pattern, false), (notations[1], "h" + minutes, true),
                                                         (notations[2], "H" + minutes, true)] {
            let written = cache.withFormat(locale, patternOrSkeleton, isSkeleton: isSkeleton) { format -> String? in
                var out = [UInt16](repeating: 0, count: 128)
                var status: Int32 = 0
                let length = ifk_time_format_format(format, Int32(hour), Int32(minute), Int32(second), &out, Int32(out.count), &status)
                guard status <= 0, length >= 0, Int(length) <= out.count else { return nil }
                return String(decoding: out.prefix(Int(length)), as: UTF16.self)
            }
            if let written { texts.append((notation, written)) }
        }
        cache.count(texts.map(\.0))
        return texts
    }

    /// The texts written, by notation, over the process.
    static func tally() -> [String: Int] { cache.lock.withLock { cache.tally } }

    /// ICU's time formats, each opened once for its locale and pattern and kept.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var formats: [String: OpaquePointer] = [:]
        var tally: [String: Int] = [:]

        func withFormat(_ locale: String, _ patternOrSkeleton: String, isSkeleton: Bool, _ body: (OpaquePointer) -> String?) -> String? {
            let format: OpaquePointer? = lock.withLock {
                let key = "\(locale) \(isSkeleton) \(patternOrSkeleton)"
                if let kept = formats[key] { return kept }
                var status: Int32 = 0
                var pattern = Array(patternOrSkeleton.utf16)
                if isSkeleton {
                    var out = [UInt16](repeating: 0, count: 64)
                    let length = ifk_date_pattern(locale, pattern, Int32(pattern.count), &out, Int32(out.count), &status)
                    guard status <= 0, length > 0, Int(length) <= out.count else { return nil }
                    pattern = Array(out.prefix(Int(length)))
                }
                guard let opened = ifk_time_format_open(locale, pattern, Int32(pattern.count), &status), status <= 0 else { return nil }
                formats[key] = opened
                return opened
            }
            return format.flatMap(body)
        }

        func count(_ written: [String]) {
            lock.withLock { for notation in written { tally[notation, default: 0] += 1 } }
        }
    }

    private static let cache = Cache()
}
