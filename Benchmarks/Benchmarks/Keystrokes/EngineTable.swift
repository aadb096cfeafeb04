import Benchmark
import EngineCases

/// The engine's goal table (``EngineCases``) as benchmarks: `Engine · <keystroke>` and
/// `Floor · <C call>`, one keystroke per iteration.
enum EngineTable {
    static func register() {
        for floor in [EngineCases.floor, EngineCases.floorWithPositions] {
            Benchmark("Floor · \(floor.name)", configuration: BenchmarkSettings.keystroke) { benchmark in
                for _ in benchmark.scaledIterations { floor.run() }
            }
        }
        for name in EngineCases.names {
            // Built when the benchmark first runs: each benchmark runs in a process of its own.
            let keystroke = LazyValue { EngineCases.named(name)! }
            let configuration = EngineCases.isSlow(name) ? BenchmarkSettings.slow : BenchmarkSettings.keystroke
            Benchmark("Engine · \(name)", configuration: configuration) { benchmark in
                let keystroke = keystroke.value
                for _ in benchmark.scaledIterations { keystroke.run() }
            }
        }
    }
}
