import Foundation
import InputFormatKit
import InputFormatTestSupport

/// Shares formatters and the library's process-wide caches among many threads and checks that
/// every thread gets what one thread alone gets (`Scripts/threads.sh` runs it under the thread
/// sanitizer).
///
/// 1. Builds the work items (``StressCatalog``): pure functions of the library, each returning
///    the digest of everything it saw.
/// 2. Runs a first round on all the threads at once, before anything else has run, so that
///    the caches are first filled concurrently (numbering plans, plural rules, the screen
///    reader's formatters, ICU's own data).
/// 3. Runs every item once on this thread alone: the expected digests.
/// 4. Runs the other rounds on all the threads, caches warm.
/// 5. Compares every thread's digest of every item with the expected one, prints the figures
///    and exits 1 on any mismatch (64 on a usage error).
@main
enum StressMain {
    static func main() {
        let options: StressOptions
        do {
            options = try StressOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            say(error.description, to: .standardError)
            exit(64)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let items = StressCatalog.items(locales: options.locales)
        if let name = options.show {
            for item in items where item.name.contains(name) { say("== \(item.name)\n\(item.run())") }
            exit(0)
        }
        say("stress: \(items.count) items (\(StressCatalog.summary(of: items))), \(options.threads) threads × "
            + "\(options.rounds) rounds, ICU \(ICULocale.icuVersion), seed \(options.seed)")

        var generator = SplitMix64(seed: options.seed)
        var threadedSeconds = 0.0
        func runRound(_ round: Int) -> [[String]] {
            let orders = RunOrders.orders(threads: options.threads, items: items.count, using: &generator)
            let roundStart = clock.now
            let digests = ThreadedRun.run(items, orders: orders)
            let seconds = (clock.now - roundStart).seconds
            threadedSeconds += seconds
            say("stress: round \(round): \(items.count * options.threads) runs on \(options.threads) threads in \(format(seconds)) s")
            return digests
        }
        var mismatches: [Mismatch] = []
        func compare(_ digests: [[String]], round: Int, with expected: [String]) {
            for (thread, threadDigests) in digests.enumerated() {
                for (index, item) in items.enumerated() {
                    if let mismatch = Mismatch.first(expected: expected[index], found: threadDigests[index], item: item.name,
                                                     thread: thread, round: round) {
                        mismatches.append(mismatch)
                    }
                }
            }
        }

        let cold = runRound(1)
        let aloneStart = clock.now
        let expected = ThreadedRun.runAlone(items)
        let aloneSeconds = (clock.now - aloneStart).seconds
        say("stress: one thread alone: \(items.count) runs in \(format(aloneSeconds)) s")
        compare(cold, round: 1, with: expected)
        for round in stride(from: 2, through: options.rounds, by: 1) {
            compare(runRound(round), round: round, with: expected)
        }

        for mismatch in mismatches.prefix(20) { say("mismatch: \(mismatch)", to: .standardError) }
        let runs = items.count * options.threads * options.rounds
        say("stress: \(items.count) items, \(options.threads) threads, \(options.rounds) rounds, \(runs) threaded runs, "
            + "\(mismatches.count) mismatches, \(format(threadedSeconds)) s threaded, \(format(aloneSeconds)) s alone, "
            + "\(format((clock.now - start).seconds)) s in all")
        exit(mismatches.isEmpty ? 0 : 1)
    }

    /// Writes a line at once (unbuffered), so that a log shows how far a run got.
    static func say(_ line: String, to handle: FileHandle = .standardOutput) {
        handle.write(Data((line + "\n").utf8))
    }

    /// Seconds with one decimal: `12.3`.
    static func format(_ seconds: Double) -> String {
        String(format: "%.1f", seconds)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
