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

    /// `items` joined by `separator` into lines of at most `columns`, a line broken only between
    /// two items (an item wider than a line is wrapped by itself); at most `limit` lines, the
    /// last ending in `…` when items are left over.
    static func wrap(items: [String], separator: String, columns: Int, limit: Int) -> [String] {
        var lines: [[String]] = []   // the items of each line
        var line: [String] = []
        for item in items where !item.isEmpty {
            if !line.isEmpty, width((line + [item]).joined(separator: separator)) <= columns {
                line.append(item)
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = [item]
            if width(item) > columns {
                let pieces = wrap(item, columns: columns, limit: .max)
                lines += pieces.dropLast().map { [$0] }
                line = pieces.last.map { [$0] } ?? []
            }
        }
        if !line.isEmpty { lines.append(line) }
        guard lines.count > limit else { return lines.map { $0.joined(separator: separator) } }
        var kept = lines.prefix(limit).map { $0.joined(separator: separator) }
        var last = lines[limit - 1]
        // Whole items come off the last line until the ellipsis fits.
        while last.count > 1, width(last.joined(separator: separator)) + 2 > columns { last.removeLast() }
        let text = last.joined(separator: separator)
        kept[limit - 1] = width(text) + 2 <= columns ? text + " …" : text
        return kept
    }

    /// Columns `line` takes on the screen, its style sequences (`ESC [ … letter`) taking none.
    static func visibleWidth(_ line: String) -> Int {
        var shown = String.UnicodeScalarView()
        var inSequence = false
        for scalar in line.unicodeScalars {
            if inSequence {
                if (0x40...0x7E).contains(scalar.value), scalar != "[" { inSequence = false }
            } else if scalar == "\u{1B}" {
                inSequence = true
            } else {
                shown.append(scalar)
            }
        }
        return width(String(shown))
    }

    /// `lines` (the part of `total` lines starting at line `top`) with a scroll bar in the
    /// column before the last: a thumb as tall as the share of lines shown, where they are.
    /// The last column stays empty, so no line reaches the terminal's edge.
    static func withScrollBar(_ lines: [String], top: Int, total: Int, columns: Int) -> [String] {
        let shown = lines.count
        guard total > shown, shown > 0 else { return lines }
        let thumb = max(1, shown * shown / total)
        let scrollable = total - shown
        let thumbTop = (top * (shown - thumb) + scrollable / 2) / scrollable
        return lines.enumerated().map { index, line in
            let bar = (thumbTop..<(thumbTop + thumb)).contains(index) ? "┃" : "\u{1B}[90m│\u{1B}[0m"
            return line + String(repeating: " ", count: max(0, columns - 2 - visibleWidth(line))) + bar
        }
    }

    /// `text` padded with spaces to `columns`.
    static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(text)))
    }
}
