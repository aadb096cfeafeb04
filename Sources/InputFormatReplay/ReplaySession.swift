import InputFormatKit

/// Replays a keystroke session on a field, one ``SessionStep`` at a time: the engine behind
/// `inputfmt replay`, `inputfmt demo` and the fixture tests.
///
/// ```swift
/// var session = ReplaySession(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"))
/// session.run(.type("1"))
/// session.run(.paste("234.5")).jsonLine
/// // {"text":"1,234.5","selection":[7,7],"value":"1234.5","rejected":false,"reason":null,"focused":true,
/// //  "state":"typing","counter":{"count":6,"limit":null,"text":null},"message":null,"clearButton":true,"label":null}
/// ```
public struct ReplaySession<Formatter: InputFormatter>: Sendable {
    /// The field model the steps act on.
    public private(set) var formField: FormField<Formatter>
    private let details: @Sendable (Formatter.Value?) -> [ReplayLine.Detail]

    /// The field's text, focus and value.
    ///
    /// ```swift
    /// session.field.value?.description   // "1234.5"
    /// ```
    public var field: InputField<Formatter> { formField.input }

    /// A session on an empty, focused field; `details` adds keys to every line (a card's brand).
    ///
    /// ```swift
    /// ReplaySession(formatter: formatter).line.text   // ""
    /// ```
    public init(formatter: Formatter, configuration: FormField<Formatter>.Configuration = .init(),
                details: @escaping @Sendable (Formatter.Value?) -> [ReplayLine.Detail] = { _ in [] }) {
        self.init(field: FormField(formatter: formatter, configuration: configuration, focused: true), details: details)
    }

    /// A session on a field set up by the caller (read-only, disabled, holding a text).
    ///
    /// ```swift
    /// var field = FormField(formatter: PlainTextFormatter(), text: "Fixed")
    /// field.setReadOnly(true)
    /// ReplaySession(field: field).line.fieldModel?.state   // .readOnly
    /// ```
    public init(field: FormField<Formatter>,
                details: @escaping @Sendable (Formatter.Value?) -> [ReplayLine.Detail] = { _ in [] }) {
        self.formField = field
        self.details = details
    }

    /// What the field shows now, with no refusal.
    ///
    /// ```swift
    /// session.line.focused   // true
    /// ```
    public var line: ReplayLine { line(rejection: nil) }

    /// Runs one step and returns the field's state after it. A step that presses a key several
    /// times reports the first refusal among them.
    ///
    /// ```swift
    /// session.run(.backspace(1)).rejected
    /// ```
    @discardableResult
    public mutating func run(_ step: SessionStep) -> ReplayLine {
        var rejection: EditRejection?
        func note(_ result: EditResult<Formatter.Value>) {
            if rejection == nil { rejection = result.rejection }
        }
        switch step {
        case .type, .paste, .backspace, .deleteForward, .select, .replace:
            // An edit or a tap ends a composition: the step is read against the committed text.
            if let result = formField.unmarkText() { note(result) }
        default: break
        }
        switch step {
        case let .type(text):
            note(formField.apply(.typing(text, in: field.text)))
        case let .paste(text):
            note(formField.paste(text))
        case let .backspace(count):
            for _ in 0..<count { note(formField.backspace()) }
        case let .deleteForward(count):
            for _ in 0..<count { note(formField.deleteForward()) }
        case let .select(range):
            if range.upperBound > field.text.utf16Count {
                rejection = .rangeOutOfBounds(range, length: field.text.utf16Count)
            } else if !field.isFocused {
                rejection = .notFocused
            } else {
                formField.select(range)
            }
        case let .replace(range, text):
            note(formField.apply(Edit(replacing: range, with: text)))
        case .focus: formField.focus(); rejection = formField.lastRejection
        case .blur: formField.blur()
        case .clear: formField.clear(); rejection = formField.lastRejection
        case let .enabled(enabled): formField.setEnabled(enabled)
        case let .readOnly(readOnly): formField.setReadOnly(readOnly)
        case .validate: formField.validate()
        case let .show(message): formField.show(message)
        case let .undo(count): for _ in 0..<count { guard formField.undo() else { break } }
        case let .redo(count): for _ in 0..<count { guard formField.redo() else { break } }
        case let .compose(text): formField.setMarkedText(text, selectedRange: text.utf16.count..<text.utf16.count)
        case .commitComposition: if let result = formField.unmarkText() { note(result) }
        case .cancelComposition: formField.cancelComposition()
        }
        return line(rejection: rejection)
    }

    private func line(rejection: EditRejection?) -> ReplayLine {
        ReplayLine(
            text: field.text.string, selection: field.text.selection,
            value: field.value.map { String(describing: $0) },
            rejected: rejection != nil,
            reason: rejection.map { $0.message(formField.configuration.messages, digits: formField.configuration.digits) },
            focused: field.isFocused, details: details(field.value), fieldModel: ReplayLine.FieldModel(of: formField))
    }
}
