import Benchmark
import ICUFloor
import InputFormatKit

/// The keystrokes of the engine's goal table (the Performance article), each measured through
/// `InputField` — the state a UI keeps — beside one C call of ICU in the same run.
///
/// Each benchmark applies one edit to a copy of the same field state at every iteration (ten
/// states in turn for the phone keystrokes, so that no number's grouping is found kept from
/// the iteration before) and reads what a UI reads: the text, the selection, the value and,
/// when the edit is refused, its message.
enum EngineTable {
    /// The amount the C floor formats: the one "currency, type a digit" makes.
    static let amount = "1234567"

    static func register() {
        registerFloor()
        let mask = try! MaskFormatter(pattern: "(###) ###-####")
        measure("mask, type a digit", states: [field(mask, typing: "555123456")]) { .typing("7", in: $0.text) }
        measure("mask, backspace right after )", states: [field(mask, typing: "5551234567", caret: 5)]) { .backspace(in: $0.text) }
        measure("mask, paste a formatted number", states: [field(mask, typing: "")]) { .paste("+1 (650) 253-2222", in: $0.text) }
        measure("card, type the 16th digit", states: [field(CardNumberFormatter(), typing: "411111111111111")]) {
            .typing("1", in: $0.text)
        }
        let phone = try! PhoneFormatter(region: "US")
        let numbers = (0..<10).map { "65025\($0)2222" }
        measure("phone, type a digit", states: numbers.map { field(phone, typing: String($0.dropLast())) }) {
            .typing("2", in: $0.text)
        }
        measure("phone, backspace in the middle", states: numbers.map { field(phone, typing: $0, caretAfterRaw: 3) }) {
            .backspace(in: $0.text)
        }
        measure("phone, paste in the middle", states: numbers.map { field(phone, typing: String($0.dropLast(2)), caretAfterRaw: 3) }) {
            .paste("25", in: $0.text)
        }
        let currency = try! CurrencyFormatter(locale: "en_US", currency: "USD")
        measure("currency, type a digit", states: [field(currency, typing: "123456")]) { .typing("7", in: $0.text) }

        let text = PlainTextFormatter()
        for count in [100, 100_000] {
            let note = FieldCatalog.note(characters: count)
            measure("note \(count) chars, type a letter", states: [field(text, typing: note)], slow: count > 100) {
                .typing("x", in: $0.text)
            }
        }
        let long = field(text, typing: FieldCatalog.note(characters: 100_000), selectAll: true)
        measure("note 100000 chars, select-all replace", states: [long], slow: true) { .typing("x", in: $0.text) }
    }

    /// One C call of ICU (`unumf_formatDecimal` and `unumf_resultToString`, formatter and result
    /// opened once), and the same with the field positions walked.
    static func registerFloor() {
        let floor = icu_floor_open("currency/USD", "en_US")!
        let handle = UInt(bitPattern: floor)
        Benchmark("Floor · one C call of ICU", configuration: BenchmarkSettings.keystroke) { benchmark in
            let floor = UnsafeMutableRawPointer(bitPattern: handle)
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { out in
                for _ in benchmark.scaledIterations {
                    blackHole(icu_floor_format(floor, amount, Int32(amount.utf8.count), out.baseAddress, 64))
                }
            }
        }
        Benchmark("Floor · one C call of ICU with field positions", configuration: BenchmarkSettings.keystroke) { benchmark in
            let floor = UnsafeMutableRawPointer(bitPattern: handle)
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { out in
                for _ in benchmark.scaledIterations {
                    blackHole(icu_floor_format_with_positions(floor, amount, Int32(amount.utf8.count), out.baseAddress, 64))
                }
            }
        }
    }

    /// A focused field after typing `raw` (pasted at once), the caret put after `caretAfterRaw`
    /// raw characters, at UTF-16 offset `caret`, or the whole text selected.
    static func field<F: InputFormatter>(_ formatter: F, typing raw: String, caret: Int? = nil, caretAfterRaw: Int? = nil,
                                         selectAll: Bool = false) -> InputField<F> {
        var field = InputField(formatter: formatter)
        if !raw.isEmpty { precondition(field.paste(raw).rejection == nil, "\(raw) is refused") }
        if let caret { field.select(caret..<caret) }
        if let caretAfterRaw {
            var counted = 0, offset = 0
            for unit in field.text.string.utf16 {
                offset += 1
                if (0x30...0x39).contains(unit) { counted += 1; if counted == caretAfterRaw { break } }
            }
            field.select(offset..<offset)
        }
        if selectAll { field.select(0..<field.text.utf16Count) }
        return field
    }

    /// Registers `Engine · <name>`: `edit` applied to a copy of each state in turn.
    static func measure<F: InputFormatter>(_ name: String, states: [InputField<F>], slow: Bool = false,
                                           edit: (InputField<F>) -> Edit) {
        let cases = states.map { ($0, edit($0)) }
        for (state, edit) in cases {
            var probe = state
            if let refusal = probe.apply(edit).rejection { fatalError("Engine · \(name) is refused: \(refusal)") }
        }
        let turn = Turn()
        Benchmark("Engine · \(name)", configuration: slow ? BenchmarkSettings.slow : BenchmarkSettings.keystroke) { benchmark in
            for _ in benchmark.scaledIterations {
                let (state, edit) = cases[cases.count == 1 ? 0 : turn.next(of: cases.count)]
                var field = state
                let result = field.apply(edit)
                blackHole(field.text.string)
                blackHole(field.text.selection)
                blackHole(result.value)
                blackHole(result.rejection?.description)
            }
        }
    }
}
