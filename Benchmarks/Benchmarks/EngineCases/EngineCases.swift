import ICUFloor
import InputFormatKit
import OwnFormatter
import Synchronization

/// One keystroke of the engine's goal table (the catalog's Performance article), measured
/// through `InputField` — the state a UI keeps — and the C call of ICU they are judged against.
///
/// `run(_:)` takes a copy of the keystroke's next field state (ten states in turn for the phone
/// keystrokes, ten numbers rather than one measured alone), then, inside
/// ``measuredKeystroke(_:_:)``, applies the edit and reads what a UI reads: the text, the
/// selection, the value and, when the edit is refused, its message. Only that call is measured:
/// a UI keeps its field and edits it, it does not copy the field before each keystroke and
/// destroy the copy after it, as the harness must to start every keystroke from the same state.
/// The benchmark suite times it; `KeystrokeProfile` runs it under callgrind, which counts the
/// instructions inside `measuredKeystroke` only.
public struct EngineCase: Sendable {
    /// The keystroke's name, as the goal table says it (`mask, type a digit`).
    public let name: String
    /// Applies the keystroke once, to the next of its states, calling `measurement.start` just
    /// before the measured call and `measurement.stop` just after it.
    public let run: @Sendable (_ measurement: KeystrokeMeasurement) -> Void
}

/// What a harness does around the measured call of a keystroke (the benchmark suite starts
/// and stops its clock; callgrind needs nothing).
public struct KeystrokeMeasurement {
    let start: () -> Void
    let stop: () -> Void

    /// Hooks called just before and just after the measured call.
    public init(start: @escaping () -> Void, stop: @escaping () -> Void) {
        self.start = start
        self.stop = stop
    }
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

    /// Nothing, measured as a keystroke is (the same hooks around a call that is not inlined):
    /// the floor the report subtracts from the keystrokes and the C calls.
    public static let emptyMeasuredCall = EngineCase(name: "empty measured call") { measurement in
        measurement.start()
        measuredNothing()
        measurement.stop()
    }

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
        "note 100 chars, type or delete a letter", "note 100000 chars, type or delete a letter",
        "note 100000 chars, select-all replace", "note 100000 chars, update the marked text of a composition",
        "note 100 chars, type on",
        "note 100 chars with a counter, type or delete a letter", "note 100000 chars with a counter, type or delete a letter",
        "note 1000000 chars with a counter, type or delete a letter",
        "number, type a digit", "unit, type a digit", "unit full name, type a digit",
        "date, type a digit", "date persian, type a digit",
        "mask in a form field, type a digit", "card in a form field, type the 16th digit",
        "phone in a form field, type a digit", "currency in a form field, type a digit",
        "mask in a form field read by a screen reader, type a digit",
        "note 100000 chars after a prefix, type or delete a letter",
        "postal code (an app's own formatter), type the 5th digit",
        "postal code (an app's own formatter) in a form field, type the 5th digit",
    ]

    /// Whether the keystroke `name` is slow enough to need fewer iterations (one in a
    /// 100,000- or 1,000,000-character note).
    public static func isSlow(_ name: String) -> Bool { name.contains("100000") }

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
        { measureKept(names[8], field: { field(PlainTextFormatter(), typing: note(characters: 100)) }, edit: typeOrDelete) },
        { measureKept(names[9], field: { field(PlainTextFormatter(), typing: note(characters: 100_000)) }, edit: typeOrDelete) },
        { measure(names[10], states: [field(PlainTextFormatter(), typing: note(characters: 100_000), selectAll: true)]) {
            .typing("x", in: $0.text)
        } },
        { measureComposing(names[11], field: field(PlainTextFormatter(), typing: note(characters: 100_000))) },
        {
            // 50 letters typed on, then the 100-character note again: one state however long the run.
            measureKept(names[12], field: { field(PlainTextFormatter(), typing: note(characters: 100)) }, renewingAfter: 50, edit: typeOn)
        },
        { measureKeptForm(names[13], field: noteWithCounter(characters: 100)) },
        { measureKeptForm(names[14], field: noteWithCounter(characters: 100_000)) },
        { measureKeptForm(names[15], field: noteWithCounter(characters: 1_000_000)) },
        // The same digit as "currency, type a digit", typed into number fields: plain, with a
        // unit that is the same for every number, and with one whose plural form is read.
        { measure(names[16], states: [field(try! NumberFieldFormatter(locale: "en_US"), typing: "123456")]) { .typing("7", in: $0.text) } },
        { measure(names[17], states: [field(try! NumberFieldFormatter(locale: "de_DE", style: .unit("mass-kilogram")), typing: "123456")]) {
            .typing("7", in: $0.text)
        } },
        { measure(names[18], states: [field(try! NumberFieldFormatter(locale: "en_US", style: .unit("mass-kilogram", width: .fullName)),
                                            typing: "123456")]) { .typing("7", in: $0.text) } },
        // A date typed as "currency, type a digit" types its amount: six digits typed, the seventh
        // typed after them. de_DE (Gregorian) `25.11.20|` gives `25.11.202` (the year's third
        // digit); fa_IR (Persian calendar and digits, year first) `۱۴۰۵/۰۹/|` gives `۱۴۰۵/۰۹/۰`
        // (the day's first).
        { measure(names[19], states: [field(try! DateFieldFormatter(locale: "de_DE"), typing: "251120")]) { .typing("2", in: $0.text) } },
        { measure(names[20], states: [field(try! DateFieldFormatter(locale: "fa_IR"), typing: "140509")]) { .typing("0", in: $0.text) } },
        // The keystrokes of rows 0, 3, 4 and 7 through a ``FormField`` (``formField(_:typing:)``).
        { measureForm(names[21], states: [formField(mask, typing: "555123456")]) { .typing("7", in: $0.text) } },
        { measureForm(names[22], states: [formField(CardNumberFormatter(), typing: "411111111111111")]) { .typing("1", in: $0.text) } },
        { measureForm(names[23], states: phoneNumbers.map { formField(phone, typing: String($0.dropLast())) }) { .typing("2", in: $0.text) } },
        { measureForm(names[24], states: [formField(try! CurrencyFormatter(locale: "en_US", currency: "USD"), typing: "123456")]) {
            .typing("7", in: $0.text)
        } },
        // Row 21 with what a screen reader gets read too (label, value spoken, hint).
        { measureForm(names[25], states: [formField(mask, typing: "555123456")], accessibility: true) { .typing("7", in: $0.text) } },
        // Row 9 with a prefix before the note: edited in place between the affixes.
        { measureKept(names[26], field: { field(AffixedFormatter(PlainTextFormatter(), prefix: "Re: "), typing: note(characters: 100_000)) },
                      edit: typeOrDelete) },
        // The article's formatter of an app's own, through the engine's general path: its last
        // digit typed, alone and through a ``FormField`` as rows 3 and 22 type a card's.
        { measure(names[27], states: [field(GermanPostalCodeFormatter(), typing: "1011")]) { .typing("5", in: $0.text) } },
        { measureForm(names[28], states: [formField(GermanPostalCodeFormatter(), typing: "1011")]) { .typing("5", in: $0.text) } },
    ]

    /// A focused note of `characters` characters in a ``FormField`` with a character counter,
    /// the caret at its end.
    public static func noteWithCounter(characters: Int) -> FormField<PlainTextFormatter> {
        var field = FormField(formatter: PlainTextFormatter(allowsNewlines: true),
                              configuration: .init(counter: CharacterCounter(limit: 2_000_000)), text: note(characters: characters),
                              focused: true)
        field.select(field.text.utf16Count..<field.text.utf16Count)
        return field
    }

    private static var mask: MaskFormatter { try! MaskFormatter(pattern: "(###) ###-####") }
    private static var phone: PhoneFormatter { try! PhoneFormatter(region: "US") }
    /// Ten US numbers, different in their sixth digit: each field keeps its own grouping.
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
        return EngineCase(name: name) { measurement in
            measurement.start()
            measuredFloor(UnsafeMutableRawPointer(bitPattern: handle), withPositions: withPositions)
            measurement.stop()
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
    static func measure<F: InputFormatter>(_ name: String, states: [InputField<F>],
                                           edit: (InputField<F>) -> Edit) -> EngineCase {
        measure(name, states: states, keystroke: { measuredKeystroke(&$0, $1) }, edit: edit)
    }

    /// The case `name` in any field: `edit` applied by `keystroke` to a copy of each state in turn.
    static func measure<Field: EditableField & Sendable>(_ name: String, states: [Field],
                                              keystroke: @escaping @Sendable (inout Field, Edit) -> Void,
                                              edit: (Field) -> Edit) -> EngineCase {
        let edits = states.map(edit)
        for (state, edit) in zip(states, edits) {
            var probe = state
            if let refusal = probe.apply(edit).rejection { fatalError("\(name) is refused: \(refusal)") }
        }
        let turn = Turn()
        return EngineCase(name: name) { measurement in
            let index = states.count == 1 ? 0 : turn.next(of: states.count)
            var field = states[index]   // the state a UI keeps; copying it is the harness's work
            measurement.start()
            keystroke(&field, edits[index])
            measurement.stop()
        }
    }
}

/// One keystroke as a UI makes it, the only call the harness measures: `edit` applied to the
/// field the UI keeps, and what the UI reads then (text, selection, value, refusal message).
@inline(never)
public func measuredKeystroke<F: InputFormatter>(_ field: inout InputField<F>, _ edit: Edit) {
    let result = field.apply(edit)
    consume(field.text.string)
    consume(field.text.selection)
    consume(result.value)
    consume(result.rejection?.description)
}

/// One keystroke in a ``FormField``, as ``measuredKeystroke(_:_:)`` measures one in an
/// ``InputField``: the edit, then what the UI reads (text, selection, counter, message, and with
/// `accessibility` what a screen reader gets).
@inline(never)
public func measuredFormKeystroke<F: InputFormatter>(_ field: inout FormField<F>, _ edit: Edit, accessibility: Bool = false) {
    let result = field.apply(edit)
    consume(field.text.string)
    consume(field.text.selection)
    consume(field.counterText)
    consume(field.message)
    consume(result.rejection?.description)
    if accessibility { consume(field.accessibility) }
}

extension EngineCases {
    /// A focused ``FormField`` after `raw` was pasted, the caret at its end, configured as a form
    /// asks most of one: a label, required, a counter with a limit, the formatter's verdict and
    /// a length rule run on every edit.
    static func formField<F: InputFormatter>(_ formatter: F, typing raw: String) -> FormField<F> {
        let configuration = FormField<F>.Configuration(
            label: "Field", isRequired: true, counter: CharacterCounter(limit: 40),
            rules: [.formatterVerdict(), .maximumLength(40)], timing: .onEveryEdit)
        return FormField(formatter: formatter, configuration: configuration, text: raw, focused: true)
    }

    /// The case `name` through a form field: `edit` applied to a copy of each state in turn, and
    /// what the UI reads after it (``measure(_:states:edit:)``); the announcement for a screen
    /// reader is made by every edit, and with `accessibility` all a screen reader gets is read.
    static func measureForm<F: InputFormatter>(_ name: String, states: [FormField<F>], accessibility: Bool = false,
                                               edit: (FormField<F>) -> Edit) -> EngineCase {
        measure(name, states: states, keystroke: { measuredFormKeystroke(&$0, $1, accessibility: accessibility) }, edit: edit)
    }
}

extension EngineCases {
    /// A letter typed at the end of a ``FormField`` kept across iterations, or deleted, in turn
    /// (``measureKept(_:field:renewingAfter:edit:)`` for a form field).
    static func measureKeptForm<F: InputFormatter>(_ name: String, field: FormField<F>) -> EngineCase {
        let kept = KeptField(field)
        return EngineCase(name: name) { measurement in
            kept.withField { field, _ in
                let edit = typeOrDelete(field.text)
                measurement.start()
                measuredFormKeystroke(&field, edit)
                measurement.stop()
                precondition(field.lastRejection == nil)
            }
        }
    }
}

/// Nothing: ``EngineCases/emptyMeasuredCall``.
@inline(never)
func measuredNothing() {
    consume(0)
}

/// One C call of ICU, the floor, measured as ``measuredKeystroke(_:_:)`` is.
@inline(never)
func measuredFloor(_ floor: UnsafeMutableRawPointer?, withPositions: Bool) {
    let length = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { out in
        withPositions
            ? icu_floor_format_with_positions(floor, EngineCases.amount, Int32(EngineCases.amount.utf8.count), out.baseAddress, 64)
            : icu_floor_format(floor, EngineCases.amount, Int32(EngineCases.amount.utf8.count), out.baseAddress, 64)
    }
    consume(length)
}

extension EngineCases {
    /// The case `name` on one field kept across iterations, as a UI keeps it, `edit` made of its
    /// text each time: the field is its text's only owner and edits it in place (a copy of the
    /// field per iteration would make each edit copy the text).
    /// With `renewal`, the field is made again (outside the clock) after that many keystrokes,
    /// so that a case that makes its text longer measures the same state however long it runs.
    static func measureKept<F: InputFormatter>(_ name: String, field make: @escaping @Sendable () -> InputField<F>,
                                               renewingAfter renewal: Int? = nil,
                                               edit: @escaping @Sendable (FieldText) -> Edit) -> EngineCase {
        let kept = KeptField(make())
        return EngineCase(name: name) { measurement in
            kept.withField { field, edits in
                if let renewal, edits == renewal {
                    field = make()
                    edits = 0
                }
                edits += 1
                let edit = edit(field.text)
                measurement.start()
                measuredKeystroke(&field, edit)
                measurement.stop()
                precondition(field.lastRejection == nil)
            }
        }
    }

    /// A letter typed at the end, then deleted with backspace, in turn.
    static func typeOrDelete(_ text: FieldText) -> Edit {
        text.string.hasSuffix("x") ? .backspace(in: text) : .typing("x", in: text)
    }

    /// A letter typed at the end each time: every keystroke but the first of a field joins the
    /// open undo group (merged into its change), the commonest keystroke of all, which no row of
    /// the goal table makes (each starts a group).
    static func typeOn(_ text: FieldText) -> Edit { .typing("x", in: text) }
}

extension EngineCases {
    /// An input method updating its marked text in a kept field (kana typed before their
    /// conversion): the composition stays open, its marked text one or two characters in turn.
    static func measureComposing<F: InputFormatter>(_ name: String, field: InputField<F>) -> EngineCase {
        let kept = KeptField(field)
        return EngineCase(name: name) { measurement in
            kept.withField { field, _ in
                let marked = field.markedRange?.count == 1 ? "にほ" : "に"
                measurement.start()
                measuredComposition(&field, marked)
                measurement.stop()
            }
        }
    }
}

/// An input method's marked text set, measured as ``measuredKeystroke(_:_:)`` is.
@inline(never)
func measuredComposition<F: InputFormatter>(_ field: inout InputField<F>, _ marked: String) {
    field.setMarkedText(marked, selectedRange: marked.utf16.count..<marked.utf16.count)
    consume(field.text.selection)
}

/// A field (an ``InputField`` or a ``FormField``) kept across the iterations of one benchmark
/// (which runs on one thread).
public final class KeptField<Field: EditableField>: @unchecked Sendable {
    private var field: Field
    /// The keystrokes made on the field since it was made or made again.
    private var edits = 0

    public init(_ field: Field) { self.field = field }

    public func withField(_ body: (inout Field, inout Int) -> Void) { body(&field, &edits) }
}

/// Keeps a value alive so that the optimizer does not remove the work that made it.
@inline(never)
public func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Whose turn it is among the states of a keystroke, one after the other.
public final class Turn: Sendable {
    private let position = Atomic<Int>(0)

    /// A turn that starts at position 0.
    public init() {}

    /// The next of `count` positions, from 0, round and round.
    public func next(of count: Int) -> Int {
        position.add(1, ordering: .relaxed).oldValue % count
    }
}
