import Benchmark
import EngineCases
import InputFormatKit

/// A note with a character counter, measured keystroke by keystroke through ``FormField``: the
/// edit in, then the text, selection, counter text and message out (``measuredFormKeystroke(_:_:)``).
/// This is the field the budget's long-note line is about (the counter updates from the edit).
///
/// The field is made once, when the benchmark first runs, and kept across its samples, as a UI
/// keeps it: the harness calls a benchmark's closure once per sample, so a field made in the
/// closure would be a fresh field at every sample, and each sample would measure the first
/// keystroke after the note was loaded (the text's storage growing to take a letter) rather
/// than a keystroke. The clock runs around the keystroke only: a letter typed at the end, or
/// deleted with backspace, in turn; or 20 characters pasted at the end, the note made again
/// (outside the clock) after 50 pastes so that every paste meets the same length.
struct CounterFieldUnderTest {
    let name: String
    let characters: Int

    func register() {
        let characters = self.characters
        let configuration = characters > 1_000 ? BenchmarkSettings.slow : BenchmarkSettings.keystroke
        let typed = LazyValue { KeptField(EngineCases.noteWithCounter(characters: characters)) }
        Benchmark("\(name) · type or delete a letter", configuration: configuration) { benchmark in
            typed.value.withField { field, _ in
                for _ in benchmark.scaledIterations {
                    let edit: Edit = field.text.string.hasSuffix("x") ? .backspace(in: field.text) : .typing("x", in: field.text)
                    benchmark.startMeasurement()
                    measuredFormKeystroke(&field, edit)
                    benchmark.stopMeasurement()
                }
            }
        }
        let pasted = LazyValue { KeptField(EngineCases.noteWithCounter(characters: characters)) }
        Benchmark("\(name) · paste 20 chars", configuration: configuration) { benchmark in
            pasted.value.withField { field, pastes in
                for _ in benchmark.scaledIterations {
                    if pastes == 50 {
                        field = EngineCases.noteWithCounter(characters: characters)
                        pastes = 0
                    }
                    pastes += 1
                    let edit = Edit.paste("Pasted: twenty chars", in: field.text)
                    benchmark.startMeasurement()
                    measuredFormKeystroke(&field, edit)
                    benchmark.stopMeasurement()
                }
            }
        }
    }
}
