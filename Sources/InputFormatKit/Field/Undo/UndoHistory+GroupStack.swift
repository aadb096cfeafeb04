extension UndoHistory {
    /// The undo groups, oldest first, at most `limit` of them. The newest is kept apart from
    /// the array of the others, so that a field's first group (a paste into an empty field, say)
    /// allocates nothing. The oldest go in batches: a field typing past its limit on every
    /// keystroke does not move the whole stack each time.
    struct GroupStack: Sendable {
        /// The groups before the newest; those before `first` are dropped already.
        private var older: [Group] = []
        private var first = 0
        /// The newest group; `nil` only when no group is kept.
        private var newest: Group?
        let limit: Int

        init(limit: Int) {
            self.limit = limit
        }

        var isEmpty: Bool { newest == nil }

        /// The groups kept, oldest first.
        var groups: [Group] { Array(older[first...]) + (newest.map { [$0] } ?? []) }

        /// Adds a group of `change`, dropping the oldest when there are more than `limit`.
        mutating func append(_ change: consuming Change, memo: consuming FormUndoMemo?) {
            guard limit > 0 else { return }
            // `case .some` first: binding the taken group costs an empty stack a copy of it.
            if case .some = newest { older.append(newest.take()!) }
            newest = Group(change, memo: memo)
            guard older.count - first + 1 > limit else { return }
            first = older.count - (limit - 1)
            if first >= max(limit, 16) {   // drop them for good once they are as many as the kept
                older.removeFirst(first)
                first = 0
            }
        }

        /// Adds `group` back after an undo took it (the limit holds already).
        mutating func push(_ group: consuming Group) {
            if case .some = newest { older.append(newest.take()!) }
            newest = group
        }

        mutating func popLast() -> Group? {
            guard let group = newest.take() else { return nil }
            if older.count > first { newest = older.removeLast() }
            return group
        }

        /// Changes the newest group, when there is one.
        mutating func updateLast(_ update: (inout Group) -> Void) {
            guard newest != nil else { return }
            update(&newest!)
        }
    }
}
