/// Widths of text on a terminal, and wrapping by them.
enum ScreenText {
    /// Columns a grapheme cluster takes (2 for wide East Asian characters and emoji, 0 for
    /// marks and format characters).
    static func width(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }) { return 2 }
        return width(first)
    }

    /// Columns of one scalar: 0 for marks and format characters, 2 for East Asian wide and
    /// full-width ranges, else 1.
    static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + width($1) }
    }

    /// `text` cut into lines of at most `columns`, at spaces where it can; at most `limit`
    /// lines, the last ending in `…` when text is left over.
    static func wrap(_ text: String, columns: Int, limit: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if width(candidate) <= columns {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = word
            while width(line) > columns {
                var head = ""
                for character in line where width(head) + width(character) <= columns { head.append(character) }
                lines.append(head)
                line = String(line.dropFirst(head.count))
            }
        }
        if !line.isEmpty { lines.append(line) }
        guard lines.count > limit else { return lines }
        var kept = Array(lines.prefix(limit))
        var last = kept[limit - 1]
        while width(last) + 1 > columns, !last.isEmpty { last.removeLast() }
        kept[limit - 1] = last + "…"
        return kept
    }

    /// `text` padded with spaces to `columns`.
    static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(text)))
    }
}
