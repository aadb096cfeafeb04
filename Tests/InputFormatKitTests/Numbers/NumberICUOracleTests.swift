import Foundation
@_spi(Internals) import InputFormatKit
import Testing

/// Number fields against `Fixtures/numbers/icu-finished.tsv`: ICU's own text of numbers,
/// percentages and units in 51 locales, written by `Scripts/make-number-fixture.c` through
/// ICU's C API (not by the library; `Fixtures/numbers/README.md`). Each value is typed key by
/// key into a focused field as a user types it, editing ends, and the field must show exactly
/// ICU's text.
@Suite("Number fields agree with ICU's C API")
struct NumberICUOracleTests {
    /// One row of the fixture.
    struct Case {
        let locale: String, style: String, width: String, value: String, expected: String
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/numbers/icu-finished.tsv")

    /// The fixture's rows; throws when the file is missing or a row is malformed.
    static func cases() throws -> [Case] {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        return try text.split(separator: "\n", omittingEmptySubsequences: true).filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { throw MalformedRow(line: String(line)) }
            return Case(locale: fields[0], style: fields[1], width: fields[2], value: fields[3], expected: fields[4])
        }
    }

    struct MalformedRow: Error, CustomStringConvertible {
        let line: String
        var description: String { "\(NumberICUOracleTests.fixture.path): not 5 tab-separated fields: \(line)" }
    }

    /// The style a row names.
    static func style(_ name: String, width: String) -> NumberFieldFormatter.Style? {
        switch name {
        case "decimal": .decimal
        case "percent": .percent
        default: NumberFieldFormatter.UnitWidth(rawValue: width).map { .unit(name, width: $0) }
        }
    }

    /// `text` with every scalar outside printable ASCII written `\u{…}` (bidi marks, no-break
    /// spaces and native digits visible in a failure).
    static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
            .joined()
    }

    @Test("every value typed key by key shows ICU's text once editing ends")
    func finishedTextIsICUs() throws {
        let cases: [Case]
        do {
            cases = try Self.cases()
        } catch {
            Issue.record("\(Self.fixture.path) cannot be read (bash Scripts/make-icu-fixture.sh number writes it): \(error)")
            return
        }
        try #require(cases.count >= 4_000, "\(Self.fixture.path) holds \(cases.count) rows, not the 4,000 or more it should")
        #expect(Set(cases.map(\.locale)).count >= 40)

        var formatters: [String: NumberFieldFormatter] = [:]
        var decimalKeys: [String: String] = [:]
        // The first 20 rows that differ, and how many do.
        var mismatches: [String] = []
        var mismatchCount = 0
        func mismatch(_ description: @autoclosure () -> String) {
            mismatchCount += 1
            if mismatches.count < 20 { mismatches.append(description()) }
        }
        var checked = 0
        for row in cases {
            let label = "\(row.locale) \(row.style) \(row.width) \(row.value)"
            let key = "\(row.locale)\t\(row.style)\t\(row.width)"
            let formatter: NumberFieldFormatter
            if let made = formatters[key] {
                formatter = made
            } else {
                guard let style = Self.style(row.style, width: row.width) else {
                    mismatch("\(label): no style \(row.style) of width \(row.width)")
                    continue
                }
                do {
                    formatter = try NumberFieldFormatter(locale: row.locale, style: style)
                } catch {
                    mismatch("\(label): the formatter cannot be made: \(error)")
                    continue
                }
                formatters[key] = formatter
            }
            // The locale's own decimal separator, as ICU writes it, is the decimal key.
            let decimalKey: String
            if let known = decimalKeys[row.locale] {
                decimalKey = known
            } else {
                decimalKey = try ICUNumberFormatter(skeleton: "", locale: formatter.locale).format(decimal: "0.5")
                    .text(of: .decimalSeparator) ?? "."
                decimalKeys[row.locale] = decimalKey
            }

            var field = InputField(formatter: formatter)
            var refused: String?
            for character in row.value {
                let keystroke = character == "." ? decimalKey : String(character)
                if let rejection = field.type(keystroke).rejection, refused == nil {
                    refused = "key \(Self.escaped(keystroke)) refused (\(rejection))"
                }
            }
            let typed = field.text.string
            field.blur()
            checked += 1
            let shown = field.text.string
            let finished = formatter.finishedText(raw: row.value)
            guard shown != row.expected || finished != row.expected || refused != nil else { continue }
            var got = "shown \"\(Self.escaped(shown))\""
            if finished != shown { got += ", finishedText \"\(Self.escaped(finished))\"" }
            if let refused { got += ", \(refused) while typing (field \"\(Self.escaped(typed))\")" }
            mismatch("\(label): expected \"\(Self.escaped(row.expected))\", got \(got)")
        }
        #expect(checked == cases.count)
        #expect(mismatches.isEmpty, """
            \(mismatchCount) of \(cases.count) rows differ from ICU (\(Self.fixture.lastPathComponent)); the first \(mismatches.count):
            \(mismatches.joined(separator: "\n"))
            """)
    }
}
