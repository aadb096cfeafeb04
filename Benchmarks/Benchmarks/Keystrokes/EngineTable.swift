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
        for keystroke in EngineCases.all {
            let configuration = keystroke.isSlow ? BenchmarkSettings.slow : BenchmarkSettings.keystroke
            Benchmark("Engine · \(keystroke.name)", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations { keystroke.run() }
            }
        }
    }
}
