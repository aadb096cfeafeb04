/// The capture positions of a phone pattern's match (``PhonePattern``): two a group, its
/// start and its end, -1 until the match sets them. They live on the stack for the length of
/// one call, so that matching a number's digits allocates nothing; a copy is the same slots.
///
/// ```swift
/// CaptureSlots.withTemporary(groups: 1) { slots in
///     slots[0] = 0; slots[1] = 3
///     return slots.group(0)   // 0..<3
/// }
/// ```
struct CaptureSlots {
    private let storage: UnsafeMutableBufferPointer<Int>

    private init(_ storage: UnsafeMutableBufferPointer<Int>) {
        self.storage = storage
    }

    /// Hands `body` the slots of `groups` groups, all -1, valid until it returns.
    ///
    /// - Complexity: O(*g*) in the number of groups.
    @inline(__always)
    static func withTemporary<Result>(groups: Int, _ body: (CaptureSlots) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: groups * 2) { storage in
            storage.initialize(repeating: -1)
            return body(CaptureSlots(storage))
        }
    }

    /// Whether the pattern has no groups to capture.
    var isEmpty: Bool { storage.isEmpty }

    /// The position slot `index` holds: a group's start at `2 × group`, its end after it.
    subscript(index: Int) -> Int {
        get {
            precondition(index >= 0 && index < storage.count, "a capture slot of the pattern")
            return storage[index]
        }
        nonmutating set {
            precondition(index >= 0 && index < storage.count, "a capture slot of the pattern")
            storage[index] = newValue
        }
    }

    /// Sets every slot to -1, for the next match.
    ///
    /// - Complexity: O(*g*) in the number of groups.
    func reset() {
        storage.update(repeating: -1)
    }

    /// Group `index` (from 0), `nil` when it took no part in the match.
    func group(_ index: Int) -> Range<Int>? {
        let lower = self[index * 2], upper = self[index * 2 + 1]
        return lower >= 0 && upper >= lower ? lower..<upper : nil
    }
}
