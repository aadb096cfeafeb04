import ICUFloor
import InputFormatKit

/// One keystroke of the engine's goal table (the catalog's Performance article), measured
/// through `InputField` — the state a UI keeps — and the C call of ICU they are judged against.
///
/// `run(i)` applies the keystroke's edit to a copy of its `i`th field state (ten states in turn
/// for the phone keystrokes, so that no number's grouping is found kept from the run before) and
/// reads what a UI reads: the text, the selection, the value and, when the edit is refused, its
/// message. The benchmark suite times it; `KeystrokeProfile` runs it under callgrind.
public struct EngineCase: Sendable {
    /// The keystroke's name, as the goal table says it (`mask, type a digit`).
    public let name: String
    /// Whether it is slow enough to need fewer iterations (a 100,000-character note).
    public let isSlow: Bool
    /// Applies the keystroke once, to its `iteration % states`th state.
    public let run: @Sendable (Int) -> Void
}

/// The cases of the goal table.
public enum EngineCases {
    /// The amount the C floor formats: the one "currency, type a digit" makes.
    public static let amount = "1234567"

    /// One C call of ICU: `unumf_formatDecimal` and `unumf_resultToString` for en_US USD, the
    /// formatter and its result opened once.
    public static let floor = cFloor(withPositions: false, name: "one C call of ICU")
    /// The same call with the field positions walked (what a formatter that must know which
    /// characters are which pays).
    public static let floorWithPositions = cFloor(withPositions: true, name: "one C call of ICU with field positions")

    /// Every keystroke of the goal table, in its order.
    public static var all: [EngineCase] { builders.map { $0() } }

    /// The keystroke named `name` (its field states built, and no other's), or `nil`.
    public static func named(_ name: String) -> EngineCase? {
        for builder in builders {
            let keystroke = builder()
            if keystroke.name == name { return keystroke }
        }
        return nil
    }

    /// The names of the keystrokes, in the table's order.
    public static let names = [
        "mask, type a digit", "mask, backspace right after )", "mask, paste a formatted number", "card, type the 16th digit",
        "phone, type a digit", "phone, backspace in the middle", "phone, paste in the middle", "currency, type a digit",
        "note 100 chars, type a letter", "note 100000 chars, type a letter", "note 100000 chars, select-all replace",
    ]

    /// One builder per keystroke, in the order of ``names``: each opens its formatter and
    /// builds its field states only when called.
    private static let builders: [@Sendable () -> EngineCase] = [
        { measure(names[0], states: [field(mask, typing: "555123456")]) { .typing("7", in: $0.text) } },
        { measure(names[1], states: [field(mask, typing: "5551234567", caret: 5)]) { .backspace(in: $0.text) } },
        { measure(names[2], states: [field(mask, typing: "")]) { .paste("+1 (650) 253-2222", in: $0.text) } },
        { measure(names[3], states: [field(CardNumberFormatter(), typing: "411111111111111")]) { .typing("1", in: $0.text) } },
        { measure(names[4], states: phoneNumbers.map { field(phone, typing: String($0.dropLast())) }) { .typing("2", in: $0.text) } },
        { measure(names[5], states: phoneNumbers.map { field(phone, typing: $0, caretAfterDigits: 3) }) { .backspace(in: $0.text) } },
        { measure(names[6], states: phoneNumbers.map { field(phone, typing: String($0.dropLast(2)), caretAfterDigits: 3) }) {
            .paste("25", in: $0.text)
        } },
        { measure(names[7], states: [field(try! CurrencyFormatter(locale: "en_US", currency: "USD"), typing: "123456")]) {
            .typing("7", in: $0.text)
        } },
        { measure(names[8], states: [field(PlainTextFormatter(), typing: note(characters: 100))]) { .typing("x", in: $0.text) } },
        { measure(names[9], states: [field(PlainTextFormatter(), typing: note(characters: 100_000))], isSlow: true) {
            .typing("x", in: $0.text)
        } },
        { measure(names[10], states: [field(PlainTextFormatter(), typing: note(characters: 100_000), selectAll: true)], isSlow: true) {
            .typing("x", in: $0.text)
        } },
    ]

    private static var mask: MaskFormatter { try! MaskFormatter(pattern: "(###) ###-####") }
    private static var phone: PhoneFormatter { try! PhoneFormatter(region: "US") }
    /// Ten US numbers, different in their sixth digit, so that no state finds another's grouping.
    private static let phoneNumbers = (0..<10).map { "65025\($0)2222" }

    /// A note of `count` characters: prose with a few non-ASCII letters, as notes are.
    public static func note(characters count: Int) -> String {
        let sentence = "Café au lait at 9, then the 10:30 train; don’t forget the keys. "
        var text = String(repeating: sentence, count: count / sentence.count + 1)
        text.removeLast(text.count - count)
        return text
    }

    private static func cFloor(withPositions: Bool, name: String) -> EngineCase {
        let handle = UInt(bitPattern: icu_floor_open("currency/USD", "en_US")!)
        return EngineCase(name: name, isSlow: false) { _ in
            let floor = UnsafeMutableRawPointer(bitPattern: handle)
            let length = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { out in
                withPositions
                    ? icu_floor_format_with_positions(floor, amount, Int32(amount.utf8.count), out.baseAddress, 64)
                    : icu_floor_format(floor, amount, Int32(amount.utf8.count), out.baseAddress, 64)
            }
            consume(length)
        }
    }

    /// A focused field after `raw` was pasted, the caret put at UTF-16 offset `caret` or after
    /// `caretAfterDigits` digits, or the whole text selected.
    static func field<F: InputFormatter>(_ formatter: F, typing raw: String, caret: Int? = nil, caretAfterDigits: Int? = nil,
                                         selectAll: Bool = false) -> InputField<F> {
        var field = InputField(formatter: formatter)
        if !raw.isEmpty { precondition(field.paste(raw).rejection == nil, "\(raw) is refused") }
        if let caret { field.select(caret..<caret) }
        if let caretAfterDigits {
            var counted = 0, offset = 0
            for unit in field.text.string.utf16 {
                offset += 1
                if (0x30...0x39).contains(unit) { counted += 1; if counted == caretAfterDigits { break } }
            }
            field.select(offset..<offset)
        }
        if selectAll { field.select(0..<field.text.utf16Count) }
        return field
    }

    /// The case `name`: `edit` applied to a copy of each state in turn.
    static func measure<F: InputFormatter>(_ name: String, states: [InputField<F>], isSlow: Bool = false,
                                           edit: (InputField<F>) -> Edit) -> EngineCase {
        let edits = states.map(edit)
        for (state, edit) in zip(states, edits) {
            var probe = state
            if let refusal = probe.apply(edit).rejection { fatalError("\(name) is refused: \(refusal)") }
        }
        return EngineCase(name: name, isSlow: isSlow) { iteration in
            let index = iteration % states.count
            var field = states[index]
            let result = field.apply(edits[index])
            consume(field.text.string)
            consume(field.text.selection)
            consume(result.value)
            consume(result.rejection?.description)
        }
    }
}

/// Keeps a value alive so that the optimizer does not remove the work that made it.
@inline(never)
public func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
