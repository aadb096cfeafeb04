import Foundation
import InputFormatKit
import InputFormatReplay
import Testing

/// The keystroke sessions in `Fixtures/currency`: each `*.steps.jsonl` replayed must give its
/// `*.expected.jsonl` line for line, and every expected state must agree with ICU itself.
///
/// `IFK_REGENERATE_FIXTURES=1 swift test --filter Fixture` rewrites the expected files from the
/// code; they are then read by a person (`Fixtures/currency/README.md`).
@Suite("Fixture sessions")
struct FixtureTests {
    struct Session: Decodable, Sendable, CustomTestStringConvertible {
        let name: String
        let field: String
        let locale: String
        let currency: String
        let allowNegative: Bool
        var testDescription: String { name }
    }

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/currency")

    static var sessions: [Session] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("sessions.json")),
              let sessions = try? JSONDecoder().decode([Session].self, from: data) else { return [] }
        return sessions
    }

    @Test("the fixture manifest lists the sessions")
    func manifest() {
        #expect(Self.sessions.count >= 12)
    }

    @Test("each session replays to its expected states, which agree with ICU", arguments: sessions)
    func replay(_ session: Session) throws {
        let formatter = try CurrencyFormatter(locale: session.locale, currency: session.currency,
                                              allowsNegative: session.allowNegative)
        let stepsText = try String(contentsOf: Self.directory.appendingPathComponent("\(session.name).steps.jsonl"), encoding: .utf8)
        var replay = ReplaySession(formatter: formatter)
        var produced: [String] = []
        var refusals = 0
        for line in stepsText.split(separator: "\n") {
            let snapshot = replay.run(try SessionStep(jsonLine: String(line)))
            produced.append(snapshot.jsonLine)
            if snapshot.rejected { refusals += 1 }
            // Checked against ICU, not against the code that produced it.
            if snapshot.focused {
                let raw = formatter.rawText(of: snapshot.text)
                #expect(snapshot.text == (try ICUOracle.editingText(raw: raw, locale: formatter.locale, currency: session.currency)),
                        "\(session.name): \(line)")
            } else {
                // An amount of open marks (`1.234` in dollars) finishes as it shows: it has no value.
                let raw = formatter.rawText(of: snapshot.text)
                let open = snapshot.value == nil && raw.contains { $0 == "," || $0 == ":" }
                let expected = open ? try ICUOracle.editingText(raw: raw, locale: formatter.locale, currency: session.currency)
                    : try snapshot.value.map { try ICUOracle.display(value: $0, locale: formatter.locale, currency: session.currency) } ?? ""
                #expect(snapshot.text == expected, "\(session.name): \(line)")
            }
        }
        #expect(refusals >= 1, "every session shows at least one refused keystroke")

        try compareWithExpectedLines(produced, in: Self.directory.appendingPathComponent("\(session.name).expected.jsonl"),
                                     session: session.name)
    }
}
