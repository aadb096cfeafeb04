import Foundation
import Testing

/// `inputfmt replay` with the field model's options: each output line carries state, counter,
/// message, clear button and label.
@Suite("inputfmt replay: field model")
struct ReplayFieldOptionsTests {
    /// The output lines of a replay, parsed.
    private func lines(_ arguments: [String], input: String = "") throws -> [[String: Any]] {
        let run = try CommandLineTests.run(["replay"] + arguments, input: input)
        #expect(run.status == 0, "\(run.error)")
        return try run.output.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    private func message(_ line: [String: Any]) -> String? { (line["message"] as? [String: Any])?["text"] as? String }
    private func counterText(_ line: [String: Any]) -> String? { (line["counter"] as? [String: Any])?["text"] as? String }

    @Test("--limit with --over-limit stop refuses past the limit and says so; --label and --required mark the label")
    func stop() throws {
        let out = try lines(["--field", "text", "--limit", "3", "--label", "Title", "--required", "--helper", "Short", "--keys", "abcd"])
        #expect(message(out[1]) == "Short")
        #expect(message(out[2]) == "Character limit reached")
        #expect(out[3]["rejected"] as? Bool == true)
        #expect(counterText(out[3]) == "3/3")
        #expect(out[3]["label"] as? String == "Title*")
        #expect(out[3]["clearButton"] as? Bool == true)
        #expect(out[3]["state"] as? String == "typing")
    }

    @Test("--over-limit allow takes the edit and shows the error until the text is short enough")
    func allow() throws {
        let out = try lines(["--field", "text", "--limit", "2", "--over-limit", "allow", "--keys", "abc⌫"])
        #expect(out[2]["state"] as? String == "error")
        #expect(message(out[2]) == "Reduce the number of characters")
        #expect(counterText(out[2]) == "3/2")
        #expect(out[3]["state"] as? String == "typing")
        #expect(out[3]["message"] is NSNull)
    }

    @Test("--count utf16 counts an emoji as two units; --count graphemes as one")
    func units() throws {
        #expect(counterText(try lines(["--field", "text", "--limit", "9", "--count", "utf16", "--keys", "😀"])[0]) == "2/9")
        #expect(counterText(try lines(["--field", "text", "--limit", "9", "--count", "utf8", "--keys", "😀"])[0]) == "4/9")
        #expect(counterText(try lines(["--field", "text", "--limit", "9", "--keys", "🇫🇷"])[0]) == "1/9")
    }

    @Test("--min-length, --max-length and --match are rules; --validate-every-edit runs them while typing; success and warning steps last one edit")
    func rules() throws {
        let short = try lines(["--field", "text", "--min-length", "3", "--helper", "Code"],
                              input: "{\"type\":\"a\"}\n{\"blur\":true}\n{\"focus\":true}\n{\"type\":\"b\"}\n{\"type\":\"c\"}\n")
        #expect(message(short[0]) == "Code")
        #expect(message(short[1]) == "Enter at least 3 characters")
        #expect(short[3]["state"] as? String == "error")
        #expect(message(short[4]) == "Code")
        let pattern = try lines(["--field", "text", "--match", "[0-9]+", "--validate-every-edit", "--keys", "1x"])
        #expect(pattern[0]["message"] is NSNull)
        #expect(message(pattern[1]) == "Check the format of this value")
        let long = try lines(["--field", "text", "--max-length", "1", "--validate-every-edit", "--keys", "ab"])
        #expect(message(long[1]) == "Enter at most 1 character")
        let shown = try lines(["--field", "text"], input: "{\"type\":\"a\"}\n{\"success\":\"Available\"}\n{\"type\":\"b\"}\n")
        #expect((shown[1]["message"] as? [String: Any])?["kind"] as? String == "success")
        #expect(shown[2]["message"] is NSNull)
        let bad = try CommandLineTests.run(["replay", "--field", "text", "--match", "(", "--keys", "a"])
        #expect(bad.status == 2)
    }

    @Test("a negative --limit is a usage error: the message, the usage line, exit status 64")
    func badLimit() throws {
        let run = try CommandLineTests.run(["replay", "--field", "text", "--limit=-1", "--keys", "a"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: --limit takes a number of 0 or more, not -1\n"))
        #expect(run.error.contains("Usage: inputfmt replay "))
        #expect(run.output.isEmpty)
    }

    @Test("--read-only and --disabled keep the text and refuse edits")
    func frozen() throws {
        let readOnly = try lines(["--field", "text", "--text", "Fixed", "--read-only", "--keys", "x"])
        #expect(readOnly[0]["state"] as? String == "read-only")
        #expect(readOnly[0]["value"] as? String == "Fixed")
        #expect(readOnly[0]["reason"] as? String == "Read-only field")
        #expect(message(readOnly[0]) == "Read-only field")
        let disabled = try lines(["--field", "text", "--disabled"], input: "{\"type\":\"x\"}\n{\"enabled\":true}\n{\"focus\":true}\n")
        #expect(disabled[0]["state"] as? String == "disabled")
        #expect(disabled[0]["focused"] as? Bool == false)
        #expect(disabled[2]["state"] as? String == "active")
    }

    @Test("a required field left empty shows its error when editing ends; an amount label carries the ISO code")
    func requiredAndCurrency() throws {
        let out = try lines(["--field", "text", "--required"], input: "{\"blur\":true}\n")
        #expect(out[0]["state"] as? String == "error")
        #expect((out[0]["message"] as? [String: Any])?["kind"] as? String == "error")
        let amount = try lines(["--currency", "EUR", "--label", "Amount", "--max-amount", "500"],
                               input: "{\"type\":\"6\"}\n{\"type\":\"0\"}\n{\"type\":\"0\"}\n{\"blur\":true}\n")
        #expect(amount[3]["label"] as? String == "Amount (EUR)")
        #expect(message(amount[3]) == "Enter an amount of at most €500.00")
    }
}
