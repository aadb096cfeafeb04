import Foundation
@testable import InputFormatKit
import Testing

/// Date fields against `Fixtures/dates/icu-dates.tsv`: ICU's own text of 12 dates (a leap day,
/// year boundaries, single-digit days and months) in 62 locales, in each locale's default
/// calendar (Gregorian, Persian, Buddhist, Islamic Umm al-Qura), written by
/// `Scripts/make-date-fixture.c` through ICU's C API alone (`udatpg_getBestPattern`, `ucal_*`,
/// `udat_format`), never through the library.
@Suite("Date fields against ICU's C API")
struct DateICUOracleTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/dates/icu-dates.tsv")

    /// One row: the locale, its calendar, the Gregorian date, the same day's year, month and day in
    /// that calendar, ICU's pattern and its text.
    struct Row {
        var locale, calendar, iso: String
        var year, month, day: Int
        var pattern, expected: String
    }

    static func rows() throws -> [Row] {
        try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8, let year = Int(fields[3]), let month = Int(fields[4]), let day = Int(fields[5]) else {
                throw Malformed(line: String(line))
            }
            return Row(locale: fields[0], calendar: fields[1], iso: fields[2], year: year, month: month, day: day,
                       pattern: fields[6], expected: fields[7])
        }
    }

    struct Malformed: Error, CustomStringConvertible {
        var line: String
        var description: String { "\(DateICUOracleTests.fixture.path): not 8 tab-separated fields: \(line)" }
    }

    @Test("typing each date key by key shows ICU's text, and the value is the Gregorian date")
    func typedDatesMatchICU() throws {
        let rows = try Self.rows()
        try #require(rows.count >= 400, "\(Self.fixture.path) holds \(rows.count) rows")
        #expect(Set(rows.map(\.locale)).count >= 40)
        #expect(Set(rows.map(\.calendar)).isSuperset(of: ["gregorian", "persian", "buddhist", "islamic-umalqura"]))
        var formatters: [String: DateFieldFormatter] = [:]
        for row in rows {
            let formatter = try formatters[row.locale] ?? DateFieldFormatter(locale: row.locale)
            formatters[row.locale] = formatter
            #expect(formatter.pattern == row.pattern, "\(row.locale)")
            #expect(formatter.calendar == row.calendar, "\(row.locale)")
            // The digits in the order ICU's pattern writes the fields.
            let fields: [(Character, String)] = [("d", pad(row.day, 2)), ("M", pad(row.month, 2)), ("y", pad(row.year, 4))]
            let keys = fields.sorted { row.pattern.firstIndex(of: $0.0)! < row.pattern.firstIndex(of: $1.0)! }.map(\.1).joined()
            let typed = formatter.typing(keys)
            #expect(typed.string == row.expected, "\(row.locale) \(row.iso)")
            let raw = formatter.rawText(of: typed.string)
            #expect(formatter.finishedText(raw: raw) == row.expected, "\(row.locale) \(row.iso)")
            #expect(formatter.value(raw: raw)?.gregorian?.description == row.iso, "\(row.locale) \(row.iso)")
            // ICU's text pasted into an empty field is read back as the same date.
            let pasted = formatter.apply(.paste(row.expected, in: .empty), to: .empty)
            #expect(pasted.rejection == nil, "\(row.locale) \(row.iso)")
            #expect(pasted.field.string == row.expected, "\(row.locale) \(row.iso)")
        }
    }

    func pad(_ number: Int, _ width: Int) -> String {
        String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
    }
}
