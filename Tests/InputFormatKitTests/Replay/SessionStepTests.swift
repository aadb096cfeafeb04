import InputFormatKit
import InputFormatReplay
import Testing

@Suite("The replay protocol")
struct SessionStepTests {
    @Test("every step of the protocol reads, and writes back the same line", arguments: [
        (#"{"type":"1"}"#, SessionStep.type("1")),
        (#"{"paste":"€1,234.56"}"#, .paste("€1,234.56")),
        (#"{"backspace":3}"#, .backspace(3)),
        (#"{"delete":1}"#, .deleteForward(1)),
        (#"{"select":[0,4]}"#, .select(0..<4)),
        (#"{"replace":[1,2],"with":"9"}"#, .replace(1..<2, with: "9")),
        (#"{"focus":true}"#, .focus),
        (#"{"blur":true}"#, .blur),
        (#"{"clear":true}"#, .clear),
        (#"{"undo":1}"#, .undo(1)),
        (#"{"redo":2}"#, .redo(2)),
    ])
    func reads(line: String, step: SessionStep) throws {
        #expect(try SessionStep(jsonLine: line) == step)
        #expect(step.jsonLine == line)
    }

    @Test("malformed lines are specific errors", arguments: [
        (#"{"type":"1""#, SessionStepError.malformedJSON),
        // Strict JSON (issue 59 item 7): a trailing comma, which Foundation's reader takes, is none.
        (#"{"type":"1",}"#, .malformedJSON), (#"{"select":[1,2 , ]}"#, .malformedJSON),
        ("[1,2]", .notAnObject),
        ("", .notAnObject),
        (#"{"tpye":"1"}"#, .unknownStep(keys: ["tpye"])),
        (#"{"type":"1","paste":"2"}"#, .unknownStep(keys: ["paste", "type"])),
        (#"{"backspace":0}"#, .wrongArgument(key: "backspace", expected: "a whole number from 1 to 100000")),
        (#"{"backspace":1.5}"#, .wrongArgument(key: "backspace", expected: "a whole number from 1 to 100000")),
        (#"{"select":[3,1]}"#, .wrongArgument(key: "select", expected: "[start, end] with 0 ≤ start ≤ end (UTF-16 offsets)")),
        (#"{"type":5}"#, .wrongArgument(key: "type", expected: "a string")),
        (#"{"blur":false}"#, .wrongArgument(key: "blur", expected: "true")),
    ])
    func malformed(line: String, error: SessionStepError) {
        #expect(throws: error) { try SessionStep(jsonLine: line) }
    }

    @Test("an error quotes a key short and escaped: a key cannot drive the terminal (issue 59 item 1)")
    func keysQuotedSafely() {
        let escape = SessionStepError.unknownStep(keys: ["\u{1B}]0;pwned\u{07}\u{1B}[2J"]).description
        #expect(!escape.unicodeScalars.contains { $0.value < 0x20 })
        #expect(escape.hasPrefix("unknown step with keys “\\u{1B}]0;pwned\\u{7}\\u{1B}[2J”: expected"))
        let long = SessionStepError.unknownStep(keys: [String(repeating: "k", count: 1_000_000)]).description
        #expect(long.utf8.count < 400)
        let many = SessionStepError.unknownStep(keys: (1...9).map { "k\($0)" }).description
        #expect(many.hasPrefix("unknown step with keys “k1”, “k2”, “k3”, “k4”, “k5”, and 4 more: expected"))
    }

    @Test("a comma or a closing brace inside a string is text, not a trailing comma")
    func commaInString() throws {
        #expect(try SessionStep(jsonLine: #"{"paste":"a,}"}"#) == .paste("a,}"))
        #expect(try SessionStep(jsonLine: #"{"paste":"\",]"}"#) == .paste("\",]"))
    }

    @Test("the field model's steps: enable or disable, read-only on or off, validate")
    func modelSteps() throws {
        #expect(try SessionStep(jsonLine: #"{"enabled":false}"#) == .enabled(false))
        #expect(try SessionStep(jsonLine: #"{"readOnly":true}"#) == .readOnly(true))
        #expect(try SessionStep(jsonLine: #"{"validate":true}"#) == .validate)
        #expect(SessionStep.readOnly(false).jsonLine == #"{"readOnly":false}"#)
        #expect(try SessionStep(jsonLine: #"{"warning":"Unusual"}"#) == .show(InlineMessage(.warning, "Unusual")))
        #expect(SessionStep.show(InlineMessage(.success, "Saved")).jsonLine == #"{"success":"Saved"}"#)
        #expect(throws: SessionStepError.wrongArgument(key: "enabled", expected: "true or false")) {
            try SessionStep(jsonLine: #"{"enabled":1}"#)
        }
    }

    @Test("--keys types one character a keystroke, ⌫ and ⌦ delete")
    func keys() {
        #expect(SessionStep.steps(typing: "1⌫2⌦") == [.type("1"), .backspace(1), .type("2"), .deleteForward(1)])
    }

    @Test("a session reports refusals and keeps the field as it was")
    func session() throws {
        var session = ReplaySession(formatter: try currency("en_US", "USD"))
        session.run(.type("1"))
        let refused = session.run(.type("x"))
        #expect(refused.rejected)
        #expect(refused.text == "1")
        #expect(refused.jsonLine == #"{"text":"1","selection":[1,1],"value":"1","rejected":true,"reason":"“x” can’t be entered here","focused":true,"state":"typing","counter":{"count":1,"limit":null,"text":null},"message":null,"clearButton":true,"label":null,"canUndo":true,"canRedo":false,"marked":null,"accessibility":{"label":null,"value":"1.00 US dollars","announcement":"“x” can’t be entered here"}}"#)
        let outside = session.run(.select(0..<9))
        #expect(outside.reason == "This change lies outside the text")
        #expect(session.run(.blur).jsonLine == #"{"text":"$1.00","selection":[5,5],"value":"1","rejected":false,"reason":null,"focused":false,"state":"typed","counter":{"count":1,"limit":null,"text":null},"message":null,"clearButton":false,"label":null,"canUndo":false,"canRedo":false,"marked":null,"accessibility":{"label":null,"value":"1.00 US dollars","announcement":null}}"#)
    }

    @Test("undo and redo steps: how many times, and what each line says can be undone or redone")
    func undoRedo() throws {
        var session = ReplaySession(formatter: try currency("de_DE", "EUR"))
        session.run(.type("1"))
        session.run(.paste("234,5"))
        let undone = session.run(try SessionStep(jsonLine: #"{"undo":1}"#))
        #expect(undone.text == "1")
        #expect(undone.fieldModel?.canUndo == true)
        #expect(undone.fieldModel?.canRedo == true)
        let all = session.run(.undo(5))
        #expect(all.text.isEmpty)
        #expect(all.fieldModel?.canUndo == false)
        let redone = session.run(.redo(2))
        #expect(redone.text == "1.234,5")
        #expect(redone.jsonLine.hasSuffix(#""canUndo":true,"canRedo":false,"marked":null,"accessibility":{"label":null,"value":"1.234,50 Euro","announcement":null}}"#))
    }

    @Test("every line says what a screen reader gets: label, value, announcement")
    func accessibility() throws {
        var session = ReplaySession(formatter: CardNumberFormatter(),
                                    configuration: .init(label: "Card number", isRequired: true))
        #expect(session.line.jsonLine.hasSuffix(
            #""accessibility":{"label":"Card number, required","value":"Empty","announcement":null}}"#))
        let typed = session.run(.type("4"))
        #expect(typed.jsonLine.hasSuffix(#""accessibility":{"label":"Card number, required","value":"Visa, 4","announcement":"Card recognized: Visa"}}"#))
    }
}
