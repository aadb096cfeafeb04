import Benchmark
import InputFormatKit

/// A note with a character counter, measured keystroke by keystroke through ``FormField``: the
/// edit in, then the text, selection, counter text and message out. This is the field the
/// budget's long-note line is about (the counter updates from the edit).
///
/// The field is kept across iterations, as a UI keeps it, so it is its text's only owner and
/// each edit changes the text where it lies (a copy of the field per iteration would make every
/// edit copy the text). The clock runs around the keystroke only: a letter typed at the end, or
/// deleted with backspace, in turn; or 20 characters pasted at the end, the note made again
/// (outside the clock) after 50 pastes so that every paste meets the same length.
struct CounterFieldUnderTest {
    let name: String
    let characters: Int

    func register() {
        let characters = self.characters
        let make = { () -> FormField<PlainTextFormatter> in
            var field = FormField(formatter: PlainTextFormatter(allowsNewlines: true),
                                  configuration: .init(counter: CharacterCounter(limit: 2_000_000)),
                                  text: FieldCatalog.note(characters: characters), focused: true)
            field.select(field.text.utf16Count..<field.text.utf16Count)
            return field
        }
        let configuration = characters > 1_000 ? BenchmarkSettings.slow : BenchmarkSettings.keystroke
        Benchmark("\(name) · type or delete a letter", configuration: configuration) { benchmark in
            var field = make()
            for _ in benchmark.scaledIterations {
                let edit: Edit = field.text.string.hasSuffix("x") ? .backspace(in: field.text) : .typing("x", in: field.text)
                benchmark.startMeasurement()
                field.apply(edit)
                Self.read(field)
                benchmark.stopMeasurement()
            }
        }
        Benchmark("\(name) · paste 20 chars", configuration: configuration) { benchmark in
            var field = make()
            var pastes = 0
            for _ in benchmark.scaledIterations {
                if pastes == 50 {
                    field = make()
                    pastes = 0
                }
                pastes += 1
                let edit = Edit.paste("Pasted: twenty chars", in: field.text)
                benchmark.startMeasurement()
                field.apply(edit)
                Self.read(field)
                benchmark.stopMeasurement()
            }
        }
    }

    /// What a UI reads of the field after a keystroke.
    @inline(__always)
    static func read(_ field: FormField<PlainTextFormatter>) {
        blackHole(field.text.selection)
        blackHole(field.text.utf16Count)
        blackHole(field.counterText)
        blackHole(field.message)
    }
}
