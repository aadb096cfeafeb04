@testable import inputfmt
import InputFormatKit
import InputFormatTestSupport
import Testing

/// How the interactive demo draws a field's value, checked against plain versions that lay out
/// every cell of the text first: the demo's own drawing reads only the characters it shows (and,
/// for a note, wraps the text in one pass), so the two must agree on every text, width, caret
/// and selection.
@Suite("inputfmt demo: drawing a value")
struct ValueDrawingTests {
    /// A grapheme cluster of the text, where it starts (UTF-16), and the columns it takes.
    struct Cell: Equatable {
        var character: Character
        var offset: Int
        var width: Int
    }

    /// What a drawn row shows: each character, and whether it is in reverse video.
    static func cells(of row: InteractiveForm.DrawnRow) -> [(Character, Bool)] {
        var result: [(Character, Bool)] = []
        var segment = String.UnicodeScalarView()
        var highlighted = false
        var scalars = row.text.unicodeScalars.makeIterator()
        func flush() {
            result += String(segment).map { ($0, highlighted) }
            segment = String.UnicodeScalarView()
        }
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else { segment.append(scalar); continue }
            flush()
            var code = ""
            while let next = scalars.next(), next != "m" { code.unicodeScalars.append(next) }
            highlighted = code == "[7"
        }
        flush()
        return result
    }

    static func layout(_ string: String) -> [Cell] {
        var offset = 0
        return string.map { character in
            defer { offset += character.utf16.count }
            return Cell(character: character, offset: offset, width: ScreenText.width(character))
        }
    }

    /// The cells drawn, as the demo drew them before it read only what it shows: every cell laid
    /// out, cells dropped from the left until the one kept in view fits (the caret's, the last
    /// selected one's, or the last), then as many drawn as fit.
    static func expectedLine(_ text: FieldText, focused: Bool, columns: Int) -> [(Character, Bool)] {
        var cells = layout(text.string).map { ($0, false) }
        let selection = text.selection
        for index in cells.indices where focused {
            let start = cells[index].0.offset
            cells[index].1 = selection.isEmpty ? start == selection.lowerBound : selection.contains(start)
        }
        var focus = cells.count - 1
        if focused, selection.isEmpty, selection.lowerBound >= text.utf16Count {
            cells.append((Cell(character: " ", offset: text.utf16Count, width: 1), true))
            focus = cells.count - 1
        } else if focused {
            let target = selection.isEmpty ? selection.lowerBound : selection.upperBound - 1
            focus = cells.lastIndex { $0.0.offset <= target } ?? 0
        }
        guard !cells.isEmpty else { return [] }
        var first = 0
        while first < focus, cells[first...focus].reduce(0, { $0 + $1.0.width }) > columns { first += 1 }
        var used = 0
        var shown: [(Character, Bool)] = []
        for (cell, highlighted) in cells[first...] {
            if used + cell.width > columns { break }
            used += cell.width
            shown.append((cell.character, highlighted))
        }
        return shown
    }

    /// The rows of a note: every cell laid out, rows filled greedily and broken after their last
    /// space (inside a word only when the row has none), then the window of `limit` rows: the
    /// first, or those ending at the caret's (the selection's end's) row; `…` when more follow.
    static func expectedArea(_ text: FieldText, focused: Bool, columns: Int, limit: Int) -> [[(Character, Bool)]] {
        let selection = text.selection
        var rows: [[Cell]] = []
        var row: [Cell] = []
        func width(_ cells: [Cell]) -> Int { cells.reduce(0) { $0 + $1.width } }
        for cell in layout(text.string) {
            if !row.isEmpty, width(row) + cell.width > columns {
                if let space = row.lastIndex(where: { $0.character == " " }) {
                    rows.append(Array(row[...space]))
                    row = Array(row[(space + 1)...])
                }
                if !row.isEmpty, width(row) + cell.width > columns {
                    rows.append(row)
                    row = []
                }
            }
            row.append(cell)
        }
        rows.append(row)
        var starts = rows.indices.map { index in rows[index].first?.offset ?? (index == 0 ? 0 : text.utf16Count) }
        let caretAtEnd = focused && selection.isEmpty && selection.lowerBound >= text.utf16Count
        if caretAtEnd, width(row) + 1 > columns, !row.isEmpty {
            rows.append([])
            starts.append(text.utf16Count)
        }
        let target = !focused ? 0 : selection.isEmpty ? selection.lowerBound : max(selection.lowerBound, selection.upperBound - 1)
        let focusRow = starts.lastIndex { $0 <= target } ?? 0
        let first = focusRow < limit ? 0 : focusRow - limit + 1
        let last = min(rows.count, first + limit)
        var drawn: [[(Character, Bool)]] = rows[first..<last].map { cells in
            var used = 0
            var shown: [(Character, Bool)] = []
            for cell in cells {
                if used + cell.width > columns { break }
                used += cell.width
                let highlighted = focused && (selection.isEmpty ? cell.offset == selection.lowerBound : selection.contains(cell.offset))
                shown.append((cell.character, highlighted))
            }
            return shown
        }
        if caretAtEnd, last == rows.count, drawn[drawn.count - 1].reduce(0, { $0 + ScreenText.width($1.0) }) + 1 <= columns {
            drawn[drawn.count - 1].append((" ", true))
        }
        if last < rows.count, drawn[drawn.count - 1].reduce(0, { $0 + ScreenText.width($1.0) }) < columns {
            drawn[drawn.count - 1].append(("…", false))
        }
        return drawn
    }

    static func same(_ a: [(Character, Bool)], _ b: [(Character, Bool)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    static func show(_ cells: [(Character, Bool)]) -> String {
        cells.map { $0.1 ? "[\($0.0)]" : String($0.0) }.joined()
    }

    /// Texts of narrow, wide, zero-width-joined and combining clusters and spaces, with a caret
    /// or a selection at a cluster boundary.
    static func samples(count: Int, length: ClosedRange<Int>) -> [FieldText] {
        let clusters: [String] = ["a", "b", "1", " ", " ", "é", "e\u{301}", "中", "文", "👍", "👨‍👩‍👧", "🇩🇪", "ß", "word", "ー"]
        var generator = SplitMix64(seed: 0x5EED)
        return (0..<count).map { _ in
            let string = (0..<Int.random(in: length, using: &generator)).map { _ in clusters.randomElement(using: &generator)! }.joined()
            let offsets = layout(string).map(\.offset) + [string.utf16.count]
            let a = offsets.randomElement(using: &generator)!, b = offsets.randomElement(using: &generator)!
            let selection = Bool.random(using: &generator) ? a..<a : min(a, b)..<max(a, b)
            return FieldText(string, selection: selection)
        }
    }

    @Test("a single-line value shows the cells the full layout shows")
    func singleLine() {
        for text in Self.samples(count: 400, length: 0...40) {
            for columns in [1, 2, 5, 8, 13] {
                for focused in [true, false] {
                    let drawn = Self.cells(of: InteractiveForm.drawLine(text, focused: focused, columns: columns))
                    let expected = Self.expectedLine(text, focused: focused, columns: columns)
                    #expect(Self.same(drawn, expected),
                            "\(text.string.debugDescription) \(text.selection) in \(columns), focused \(focused): \(Self.show(drawn)) ≠ \(Self.show(expected))")
                }
            }
        }
    }

    @Test("a note's rows are those of the full layout, wrapped between words")
    func area() {
        for text in Self.samples(count: 300, length: 0...80) {
            for columns in [2, 5, 9, 16] {
                for limit in [1, 3] {
                    for focused in [true, false] {
                        let drawn = InteractiveForm.drawArea(text, focused: focused, columns: columns, limit: limit).map(Self.cells(of:))
                        let expected = Self.expectedArea(text, focused: focused, columns: columns, limit: limit)
                        #expect(drawn.count == expected.count && zip(drawn, expected).allSatisfy(Self.same),
                                "\(text.string.debugDescription) \(text.selection) in \(columns)×\(limit), focused \(focused): \(drawn.map(Self.show)) ≠ \(expected.map(Self.show))")
                    }
                }
            }
        }
    }

    @Test("the drawn width is what the cells take, and never more than the room")
    func widths() {
        for text in Self.samples(count: 200, length: 0...60) {
            for columns in [3, 10] {
                let line = InteractiveForm.drawLine(text, focused: true, columns: columns)
                #expect(line.width == Self.cells(of: line).reduce(0) { $0 + ScreenText.width($1.0) } && line.width <= columns)
                for row in InteractiveForm.drawArea(text, focused: true, columns: columns, limit: 3) {
                    #expect(row.width == Self.cells(of: row).reduce(0) { $0 + ScreenText.width($1.0) } && row.width <= columns)
                }
            }
        }
    }

    @Test("arrow keys move by whole characters, as a walk over the text from its start finds them")
    func boundaries() {
        for text in Self.samples(count: 200, length: 0...30) {
            let ends = Self.layout(text.string).map { $0.offset + $0.character.utf16.count }
            let starts = Self.layout(text.string).map(\.offset)
            for offset in 0...(text.utf16Count + 1) {   // inside surrogate pairs and clusters too
                let before = offset == 0 ? 0 : starts.last { $0 < offset } ?? 0
                let after = ends.first { $0 > offset } ?? text.utf16Count
                #expect(InteractiveForm.boundary(before: offset, in: text) == before, "\(text.string.debugDescription) before \(offset)")
                #expect(InteractiveForm.boundary(after: offset, in: text) == after, "\(text.string.debugDescription) after \(offset)")
            }
        }
    }
}
