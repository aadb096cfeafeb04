import Benchmark
import EngineCases
import InputFormatKit

/// One field kind measured keystroke by keystroke: the four keystrokes of issue 6, each applied
/// to the same field state at every iteration, so every iteration is the same keystroke.
///
/// A keystroke is measured end to end as a UI meets it: `apply(edit, to: field)` (the edit in),
/// then the new text, selection and value read, and the refusal message when there is one.
///
/// ```swift
/// FieldUnderTest(name: "Mask (###) ###-####", formatter: try MaskFormatter(pattern: "(###) ###-####"),
///                filled: "5551234567", paste: "Tel. +1 (650) 253-2222").register()
/// ```
struct FieldUnderTest<Formatter: InputFormatter>: Sendable {
    /// The field's name in benchmark names (`Currency en_US`).
    let name: String
    /// The formatter of the field.
    let formatter: Formatter
    /// The raw characters typed before the "type" keystroke (for a card, `3` before the `7`
    /// that switches the brand to Amex).
    let typedBefore: String
    /// The key of the "type" keystroke.
    let key: String
    /// The raw characters of a filled field: backspace over a grouping mark and the select-all
    /// replacement start from it.
    let filled: String
    /// The text of the paste.
    let paste: String
    /// Whether the paste goes at the end of the filled field (a note) rather than into the
    /// empty one (an amount, a card number).
    let pastesIntoFilled: Bool
    /// The key typed over the whole selected text.
    let replacementKey: String
    /// Whether the field is slow enough to need fewer iterations (a 100,000-character note).
    let isSlow: Bool
    /// How many versions of each keystroke the iterations take in turn (the typed key, the
    /// filled number, the paste with another last digit), so that no keystroke is measured on
    /// one input alone. The stateless path these rows measure groups a phone number from its
    /// first digit at every keystroke (a kept field continues its grouping: the engine table's
    /// rows).
    let variants: Int

    /// A field to measure; `typedBefore` defaults to `filled`, so "type" adds one more key.
    init(name: String, formatter: Formatter, typedBefore: String? = nil, key: String = "8", filled: String,
         paste: String, pastesIntoFilled: Bool = false, replacementKey: String = "7", isSlow: Bool = false,
         variants: Int = 1) {
        self.name = name
        self.formatter = formatter
        self.typedBefore = typedBefore ?? filled
        self.key = key
        self.filled = filled
        self.paste = paste
        self.pastesIntoFilled = pastesIntoFilled
        self.replacementKey = replacementKey
        self.isSlow = isSlow
        self.variants = variants
    }

    /// `text` with its last ASCII digit moved on by `variant` (`"6502532222"`, 3 → `"6502532225"`).
    static func vary(_ text: String, _ variant: Int) -> String {
        guard variant > 0, let last = text.lastIndex(where: { $0.isASCII && $0.isNumber }) else { return text }
        let digit = (Int(String(text[last]))! + variant) % 10
        return text.replacingCharacters(in: last...last, with: String(digit))
    }

    /// This field with every keystroke in its `variant`th version (see ``variants``).
    func version(_ variant: Int) -> FieldUnderTest {
        FieldUnderTest(name: name, formatter: formatter, typedBefore: typedBefore, key: Self.vary(key, variant),
                       filled: filled, paste: Self.vary(paste, variant), pastesIntoFilled: pastesIntoFilled,
                       replacementKey: Self.vary(replacementKey, variant), isSlow: isSlow)
    }

    /// The filled field of the backspace in its `variant`th version.
    func backspaceVersion(_ variant: Int) -> FieldUnderTest {
        FieldUnderTest(name: name, formatter: formatter, typedBefore: typedBefore, key: key,
                       filled: Self.vary(filled, variant), paste: paste, pastesIntoFilled: pastesIntoFilled,
                       replacementKey: replacementKey, isSlow: isSlow)
    }

    /// The field state showing `raw`, caret after the last raw character.
    func field(showing raw: String) -> FieldText {
        let layout = formatter.layout(raw: raw)
        let end = layout.caretOffset(afterRaw: layout.rawCount)
        return FieldText(layout.text, selection: end..<end)
    }

    /// The caret right after the first decoration that follows a raw character (`1,|234`), or
    /// the end of the text when the layout has none (plain text): where backspace has a
    /// grouping mark or a literal to jump over.
    func caretAfterFirstDecoration(in field: FieldText) -> Int {
        let spans = formatter.layout(raw: formatter.rawText(of: field.string)).rawSpans   // made once: it is computed
        for (index, span) in spans.enumerated().dropLast() where spans[index + 1].lowerBound > span.upperBound {
            return spans[index + 1].lowerBound
        }
        return field.utf16Count
    }

    /// The names of the four keystrokes, in the order of ``keystrokes()``.
    func keystrokeNames() -> [String] {
        let full = field(showing: filled)
        let backspaceName = caretAfterFirstDecoration(in: full) == full.utf16Count ? "backspace" : "backspace over grouping"
        return ["type digit", backspaceName, "paste \(paste.count) chars", "select-all replace"]
    }

    /// The four keystrokes: (field before, edit), named by ``keystrokeNames()``.
    func keystrokes() -> [(FieldText, Edit)] {
        let typed = field(showing: typedBefore)
        var full = field(showing: filled)
        let pasteTarget = pastesIntoFilled ? full : .empty
        let caret = caretAfterFirstDecoration(in: full)
        full.selection = caret..<caret
        let overGrouping = full
        let all = FieldText(full.string, selection: 0..<full.utf16Count)
        return [
            (typed, .typing(key, in: typed)),
            (overGrouping, .backspace(in: overGrouping)),
            (pasteTarget, .paste(paste, in: pasteTarget)),
            (all, .typing(replacementKey, in: all)),
        ]
    }

    /// Registers one benchmark per keystroke, named `<field> · <keystroke>`. The field states
    /// are built, and each edit checked, when the benchmark first runs.
    func register() {
        let configuration = isSlow ? BenchmarkSettings.slow : BenchmarkSettings.keystroke
        let formatter = self.formatter
        let name = self.name
        let field = self
        let allCases = LazyValue { () -> [[(FieldText, Edit)]] in
            let versions = (0..<field.variants).map { variant in
                zip(field.version(variant).keystrokes(), field.backspaceVersion(variant).keystrokes()).enumerated().map { index, pair in
                    index == 1 ? pair.1 : pair.0
                }
            }
            return (0..<4).map { position in versions.map { $0[position] } }
        }
        for (position, keystroke) in keystrokeNames().enumerated() {
            let cases = LazyValue { () -> [(FieldText, Edit)] in
                let cases = allCases.value[position]
                for (before, edit) in cases {
                    if let refusal = formatter.apply(edit, to: before).rejection {
                        fatalError("\(name) · \(keystroke) is refused: \(refusal)")
                    }
                }
                return cases
            }
            let turn = Turn()
            Benchmark("\(name) · \(keystroke)", configuration: configuration) { benchmark in
                let cases = cases.value
                for _ in benchmark.scaledIterations {
                    let (before, edit) = cases.count == 1 ? cases[0] : cases[turn.next(of: cases.count)]
                    let result = formatter.apply(edit, to: before)
                    blackHole(result.field.string)
                    blackHole(result.field.selection)
                    blackHole(result.value)
                    blackHole(result.rejection?.description)
                }
            }
        }
    }
}
