import Foundation
import InputFormatKit
import Testing

/// A field written as the tests and the documentation write it: `|` is the caret, `[…]` a selection.
func field(_ notation: String) -> FieldText {
    var text = ""
    var lower: Int?
    var upper: Int?
    for character in notation {
        switch character {
        case "|": lower = text.utf16.count; upper = lower
        case "[": lower = text.utf16.count
        case "]": upper = text.utf16.count
        default: text.append(character)
        }
    }
    let end = text.utf16.count
    return FieldText(text, selection: (lower ?? end)..<(upper ?? lower ?? end))
}

/// A currency formatter that must be made (the test fails with the error otherwise).
func currency(_ locale: String, _ code: String, negative: Bool = false) throws -> CurrencyFormatter {
    try CurrencyFormatter(locale: locale, currency: code, allowsNegative: negative)
}

extension InputFormatter {
    /// Types each grapheme cluster of `keys` as a keystroke (`⌫` backspace, `⌦` forward delete),
    /// failing the test on any refusal.
    func typing(_ keys: String, into start: FieldText = .empty, sourceLocation: SourceLocation = #_sourceLocation) -> FieldText {
        var current = start
        for key in keys {
            let edit: Edit
            switch key {
            case "⌫": edit = .backspace(in: current)
            case "⌦": edit = .deleteForward(in: current)
            default: edit = .typing(String(key), in: current)
            }
            let result = apply(edit, to: current)
            #expect(result.rejection == nil, "key \(key) at \(current)", sourceLocation: sourceLocation)
            current = result.field
        }
        return current
    }

    func key(_ key: String, at state: FieldText) -> EditResult<Value> {
        switch key {
        case "⌫": return apply(.backspace(in: state), to: state)
        case "⌦": return apply(.deleteForward(in: state), to: state)
        default: return apply(.typing(key, in: state), to: state)
        }
    }
}

/// Compares the lines a session produced with its expected file, line for line; with
/// `IFK_REGENERATE_FIXTURES=1` in the environment it writes the file instead (to be read by a
/// person and checked against the session's oracle before it is committed).
func compareWithExpectedLines(_ produced: [String], in url: URL, session: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["IFK_REGENERATE_FIXTURES"] == "1" {
        try (produced.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(produced.count == expected.count, sourceLocation: sourceLocation)
    for (index, (got, want)) in zip(produced, expected).enumerated() where got != want {
        Issue.record("\(session) line \(index + 1):\n  got  \(got)\n  want \(want)", sourceLocation: sourceLocation)
    }
}

/// Whether this process runs under AddressSanitizer (`Scripts/sanitizers.sh`): its allocator
/// gives every string exactly the bytes asked for (`malloc_usable_size`), so a string that grows
/// by a character is always copied, and the tests that a long text is edited where it lies
/// cannot hold there. They are skipped under it; memory errors are what that run looks for.
let underAddressSanitizer = dlsym(nil, "__asan_init") != nil
