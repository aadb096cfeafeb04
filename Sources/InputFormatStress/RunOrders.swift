import InputFormatTestSupport

/// The orders in which the threads of a round take the work items.
///
/// Half the threads (rounded up) walk one shuffled order together, so that they reach the same
/// item, and so the same shared formatter and the same locale's cache entries, at about the
/// same time; each of the others walks an order of its own, so that the caches see many
/// locales and regions at once and the bounded ones overflow and evict under contention.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// RunOrders.orders(threads: 8, items: 100, using: &generator).count   // 8
/// ```
enum RunOrders {
    /// One order of `0..<items` per thread.
    static func orders(threads: Int, items: Int, using generator: inout SplitMix64) -> [[Int]] {
        let together = Array(0..<items).shuffled(using: &generator)
        let sharing = (threads + 1) / 2
        return (0..<threads).map { thread in
            thread < sharing ? together : Array(0..<items).shuffled(using: &generator)
        }
    }
}
