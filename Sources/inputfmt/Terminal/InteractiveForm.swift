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
}
