extension UndoHistory {
    /// The undo groups, oldest first, at most `limit` of them. The oldest go in batches: a
    /// field typing past its limit on every keystroke does not move the whole stack each time.
    struct GroupStack: Sendable {
        /// The groups; those before `first` are dropped already.
        private var storage: [Group] = []
        private var first = 0
        let limit: Int

        init(limit: Int) {
            self.limit = limit
        }

        var isEmpty: Bool { storage.count == first }

        /// The groups kept, oldest first.
        var groups: ArraySlice<Group> { storage[first...] }

        /// Adds `group`, dropping the oldest when there are more than `limit`.
        mutating func append(_ group: Group) {
            storage.append(group)
            guard storage.count - first > limit else { return }
            first = storage.count - limit
            if first >= max(limit, 16) {   // drop them for good once they are as many as the kept
                storage.removeFirst(first)
                first = 0
            }
        }

        /// Adds `group` back after an undo took it (the limit holds already).
        mutating func push(_ group: Group) {
            storage.append(group)
        }

        mutating func popLast() -> Group? {
            isEmpty ? nil : storage.removeLast()
        }

        /// Changes the newest group, when there is one.
        mutating func updateLast(_ update: (inout Group) -> Void) {
            guard !isEmpty else { return }
            update(&storage[storage.count - 1])
        }
    }
}
