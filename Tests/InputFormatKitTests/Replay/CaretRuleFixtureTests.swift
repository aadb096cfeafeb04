import Foundation
@_spi(Internals) import InputFormatKit
import InputFormatReplay
import Testing

/// The caret rules' cases as replay sessions whose expectations were written by hand from the
/// CaretRules article (`Fixtures/caret-rules`), not produced by the code: after each step, the
/// text with its caret or selection as the article draws it (`|`, `[…]`), the refusal's
/// English reason, and the value where the case names one.
@Suite("Caret rules, hand-written sessions")
struct CaretRuleFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/caret-rules")

    /// One hand-written line: a step, and what the field shows after it.
    struct ExpectedStep {
        let step: SessionStep
        let shows: String
        let refused: String?
        let value: String?
        let rule: Int?
        let line: Int
    }

    /// A session file: its field on the first line, then one step and its expectation a line.
    struct Session {
        let name: String
        let field: FieldConfiguration
        let steps: [ExpectedStep]

        init(name: String, text: String) throws {
            self.name = name
            let lines = text.split(separator: "\n").map { Data($0.utf8) }
            guard let first = lines.first,
                  let header = try JSONSerialization.jsonObject(with: first) as? [String: Any],
                  let field = header["field"] else { throw FixtureError.malformed(name, line: 1) }
            self.field = try JSONDecoder().decode(FieldConfiguration.self, from: JSONSerialization.data(withJSONObject: field))
            steps = try lines.dropFirst().enumerated().map { offset, data in
                guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let step = object["step"], let shows = object["shows"] as? String else {
                    throw FixtureError.malformed(name, line: offset + 2)
                }
                let stepLine = String(decoding: try JSONSerialization.data(withJSONObject: step), as: UTF8.self)
                return ExpectedStep(step: try SessionStep(jsonLine: stepLine), shows: shows, refused: object["refused"] as? String,
                                    value: object["value"] as? String, rule: object["rule"] as? Int, line: offset + 2)
            }
        }
    }

    enum FixtureError: Error { case malformed(String, line: Int) }

    /// Runs a session's steps on its field and records every difference from the expectations.
    struct Replayer: FormatterVisitor {
        let session: Session

        func visit<F: InputFormatter>(_ formatter: F, configuration: FieldConfiguration) throws -> [String] {
            var replay = ReplaySession(formatter: formatter, configuration: .init(counter: configuration.counter ?? CharacterCounter()))
            var differences: [String] = []
            for expected in session.steps {
                let line = replay.run(expected.step)
                let shown = FieldText(line.text, selection: line.selection).description
                let place = "\(session.name):\(expected.line) \(expected.step.jsonLine)\(expected.rule.map { " (rule \($0))" } ?? "")"
                if shown != expected.shows { differences.append("\(place): shows \(shown.debugDescription), not \(expected.shows.debugDescription)") }
                if line.reason != expected.refused {
                    differences.append("\(place): refused \(line.reason.debugDescription), not \(expected.refused.debugDescription)")
                }
                if line.rejected != (expected.refused != nil) { differences.append("\(place): rejected is \(line.rejected)") }
                if let value = expected.value, line.value != value {
                    differences.append("\(place): value \(line.value.debugDescription), not \(value)")
                }
            }
            return differences
        }
    }

    static func sessions() throws -> [Session] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        return try names.map { name in
            try Session(name: name, text: String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
    }

    @Test("every hand-written session shows, refuses and holds what the article says, step by step")
    func sessionsAsWritten() throws {
        let sessions = try Self.sessions()
        #expect(sessions.count >= 8, "Fixtures/caret-rules holds \(sessions.count) sessions")
        for session in sessions {
            #expect(!session.steps.isEmpty, "\(session.name) has no steps")
            let differences = try session.field.visit(Replayer(session: session))
            #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        }
    }

    @Test("the sessions exercise each of the seven caret rules")
    func everyRule() throws {
        let rules = Set(try Self.sessions().flatMap { $0.steps.compactMap(\.rule) })
        #expect(rules == Set(1...7))
    }
}
