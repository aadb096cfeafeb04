/// Two strings' UTF-8 bytes compared from both ends, eight bytes at a time.
///
/// ```swift
/// UTF8Comparison.differingSpan("Hello", "Help")   // (3, 5, 4): "lo" became "p"
/// ```
enum UTF8Comparison {
    /// Where `old` and `new` differ: the bytes before `start` and from `oldEnd` (`newEnd`) on are
    /// the same in both, and each bound is on a scalar boundary.
    ///
    /// - Complexity: O(*n*) in the length of the shorter string, eight bytes a step.
    static func differingSpan(_ old: String, _ new: String) -> (start: Int, oldEnd: Int, newEnd: Int) {
        var old = old, new = new
        return old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in differingSpan(oldBytes, newBytes) }
        }
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
