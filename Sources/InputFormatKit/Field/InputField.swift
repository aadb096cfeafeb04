/// A text field driven by a formatter: what it shows, whether it is focused, and what the last
/// edit did. It is the state a UI keeps per field and renders after every event.
///
/// The field starts focused and empty. While focused it shows the formatter's editing layout;
/// when editing ends (``blur()``) it shows the finished text (an amount with its currency
/// symbol), and focusing again brings back the editing form.
///
/// ```swift
/// var field = InputField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"))
/// field.type("1234,5")
/// field.text.description     // "1.234,5|"
/// field.blur()
/// field.text.string            // "1.234,50 €"
/// field.value?.description   // "1234.5"
/// ```
public struct InputField<Formatter: InputFormatter>: EditableField, Sendable {
    /// What the field shows: text and selection.
    public private(set) var text: FieldText
    /// Whether the field is being edited.
    public private(set) var isFocused: Bool
    /// The raw characters of the value (kept while the field shows its finished text).
    public var raw: String { rawIsText ? text.string : storedRaw }
    /// The raw characters, unless they are the text itself (``rawIsText``).
    private var storedRaw: String
    /// Whether the raw characters are the text (plain text edited in place): the text is then
    /// not referenced twice, so that the next edit changes it without copying it. (Plain text
    /// edited in place between affixes keeps its raw characters apart, in `storedRaw`, and
    /// each edit splices them where they lie too.)
    private var rawIsText = false
    /// Why the last edit was refused, or `nil` when it was accepted (in words:
    /// ``rejectionMessage(locale:)``).
    public private(set) var lastRejection: EditRejection?
    /// The layout of `raw` while the field shows it (focused), kept from the last edit so that
    /// the next one need not derive it from the text again; `nil` when not known.
    private var layout: RawLayout?
    /// The undo and redo stacks.
    var history: UndoHistory
    /// The text an input method is composing, shown but not yet the field's; `nil` when none.
    var composition: Composition?
    // Stored last, as the one property of the generic type: the others then lie at offsets known
    // without it, so that code not specialized for a formatter reads them without asking the
    // runtime for the field's generic metadata.
    /// The formatter that lays out and checks the field's text.
    public let formatter: Formatter

    /// An empty, focused field that keeps up to `undoLimit` undo steps (100 unless told otherwise,
    /// the oldest going first).
    ///
    /// ```swift
    /// InputField(formatter: try CurrencyFormatter(locale: "ja_JP", currency: "JPY")).text   // ""
    /// ```
    public init(formatter: Formatter, undoLimit: Int = 100) {
        self.formatter = formatter
        self.history = UndoHistory(limit: undoLimit)
        self.storedRaw = ""
        let layout = formatter.layout(raw: "")
        self.text = FieldText(layout.text, selection: layout.emptyCaretOffset..<layout.emptyCaretOffset)
        self.isFocused = true
        self.layout = layout
    }

    /// The same field with another formatter of the same type that lays the same raw
    /// characters out the same way (a security code whose brand changed). Its undo history
    /// starts afresh: the texts it kept are the other formatter's.
    func with(formatter: Formatter) -> InputField {
        var copy = InputField(formatter: formatter, undoLimit: history.limit)
        copy.history.reset(keepingCountOf: history)
        copy.text = text
        copy.storedRaw = raw
        copy.isFocused = isFocused
        copy.lastRejection = lastRejection
        copy.layout = nil
        return copy
    }

    /// Why the last edit was refused, in the language of `locale`'s built-in messages and its
    /// digits, or `nil` when it was accepted.
    ///
    /// ```swift
    /// field.paste("12 kg")
    /// field.rejectionMessage(locale: "fr_FR")   // "« kg » ne fait pas partie d’un montant"
    /// ```
    ///
    /// - Complexity: looks up `locale`'s built-in table and opens ICU's number symbols for its digits on every call
    ///   (several ICU calls): a ``FormField`` keeps its table and digits instead.
    public func rejectionMessage(locale: String) -> String? {
        lastRejection?.message(locale: locale)
    }

    /// The field's value, or `nil` when it holds none.
    ///
    /// ```swift
    /// field.value?.description   // "1234.5"
    /// ```
    ///
    /// - Complexity: that of the formatter's `value(raw:)`, or its reading of the kept layout: O(*n*) at most in the
    ///   length of the raw characters for the library's formatters, O(1) for plain text and masks, whose value is their
    ///   raw characters.
    public var value: Formatter.Value? { layout.map { Shortcuts.value(raw: raw, laidOutAs: $0, of: formatter) } ?? formatter.value(raw: raw) }

    /// The formatter's verdict on the field's raw characters, whose value `value` is (an edit's
    /// result has it): a formatter that judges its value does not read it again.
    //
    // Always inlined: a form field's rules call it from an edit, and a call that was not inlined
    // copied the whole field first (about 1 KB for a card).
    @inline(__always)
    func verdict(value: Formatter.Value?) -> ValueVerdict? {
        guard let value else { return formatter.verdict(raw: raw) }
        return Shortcuts.verdict(of: value, raw: raw, of: formatter)
    }

    /// Applies one edit; `memo` is what a form field keeps for undoing it, made only when the
    /// edit starts an undo group.
    mutating func apply(_ edit: Edit, memo: @autoclosure () -> FormUndoMemo?) -> EditResult<Formatter.Value> {
        // `case .some`, not `!= nil`: the comparison would copy the composition or layout.
        if case .some = composition { return applyOverComposition(edit, memo: memo()) }
        guard isFocused else {
            lastRejection = .notFocused
            return EditResult(field: text, value: value, rejection: .notFocused)
        }
        let selectionBefore = text.selection
        let grouping = UndoHistory.kind(of: edit, selection: selectionBefore)
        if Shortcuts.editsInPlace(formatter), !history.keepsStateBeforeGroup {
            // Between affixes (the decoration the text shows around the raw characters), the raw
            // characters the field keeps are spliced with the text: moved out of the field
            // first, so that it holds no second reference that would make the splice copy them.
            var rawApart: String?
            if !rawIsText {
                rawApart = storedRaw
                storedRaw = ""
            }
            if let result = formatter.applyInPlace(edit, to: &text, rawApart: &rawApart) {
                // The text was edited where it lies (or left as it was, when refused); the
                // history keeps the patch the edit brings.
                lastRejection = result.rejection
                // Moved back (`rawApart == nil` would copy it first).
                if let raw = rawApart.take() {
                    storedRaw = raw
                    rawIsText = false
                } else if !rawIsText {
                    storedRaw = ""
                    rawIsText = true
                }
                guard !result.isRejected else { return result }
                layout = nil
                if case let .patched(patch) = result.rawChange, !patch.isEmpty {
                    // The patch is the raw characters'; the text's is after the prefix.
                    let prefix = rawIsText ? 0 : Shortcuts.decorationAround(rawIn: text.string, of: formatter)?.before.utf8.count ?? 0
                    let change = UndoHistory.Change(text: patch.shifted(by: prefix), raw: patch, selectionBefore: selectionBefore,
                                                    selectionAfter: text.selection)
                    history.recorded(grouping.kind, joins: grouping.joins, change: change, memo: memo())
                } else {
                    history.close(at: snapshot)   // only the caret moved
                }
                return result
            }
            if let raw = rawApart.take() { storedRaw = raw }
        }
        // The state before a group is kept only when one starts: holding the text on every
        // keystroke would make an edit in place copy it. A formatter that edits in place keeps
        // its undo groups as patches instead, so that the edits after this one (the first
        // letter typed between affixes takes this path), made in place, join the group.
        let keepsPatches = Shortcuts.editsInPlace(formatter) && !history.keepsStateBeforeGroup
        let before = keepsPatches || !history.continues(grouping.kind, joins: grouping.joins) ? snapshot : nil
        var result: EditResult<Formatter.Value>
        if case .some = layout, !rawIsText {
            // The kept state is edited where it lies; it changes only when the edit is accepted.
            result = formatter.step(edit, text: &text, raw: &storedRaw, layout: &layout!)
        } else {
            var newText = text, newRaw = "", newLayout = RawLayout.empty
            result = formatter.stepThroughLayout(edit, text: &newText, raw: &newRaw, layout: &newLayout)
            if !result.isRejected {
                // The engine read the raw characters from the text; the field's own may differ
                // (its formatter was replaced), and the change is told from them.
                result.rawChange = .rewritten(from: raw)
                text = newText
                storedRaw = newRaw
                rawIsText = false
                layout = newLayout
            }
        }
        if case .some = result.rejection {
            lastRejection = result.rejection
            return result
        }
        if case .some = lastRejection { lastRejection = nil }   // only then: assigning `nil` over `nil` costs a copy through the optional's value witness
        if keepsPatches, let before {
            history.recorded(grouping.kind, joins: grouping.joins, change: UndoHistory.Change(from: before, to: snapshot), memo: memo())
        } else if let before {
            history.started(grouping.kind, before: before, after: grouping.kind == .single ? snapshot : nil, memo: memo())
        } else {
            history.continued()
        }
        return result
    }

    /// ``apply(_:memo:)`` while an input method composes: the composition is committed first,
    /// and the edit, measured on the text shown while composing, rebased onto the text then.
    /// The result's `rawChange` is that of the rebased edit alone, after the commit: a form
    /// field, which reads it, commits a composition itself before it applies an edit.
    private mutating func applyOverComposition(_ edit: Edit, memo: FormUndoMemo?) -> EditResult<Formatter.Value> {
        guard let composing = composition else { return apply(edit, memo: memo) }
        let shownCount = text.utf16Count
        commitComposition(memo: memo)
        return apply(composing.rebased(edit, shownCount: shownCount, onto: text), memo: memo)
    }

    /// Sets the selection (a tap or a drag), moved to where the field allows it.
    ///
    /// ```swift
    /// field.select(0..<2)
    /// ```
    ///
    /// - Complexity: O(*n*) at most in the length of the text: the bounds are snapped in the kept layout (a binary
    ///   search, and grapheme breaking up to them where the text is not known to be one unit a grapheme) or, for plain
    ///   text, found by a scan from the text's nearer end; moving the caret closes an open undo group, whose texts
    ///   before and after are compared.
    public mutating func select(_ range: Range<Int>) {
        lastRejection = nil
        guard isFocused else { return }
        if composition != nil { commitComposition(memo: nil) }
        let moved = if let layout { formatter.select(range, in: text, layout: layout) } else { formatter.select(range, in: text) }
        if moved.selection != text.selection { history.close(at: snapshot) }   // the caret moved elsewhere
        text = moved
    }

    /// Starts editing: the editing form comes back, with the caret at the end of the value.
    ///
    /// ```swift
    /// field.focus()
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the raw characters, laid out again.
    public mutating func focus() {
        lastRejection = nil
        guard !isFocused else { return }
        isFocused = true
        let layout = formatter.layout(raw: raw)
        let end = layout.caretOffset(afterRaw: layout.rawCount)   // before any suffix
        text = FieldText(layout.text, selection: end..<end, utf16Count: layout.utf16Count)
        self.layout = layout
        history.focus(at: snapshot)
    }

    /// Ends editing: the raw characters are tidied (a dangling decimal mark goes) and the
    /// finished text shows.
    ///
    /// ```swift
    /// field.blur()
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the raw characters: the open undo group closed (its texts compared), the
    ///   raw characters tidied and written as the finished text (one ICU format call for an amount or a number).
    public mutating func blur() { blur(keepingRawWhen: { _ in false }) }

    /// ``blur()``, the raw characters kept as they are where `keepsRaw` says so of their finished
    /// form; the finished text shows all the same. (A counter that stops at its limit must not
    /// grow as editing ends: a time whose hour was edited in place, `0:12`, finishes as the raw
    /// characters `1212a` of 12:12 AM.)
    ///
    /// - Complexity: that of ``blur()``.
    mutating func blur(keepingRawWhen keepsRaw: (String) -> Bool) {
        lastRejection = nil
        guard isFocused else { return }
        if composition != nil { commitComposition(memo: nil) }
        history.blur(at: snapshot)
        isFocused = false
        layout = nil
        let finished = formatter.finished(raw: raw)
        if !keepsRaw(finished) {
            storedRaw = finished
        } else if rawIsText {
            storedRaw = text.string
        }
        rawIsText = false
        text = FieldText(formatter.finishedText(raw: raw))
    }

    /// The clear button: the value goes; focus stays as it is.
    ///
    /// ```swift
    /// field.clear()
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text when an undo group is open (it is closed first, its texts
    ///   compared); otherwise O(1).
    public mutating func clear() {
        clear(memo: nil)
    }

    /// The clear button; `memo` is what a form field keeps for undoing it. Cleared while not
    /// editing, the field forgets its undo history.
    mutating func clear(memo: FormUndoMemo?) {
        lastRejection = nil
        if let composition { text = composition.base }   // the composition goes with the rest
        composition = nil
        let before = isFocused ? snapshot : nil
        storedRaw = ""
        rawIsText = false
        let layout = formatter.layout(raw: "")
        text = isFocused
            ? FieldText(layout.text, selection: layout.emptyCaretOffset..<layout.emptyCaretOffset)
            : FieldText(formatter.finishedText(raw: ""))
        self.layout = isFocused ? layout : nil
        let after = snapshot
        if let before { history.started(.single, before: before, after: after, memo: memo) } else { history.reset() }
    }

    /// The state the undo history keeps.
    var snapshot: UndoHistory.Snapshot { UndoHistory.Snapshot(text: text.string, selection: text.selection, raw: raw) }

    /// Shows `text` without changing the raw characters or their layout: the composing text
    /// over the text of the moment, or that text again.
    mutating func show(composing text: FieldText) {
        if rawIsText {   // the raw characters stay those of the text of the moment, not the one shown
            storedRaw = raw
            rawIsText = false
        }
        self.text = text
    }

    /// Shows `state`, as it was at the end of an undo step. A layout that keeps the formatter's
    /// work (a phone number's grouping) is continued from, so that the state's layout is known
    /// without grouping the number again; any other is derived by the next edit.
    mutating func restore(_ state: UndoHistory.Snapshot) {
        text = FieldText(state.text, selection: state.selection)
        if let kept = layout, case .some = kept.memo,
           case let restored = Shortcuts.layout(raw: state.raw, continuing: kept, of: formatter), restored.text.utf16.elementsEqual(state.text.utf16) {
            layout = restored
        } else {
            layout = nil
        }
        storedRaw = state.raw
        rawIsText = false
        lastRejection = nil
    }
}

extension InputField: CustomStringConvertible {
    /// The text as the field shows it: with its caret `|` or selection `[…]` while it has
    /// focus, without one when it has none (a text field draws no caret then).
    ///
    /// ```swift
    /// var note = InputField(formatter: PlainTextFormatter())
    /// note.type("Hi")
    /// note.description   // "Hi|"
    /// note.blur()
    /// note.description   // "Hi"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text while the field has focus (the caret is drawn into a copy); O(1)
    ///   without.
    public var description: String { isFocused ? text.description : text.string }
}
