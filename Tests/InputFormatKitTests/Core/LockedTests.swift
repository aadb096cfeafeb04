@testable import InputFormatKit
import Testing

@Suite("Locked (the shared caches' lock)")
struct LockedTests {
    @Test("no change made from many threads at once is lost")
    func concurrentChanges() async {
        let counts = Locked([String: Int]())
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { counts.withLock { $0["task \(task % 2)", default: 0] += 1 } }
                }
            }
        }
        #expect(counts.withLock { $0 } == ["task 0": 4_000, "task 1": 4_000])
    }

    @Test("what the body returns or throws comes out of withLock, and the lock is free after")
    func resultsAndErrors() {
        struct Refused: Error {}
        let value = Locked(1)
        #expect(value.withLock { state -> Int in state += 1; return state * 10 } == 20)
        #expect(throws: Refused.self) { try value.withLock { _ in throw Refused() } }
        #expect(value.withLock { $0 } == 2)
    }
}
