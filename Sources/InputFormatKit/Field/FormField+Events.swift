// The events a UI sends: focus, end of editing, edits, selection, clear, enabled and read-only.
extension FormField {
    /// Focuses the field (a disabled field takes no focus).
    ///
    /// ```swift
    /// field.focus()
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the raw characters, laid out again.
    public mutating func focus() {
        lastRejection = nil
        announcement = nil
        guard isEnabled else { lastRejection = .disabled; return }
        input.focus()
    }

    /// ``blur()``. Its public entry point, compiled for each of the library's formatters, is
    /// generated (`EditEntryPoints.swift`).
    mutating func endEditing() {
        lastRejection = nil
        announcement = nil
        guard isFocused else { return }
        commitComposition()
        let heard = noticed
        let old = input.raw
        // Finishing never takes a counter that stops at its limit past it: the raw characters
        // stay as they were then (the finished text shows all the same).
        let stopsAt = counter.mode == .stopAtLimit ? counter.limit : nil
        input.blur(keepingRawWhen: { [counter] finished in
            guard let stopsAt, finished != old else { return false }
            var probe = counter
            probe.recount(finished)
            return probe.count > stopsAt && counter.count <= stopsAt
        })
        updateCounter(from: old)
        if isEditable { runRules() }
        announce(since: heard)
    }

    /// ``apply(_:)``. Its public entry point, compiled for each of the library's formatters, is
    /// generated (`EditEntryPoints.swift`).
    mutating func applyEdit(_ edit: Edit) -> EditResult<Formatter.Value> {
        if !isEnabled { return refuse(.disabled, key: edit.replacement) }
        if isReadOnly { return refuse(.readOnly, key: edit.replacement) }
        var edit = edit
        // `case .some` first: binding the composition copied it, or its absence, at every edit.
        if case .some = input.composition, let composing = input.composition {   // measured on the text shown while composing
            let shownCount = input.text.utf16Count
            commitComposition()
            edit = composing.rebased(edit, shownCount: shownCount, onto: input.text)
        }
        let heard = noticed
        let (result, counted) = applyCountingWithUndoMemo(edit)
        guard !result.isRejected else {
            let previous = lastRejection
            lastRejection = result.rejection
            announceRefusal(previous: previous, key: edit.replacement)
            return result
        }
        // Set only where it changes: a refusal is seven words, copied in and the old one destroyed
        // at every accepted key otherwise.
        let inBurst = lastRejection != nil
        if inBurst { lastRejection = nil }
        counter = counted
        success = nil
        warning = nil
        if configuration.hidesErrorWhileTyping, ruleError != nil {
            ruleError = nil
            validatesEveryEdit = false
        } else if validatesEveryEdit || configuration.timing == .onEveryEdit {
            runRules(value: result.value)   // the value the edit made: not read again
        }
        announce(since: heard, now: noticed(value: result.value))
        return result
    }

    /// `edit` applied, cut to fit a stop-at-limit counter where it might pass it, and the
    /// counter after it. The undo memo is made only if the edit starts an undo group while an
    /// error, a warning or a success message shows (not ``isAtRest``), from the messages before
    /// it. At rest they are not copied at all (they would be copied and destroyed at every
    /// edit), except where the edit might pass a stop-at-limit counter's limit
    /// (`mayPassLimit(_:)`): there they are read before it, as the memo's autoclosure cannot read
    /// the field it changes, and a memo of `nil` would be the closure the input field's own
    /// edit passes (see `applyCounting(_:to:counter:)`).
    @inline(__always)
    private mutating func applyCountingWithUndoMemo(_ edit: Edit) -> (result: EditResult<Formatter.Value>, counter: CharacterCounter) {
        // Returned at once, not assigned in branches: a variable assigned in each branch was
        // copied and destroyed through the result's value witnesses.
        if mayPassLimit(edit) {
            let state = undoState, atRest = isAtRest
            return applyWithinLimit(edit, memo: atRest ? nil : FormUndoMemo(state))
        }
        if isAtRest { return Self.applyCounting(edit, to: &input, counter: counter) }
        let state = undoState
        return Self.applyCounting(edit, to: &input, counter: counter, memo: FormUndoMemo(state))
    }

    /// Sets the selection.
    ///
    /// ```swift
    /// field.select(0..<3)
    /// ```
    ///
    /// - Complexity: O(*n*) at most in the length of the text: the bounds are snapped in the kept layout (a binary
    ///   search, and grapheme breaking up to them where the text is not known to be one unit a grapheme) or, for plain
    ///   text, found by a scan from the text's nearer end; moving the caret closes an open undo group, whose texts
    ///   before and after are compared.
    public mutating func select(_ range: Range<Int>) {
        lastRejection = nil
        announcement = nil
        commitComposition()
        input.select(range)
    }

    /// The clear button: the value goes and the helper text returns. Refused when the field
    /// cannot be changed.
    ///
    /// ```swift
    /// field.clear()
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text when an undo group is open (it is closed first, its texts
    ///   compared); otherwise O(1).
    public mutating func clear() {
        lastRejection = nil
        announcement = nil
        if !isEnabled { lastRejection = .disabled; return }
        if isReadOnly { lastRejection = .readOnly; return }
        let heard = noticed
        defer { announce(since: heard) }
        input.clear(memo: undoMemo)
        counter.recount("")
        ruleError = nil
        success = nil
        warning = nil
        validatesEveryEdit = false
    }

    /// Enables or disables the field; a disabled field loses focus and keeps its text.
    ///
    /// ```swift
    /// field.setEnabled(false)
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the raw characters when it ends editing, as ``blur()``; otherwise O(1).
    public mutating func setEnabled(_ enabled: Bool) {
        lastRejection = nil
        announcement = nil
        isEnabled = enabled
        if !enabled, isFocused {
            input.cancelComposition()
            let old = input.raw
            input.blur()
            updateCounter(from: old)
        }
    }

    /// Makes the field read-only, or editable again; it keeps its text.
    ///
    /// ```swift
    /// field.setReadOnly(true)
    /// ```
    public mutating func setReadOnly(_ readOnly: Bool) {
        lastRejection = nil
        announcement = nil
        isReadOnly = readOnly
    }

    /// Shows a success or warning message until the next edit (an error comes from the rules).
    ///
    /// ```swift
    /// field.show(InlineMessage(.success, "Username is available"))
    /// ```
    public mutating func show(_ message: InlineMessage) {
        let heard = noticed
        defer { announce(since: heard) }
        switch message.kind {
        case .success: success = message
        case .warning: warning = message
        case .error: ruleError = message; validatesEveryEdit = true
        case .helper: break
        }
    }

    mutating func refuse(_ reason: EditRejection, key: String) -> EditResult<Formatter.Value> {
        let previous = lastRejection
        lastRejection = reason
        announceRefusal(previous: previous, key: key)
        return EditResult(field: input.text, value: value, rejection: reason)
    }
}
