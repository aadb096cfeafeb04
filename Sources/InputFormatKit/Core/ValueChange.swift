/// Where a value changed: the UTF-8 bytes `old[start..<oldEnd]` became `new[start..<newEnd]`,
/// and everything before `start` and from `oldEnd` (`newEnd`) on is the same in both.
///
/// It is what a ``CharacterCounter`` needs to update its count from an edit instead of
/// recounting the whole value.
///
/// ```swift
/// let change = ValueChange(from: "Hello", to: "Help")   // "lo" became "p"
/// change.start    // 3
/// change.oldEnd   // 5
/// change.newEnd   // 4
/// ```
struct ValueChange: Sendable, Hashable {
    /// The UTF-8 offset where the change starts, in both values (on a scalar boundary).
    let start: Int
    /// The UTF-8 offset where the changed part ends in the old value (on a scalar boundary).
    let oldEnd: Int
    /// The UTF-8 offset where the changed part ends in the new value (on a scalar boundary).
    let newEnd: Int

    /// A change given by its offsets; they must describe `old` and `new` truthfully.
    ///
    /// ```swift
    /// ValueChange(start: 5, oldEnd: 5, newEnd: 6)   // one ASCII character typed at 5
    /// ```
    init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }

    /// The change between two values: the bytes they share at the start and at the end are
    /// skipped by a plain byte comparison, and the ends are moved onto scalar boundaries.
    ///
    /// The comparison reads bytes, never grapheme clusters, so it costs a small fraction of
    /// counting the value; the counting itself then looks only at the changed part.
    ///
    /// ```swift
    /// ValueChange(from: "ab", to: "aXb")   // start 1, oldEnd 1, newEnd 2
    /// ```
    init(from old: String, to new: String) {
        var old = old, new = new
        let result = old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in Self.differingSpan(oldBytes, newBytes) }
        }
        self.init(start: result.start, oldEnd: result.oldEnd, newEnd: result.newEnd)
    }

    private static func differingSpan(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>)
        -> (start: Int, oldEnd: Int, newEnd: Int)
    {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix + 8 <= shorter,
              UnsafeRawPointer(old.baseAddress! + prefix).loadUnaligned(as: UInt64.self)
                == UnsafeRawPointer(new.baseAddress! + prefix).loadUnaligned(as: UInt64.self) {
            prefix += 8
        }
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        // Back to the start of the scalar the first difference is in.
        while prefix > 0, prefix < old.count, isContinuation(old[prefix]) { prefix -= 1 }
        while prefix > 0, prefix < new.count, isContinuation(new[prefix]) { prefix -= 1 }

        var suffix = 0
        let room = shorter - prefix
        while suffix + 8 <= room,
              UnsafeRawPointer(old.baseAddress! + old.count - suffix - 8).loadUnaligned(as: UInt64.self)
                == UnsafeRawPointer(new.baseAddress! + new.count - suffix - 8).loadUnaligned(as: UInt64.self) {
            suffix += 8
        }
        while suffix < room, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Forward to a scalar start in both.
        while suffix > 0, isContinuation(old[old.count - suffix]) || isContinuation(new[new.count - suffix]) {
            suffix -= 1
        }
        return (prefix, old.count - suffix, new.count - suffix)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0b1100_0000 == 0b1000_0000 }
}
