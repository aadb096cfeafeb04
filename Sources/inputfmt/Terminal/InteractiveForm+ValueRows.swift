import InputFormatKit

extension InteractiveForm {
    /// A row of a field's value as drawn: the text with its style sequences, and the columns it takes.
    struct DrawnRow: Equatable {
        var text: String
        var width: Int
    }

    /// A single-line field's value in `columns`: the text with the caret (a reverse-video cell)
    /// and the selection (reverse video). A text too long for the line scrolls to keep in view
    /// the caret (focused), the selection's end, or the text's end. Reads only the characters it
    /// shows, however long the text.
    static func drawLine(_ text: FieldText, focused: Bool, columns: Int) -> DrawnRow {
        let string = text.string
        let selection = text.selection
        let caretAtEnd = focused && selection.isEmpty && selection.lowerBound >= text.utf16Count
        // The cell kept in view and the columns it takes; then the cells before it that fit too.
        let focus: String.Index
        if caretAtEnd || string.isEmpty {
            focus = string.endIndex
        } else if focused {
            focus = characterIndex(atUTF16: selection.isEmpty ? selection.lowerBound : selection.upperBound - 1, in: text)
        } else {
            focus = string.index(before: string.endIndex)
        }
        var used = focus < string.endIndex ? ScreenText.width(string[focus]) : (caretAtEnd ? 1 : 0)
        var first = focus
        while first > string.startIndex {
            let previous = string.index(before: first)
            let width = ScreenText.width(string[previous])
            if used + width > columns { break }
            used += width
            first = previous
        }
        return drawCells(text, from: first, to: string.endIndex, focused: focused, columns: columns,
                         caretCell: caretAtEnd)
    }

    /// A multi-line field's value: its text word-wrapped to `columns` in one pass over it (cut
    /// inside a word only when the word is longer than a row), and at most `limit` of those
    /// rows drawn — the first ones, or, focused, those ending at the caret's (the selection's
    /// end's) row once it is past them. Unfocused, or with the caret early in the text, the
    /// pass stops at the last row it draws; each row drawn reads only its own characters.
    static func drawArea(_ text: FieldText, focused: Bool, columns: Int, limit: Int) -> [DrawnRow] {
        let string = text.string
        let selection = text.selection
        let caretAtEnd = focused && selection.isEmpty && selection.lowerBound >= text.utf16Count
        let focusOffset = !focused ? 0 : selection.isEmpty ? selection.lowerBound : max(selection.lowerBound, selection.upperBound - 1)
        // Where each row starts, as UTF-8 and UTF-16 offsets.
        var starts: [(utf8: Int, utf16: Int)] = [(0, 0)]
        var focusRow = 0
        var rowWidth = 0
        var lastBreak: (utf8: Int, utf16: Int, width: Int)?   // just after the row's last space
        var utf8 = 0, utf16 = 0
        for character in string {
            let width: Int, units8: Int, units16: Int
            if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F {
                (width, units8, units16) = (1, 1, 1)
            } else {
                (width, units8, units16) = (ScreenText.width(character), character.utf8.count, character.utf16.count)
            }
            if rowWidth + width > columns, rowWidth > 0 {
                // After the row's last space; then before this character if it still does not fit.
                if let at = lastBreak {
                    starts.append((at.utf8, at.utf16))
                    if at.utf16 <= focusOffset { focusRow = starts.count - 1 }
                    rowWidth -= at.width
                    lastBreak = nil
                }
                if rowWidth > 0, rowWidth + width > columns {
                    starts.append((utf8, utf16))
                    if utf16 <= focusOffset { focusRow = starts.count - 1 }
                    rowWidth = 0
                }
                // Every row to draw is known once the rows run past the focused one and the limit.
                if utf16 > focusOffset, !caretAtEnd, starts.count > max(focusRow + 1, limit) { break }
            }
            rowWidth += width
            utf8 += units8
            utf16 += units16
            if character == " " { lastBreak = (utf8, utf16, rowWidth) }
        }
        if caretAtEnd, rowWidth + 1 > columns, rowWidth > 0 {
            starts.append((utf8, utf16))
            focusRow = starts.count - 1
        }
        let first = focusRow < limit ? 0 : focusRow - limit + 1
        let last = min(starts.count, first + limit)
        let utf8View = string.utf8
        var rows: [DrawnRow] = []
        for row in first..<last {
            let from = utf8View.index(utf8View.startIndex, offsetBy: starts[row].utf8)
            let to = row + 1 < starts.count ? utf8View.index(utf8View.startIndex, offsetBy: starts[row + 1].utf8) : string.endIndex
            rows.append(drawCells(text, from: from, to: to, focused: focused, columns: columns,
                                  caretCell: caretAtEnd && row == starts.count - 1))
        }
        // More text below the last row shown: an ellipsis where it fits.
        if last < starts.count, var end = rows.last, end.width < columns {
            end.text += Style.grey.wrap("…")
            end.width += 1
            rows[rows.count - 1] = end
        }
        return rows
    }

    /// The characters of `text` from `start` to `end` that fit in `columns`, the selected ones
    /// and the caret's in reverse video, and (with `caretCell`) a reverse-video cell after them
    /// for the caret at the end.
    private static func drawCells(_ text: FieldText, from start: String.Index, to end: String.Index, focused: Bool,
                                  columns: Int, caretCell: Bool) -> DrawnRow {
        let string = text.string
        let selection = text.selection
        var offset = start.utf16Offset(in: string)
        var result = ""
        var run = ""   // highlighted cells not written yet
        var used = 0
        var index = start
        while index < end {
            let next = string.index(after: index)
            let character = string[index]
            let width = ScreenText.width(character)
            if used + width > columns { break }
            let highlighted = focused && (selection.isEmpty ? offset == selection.lowerBound : selection.contains(offset))
            if highlighted {
                run.append(character)
            } else {
                if !run.isEmpty { result += Style.reverse.wrap(run); run = "" }
                result.append(character)
            }
            used += width
            offset += character.utf16.count
            index = next
        }
        if caretCell, used + 1 <= columns {
            run += " "
            used += 1
        }
        if !run.isEmpty { result += Style.reverse.wrap(run) }
        return DrawnRow(text: result, width: used)
    }
}
