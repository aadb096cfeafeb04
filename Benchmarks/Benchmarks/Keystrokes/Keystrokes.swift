// Per-keystroke cost of every field kind, side by side with what a user would otherwise use
// (ICU called bare, Foundation's FormatStyle and NumberFormatter, a naive character counter),
// and the cold cost of creating each formatter. `Scripts/benchmark.sh` at the repository root
// runs it and writes BENCHMARKS.md from the results.
import Benchmark

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkSettings.keystroke
    EngineTable.register()
    FieldCatalog.register()
    Comparisons.register()
    ColdStarts.register()
    DatePastes.register()
}
