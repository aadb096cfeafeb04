// Counting: the character counter kept up to date with each edit, and an edit cut to fit a
// stop-at-limit counter.
extension FormField {
    /// Updates the counter from the change between `old` and the value now: after the end of
    /// editing (by blur or by disabling), which tidies the value, and after an undo or a redo
    /// (edits count from the change they report).
    ///
    /// - Complexity: O(*n*) in the length of the raw characters (one byte comparison), plus the
    ///   clusters around what changed counted again.
    mutating func updateCounter(from old: String) {
        let new = input.raw
        counter.update(applying: TextPatch(from: old, to: new), giving: new)
    }

    /// `edit` applied to `field`, and the counter as it would be after it, counted from the
    /// change the edit reports (`RawChange`). (Static, so that calling it with the field's own
    /// `input` does not copy the field, and with it the text.)
    ///
    /// - Complexity: O(*m*) for the changed part *m* and the clusters around it when the engine
    ///   recorded the change as a patch (a character appended, plain text edited in place); O(*n*)
    ///   in the raw characters' length *n* when the formatter rewrote them (one scan when they
    ///   are plain ASCII, else one byte comparison with the old ones).
    static func applyCounting(_ edit: Edit, to field: inout InputField<Formatter>, counter: CharacterCounter,
                              memo: @autoclosure () -> FormUndoMemo?) -> (result: EditResult<Formatter.Value>, counter: CharacterCounter)
    {
        let result = field.apply(edit, memo: memo())
        let counted = counted(counter, after: result, giving: field.raw)
        return (result, counted)
    }

    /// ``applyCounting(_:to:counter:memo:)`` with no memo, through the input field's own entry
    /// point (`InputField.apply(_:)`): the field at rest (``isAtRest``) keeps none. (A closure
    /// giving `nil` here would compile a copy of the input field's edit that the compiler then
    /// merges with the input field's own, behind a thunk that every `InputField` edit then
    /// goes through.)
    static func applyCounting(_ edit: Edit, to field: inout InputField<Formatter>, counter: CharacterCounter)
        -> (result: EditResult<Formatter.Value>, counter: CharacterCounter)
    {
        let result = field.apply(edit)
        let counted = counted(counter, after: result, giving: field.raw)
        return (result, counted)
    }

    /// `counter` after an edit whose result is `result`, the raw characters now `raw`: as it
    /// was when the edit was refused. Called before the result is put in a tuple: put there
    /// first, it was copied through its value witnesses.
    @inline(__always)
    private static func counted(_ counter: CharacterCounter, after result: EditResult<Formatter.Value>, giving raw: String)
        -> CharacterCounter
    {
        var counted = counter
        if !result.isRejected { counted.update(by: result.rawChange, giving: raw) }
        return counted
    }

    /// Whether `edit` might take a stop-at-limit counter past its limit, so that the field
    /// before it must be kept to cut it to fit. A deletion adds to the count only where the
    /// formatter keeps the marks around what it deletes (a date field's digits deleted inside
    /// it, `25/|12/2026` leaving `2/12/2026`); elsewhere it removes whole clusters, which can
    /// only join what is left. A plain-text edit, applied in place,
    /// adds at most the units of what it inserts, which its UTF-8 bytes bound in every counting
    /// unit (a regional indicator pairing anew adds at most one cluster for its four bytes);
    /// one more is kept as a margin. A formatter whose raw characters have a bound
    /// (`maximumRawUTF8Count`: a mask of digits, a card, a security code, a phone, an amount, a
    /// number, and these with affixes) cannot pass a limit that allows it. Any other field keeps it: its value is short, or, for a formatter of the app's
    /// own, what it inserts is not known beforehand.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func mayPassLimit(_ edit: Edit) -> Bool {
        guard counter.mode == .stopAtLimit, let limit = counter.limit else { return false }
        guard !edit.replacement.isEmpty else {
            // A deletion may lengthen what a formatter fills again (a fixed fraction: `7.002`
            // with its mark deleted is `7002.00`): bounded raw characters are checked as a
            // keystroke's are.
            if let most = Shortcuts.maximumRawUTF8Count(of: formatter) { return most > limit }
            return !Shortcuts.editsInPlace(formatter)
        }
        if let most = Shortcuts.maximumRawUTF8Count(of: formatter) { return most > limit }
        guard Formatter.self == PlainTextFormatter.self else { return true }
        return counter.count + edit.replacement.utf8.count + 1 > limit
    }

    /// `edit` applied under a stop-at-limit counter it might pass (`mayPassLimit(_:)`), and the
    /// counter after it: applied whole when it fits, else cut to fit (`fitting`). The field
    /// before the edit is kept to cut it; kept only here: holding the field would make an edit
    /// in place copy its text.
    mutating func applyWithinLimit(_ edit: Edit, memo: @autoclosure () -> FormUndoMemo?)
        -> (result: EditResult<Formatter.Value>, counter: CharacterCounter)
    {
        let before = input
        let applied = Self.applyCounting(edit, to: &input, counter: counter, memo: memo())
        guard !applied.result.isRejected, let limit = applied.counter.limit, applied.counter.count > limit,
              applied.counter.count > counter.count else { return applied }
        return fitting(edit, from: before, limit: limit, memo: memo())
    }

    /// `edit` with its replacement cut, at a grapheme boundary, to the longest start that keeps
    /// the count within `limit` (a binary search over the replacement's clusters, each try one
    /// edit), and the counter after it; refused when not even one character fits.
    mutating func fitting(_ edit: Edit, from before: InputField<Formatter>, limit: Int, memo: @autoclosure () -> FormUndoMemo?)
        -> (result: EditResult<Formatter.Value>, counter: CharacterCounter)
    {
        let characters = Array(edit.replacement)
        func attempt(_ length: Int) -> (InputField<Formatter>, EditResult<Formatter.Value>, CharacterCounter)? {
            var trial = before
            let (result, counted) = Self.applyCounting(Edit(replacing: edit.range, with: String(characters[..<length])), to: &trial,
                                                        counter: counter, memo: memo())
            guard !result.isRejected, counted.count <= limit else { return nil }
            return (trial, result, counted)
        }
        var fits = 0
        var best: (InputField<Formatter>, EditResult<Formatter.Value>, CharacterCounter)?
        var high = characters.count - 1
        while fits < high {
            let middle = (fits + high + 1) / 2
            if let found = attempt(middle) { fits = middle; best = found } else { high = middle - 1 }
        }
        guard let (field, result, counted) = best else {
            input = before
            return (EditResult(field: before.text, value: before.value, rejection: .characterLimitReached(limit: limit)), counter)
        }
        input = field
        return (result, counted)
    }
}
