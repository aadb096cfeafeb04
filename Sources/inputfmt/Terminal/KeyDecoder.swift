/// Turns the bytes a terminal sends into keys: UTF-8 text, control keys, the escape sequences of
/// arrows, Home, End and Delete (with Shift), and bracketed paste (`ESC [200~` … `ESC [201~`).
///
/// Ctrl-Z (0x1A) is undo and Ctrl-Y (0x19) redo. Ctrl-Shift-Z sends 0x1A too in a plain
/// terminal, so there it undoes; terminals that report modified keys send it as an escape
/// sequence, read as redo.
///
/// Bytes may arrive split anywhere; an incomplete sequence waits for the next bytes. An
/// escape sequence the demo does not use is skipped whole, never typed.
struct KeyDecoder {
    private var pending: [UInt8] = []
    private var pasting: [UInt8]?

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// The keys complete in `bytes` (with what was pending before).
    mutating func feed(_ bytes: [UInt8]) -> [TerminalKey] {
        pending += bytes
        var keys: [TerminalKey] = []
        while let (key, used) = next() {
            pending.removeFirst(used)
            if let key { keys.append(key) }
        }
        return Self.graphemes(keys)
    }

    /// Text that arrived together is regrouped into grapheme clusters, one key each, so an
    /// emoji sequence or a letter with its combining mark is one keystroke.
    private static func graphemes(_ keys: [TerminalKey]) -> [TerminalKey] {
        var result: [TerminalKey] = []
        var run = ""
        for key in keys {
            if case let .text(text) = key { run += text; continue }
            result += run.map { .text(String($0)) }
            run = ""
            result.append(key)
        }
        return result + run.map { .text(String($0)) }
    }

    /// What is pending once input pauses: a lone ESC is the Escape key.
    mutating func flush() -> [TerminalKey] {
        guard pasting == nil, pending == [0x1B] else { return [] }
        pending = []
        return [.escape]
    }

    /// The next key and how many bytes it used (`nil` key: bytes to skip); `nil` when the
    /// pending bytes do not yet hold a whole key.
    private mutating func next() -> (TerminalKey?, Int)? {
        if var paste = pasting {
            guard let end = Self.find(Self.pasteEnd, in: pending) else {
                // Keep a possible start of the end marker pending; the rest is pasted text.
                let keep = min(pending.count, Self.pasteEnd.count - 1)
                paste += pending.dropLast(keep)
                pasting = paste
                let used = pending.count - keep
                return used > 0 ? (nil, used) : nil
            }
            paste += pending[..<end]
            pasting = nil
            let text = String(decoding: paste, as: UTF8.self)
            return (.paste(text), end + Self.pasteEnd.count)
        }
        guard let first = pending.first else { return nil }
        switch first {
        case 0x1B: return escapeSequence()
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01: return (.selectAll, 1)
        case 0x03, 0x04: return (.interrupt, 1)
        case 0x15: return (.clear, 1)
        case 0x1A: return (.undo, 1)
        case 0x19: return (.redo, 1)
        case 0x09: return (.tab, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x00..<0x20: return (nil, 1)
        default: return utf8Character()
        }
    }

    private mutating func escapeSequence() -> (TerminalKey?, Int)? {
        guard pending.count >= 2 else { return nil }
        if pending.starts(with: Self.pasteStart) {
            pasting = []
            return (nil, Self.pasteStart.count)
        }
        if Self.pasteStart.starts(with: pending) { return nil }
        switch pending[1] {
        case UInt8(ascii: "["):
            // CSI: parameters and intermediates, then a final byte in 0x40...0x7E.
            guard let final = pending.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                return pending.count > 32 ? (nil, pending.count) : nil
            }
            let parameters = String(decoding: pending[2..<final], as: UTF8.self)
            return (Self.csiKey(parameters: parameters, final: pending[final]), final + 1)
        case UInt8(ascii: "O"):
            guard pending.count >= 3 else { return nil }
            let key: TerminalKey? = switch pending[2] {
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            default: nil
            }
            return (key, 3)
        default:
            return (.escape, 1)
        }
    }

    private static func csiKey(parameters: String, final: UInt8) -> TerminalKey? {
        let shifted = parameters.hasSuffix(";2")
        switch (final, parameters) {
        case (UInt8(ascii: "Z"), _): return .backTab
        // Ctrl-(Shift-)Z as terminals that tell modified keys apart send it: xterm's
        // modifyOtherKeys (`CSI 27;6;90~`) and the kitty/fixterms form (`CSI 122;6u`).
        case (UInt8(ascii: "~"), "27;5;122"), (UInt8(ascii: "u"), "122;5"): return .undo
        case (UInt8(ascii: "~"), "27;6;90"), (UInt8(ascii: "~"), "27;6;122"),
             (UInt8(ascii: "u"), "122;6"), (UInt8(ascii: "u"), "90;6"), (UInt8(ascii: "u"), "121;5"): return .redo
        case (UInt8(ascii: "~"), "3"): return .delete
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return .home
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return .end
        case (UInt8(ascii: "A"), _): return .up
        case (UInt8(ascii: "B"), _): return .down
        case (UInt8(ascii: "C"), _): return shifted ? .selectRight : .right
        case (UInt8(ascii: "D"), _): return shifted ? .selectLeft : .left
        case (UInt8(ascii: "H"), _): return shifted ? .selectHome : .home
        case (UInt8(ascii: "F"), _): return shifted ? .selectEnd : .end
        default: return nil
        }
    }

    private func utf8Character() -> (TerminalKey?, Int)? {
        let first = pending[0]
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard pending.count >= length else { return nil }
        guard let text = String(validating: pending[0..<length], as: UTF8.self) else { return (nil, 1) }
        return (.text(text), length)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
