import Foundation
import Testing

/// The README's command-line examples, run: every `$ inputfmt …` line of its `sh` blocks must
/// print the lines that follow it there.
@Suite("README commands")
struct ReadmeCommandTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    struct Example {
        let arguments: [String]
        let output: [String]
    }

    /// The words of a command line, with single-quoted parts kept whole.
    static func words(_ line: Substring) -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for character in line {
            if character == "'" { quoted.toggle(); started = true; continue }
            if character == " ", !quoted {
                if started { words.append(word) }
                word = ""; started = false
                continue
            }
            word.append(character); started = true
        }
        if started { words.append(word) }
        return words
    }

    static func examples() throws -> [Example] {
        var examples: [Example] = []
        var inShell = false
        for line in try String(contentsOf: readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
                examples.append(Example(arguments: [], output: []))   // what follows belongs to no command
                continue
            }
            guard inShell else { continue }
            if line.hasPrefix("$ inputfmt ") {
                examples.append(Example(arguments: Array(words(line.dropFirst(2)).dropFirst()), output: []))
            } else if line.hasPrefix("$ ") {
                examples.append(Example(arguments: [], output: []))   // another program: not run
            } else if let last = examples.last, !last.arguments.isEmpty {
                examples[examples.count - 1] = Example(arguments: last.arguments, output: last.output + [String(line)])
            }
        }
        return examples.filter { !$0.arguments.isEmpty }
    }

    @Test("every inputfmt example of the README prints what the README shows")
    func examplesPrintWhatTheySay() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 4)
        for example in examples {
            let run = try CommandLineTests.run(example.arguments)
            #expect(run.status == 0, "inputfmt \(example.arguments.joined(separator: " ")): \(run.error)")
            // The README shows no-break spaces (the locale's, between an amount and its symbol) as spaces.
            let printed = run.output.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
            #expect(printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == example.output,
                    "inputfmt \(example.arguments.joined(separator: " "))")
        }
    }
}
