/// A field's undo and redo stacks, grouped as UIKit groups a text view's edits.
///
/// - Typing at the caret is one group until the caret is moved elsewhere or the kind of edit
///   changes; so is deleting with backspace or forward delete.
/// - A paste, a cut (a selection deleted), an autofill or dictation (several characters at
///   once), a replacement of a range other than the caret and the clear button are each a group
///   of their own. A keystroke over a selection starts a typing group.
/// - A group keeps only what differs between the states before and after it (``TextPatch``),
///   so a long note costs its edits, not a copy per step. The one copy kept is the state before
///   the group being typed, until it closes; an edit in place (plain text) brings its own
///   patch instead, so typing in a long note copies nothing.
///
/// A new edit clears the redo stack; at most `limit` groups are kept, the oldest going first.
struct UndoHistory: Sendable {
    /// How an edit groups.
    enum Kind: Sendable, Hashable {
        /// One character typed.
        case typing
        /// Backspace or forward delete at the caret.
        case deleting
        /// A paste, cut, autofill, replacement or clear: a group of its own.
        case single
    }

    /// What the history needs of a field's state.
    struct Snapshot: Sendable {
        var text: String
        var selection: Range<Int>
        var raw: String
    }

    /// One change between two states, kept as patches.
    struct Change: Sendable {
        let text: TextPatch
        let raw: TextPatch
        let selectionBefore: Range<Int>
        let selectionAfter: Range<Int>

        init(from before: Snapshot, to after: Snapshot) {
            self.init(text: TextPatch(from: before.text, to: after.text), raw: TextPatch(from: before.raw, to: after.raw),
                      selectionBefore: before.selection, selectionAfter: after.selection)
        }

        init(text: TextPatch, raw: TextPatch, selectionBefore: Range<Int>, selectionAfter: Range<Int>) {
            self.text = text
            self.raw = raw
            self.selectionBefore = selectionBefore
            self.selectionAfter = selectionAfter
        }

        /// This change and `next` as one, when both of their patches merge.
        func merged(with next: Change) -> Change? {
            guard let text = text.merged(with: next.text), let raw = raw.merged(with: next.raw) else { return nil }
            return Change(text: text, raw: raw, selectionBefore: selectionBefore, selectionAfter: next.selectionAfter)
        }

        func reverted(_ state: Snapshot) -> Snapshot {
            Snapshot(text: text.reverted(state.text), selection: selectionBefore, raw: raw.reverted(state.raw))
        }

        func applied(_ state: Snapshot) -> Snapshot {
            Snapshot(text: text.applied(state.text), selection: selectionAfter, raw: raw.applied(state.raw))
        }
    }

    /// One undo step: its changes in order, and what the form field beside the text was at the
    /// other end (before the group on the undo stack, after it on the redo stack).
    struct Group: Sendable {
        /// The first change, kept apart from the later ones so that a group of one change (a
        /// paste, a word typed) allocates no array.
        private(set) var first: Change
        private(set) var later: [Change] = []
        var memo: FormUndoMemo?
        // Made with the memberwise initializer: an initializer taking the change
        // (`consuming` or not) copied the new group and destroyed the first.

        /// The changes, in order.
        var changes: [Change] { [first] + later }

        /// Adds `change` after the others, merged into the last one when `merging` and the two
        /// touch.
        ///
        /// The merge is written where the last change lies: through an accessor (`get` then
        /// `set`), each change was copied and destroyed through its value witness on every
        /// keystroke that typed on.
        mutating func append(_ change: Change, merging: Bool) {
            if merging {
                if later.isEmpty {
                    if let merged = first.merged(with: change) { first = merged; return }
                } else if let merged = later[later.count - 1].merged(with: change) {
                    later[later.count - 1] = merged
                    return
                }
            }
            later.append(change)
        }
    }

    private struct OpenGroup: Sendable {
        let kind: Kind
        let before: Snapshot
        let memo: FormUndoMemo?
    }

    /// The most groups kept.
    let limit: Int
    private var undoStack: GroupStack
    private var redoStack: [Group] = []
    private var open: OpenGroup?
    /// The kind of the open group, `nil` when none is open (set with it): read at every
    /// keystroke, where reading `open?.kind` would copy the whole group.
    private var openKind: Kind?
    /// The kind of the last undo group while edits in place may still join it (they bring
    /// their own patches, so no state before the group is kept); `nil` when none may.
    private var appending: Kind?
    /// The state when editing ended, kept to join it to the state when editing starts again.
    private var blurred: Snapshot?
    /// How many groups have started since the field was made (never goes down).
    private(set) var groupsStarted = 0

    init(limit: Int) {
        self.limit = max(0, limit)
        self.undoStack = GroupStack(limit: self.limit)
    }

    var canUndo: Bool { openKind != nil || !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// The bytes of text the history keeps (the patches, and the state before the open group).
    var storedUTF8Count: Int {
        let patches = (undoStack.groups + redoStack).reduce(0) { total, group in
            group.changes.reduce(total) { $0 + $1.text.storedUTF8Count + $1.raw.storedUTF8Count }
        }
        return patches + (open.map { $0.before.text.utf8.count + $0.before.raw.utf8.count } ?? 0)
    }

    /// How `edit` groups, in a field whose selection is `selection`, and whether it may join an
    /// open group of its kind (a keystroke or a deletion at an empty selection).
    static func kind(of edit: Edit, selection: Range<Int>) -> (kind: Kind, joins: Bool) {
        switch EditInput.shape(replacing: edit.range, with: edit.replacement, selection: selection) {
        case .keystroke: return (.typing, selection.isEmpty && edit.range == selection)
        case .deletion(.backward), .deletion(.forward): return (.deleting, true)
        case .paste, .deletion(.selection): return (.single, false)
        }
    }

    /// Whether an edit of `kind` continues the open group.
    func continues(_ kind: Kind, joins: Bool) -> Bool {
        joins && kind != .single && openKind == kind
    }

    /// Whether a group is open that keeps the state from before it (then an edit in place
    /// cannot join the history without that state: the field takes the general path).
    var keepsStateBeforeGroup: Bool { openKind != nil }

    /// An edit in place of `kind` made `change` (no group keeping a state is open). It joins
    /// the last group when that one is still being typed or deleted in, merged into its last
    /// change where the two touch; else it starts a group.
    mutating func recorded(_ kind: Kind, joins: Bool, change: Change, memo: @autoclosure () -> FormUndoMemo?) {
        redoStack.removeAll()
        if joins, kind != .single, appending == kind, !undoStack.isEmpty {
            undoStack.updateLast { $0.append(change, merging: true) }
            return
        }
        record(change, memo: memo())
        groupsStarted += 1
        appending = kind == .single || undoStack.isEmpty ? nil : kind
    }

    /// An edit that continues the open group was applied.
    mutating func continued() {
        if !redoStack.isEmpty { redoStack.removeAll() }
    }

    /// An edit of `kind` that starts a group was applied to `before`, giving `after` (which a
    /// group of its own, `.single`, needs; the others close later).
    mutating func started(_ kind: Kind, before: Snapshot, after: Snapshot?, memo: FormUndoMemo?) {
        if !redoStack.isEmpty { redoStack.removeAll() }
        close(at: before)
        groupsStarted += 1
        if kind == .single, let after {   // closed at once: never kept open
            record(Change(from: before, to: after), memo: memo)
            return
        }
        // `close` left no group: the new one is written over that `nil`, which holds nothing to
        // release.
        open.fillNone(with: OpenGroup(kind: kind, before: before, memo: memo))
        openKind = kind
    }

    /// Ends the open group, `now` being the state after it (the caret moved, an undo).
    mutating func close(at now: Snapshot) {
        appending = nil
        // `case .some` first: `take()` on no group goes through the optional's metadata;
        // binding `let group = open` would copy the group.
        guard case .some = open, let group = open.take() else { return }
        openKind = nil
        record(Change(from: group.before, to: now), memo: group.memo)
    }

    /// Pushes a group of `change` on the undo stack, unless it changed nothing.
    private mutating func record(_ change: consuming Change, memo: consuming FormUndoMemo?) {
        guard !change.text.isEmpty || !change.raw.isEmpty else { return }
        undoStack.append(Group(first: change, memo: memo))
    }

    /// Undoes the last group from `now`: the state before it and the form's memo then; `memo`
    /// is kept for the redo. `nil` when there is nothing to undo.
    mutating func undo(from now: Snapshot, memo: FormUndoMemo?) -> (state: Snapshot, memo: FormUndoMemo?)? {
        close(at: now)
        guard var group = undoStack.popLast() else { return nil }
        let state = group.changes.reversed().reduce(now) { $1.reverted($0) }
        let restored = group.memo
        group.memo = memo
        redoStack.append(group)
        return (state, restored)
    }

    /// Redoes the last undone group from `now`; `nil` when there is nothing to redo.
    mutating func redo(from now: Snapshot, memo: FormUndoMemo?) -> (state: Snapshot, memo: FormUndoMemo?)? {
        guard var group = redoStack.popLast() else { return nil }
        let state = group.changes.reduce(now) { $1.applied($0) }
        let restored = group.memo
        group.memo = memo
        undoStack.append(group)
        return (state, restored)
    }

    /// Editing ended at `now`.
    mutating func blur(at now: Snapshot) {
        close(at: now)
        blurred = undoStack.isEmpty && redoStack.isEmpty ? nil : now
    }

    /// Editing started again at `now`. When ending and starting editing changed the text (a
    /// dangling decimal mark tidied away), the change joins the last group, so that undoing it
    /// goes back past it; what was undone can no longer be redone.
    mutating func focus(at now: Snapshot) {
        guard let base = blurred else { return }
        blurred = nil
        guard base.text != now.text || base.raw != now.raw else { return }
        redoStack.removeAll()
        undoStack.updateLast { $0.append(Change(from: base, to: now), merging: false) }
    }

    /// Forgets everything (the value was set while not editing), keeping the count of groups
    /// started.
    mutating func reset() {
        reset(keepingCountOf: self)
    }

    /// Forgets everything; the count of groups started goes on from `other`'s.
    mutating func reset(keepingCountOf other: UndoHistory) {
        self = UndoHistory(limit: limit)
        groupsStarted = other.groupsStarted
    }
}
