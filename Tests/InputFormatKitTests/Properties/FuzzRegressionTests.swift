import Foundation
@testable import InputFormatFuzzer
import InputFormatKit
import InputFormatReplay
import Testing

/// The fuzz script's seed corpus run through the fuzz target (whose checks are preconditions):
/// the inputs libFuzzer found, kept in `Fixtures/fuzz`, and every keystroke session of the
/// fixtures under every field selector; and the behaviour each kept input pinned down.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("every kept fuzz input runs through the fuzz target's checks")
    func keptInputs() async throws {
        let inputs = try SeedCorpus.inputs(.kept)
        #expect(!inputs.isEmpty, "Fixtures/fuzz holds no kept input")
        await Self.expectPassing(.kept)
    }

    @Test("every keystroke session of the fixtures, under every selector, runs through the fuzz target's checks")
    func sessionSeeds() async throws {
        let sessions = try SeedCorpus.sessions()
        let selectors = try SeedCorpus.selectors()
        // A fixture folder missing or emptied, or a selector list cut short, fails here rather
        // than checking nothing.
        #expect(sessions.count >= 50, "Fixtures/*/*.steps.jsonl: \(sessions.count) sessions")
        #expect(Set(selectors.map { $0 % 16 }).count == 16, "the selectors \(selectors) pick every kind of field")
        // The target drops lines it cannot read as steps: every line of every session must be one,
        // or the seeds would run nothing.
        for session in sessions {
            let lines = try String(contentsOf: session, encoding: .utf8).split(separator: "\n")
            #expect(!lines.isEmpty, "\(session.lastPathComponent) is empty")
            for line in lines {
                #expect(throws: Never.self, "\(session.lastPathComponent): \(line)") { try SessionStep(jsonLine: String(line)) }
            }
        }
        await Self.expectPassing(.sessions)
    }

    /// Runs one part of the corpus through the fuzz target in a child process, so that a failed
    /// check fails this test, naming the input and the check, rather than ending the test run.
    static func expectPassing(_ part: SeedCorpus.Part, sourceLocation: SourceLocation = #_sourceLocation) async {
        #if !compiler(>=6.3) || !(os(macOS) || os(Linux))
        // No exit tests with captured values here: the inputs run in this process, and a failed
        // check ends the test run, naming no input.
        for input in (try? SeedCorpus.inputs(part)) ?? [] { FuzzTarget.fuzzOneInput(input.bytes) }
        #else
        // The child's standard error: the name of each input before it runs, then any failure.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-seeds-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let result = await #expect(processExitsWith: .success, sourceLocation: sourceLocation) { [part, log = log as String] in
            let file = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard file >= 0, dup2(file, STDERR_FILENO) >= 0 else { throw CocoaError(.fileWriteUnknown) }
            for input in try SeedCorpus.inputs(part) {
                FileHandle.standardError.write(Data("fuzz input \(input.name)\n".utf8))
                FuzzTarget.fuzzOneInput(input.bytes)
            }
        }
        guard result == nil, let text = try? String(contentsOfFile: log, encoding: .utf8) else { return }
        let lines = text.split(separator: "\n")
        let name = lines.last { $0.hasPrefix("fuzz input ") }.map { String($0.dropFirst("fuzz input ".count)) }
        let failure = lines.first { $0.contains("Precondition failed") || $0.contains("Fatal error") } ?? "no message"
        let input = try? SeedCorpus.inputs(part).first { $0.name == name }
        Issue.record("\(failure)\non \(name ?? "?"); replay: \(input?.replay ?? "?")", sourceLocation: sourceLocation)
        #endif
    }

    @Test("a key pressed ten times on a one-digit field: the first press deletes, the refusal of the rest is reported")
    func repeatedBackspace() throws {
        let formatter = AffixedFormatter(try CurrencyFormatter(locale: "ar_EG", currency: "EGP"), suffix: " / month",
                                         direction: .rightToLeft)
        var session = ReplaySession(formatter: formatter)
        session.run(.type("3"))
        let snapshot = session.run(.backspace(10))
        #expect(snapshot.text == "")
        #expect(snapshot.rejected)
        // In the formatter's language: the field names none.
        #expect(snapshot.reason == EditRejection.nothingToDelete.message(locale: "ar_EG"))
    }

    @Test("while an input method composes, the text shows the marked text over the selection; the raw characters wait for the commit")
    func composingOverSelection() throws {
        var session = ReplaySession(formatter: PlainTextFormatter())
        session.run(.type("12"))
        session.run(.select(0..<1))
        let composing = session.run(.compose("ab"))
        #expect(composing.text == "ab2")
        #expect(session.field.raw == "12")
        #expect(session.field.markedRange == 0..<2)
        #expect(session.run(.commitComposition).text == "ab2")
    }
}

/// The seed corpus `Scripts/fuzz.sh` builds: the kept inputs of `Fixtures/fuzz`, and each
/// keystroke session `Fixtures/<folder>/<name>.steps.jsonl` behind each selector byte of
/// `Fixtures/fuzz/selectors`, named `<folder>-<name>-<selector>` as the script names it.
enum SeedCorpus {
    /// The kept inputs, or the sessions under the selectors.
    enum Part: String, Codable, Sendable {
        case kept, sessions
    }

    /// A selector line that is not a byte.
    struct BadSelector: Error, CustomStringConvertible {
        let line: String
        var description: String { "Fixtures/fuzz/selectors: \"\(line)\" is not a byte (0-255)" }
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let directory = fixtures.appendingPathComponent("fuzz")
    /// The files of `Fixtures/fuzz` that are not inputs.
    static let notInputs: Set<String> = ["README.md", "selectors"]

    /// The selectors, in the order listed.
    static func selectors() throws -> [UInt8] {
        let text = try String(contentsOf: directory.appendingPathComponent("selectors"), encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            let line = line.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { return nil }
            guard let selector = UInt8(line) else { throw BadSelector(line: line) }
            return selector
        }
    }

    /// The keystroke sessions of the fixtures, one folder deep, sorted.
    static func sessions() throws -> [URL] {
        let manager = FileManager.default
        return try manager.contentsOfDirectory(atPath: fixtures.path).sorted().flatMap { folder in
            var isFolder: ObjCBool = false
            let url = fixtures.appendingPathComponent(folder)
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [URL]() }
            return try manager.contentsOfDirectory(atPath: url.path).sorted()
                .filter { $0.hasSuffix(".steps.jsonl") }.map { url.appendingPathComponent($0) }
        }
    }

    /// One input of the corpus, and a shell command that replays it.
    struct Input {
        let name: String
        let bytes: [UInt8]
        let replay: String
    }

    /// The inputs of one part of the corpus.
    static func inputs(_ part: Part) throws -> [Input] {
        switch part {
        case .kept:
            return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                .filter { !notInputs.contains($0) }
                .map { Input(name: $0, bytes: Array(try Data(contentsOf: directory.appendingPathComponent($0))),
                             replay: "swift run InputFormatFuzzer Fixtures/fuzz/\($0)") }
        case .sessions:
            let selectors = try selectors()
            return try sessions().flatMap { url in
                let steps = Array(try Data(contentsOf: url))
                let folder = url.deletingLastPathComponent().lastPathComponent
                let name = "\(folder)-\(url.lastPathComponent.dropLast(".steps.jsonl".count))"
                return selectors.map { selector in
                    let seed = "\(name)-\(selector)"
                    let write = "{ printf '\\x\(String(format: "%02x", selector))'; cat Fixtures/\(folder)/\(url.lastPathComponent); }"
                    return Input(name: seed, bytes: [selector] + steps,
                                 replay: "\(write) > /tmp/\(seed) && swift run InputFormatFuzzer /tmp/\(seed)")
                }
            }
        }
    }
}
