import Foundation
import Testing

/// Every way the command line can quote what it was given — each option of each command, each
/// command's value, a line read from standard input, a replay step — driven with a terminal
/// escape sequence and with a value far longer than anyone types. Whatever the command makes of
/// it (a usage error, a refusal, or a value it takes), what it writes never carries a control or
/// bidi character raw, and an error is a few short lines, whatever the length of the value.
///
/// The options are read from each command's own `--help`, so that an option added later is
/// driven too. A value passed as an argument is 100,000 characters (Linux takes at most 128 KiB
/// in one argument); one read from standard input is 1 MB.
@Suite("inputfmt: hostile values in every option and input")
struct HostileArgumentTests {
    /// Retitles the terminal, rings its bell and clears it, then reverses the text after it.
    static let escape = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{202E}x"
    /// 100,000 digits after the escape: long, and digits, so that a bound or a number reads on
    /// past the escape's place where it can.
    static let long = escape + String(repeating: "9", count: 100_000)

    /// Each command, with what it needs besides the option under test to get as far as reading it.
    static let commands: [[String]] = [
        ["format", "currency", "5"], ["format", "number", "5"], ["format", "date", "2026-11-25"],
        ["format", "time", "09:24"], ["format", "mask", "(###) ###-####", "5551234567"],
        ["format", "card", "4111111111111111"], ["format", "phone", "+16502532222"],
        ["format", "iban", "DE89370400440532013000"], ["format", "expiry", "12/30"], ["replay"], ["demo"],
    ]

    /// The options of `command` that take a value, as its help lists them.
    static func options(of command: [String]) throws -> [String] {
        let help = try CommandLineTests.run(Array(command.prefix(2)) + ["--help"]).output
        return help.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", maxSplits: 2)
            guard line.hasPrefix("  --"), words.count > 1, words[1].hasPrefix("<") else { return nil }
            return String(words[0])
        }
    }

    /// One run for each option of each command, with each hostile value.
    static var runs: [[String]] {
        get throws {
            var runs: [[String]] = []
            for command in commands {
                let options = try Self.options(of: command)
                #expect(options.count >= 2, "no options read from the help of \(command)")
                for option in options {
                    for value in [escape, long] {
                        // The command's own currency, so that the run gets to the option under test.
                        let currency = option == "--currency" || command.dropFirst().first != "currency" ? [] : ["--currency", "USD"]
                        runs.append(command + currency + [option, value])
                    }
                }
            }
            // Each command's value, and a mask's pattern.
            for command in commands where command[0] == "format" {
                for value in [escape, long] {
                    let needs = command[1] == "currency" ? ["--currency", "USD"] : []
                    runs.append(Array(command.prefix(2)) + (command[1] == "mask" ? [command[2]] : []) + needs + ["--", value])
                    if command[1] == "mask" { runs.append(["format", "mask", "--", value, "5"]) }
                }
            }
            runs.append(["format", "phone", "--", "0" + long])   // a national number without --region
            runs.append(["replay", "--field", "phone", "--text", long])
            return runs
        }
    }

    /// What a run wrote holds no control character but line feeds, no DEL, C1 control, bidi
    /// embedding, override or isolate;
    /// an error is at most a few short lines.
    static func check(_ run: CommandLineTests.Run, _ arguments: [String]) {
        let label = arguments.map { String($0.prefix(30)) }.joined(separator: " ")
        for text in [run.output, run.error] {
            let raw = text.unicodeScalars.first {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                    || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            }
            #expect(raw == nil, "\(label): U+\(String(raw?.value ?? 0, radix: 16)) written raw")
        }
        #expect(run.error.utf8.count <= 1_500, "\(label): \(run.error.utf8.count) bytes of error: \(run.error.prefix(300))")
        #expect(run.error.split(separator: "\n").allSatisfy { $0.unicodeScalars.count <= 600 },
                "\(label): a line of error is long: \(run.error.prefix(300))")
        if run.status != 0 { #expect(run.output.utf8.count <= 1_500, "\(label): \(run.output.prefix(300))") }
    }

    @Test("every option and value of every command, given an escape sequence or 100,000 characters")
    func everyOption() throws {
        let runs = try Self.runs
        #expect(runs.count > 150)
        // On two threads: a few hundred short processes.
        let results = Locked<[(CommandLineTests.Run, [String])]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for arguments in runs.enumerated().filter({ $0.offset % 2 == half }).map(\.element) {
                guard let run = try? CommandLineTests.run(arguments) else { continue }
                results.update { $0.append((run, arguments)) }
            }
        }
        let all = results.value
        #expect(all.count == runs.count)
        for (run, arguments) in all { Self.check(run, arguments) }
        // The escape reaches the error (escaped), rather than some other complaint hiding it.
        let locale = all.first { $0.1.contains("--locale") && $0.1.last == Self.escape && $0.1[1] == "number" }
        #expect(locale?.0.error.contains("\\u{1B}]0;pwned\\u{7}") == true, "\(locale?.0.error ?? "")")
    }

    @Test("a 1 MB line of standard input, to every kind of format and to replay")
    func longLines() throws {
        let line = Self.escape + String(repeating: "9", count: 1_000_000) + "\n"
        for command in Self.commands where command[0] == "format" {
            let arguments = Array(command.prefix(2)) + (command[1] == "mask" ? [command[2]] : [])
                + (command[1] == "currency" ? ["--currency", "USD"] : []) + ["-"]
            let run = try CommandLineTests.run(arguments, input: line)
            #expect(run.status == 2, "\(arguments)")
            Self.check(run, arguments)
        }
        let value = Self.escape + String(repeating: "9", count: 1_000_000)
        for step in [#"{"paste":"\#(value)"}"#, #"{"\#(value)":1}"#, #"{"type":1,"\#(value)":2}"#, #"{"paste":"\#(value)""#] {
            let json = step.replacingOccurrences(of: "\u{1B}", with: "\\u001b").replacingOccurrences(of: "\u{7}", with: "\\u0007")
                .replacingOccurrences(of: "\u{202E}", with: "\\u202e")
            for field in ["number", "date", "text"] {
                let run = try CommandLineTests.run(["replay", "--field", field], input: json + "\n")
                Self.check(run, ["replay", field, String(step.prefix(12))])
            }
        }
    }
}

/// A value behind a lock, for results gathered from two threads.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
