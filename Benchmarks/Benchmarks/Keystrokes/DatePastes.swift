import Benchmark
import EngineCases
import InputFormatKit

/// What a paste into an empty en_US date field costs: a text that is no date, its worst case
/// (letters for ICU to read, every word one a date writes, and no date: the day is none, so two
/// of the locale's forms are asked), and a date in words that reads, for comparison. A paste
/// asks ICU of at most two of the locale's forms (the Performance article's budget; `DatePasteCostTests` counts
/// the parses). Two texts take turns: the field keeps its last reading, which a paste of the
/// same text again would find. As in the engine table, the field is copied outside the clock:
/// only the paste and what a UI reads are timed.
enum DatePastes {
    static func register() {
        let cases = [
            ("Paste · date field, a text that is no date (worst case)", ["Nov 31, 2026", "Sep 31, 2026"]),
            ("Paste · date field, a date in words", ["Nov 25, 2026", "Sep 25, 2026"]),
        ]
        for (name, texts) in cases {
            // Built when the benchmark first runs: each benchmark runs in a process of its own.
            let empty = LazyValue { InputField(formatter: try! DateFieldFormatter(locale: "en_US")) }
            Benchmark(name, configuration: BenchmarkSettings.keystroke) { benchmark in
                let edits = texts.map { Edit.paste($0, in: .empty) }
                var turn = 0
                for _ in benchmark.scaledIterations {
                    turn = (turn + 1) % edits.count
                    var field = empty.value   // the state a UI keeps; copying it is the harness's work
                    benchmark.startMeasurement()
                    measuredKeystroke(&field, edits[turn])
                    benchmark.stopMeasurement()
                }
            }
        }
    }
}
