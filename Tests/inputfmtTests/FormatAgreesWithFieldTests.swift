import Foundation
import InputFormatKit
import Testing

/// `inputfmt format KIND -` and a field agree on every value of the fixtures: the command line
/// prints what a field shows after the value is pasted and editing ends, and prints an empty
/// line (with its reason on standard error) exactly where the field refuses the value or shows
/// an error.
@Suite("inputfmt format agrees with the field")
struct FormatAgreesWithFieldTests {
    typealias CLI = CommandLineTests

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// What the field shows once `value` is pasted and editing ends, or `nil` where it refuses
    /// the value or shows an error.
    static func fieldShows<F: InputFormatter>(_ value: String, with formatter: F) -> String? {
        var field = FormField(formatter: formatter, configuration: .init(rules: [.formatterVerdict()]), focused: true)
        guard field.paste(value).rejection == nil else { return nil }
        field.blur()
        return field.message?.kind == .error ? nil : field.text.string
    }

    /// Runs `arguments` over `values`, one a line, and compares each output line with the field.
    static func expectAgreement<F: InputFormatter>(_ arguments: [String], values: [String], formatter: F) throws {
        let values = values.filter { !$0.contains("\n") && $0.contains(where: { !$0.isWhitespace }) }
        let run = try CLI.run(arguments, input: values.map { $0 + "\n" }.joined())
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == values.count, "\(arguments): one line out for each line in")
        var failures = 0
        for (value, line) in zip(values, lines) {
            let expected = fieldShows(value, with: formatter)
            #expect(String(line) == (expected ?? ""), "\(arguments) \(value.debugDescription)")
            if expected == nil { failures += 1 }
        }
        #expect(run.status == (failures > 0 ? 2 : 0), "\(arguments)")
    }

    /// The values the currency sessions paste, and their own finished and editing texts.
    @Test("currency: every value the currency sessions paste, typed or show")
    func currency() throws {
        struct Session: Decodable {
            let name, locale, currency: String
            let allowNegative: Bool
        }
        let manifest = try Data(contentsOf: Self.fixtures.appendingPathComponent("currency/sessions.json"))
        for session in try JSONDecoder().decode([Session].self, from: manifest) {
            let steps = try String(contentsOf: Self.fixtures.appendingPathComponent("currency/\(session.name).steps.jsonl"), encoding: .utf8)
            let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("currency/\(session.name).expected.jsonl"), encoding: .utf8)
            var values: [String] = []
            for line in (steps + expected).split(separator: "\n") {
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
                if let pasted = object["paste"] as? String { values.append(pasted) }
                if let text = object["text"] as? String { values.append(text) }
            }
            let formatter = try CurrencyFormatter(locale: session.locale, currency: session.currency,
                                                  allowsNegative: session.allowNegative)
            var arguments = ["format", "currency", "-", "--currency", session.currency, "--locale", session.locale]
            if session.allowNegative { arguments.append("--allow-negative") }
            try Self.expectAgreement(arguments, values: values, formatter: formatter)
        }
    }

    @Test("IBAN: every example of the registry, valid and with a wrong check digit")
    func iban() throws {
        let table = try String(contentsOf: Self.fixtures.appendingPathComponent("iban/examples.tsv"), encoding: .utf8)
        var values: [String] = []
        for row in table.split(separator: "\n").dropFirst() {
            let columns: [String] = row.split(separator: "\t").map(String.init)
            values += columns.dropFirst().filter { $0 != "true" && $0 != "false" }
        }
        try Self.expectAgreement(["format", "iban", "-"], values: values, formatter: IBANFormatter())
    }

    @Test("phones: every number the phone sessions paste or show, by region")
    func phones() throws {
        let folder = Self.fixtures.appendingPathComponent("phones")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".expected.jsonl") }.sorted()
        #expect(files.count >= 5)
        for file in files {
            let region = String(file.prefix { $0 != "." })
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let values = text.split(separator: "\n").compactMap { line -> String? in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
            }
            try Self.expectAgreement(["format", "phone", "-", "--region", region], values: Array(Set(values)).sorted(),
                                     formatter: try PhoneFormatter(region: region))
        }
    }

    @Test("cards and expiry dates: valid, wrong, incomplete and impossible values")
    func cardsAndExpiry() throws {
        try Self.expectAgreement(["format", "card", "-"],
                                 values: ["4111111111111111", "4111 1111 1111 1112", "378282246310005", "4111", "6011000990139424",
                                          "81719999276600009", "hello"],
                                 formatter: CardNumberFormatter())
        try Self.expectAgreement(["format", "expiry", "-"],
                                 values: ["01/35", "13/35", "00/35", "1/2035", "01/20", "2035-01", "May"],
                                 formatter: ExpiryDateFormatter())
    }
}
