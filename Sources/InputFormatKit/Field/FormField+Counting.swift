// Counting: the character counter kept up to date with each edit, and an edit cut to fit a
// stop-at-limit counter.
extension FormField {
    /// Updates the counter from the change between `old` and the value now (focus, blur and
    /// clear; edits count from the change they report).
    mutating func updateCounter(from old: String) {
        let new = input.raw
        counter.update(from: old, to: new, change: ValueChange(from: old, to: new))
    }

    /// `edit` applied to `field`, and the counter as it would be after it, counted from the
    /// change: where an edit applied in place says the value changed, else where old and new
    /// values differ (short values: an amount, a card number).
    func applyCounting(_ edit: Edit, to field: inout InputField<Formatter>, memo: @autoclosure () -> FormUndoMemo)
        -> (result: EditResult<Formatter.Value>, counter: CharacterCounter)
    {
        let old = field.raw
        let result = field.apply(edit, memo: memo())
        var counted = counter
        if !result.isRejected {
            counted.update(from: old, to: field.raw, change: result.rawChange ?? ValueChange(from: old, to: field.raw))
        }
        return (result, counted)
    }

    /// `edit` with its replacement cut, at a grapheme boundary, to the longest start that keeps
    /// the count within `limit` (a binary search over the replacement's clusters, each try one
    /// edit), and the counter after it; refused when not even one character fits.
    mutating func fitting(_ edit: Edit, from before: InputField<Formatter>, limit: Int, memo: @autoclosure () -> FormUndoMemo)
        -> (result: EditResult<Formatter.Value>, counter: CharacterCounter)
    {
        let characters = Array(edit.replacement)
        func attempt(_ length: Int) -> (InputField<Formatter>, EditResult<Formatter.Value>, CharacterCounter)? {
            var trial = before
            let (result, counted) = applyCounting(Edit(replacing: edit.range, with: String(characters[..<length])), to: &trial, memo: memo())
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
