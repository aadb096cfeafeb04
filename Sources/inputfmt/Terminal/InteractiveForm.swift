import InputFormatKit

/// The form of `inputfmt demo` in a terminal: its fields, which one has focus, the keys that
/// edit them, and the screen it draws. Drawing is a pure function of the state (``screen(columns:)``),
/// so what a person sees is what the tmux test reads.
struct InteractiveForm {
    var title: String
    var fields: [any DemoFormField]
    var focused = 0
    /// The fixed end of a selection made with Shift and the arrows.
    var anchor: Int?
    /// What the last Enter said, until the next edit.
    var submitNote: String?
    var showsBanner = false
    var isFinished = false
    /// The first line of the fields shown when the terminal is too short for all of them.
    var scrollTop = 0
    let marking: LabelMarking
    let messages: MessageTable
    let digits: LocaleDigits
    /// The form's own words: the submit notes and the keys line.
    let text: DemoText

    init(title: String, fields: [any DemoFormField], marking: LabelMarking, messages: MessageTable = .english,
         digits: LocaleDigits = .ascii, text: DemoText = .english) {
        self.title = title
        self.fields = fields
        self.marking = marking
        self.messages = messages
        self.digits = digits
        self.text = text
        if !self.fields.isEmpty { self.fields[0].focus() }
    }

    var summary: FormSummary { FormSummary(fields: fields.map { $0.status() }, messages: messages, digits: digits) }

    // MARK: Keys

    mutating func handle(_ key: TerminalKey) {
        var field = fields[focused]
        let text = field.text
        let caret = text.selection.upperBound
        switch key {
        case let .text(typed): field.type(typed); anchor = nil
        case let .paste(pasted): field.paste(pasted); anchor = nil
        case .backspace: field.backspace(); anchor = nil
        case .delete: field.deleteForward(); anchor = nil
        case .left:
            let target = text.selection.isEmpty ? Self.boundary(before: caret, in: text) : text.selection.lowerBound
            field.select(target..<target); anchor = nil
        case .right:
            let target = text.selection.isEmpty ? Self.boundary(after: caret, in: text) : text.selection.upperBound
            field.select(target..<target); anchor = nil
        case .home: field.select(field.editable.lowerBound..<field.editable.lowerBound); anchor = nil
        case .end: field.select(field.editable.upperBound..<field.editable.upperBound); anchor = nil
        case .selectLeft, .selectRight, .selectHome, .selectEnd:
            let fixed = anchor ?? (text.selection.isEmpty ? caret : text.selection.lowerBound)
            let moving = text.selection.lowerBound == fixed ? text.selection.upperBound : text.selection.lowerBound
            let target: Int = switch key {
            case .selectLeft: Self.boundary(before: moving, in: text)
            case .selectRight: Self.boundary(after: moving, in: text)
            case .selectHome: field.editable.lowerBound
            default: field.editable.upperBound
            }
            anchor = fixed
            field.select(min(fixed, target)..<max(fixed, target))
        case .selectAll: field.select(field.editable.lowerBound..<field.editable.upperBound); anchor = nil
        case .clear: field.clear(); anchor = nil
        case .undo: field.undo(); anchor = nil
        case .redo: field.redo(); anchor = nil
        case .tab, .down: fields[focused] = field; move(by: 1); return
        case .backTab, .up: fields[focused] = field; move(by: -1); return
        case .enter: fields[focused] = field; submit(); return
        case .escape, .interrupt: isFinished = true
        }
        fields[focused] = field
        // The security code field follows the card number field's brand.
        if let card = fields.lazy.compactMap(\.cardNumber).first {
            for index in fields.indices { fields[index].follow(card) }
        }
        if case .text = key { submitNote = nil }
        if case .paste = key { submitNote = nil }
    }

    mutating func move(by step: Int) {
        fields[focused].blur()
        focused = (focused + step + fields.count) % fields.count
        fields[focused].focus()
        anchor = nil
    }

    /// Enter: every field's rules run; refused with the banner while any field is in error.
    mutating func submit() {
        for index in fields.indices { fields[index].validate() }
        let summary = summary
        if summary.maySubmit {
            showsBanner = false
            let values = fields.compactMap { field in field.valueDescription.map { "\(field.status().label) \($0)" } }
            submitNote = "✔ " + MessageTemplate.fill(text.submitted, ["values": values.joined(separator: ", ")])
        } else {
            showsBanner = true
            submitNote = MessageTemplate.fill(text.notSubmitted, ["reason": summary.bannerText ?? messages.text(.valueRequired)])
        }
    }

    /// The start of the character before `offset` (of the one it falls inside, if any).
    /// Reads only the characters around `offset`, not the text before it.
    static func boundary(before offset: Int, in text: FieldText) -> Int {
        guard offset > 0 else { return 0 }
        let string = text.string
        let index = characterIndex(atUTF16: offset, in: text)
        if index.utf16Offset(in: string) < min(offset, text.utf16Count) { return index.utf16Offset(in: string) }
        guard index > string.startIndex else { return 0 }
        return string.index(before: index).utf16Offset(in: string)
    }

    /// The end of the character after `offset` (of the one it falls inside, if any), or the
    /// text's end. Reads only the characters around `offset`.
    static func boundary(after offset: Int, in text: FieldText) -> Int {
        let string = text.string
        let index = characterIndex(atUTF16: offset, in: text)
        guard index < string.endIndex else { return text.utf16Count }
        return string.index(after: index).utf16Offset(in: string)
    }

    /// The start of the character that holds the UTF-16 `offset` (the end index past the
    /// text), found through the string's UTF-16 index, not by walking the text from its start.
    static func characterIndex(atUTF16 offset: Int, in text: FieldText) -> String.Index {
        let string = text.string
        guard offset < text.utf16Count else { return string.endIndex }
        var index = string.utf16.index(string.startIndex, offsetBy: max(0, offset))
        while index > string.startIndex, index.samePosition(in: string) == nil {
            index = string.utf16.index(before: index)
        }
        return index
    }

    // MARK: Drawing

    enum Style: String {
        case plain = "0", bold = "1", reverse = "7", grey = "90", red = "31", orange = "38;5;208", green = "32", title = "1;4"

        func wrap(_ text: String) -> String { text.isEmpty ? "" : "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" }
    }

    static func style(of kind: InlineMessage.Kind) -> Style {
        switch kind {
        case .helper: return .grey
        case .success: return .green
        case .warning: return .orange
        case .error: return .red
        }
    }

    static func glyph(of kind: InlineMessage.Kind) -> String {
        switch kind {
        case .helper: return ""
        case .success: return "✔ "
        case .warning: return "▲ "
        case .error: return "✖ "
        }
    }

    /// The screen for a terminal `columns` wide and `rows` high, one string a line, with the
    /// terminal's style sequences. The title, the banner and the required-fields note stay at
    /// the top and the submit note and the keys at the bottom; between them the fields scroll
    /// (a scroll bar on the right) so that the focused field — its label, value and message —
    /// is in view, starting from where ``scrollTop`` left them. With `rows` left out every line
    /// is drawn.
    func screen(columns: Int, rows: Int = .max) -> [String] {
        layout(columns: columns, rows: rows).lines
    }

    /// ``screen(columns:rows:)``, keeping where the fields are scrolled to for the next draw, so
    /// they move only when the focused field would leave the screen.
    mutating func render(columns: Int, rows: Int) -> [String] {
        let drawn = layout(columns: columns, rows: rows)
        scrollTop = drawn.top
        return drawn.lines
    }

    /// Value rows a multi-line field shows at most.
    static let areaRows = 4

    private func layout(columns: Int, rows: Int) -> (lines: [String], top: Int) {
        let width = max(columns, 30)
        let header = headerLines(width: width)
        var footer = footerLines(width: width, keys: true)
        // A short terminal gives the fields the keys line's rows before the focused one is cut.
        if rows != .max, rows - header.count - footer.count < 6 + InlineMessage.lineLimit {
            footer = footerLines(width: width, keys: false)
        }
        let room = rows == .max ? Int.max : max(1, rows - header.count - footer.count)
        let areaRows = room == .max ? Self.areaRows : max(1, min(Self.areaRows, room - 3 - InlineMessage.lineLimit))
        var body: [String] = []
        var current = 0..<0
        for (index, field) in fields.enumerated() {
            let start = body.count
            body.append("")
            body += draw(field, isCurrent: index == focused, columns: width, areaRows: areaRows)
            if index == focused { current = start..<body.count }
        }
        guard body.count > room else { return (header + body + footer, 0) }
        // Scrolled: from the last draw's place, just enough to bring the focused field in.
        var top = scrollTop
        if current.lowerBound < top { top = current.lowerBound }
        if current.upperBound > top + room { top = current.upperBound - room }
        top = max(0, min(top, body.count - room))
        let shown = ScreenText.withScrollBar(Array(body[top..<(top + room)]), top: top, total: body.count, columns: width)
        return (Array((header + shown + footer).suffix(rows)), top)
    }

    /// The title, the banner (or an empty line) and the required-fields note.
    private func headerLines(width: Int) -> [String] {
        var lines: [String] = ScreenText.wrap(title, columns: width - 1, limit: 2).map { Style.title.wrap($0) }
        let summary = self.summary
        if let banner = summary.bannerText, showsBanner || !summary.fieldsInError.isEmpty {
            let text = ScreenText.wrap("✖ \(banner)", columns: width - 3, limit: 1).first ?? ""
            lines.append(Style.red.wrap("\u{1B}[7m \(text) "))
        } else {
            lines.append("")
        }
        lines += marking.needsRequiredFieldsNote
            ? ScreenText.wrap(messages.text(.requiredFieldsNote), columns: width - 1, limit: 2).map { Style.grey.wrap($0) }
            : [""]
        return lines
    }

    /// An empty line, the submit note, and (with `keys`) the keys line wrapped between its items.
    private func footerLines(width: Int, keys: Bool) -> [String] {
        var lines = [""]
        if let submitNote {
            let style: Style = submitNote.hasPrefix("✔") ? .green : .red
            lines += ScreenText.wrap(submitNote, columns: width - 1, limit: 3).map { style.wrap($0) }
        }
        if keys {
            let items = text.keys.components(separatedBy: " · ")
            lines += ScreenText.wrap(items: items, separator: " · ", columns: width - 1, limit: 3).map { Style.grey.wrap($0) }
        }
        return lines
    }

    private func draw(_ field: any DemoFormField, isCurrent: Bool, columns: Int, areaRows: Int) -> [String] {
        var lines: [String] = []
        let label = ScreenText.wrap(field.labelText, columns: columns - 2, limit: 1).first ?? ""
        lines.append((isCurrent ? Style.bold : Style.plain).wrap(label))
        // The value: a marker, the text with caret and selection, the clear button.
        let clear = field.isClearButtonVisible ? " ⊗" : ""
        let room = columns - 4 - ScreenText.width(clear)
        let marker = isCurrent ? "▌ " : "  "
        let values = field.isMultiline
            ? Self.drawArea(field.text, focused: field.isFocused, columns: room, limit: areaRows)
            : [Self.drawLine(field.text, focused: field.isFocused, columns: room)]
        for (index, value) in values.enumerated() {
            lines.append(marker + value.text + String(repeating: " ", count: max(0, room - value.width)) + (index == 0 ? clear : ""))
        }
        // The message under the field, the counter on the right.
        let counter = field.counterText ?? ""
        let messageRoom = columns - 4 - (counter.isEmpty ? 0 : ScreenText.width(counter) + 2)
        var messageLines: [String] = []
        // A refused key says why, under the field, until the next key.
        let shown = field.rejectionMessage.map { InlineMessage(.warning, $0) } ?? field.message
        if let message = shown {
            let glyph = Self.glyph(of: message.kind)
            messageLines = ScreenText.wrap(glyph + message.text, columns: messageRoom, limit: message.lineLimit)
                .map { Self.style(of: message.kind).wrap($0) + String(repeating: " ", count: max(0, messageRoom - ScreenText.width($0))) }
        }
        if messageLines.isEmpty { messageLines = [String(repeating: " ", count: max(0, messageRoom))] }
        for (index, line) in messageLines.enumerated() {
            var row = "  " + line
            if index == 0, !counter.isEmpty { row += "  " + Style.grey.wrap(counter) }
            lines.append(row)
        }
        return lines
    }

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
