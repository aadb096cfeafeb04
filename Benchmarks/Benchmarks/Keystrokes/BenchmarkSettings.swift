import Benchmark

/// The measurement settings of the suite.
///
/// One iteration is one keystroke (or one call of a comparison), never an inner loop, so p99
/// is the p99 of single keystrokes as a user meets them. Each benchmark runs for at most
/// `maxDuration` or `maxIterations`, whichever comes first, so the whole suite takes about a
/// minute.
enum BenchmarkSettings {
    /// What every benchmark measures: wall clock, malloc count and instructions (the last is
    /// left out of the results where the kernel does not expose the counter, see BENCHMARKS.md).
    static var metrics: [BenchmarkMetric] { [.wallClock, .mallocCountTotal, .instructions] }

    /// Tolerances of the static thresholds committed under `Benchmarks/Thresholds` (p90 of
    /// each keystroke benchmark, written by `bash Scripts/benchmark.sh --update-thresholds`):
    /// malloc count may not grow at all, which is exact on any machine; wall clock may grow
    /// 150 %, because on a shared 2-core machine the same code's p90 was seen to vary 2×
    /// between runs, so only a gross slowdown is caught by time.
    static var thresholds: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .wallClock: BenchmarkThresholds(relative: [.p90: 150.0]),
            .mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0]),
        ]
    }

    /// The configuration of a keystroke or comparison benchmark.
    static var keystroke: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: metrics,
            timeUnits: .nanoseconds,
            warmupIterations: 100,
            maxDuration: .milliseconds(700),
            maxIterations: 50_000,
            thresholds: thresholds)
    }

    /// The configuration of a slow benchmark (a formatter created cold, a 100,000-character
    /// note): fewer iterations.
    static var slow: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: metrics,
            timeUnits: .microseconds,
            warmupIterations: 3,
            maxDuration: .milliseconds(700),
            maxIterations: 2_000,
            thresholds: thresholds)
    }
}
