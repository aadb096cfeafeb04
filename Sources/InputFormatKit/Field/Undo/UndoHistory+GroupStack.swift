extension UndoHistory {
    /// The undo groups, oldest first, at most `limit` of them. The newest is kept apart, so that
    /// a field's first group (a paste into an empty field, say) allocates nothing; the older
    /// ones are a ring that, once full, writes each group over the oldest, so that a field typing
    /// past its limit moves no group.
    struct GroupStack: Sendable {
        /// The groups before the newest: `count` of them, the oldest at `head`, in a ring of at
        /// most `limit - 1` slots (an undone slot is emptied, not removed).
        private var ring: [Group?] = []
        private var head = 0
        private var count = 0
        /// The newest group; `nil` only when no group is kept.
        private var newest: Group?
        let limit: Int

        init(limit: Int) {
            self.limit = limit
        }

        var isEmpty: Bool { newest == nil }

        /// The groups kept, oldest first.
        var groups: [Group] {
            (0..<count).map { ring[slot($0)]! } + (newest.map { [$0] } ?? [])
        }

        /// Adds `group` (a new one, or one redone after an undo took it), dropping the oldest
        /// when there are more than `limit`.
        mutating func append(_ group: consuming Group) {
            guard limit > 0 else { return }
            // `case .some` first: binding the taken group costs an empty stack a copy of it.
            if case .some = newest { pushOlder(newest.take()!) }
            newest = group
        }

        mutating func popLast() -> Group? {
            guard let group = newest.take() else { return nil }
            if count > 0 {
                count -= 1
                newest = ring[slot(count)].take()
            }
            return group
        }

        /// Changes the newest group, when there is one.
        mutating func updateLast(_ update: (inout Group) -> Void) {
            guard newest != nil else { return }
            update(&newest!)
        }

        /// The ring's slot of the `index`-th older group, from the oldest.
        private func slot(_ index: Int) -> Int {
            let slot = head + index
            return slot < ring.count ? slot : slot - ring.count
        }

        private mutating func pushOlder(_ group: consuming Group) {
            let capacity = limit - 1
            if count < ring.count {
                ring[slot(count)] = group
                count += 1
            } else if ring.count < capacity {   // not yet full, so never wrapped: `head` is 0
                ring.append(group)
                count += 1
            } else if capacity > 0 {   // full: the oldest goes
                ring[head] = group
                head = head + 1 == capacity ? 0 : head + 1
            }
        }
    }
}
