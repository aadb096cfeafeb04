#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A day of the Gregorian calendar, as ISO 8601 writes it (`2026-11-25`): a date field's value
/// whatever calendar it shows, and the bounds of its range rule. Given by an app, a day that does
/// not exist is an error, never "no bound".
///
/// ```swift
/// let date = try GregorianDate(iso8601: "2028-02-29")
/// date.day                                                // 29
/// try GregorianDate(iso8601: "2027-02-29")                // throws: 2027 is no leap year
/// try GregorianDate(year: 2026, month: 11, day: 25).description   // "2026-11-25"
/// ```
public struct GregorianDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 28, 29, 30 or 31.
    public let day: Int

    /// The date; throws ``ConfigurationError/notADate(_:)`` when the Gregorian calendar has no
    /// such day (30 February, a month 13, a year outside 1 to 9999).
    ///
    /// ```swift
    /// try GregorianDate(year: 2026, month: 4, day: 31)   // throws: “2026-04-31” is not a date
    /// ```
    public init(year: Int, month: Int, day: Int) throws(ConfigurationError) {
        guard let date = GregorianDate.valid(year: year, month: month, day: day) else {
            throw .notADate("\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)")
        }
        self = date
    }

    /// The date an ISO 8601 calendar date writes (`yyyy-MM-dd`, four-digit year); throws
    /// ``ConfigurationError/notADate(_:)`` for any other text or a day that does not exist.
    ///
    /// ```swift
    /// try GregorianDate(iso8601: "2026-11-25").month   // 11
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public init(iso8601 text: String) throws(ConfigurationError) {
        guard let date = GregorianDate.reading(iso8601: text) else { throw .notADate(text) }
        self = date
    }

    /// The date, or `nil` when the Gregorian calendar has no such day: what the fields' own
    /// readings (of typed and pasted dates, of ICU's calendars) go through.
    static func valid(year: Int, month: Int, day: Int) -> GregorianDate? {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.days(inMonth: month, year: year)).contains(day) else { return nil }
        return GregorianDate(checkedYear: year, month: month, day: day)
    }

    /// ``init(iso8601:)``'s reading, `nil` for a text that is no such date.
    static func reading(iso8601 text: String) -> GregorianDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].utf8.count == 4, parts[1].utf8.count == 2, parts[2].utf8.count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return valid(year: year, month: month, day: day)
    }

    private init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// How many days `month` has in `year` of the (proleptic) Gregorian calendar.
    ///
    /// ```swift
    /// GregorianDate.days(inMonth: 2, year: 2028)   // 29
    /// ```
    public static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `yyyy-MM-dd`.
    public var description: String {
        func padded(_ number: Int, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: GregorianDate, rhs: GregorianDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension GregorianDate {
    /// The day `instant` falls on in UTC.
    ///
    /// ```swift
    /// GregorianDate(Date(timeIntervalSince1970: 0)).description   // "1970-01-01"
    /// ```
    public init(_ instant: Date) {
        // Days since 1970-01-01 to a civil date (Howard Hinnant's days_from_civil, inverted).
        let days = Int((instant.timeIntervalSince1970 / 86_400).rounded(.down)) + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.year = min(max(year, 1), 9999)
        self.month = month
        self.day = day
    }
}
