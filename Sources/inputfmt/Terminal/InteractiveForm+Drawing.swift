import InputFormatKit

extension InteractiveForm {
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
}
