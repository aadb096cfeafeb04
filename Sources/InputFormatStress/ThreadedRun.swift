import Dispatch
import Foundation

/// Runs work items on several threads of their own at once: operating-system threads, not
/// Swift concurrency's tasks, whose pool has only as many threads as the machine has cores.
///
/// The threads are all started, then let go together, so that they begin at the same moment.
enum ThreadedRun {
    /// Runs `items` on one thread per order, each thread taking the items in its order;
    /// returns each thread's digests, by item index.
    static func run(_ items: [WorkItem], orders: [[Int]]) -> [[String]] {
        let results = ThreadResults(threads: orders.count)
        let gate = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for (thread, order) in orders.enumerated() {
            finished.enter()
            let worker = Thread {
                gate.wait()
                var digests = [String](repeating: "", count: items.count)
                for index in order {
                    digests[index] = items[index].run()
                }
                results.store(digests, thread: thread)
                finished.leave()
            }
            worker.stackSize = 16 << 20   // the thread sanitizer's frames are larger
            worker.start()
        }
        for _ in orders { gate.signal() }
        finished.wait()
        return results.all
    }

    /// Runs `items` one after another on the calling thread: the expected digests.
    static func runAlone(_ items: [WorkItem]) -> [String] {
        items.map { $0.run() }
    }
}

/// The digests each thread hands back when it is done.
private final class ThreadResults: @unchecked Sendable {
    // @unchecked: `byThread` is only read and written while `lock` is held.
    private let lock = NSLock()
    private var byThread: [[String]]

    init(threads: Int) {
        byThread = Array(repeating: [], count: threads)
    }

    func store(_ digests: [String], thread: Int) {
        lock.withLock { byThread[thread] = digests }
    }

    var all: [[String]] { lock.withLock { byThread } }
}
