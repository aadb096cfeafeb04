import Foundation
import InputFormatKit
import InputFormatReplay

/// A minimal failing edit sequence found by the property tests, kept in `Fixtures/regressions`
/// as `NAME.field.json` (the field) and `NAME.steps.jsonl` (the steps, in the replay protocol).
struct RegressionFixture: Sendable {
    let configuration: FieldConfiguration
    let steps: [SessionStep]

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/regressions")

    /// Writes the fixture; a shorter failing sequence of the same field overwrites a longer one,
    /// so after shrinking the file holds the minimal one.
    func save() {
        let name = configuration.fileName
        let stepsURL = Self.directory.appendingPathComponent("\(name).steps.jsonl")
        if let existing = try? String(contentsOf: stepsURL, encoding: .utf8),
           existing.split(separator: "\n").count <= steps.count { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let field = try? encoder.encode(configuration) else { return }
        try? FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        try? field.write(to: Self.directory.appendingPathComponent("\(name).field.json"))
        try? (steps.map(\.jsonLine).joined(separator: "\n") + "\n").write(to: stepsURL, atomically: true, encoding: .utf8)
    }

    /// Every fixture of the folder; a missing folder is an error, not no fixture.
    static func all() throws -> [RegressionFixture] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return try names.filter { $0.hasSuffix(".field.json") }.sorted().map { name in
            let base = String(name.dropLast(".field.json".count))
            let configuration = try JSONDecoder().decode(FieldConfiguration.self,
                                                         from: Data(contentsOf: directory.appendingPathComponent(name)))
            let lines = try String(contentsOf: directory.appendingPathComponent("\(base).steps.jsonl"), encoding: .utf8)
            return RegressionFixture(configuration: configuration,
                                     steps: try lines.split(separator: "\n").map { try SessionStep(jsonLine: String($0)) })
        }
    }
}
