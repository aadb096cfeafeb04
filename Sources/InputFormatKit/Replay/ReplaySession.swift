/// Replays a keystroke session on a field, one ``SessionStep`` at a time: the engine behind
/// `inputfmt replay`, `inputfmt demo` and the fixture tests.
///
/// ```swift
/// var session = ReplaySession(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"))
/// session.run(.type("1"))
/// session.run(.paste("234.5")).jsonLine
/// // {"text":"1,234.5","selection":[7,7],"value":"1234.5","rejected":false,"reason":null,"focused":true}
/// ```
public struct ReplaySession<Formatter: InputFormatter>: Sendable {
    /// The field the steps act on.
    public private(set) var field: InputField<Formatter>
    private let details: @Sendable (Formatter.Value?) -> [SnapshotDetail]

    /// A session on an empty, focused field; `details` adds keys to every line (a card's brand).
    ///
    /// ```swift
    /// ReplaySession(formatter: formatter).snapshot.text   // ""
    /// ```
    public init(formatter: Formatter, details: @escaping @Sendable (Formatter.Value?) -> [SnapshotDetail] = { _ in [] }) {
        self.field = InputField(formatter: formatter)
        self.details = details
    }

    /// What the field shows now, with no refusal.
    ///
    /// ```swift
    /// session.snapshot.focused   // true
    /// ```
    public var snapshot: FieldSnapshot { snapshot(rejection: nil) }

    /// Runs one step and returns the field's state after it. A step that presses a key several
    /// times reports the first refusal among them.
    ///
    /// ```swift
    /// session.run(.backspace(1)).rejected
    /// ```
    @discardableResult
    public mutating func run(_ step: SessionStep) -> FieldSnapshot {
        var rejection: EditRejection?
        func note(_ result: EditResult<Formatter.Value>) {
            if rejection == nil { rejection = result.rejection }
        }
        switch step {
        case let .type(text):
            note(field.apply(.typing(text, in: field.text)))
        case let .paste(text):
            note(field.paste(text))
        case let .backspace(count):
            for _ in 0..<count { note(field.backspace()) }
        case let .deleteForward(count):
            for _ in 0..<count { note(field.deleteForward()) }
        case let .select(range):
            if range.upperBound > field.text.utf16Count {
                rejection = .rangeOutOfBounds(range, length: field.text.utf16Count)
            } else if !field.isFocused {
                rejection = .notFocused
            } else {
                field.select(range)
            }
        case let .replace(range, text):
            note(field.apply(Edit(replacing: range, with: text)))
        case .focus: field.focus()
        case .blur: field.blur()
        case .clear: field.clear()
        }
        return snapshot(rejection: rejection)
    }

    private func snapshot(rejection: EditRejection?) -> FieldSnapshot {
        FieldSnapshot(
            text: field.text.text, selection: field.text.selection,
            value: field.value.map { String(describing: $0) },
            rejected: rejection != nil, reason: rejection.map { String(describing: $0) },
            focused: field.isFocused, details: details(field.value))
    }
}
