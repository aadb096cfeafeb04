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
            let target = text.selection.isEmpty ? Self.boundary(before: caret, in: text.string) : text.selection.lowerBound
            field.select(target..<target); anchor = nil
        case .right:
            let target = text.selection.isEmpty ? Self.boundary(after: caret, in: text.string) : text.selection.upperBound
            field.select(target..<target); anchor = nil
        case .home: field.select(field.editable.lowerBound..<field.editable.lowerBound); anchor = nil
        case .end: field.select(field.editable.upperBound..<field.editable.upperBound); anchor = nil
        case .selectLeft, .selectRight, .selectHome, .selectEnd:
            let fixed = anchor ?? (text.selection.isEmpty ? caret : text.selection.lowerBound)
            let moving = text.selection.lowerBound == fixed ? text.selection.upperBound : text.selection.lowerBound
            let target: Int = switch key {
            case .selectLeft: Self.boundary(before: moving, in: text.string)
            case .selectRight: Self.boundary(after: moving, in: text.string)
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
            submitNote = "✔ " + DemoText.fill(text.submitted, ["values": values.joined(separator: ", ")])
        } else {
            showsBanner = true
            submitNote = DemoText.fill(text.notSubmitted, ["reason": summary.bannerText ?? messages.text(.valueRequired)])
        }
    }

    static func boundary(before offset: Int, in text: String) -> Int {
        var previous = 0
        var position = 0
        for character in text {
            if position >= offset { break }
            previous = position
            position += character.utf16.count
        }
        return offset == 0 ? 0 : previous
    }

    static func boundary(after offset: Int, in text: String) -> Int {
        var position = 0
        for character in text {
            position += character.utf16.count
            if position > offset { return position }
        }
        return position
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

    /// The screen, one string a line, with the terminal's style sequences.
    func screen(columns: Int) -> [String] {
        let width = max(columns, 30)
        var lines: [String] = ScreenText.wrap(title, columns: width, limit: 2).map { Style.title.wrap($0) }
        let summary = self.summary
        if let banner = summary.bannerText, showsBanner || !summary.fieldsInError.isEmpty {
            lines.append(Style.red.wrap("\u{1B}[7m ✖ \(banner) "))
        } else {
            lines.append("")
        }
        lines.append(marking.needsRequiredFieldsNote ? Style.grey.wrap(messages.text(.requiredFieldsNote)) : "")
        for (index, field) in fields.enumerated() {
            lines.append("")
            lines += draw(field, isCurrent: index == focused, columns: width)
        }
        lines.append("")
        if let submitNote {
            let style: Style = submitNote.hasPrefix("✔") ? .green : .red
            lines += ScreenText.wrap(submitNote, columns: width, limit: 3).map { style.wrap($0) }
        }
        lines += ScreenText.wrap(text.keys, columns: width, limit: 3).map { Style.grey.wrap($0) }
        return lines
    }

    private func draw(_ field: any DemoFormField, isCurrent: Bool, columns: Int) -> [String] {
        var lines: [String] = []
        let label = field.labelText
        lines.append((isCurrent ? Style.bold : Style.plain).wrap(label))
        // The value line: a marker, the text with caret and selection, the clear button.
        let clear = field.isClearButtonVisible ? " ⊗" : ""
        let room = columns - 4 - ScreenText.width(clear)
        let value = drawValue(field.text, focused: field.isFocused, columns: room)
        lines.append((isCurrent ? "▌ " : "  ") + value + String(repeating: " ", count: max(0, room - valueWidth(field.text, columns: room))) + clear)
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

    /// The columns the shown part of a text takes.
    private func valueWidth(_ text: FieldText, columns: Int) -> Int {
        min(ScreenText.width(text.string) + (text.selection.upperBound == text.utf16Count ? 1 : 0), columns)
    }

    /// The text with the caret (a reverse-video cell) and the selection (reverse video); a long
    /// text scrolls to keep the caret in view.
    private func drawValue(_ text: FieldText, focused: Bool, columns: Int) -> String {
        var cells: [(String, Int, Bool)] = []   // grapheme, width, highlighted
        var offset = 0
        var caretCell: Int?
        for character in text.string {
            let start = offset
            offset += character.utf16.count
            let selected = focused && !text.selection.isEmpty && start >= text.selection.lowerBound && start < text.selection.upperBound
            let isCaret = focused && text.selection.isEmpty && start == text.selection.lowerBound
            if isCaret { caretCell = cells.count }
            cells.append((String(character), ScreenText.width(character), selected || isCaret))
        }
        if focused && text.selection.isEmpty && text.selection.lowerBound >= offset {
            caretCell = cells.count
            cells.append((" ", 1, true))
        }
        // Scroll: drop cells from the left until the caret (or the end) fits.
        let focus = caretCell ?? cells.count - 1
        var first = 0
        while first < focus, cells[first...focus].reduce(0, { $0 + $1.1 }) > columns { first += 1 }
        var result = ""
        var used = 0
        for cell in cells[first...] where used + cell.1 <= columns {
            result += cell.2 ? Style.reverse.wrap(cell.0) : cell.0
            used += cell.1
        }
        return result
    }
}
