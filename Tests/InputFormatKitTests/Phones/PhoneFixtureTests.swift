import Foundation
import InputFormatKit
import InputFormatReplay
import Testing

/// The keystroke sessions in `Fixtures/phones` (20 regions, national then international): each
/// `*.steps.jsonl` replayed must give its `*.expected.jsonl` line for line, and the text of
/// every state must be the text libphonenumber's `AsYouTypeFormatter` shows for the same digits
/// (`oracle.tsv`, written by `Scripts/make-phone-formats.py` with libphonenumber itself).
///
/// `IFK_REGENERATE_FIXTURES=1 swift test --filter Fixture` rewrites the expected files.
@Suite("Phone fixture sessions")
struct PhoneFixtureTests {
    struct Session: Decodable, Sendable, CustomTestStringConvertible {
        let name: String
        let region: String
        var testDescription: String { name }
    }

    static var sessions: [Session] {
        guard let data = try? Data(contentsOf: PhoneAgreementTests.fixtures.appendingPathComponent("sessions.json")),
              let sessions = try? JSONDecoder().decode([Session].self, from: data) else { return [] }
        return sessions
    }

    /// libphonenumber's text, validity and region for digits typed in a region's field.
    struct Verdict: Sendable {
        let text: String
        let isValid: Bool
        let region: String?
    }

    static let oracle: [String: Verdict] = Dictionary(
        PhoneAgreementTests.rows("oracle.tsv").compactMap { fields in
            guard fields.count == 5 else { return nil }
            let verdict = Verdict(text: String(fields[2]), isValid: fields[3] == "true", region: fields[4] == "-" ? nil : String(fields[4]))
            return ("\(fields[0]) \(fields[1])", verdict)
        },
        uniquingKeysWith: { first, _ in first })

    @Test("the sessions cover the twenty regions of the issue")
    func manifest() {
        let regions = Set(Self.sessions.map(\.region))
        #expect(regions.isSuperset(of: ["US", "CA", "GB", "DE", "FR", "IT", "ES", "NL", "CH", "IN", "BR", "MX", "JP",
                                        "CN", "KR", "RU", "AU", "ZA", "EG", "SA"]))
    }

    @Test("each session replays to its expected states, whose texts, validity and regions are libphonenumber's", arguments: sessions)
    func replay(_ session: Session) throws {
        let formatter = try PhoneFormatter(region: session.region)
        let steps = try String(contentsOf: PhoneAgreementTests.fixtures.appendingPathComponent("\(session.name).steps.jsonl"), encoding: .utf8)
        var replay = ReplaySession(formatter: formatter, details: PhoneNumber.replayDetails)
        var produced: [String] = []
        var checked = 0
        for line in steps.split(separator: "\n") {
            let snapshot = replay.run(try SessionStep(jsonLine: String(line)))
            produced.append(snapshot.jsonLine)
            let raw = formatter.rawText(of: snapshot.text)
            guard !raw.isEmpty else { continue }
            let expected = try #require(Self.oracle["\(session.region) \(raw)"], "\(session.name): no libphonenumber text for \(raw)")
            #expect(snapshot.text == expected.text, "\(session.name): \(line)")
            let number = formatter.value(raw: raw)
            #expect((number?.validation == .valid) == expected.isValid, "\(session.name): validity of \(raw)")
            if expected.isValid { #expect(number?.region == expected.region, "\(session.name): region of \(raw)") }
            checked += 1
        }
        #expect(checked >= 20)

        try compareWithExpectedLines(produced, in: PhoneAgreementTests.fixtures.appendingPathComponent("\(session.name).expected.jsonl"),
                                     session: session.name)
    }
}
