import Benchmark
import EngineCases

/// The engine's goal table (``EngineCases``) as benchmarks: `Engine · <keystroke>` and
/// `Floor · <C call>`, one keystroke per iteration; the clock runs around the measured call only
/// (not around the harness's copy of the field state it starts from).
enum EngineTable {
    static func register() {
        // The floors: nothing measured as a keystroke is (what the report subtracts from every
        // row measured this way), and the C calls of ICU the keystrokes are divided by.
        for floor in [EngineCases.emptyMeasuredCall, EngineCases.floor, EngineCases.floorWithPositions] {
            Benchmark("Floor · \(floor.name)", configuration: BenchmarkSettings.keystroke) { benchmark in
                let measurement = KeystrokeMeasurement(start: benchmark.startMeasurement, stop: benchmark.stopMeasurement)
                for _ in benchmark.scaledIterations { floor.run(measurement) }
            }
        }
        for name in EngineCases.names {
            // Built when the benchmark first runs: each benchmark runs in a process of its own.
            let keystroke = LazyValue { EngineCases.named(name)! }
            let configuration = EngineCases.isSlow(name) ? BenchmarkSettings.slow : BenchmarkSettings.keystroke
            Benchmark("Engine · \(name)", configuration: configuration) { benchmark in
                let keystroke = keystroke.value
                let measurement = KeystrokeMeasurement(start: benchmark.startMeasurement, stop: benchmark.stopMeasurement)
                for _ in benchmark.scaledIterations { keystroke.run(measurement) }
            }
        }
    }
}
