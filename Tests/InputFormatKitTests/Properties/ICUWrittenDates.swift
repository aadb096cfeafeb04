import CICU
import Foundation
@_spi(Internals) @testable import InputFormatKit

/// The independent writer of the strict "typed and pasted" property for dates: ICU's C API
/// (`udat_*` through CICU's C calls, never the library's Swift wrapper) writing a date drawn from
/// the codes in each notation the date reader documents — the field's own pattern, the locale's
/// full, long, medium and short forms, in the field's calendar — and ISO 8601, written here by
/// hand from the Gregorian date. A month–year field's (`MM/yy`, `y-MM`) are the month in the
/// field's pattern, in words as ICU writes the skeletons `yMMMM` and `yMMM` (patterns from
/// `udatpg_getBestPattern`), and ISO 8601's year and month.
///
/// ```swift
/// ICUWrittenDates.texts(year: 2026, month: 11, day: 25, locale: "en_US", pattern: "MM/dd/y")
/// // [("the field's pattern", "11/25/2026"), ("full", "Wednesday, November 25, 2026"), …, ("ISO 8601", "2026-11-25")]
/// ICUWrittenDates.monthTexts(year: 2026, month: 11, locale: "en_US", pattern: "MM/yy")
/// // [("the field's pattern", "11/26"), ("month in words", "November 2026"), ("short month in words", "Nov 2026"),
/// //  ("ISO 8601 month", "2026-11")]
/// ```
enum ICUWrittenDates {
    /// The notations, by name, as the closing line of a run counts them.
    static let notations = ["the field's pattern", "full", "long", "medium", "short", "ISO 8601", "month in words",
                            "short month in words", "ISO 8601 month"]

    /// The Gregorian date drawn from `codes`: a year from 1930 to 2069, any month, a day it has.
    static func date(_ codes: [Int]) -> (year: Int, month: Int, day: Int) {
        let seed = codes.reduce(UInt64(0x2545_F491_4F6C_DD1D)) { $0 &* 6_364_136_223_846_793_005 &+ UInt64(bitPattern: Int64($1)) }
        let year = 1930 + Int((seed >> 40) % 140)
        let month = 1 + Int((seed >> 20) % 12)
        let days = [31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (year, month, 1 + Int(seed % UInt64(days[month - 1])))
    }

    /// The date written in each notation in `locale` (with its calendar keyword, if any), the
    /// field's pattern being `pattern`.
    static func texts(year: Int, month: Int, day: Int, locale: String, pattern: String) -> [(notation: String, text: String)] {
        var texts: [(String, String)] = []
        let fields: [Int32] = [Int32(year), Int32(month), Int32(day)]
        for (index, notation) in notations.prefix(5).enumerated() {
            let written = cache.withCalendar(locale) { calendar -> String? in
                var out = [UInt16](repeating: 0, count: 256)
                var status: Int32 = 0
                let units = Array(pattern.utf16)
                let length = index == 0
                    ? ifk_calendar_format(calendar, 0, units, Int32(units.count), fields, &out, Int32(out.count), &status)
                    : ifk_calendar_format(calendar, Int32(index - 1), nil, 0, fields, &out, Int32(out.count), &status)
                guard status <= 0, length >= 0, Int(length) <= out.count else { return nil }
                return String(decoding: out.prefix(Int(length)), as: UTF16.self)
            }
            if let written { texts.append((notation, written)) }
        }
        func padded(_ number: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
        }
        // Where the locale's own form is the year, `-`, then the day before the month (ky
        // `y-dd-MM`), a text of ISO 8601's shape is read as that form first, as the date field
        // documents: an ISO 8601 date is that date there only where the form cannot read it (a
        // day after the 12th).
        let dayAt = pattern.firstIndex(of: "d") ?? pattern.endIndex, monthAt = pattern.firstIndex(of: "M") ?? pattern.endIndex
        let yearAt = pattern.firstIndex(of: "y") ?? pattern.endIndex
        if !(pattern.contains("-") && yearAt < dayAt && dayAt < monthAt) || day > 12 {
            texts.append((notations[5], "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"))
        }
        cache.count(texts.map(\.0))
        return texts
    }

    /// The month `year`-`month` (Gregorian; its 15th in the field's calendar) written in each
    /// notation a month–year field reads, in `locale` (with its calendar keyword, if any), the
    /// field's pattern being `pattern`. Where its own form has ISO 8601's shape in a calendar of
    /// other years (`isoIsOwnForm`: Persian `AP yy-MM`), a text of that shape is its own form, as
    /// the field documents, and ISO 8601's month is not written.
    static func monthTexts(year: Int, month: Int, locale: String, pattern: String,
                           isoIsOwnForm: Bool = false) -> [(notation: String, text: String)] {
        var texts: [(String, String)] = []
        let fields: [Int32] = [Int32(year), Int32(month), 15]
        func written(_ pattern: String) -> String? {
            cache.withCalendar(locale) { calendar -> String? in
                var out = [UInt16](repeating: 0, count: 256)
                var status: Int32 = 0
                let units = Array(pattern.utf16)
                let length = ifk_calendar_format(calendar, 0, units, Int32(units.count), fields, &out, Int32(out.count), &status)
                guard status <= 0, length >= 0, Int(length) <= out.count else { return nil }
                return String(decoding: out.prefix(Int(length)), as: UTF16.self)
            }
        }
        func best(_ skeleton: String) -> String? { bestPattern(skeleton, locale: locale) }
        if let text = written(pattern) { texts.append((notations[0], text)) }
        // In words only where ICU's pattern writes a name (pt_MO writes `yMMM` as `MM/y`).
        func inWords(_ pattern: String) -> Bool { pattern.contains("MMM") || pattern.contains("LLL") }
        if let long = best("yMMMM"), inWords(long), let text = written(long) { texts.append((notations[6], text)) }
        if let short = best("yMMM"), inWords(short), let text = written(short) { texts.append((notations[7], text)) }
        if !isoIsOwnForm { texts.append((notations[8], "\(year)-\(month < 10 ? "0" : "")\(month)")) }
        cache.count(texts.map(\.0))
        return texts
    }

    /// ICU's pattern of `skeleton` in `locale`, from `udatpg_getBestPattern` (CICU's C call).
    static func bestPattern(_ skeleton: String, locale: String) -> String? {
        let units = Array(skeleton.utf16)
        var out = [UInt16](repeating: 0, count: 128)
        var status: Int32 = 0
        let length = ifk_date_pattern(locale, units, Int32(units.count), &out, Int32(out.count), &status)
        guard status <= 0, length >= 0, Int(length) <= out.count else { return nil }
        return String(decoding: out.prefix(Int(length)), as: UTF16.self)
    }

    /// The texts written, by notation, over the process.
    static func tally() -> [String: Int] { cache.lock.withLock { cache.tally } }

    /// ICU's calendars with their formats, each opened once for its locale and kept, as the
    /// library keeps its own (CICU serializes the calls on one).
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var calendars: [String: OpaquePointer] = [:]
        var tally: [String: Int] = [:]

        func withCalendar(_ locale: String, _ body: (OpaquePointer) -> String?) -> String? {
            let calendar: OpaquePointer? = lock.withLock {
                if let kept = calendars[locale] { return kept }
                var status: Int32 = 0
                guard let opened = ifk_calendar_open(locale, &status), status <= 0 else { return nil }
                calendars[locale] = opened
                return opened
            }
            return calendar.flatMap(body)
        }

        func count(_ written: [String]) {
            lock.withLock { for notation in written { tally[notation, default: 0] += 1 } }
        }
    }

    private static let cache = Cache()
}
