import Benchmark
import InputFormatKit

/// A note with a character counter, measured keystroke by keystroke through ``FormField``: the
/// edit in, then the text, selection, counter text and message out. This is the field the
/// budget's long-note line is about (the counter updates from the edit).
struct CounterFieldUnderTest {
    let name: String
    let characters: Int

    func register() {
        let characters = self.characters
        let made = LazyValue { () -> FormField<PlainTextFormatter> in
            let note = FieldCatalog.note(characters: characters)
            var base = FormField(formatter: PlainTextFormatter(allowsNewlines: true),
                                 configuration: .init(counter: CharacterCounter(limit: 200_000)), text: note, focused: true)
            base.select(base.text.utf16Count..<base.text.utf16Count)
            return base
        }
        let configuration = characters > 1_000 ? BenchmarkSettings.slow : BenchmarkSettings.keystroke
        let keystrokes: [(String, (inout FormField<PlainTextFormatter>) -> Void)] = [
            ("type digit", { _ = $0.type("8") }),
            ("backspace", { _ = $0.backspace() }),
            ("paste 20 chars", { _ = $0.paste("Pasted: twenty chars") }),
        ]
        for (keystroke, edit) in keystrokes {
            Benchmark("\(name) · \(keystroke)", configuration: configuration) { benchmark in
                let base = made.value
                for _ in benchmark.scaledIterations {
                    var field = base
                    edit(&field)
                    blackHole(field.text.string)
                    blackHole(field.text.selection)
                    blackHole(field.counterText)
                    blackHole(field.message)
                }
            }
        }
    }
}
