import Foundation
@_spi(FormatterAuthoring) @testable import InputFormatKit
import InputFormatReplay

/// Replays codes as edits on a field and checks, after every edit, the invariants of
/// DESIGN.md: the selection in bounds, on grapheme boundaries and never inside an affix; the raw
/// characters equal to those of a simple reference model of the same edit; the text unchanged
/// by formatting it again; a refused edit changing nothing; and the finished text, pasted into
/// a new field, giving the same value.
struct FieldInvariants: FormatterVisitor {
    /// Codes read by ``EditSequence`` against the text of the moment…
    var codes: [Int] = []
    /// …or steps as recorded (a regression fixture).
    var recorded: [SessionStep]?

    struct Outcome {
        var steps: [SessionStep] = []
        var failures: [String] = []
        var edits = 0
    }

    func visit<F: InputFormatter>(_ formatter: F, kind: FieldConfiguration.Kind) -> Outcome {
        var session = ReplaySession(formatter: formatter)
        var outcome = Outcome()
        for index in 0..<(recorded?.count ?? codes.count) {
            let before = session.field
            let step = recorded?[index] ?? EditSequence.step(for: codes[index], in: before.text.string)
            outcome.steps.append(step)
            let snapshot = session.run(step)
            outcome.edits += 1
            let after = session.field
            let context = "after \(outcome.steps.count) steps, \(step) on “\(before.text)”"
            if let failure = check(formatter, step: step, before: before, after: after, rejected: snapshot.rejected, kind: kind) {
                outcome.failures.append("\(failure) — \(context), now “\(after.text)” raw “\(after.raw)”")
                return outcome
            }
        }
        // Display, then paste: the same value.
        var finished = session.field
        finished.blur()
        if finished.value != nil {
            var pasted = InputField(formatter: formatter)
            let result = pasted.paste(finished.text.string)
            if result.rejection != nil || pasted.value != finished.value {
                outcome.failures.append("the finished text “\(finished.text.string)” pasted gives \(pasted.value.map { "\($0)" } ?? "nothing")"
                    + (result.rejection.map { " (\($0))" } ?? "") + ", not \(finished.value.map { "\($0)" } ?? "")")
            }
        }
        return outcome
    }

    private func check<F: InputFormatter>(_ formatter: F, step: SessionStep, before: InputField<F>, after: InputField<F>,
                                          rejected: Bool, kind: FieldConfiguration.Kind) -> String? {
        let text = after.text
        let selection = text.selection
        guard selection.lowerBound >= 0, selection.upperBound <= text.utf16Count else { return "selection out of bounds" }
        let boundaries = Self.graphemeBoundaries(text.string)
        guard boundaries.contains(selection.lowerBound), boundaries.contains(selection.upperBound) else {
            return "selection \(selection) not on grapheme boundaries"
        }
        if rejected {
            guard after.text == before.text, after.raw == before.raw else { return "a refused edit changed the field" }
            return nil
        }
        guard after.isFocused else { return nil }
        let layout = formatter.layout(raw: after.raw)
        guard layout.text == text.string else { return "the text is not the layout of its raw characters" }
        guard formatter.rawText(of: text.string) == after.raw else { return "reading the text back gives other raw characters" }
        guard formatter.layout(raw: formatter.rawText(of: text.string)).text == text.string else { return "formatting again changes the text" }
        guard layout.editable.contains(selection.lowerBound), layout.editable.contains(selection.upperBound) else {
            return "selection \(selection) inside an affix (editable \(layout.editable))"
        }
        guard before.isFocused else { return nil }
        return modelMismatch(formatter, step: step, before: before, after: after, kind: kind)
    }

    /// The reference model: which raw characters an accepted edit leaves.
    private func modelMismatch<F: InputFormatter>(_ formatter: F, step: SessionStep, before: InputField<F>,
                                                  after: InputField<F>, kind: FieldConfiguration.Kind) -> String? {
        let isAmount = kind == .currency
        let raw = Array(before.raw)
        let spans = formatter.layout(raw: before.raw).rawSpans
        let selection = before.text.selection
        let caret = spans.count { $0.upperBound <= selection.lowerBound }
        let selected = spans.indices.filter { spans[$0].lowerBound < selection.upperBound && spans[$0].upperBound > selection.lowerBound }
        // A selection of grouping characters only holds no raw character: nothing to delete.
        if !selection.isEmpty && selected.isEmpty, case .backspace = step { return after.raw == before.raw ? nil : "deleting grouping alone changed the raw characters" }
        if !selection.isEmpty && selected.isEmpty, case .deleteForward = step { return after.raw == before.raw ? nil : "deleting grouping alone changed the raw characters" }
        let range = selection.isEmpty || selected.isEmpty ? caret..<caret : selected.first!..<(selected.last! + 1)
        var expected: [Character]?
        switch step {
        case let .type(key):
            guard let character = key.first, key.count == 1 else { return nil }
            if isAmount && !character.isNumber { return nil }   // signs and marks have their own rules
            var model = raw
            // An amount's sign is not a place: a digit typed before it goes after it.
            let place = isAmount && raw.first == "-" && range == 0..<0 ? 1..<1 : range
            model.replaceSubrange(place, with: [kind == .text ? character : Self.stored(character)])
            expected = model
        case .backspace, .deleteForward:
            var model = raw
            if !range.isEmpty {
                model.removeSubrange(range)
            } else if case .backspace = step, range.lowerBound > 0 {
                model.remove(at: range.lowerBound - 1)
            } else if case .deleteForward = step, range.lowerBound < raw.count {
                model.remove(at: range.lowerBound)
            }
            expected = model
        case .paste:
            // Whatever the paste reads, the raw characters around the selection stay.
            let actual = Array(after.raw)
            let head = raw[..<range.lowerBound], tail = raw[range.upperBound...]
            if isAmount { return nil }
            guard actual.starts(with: head), actual.reversed().starts(with: tail.reversed()) else {
                return "a paste lost raw characters around the selection: \(String(raw)) → \(after.raw)"
            }
            return nil
        default:
            return nil
        }
        guard let expected else { return nil }
        if isAmount {
            // Amounts normalise leading zeros and keep a decimal mark with fraction digits after
            // it: compare the numbers, and allow a kept decimal mark.
            if Self.amount(String(expected)) == Self.amount(after.raw) { return nil }
            if after.raw == before.raw, raw.contains(".") { return nil }
            return "raw “\(after.raw)”, the model says “\(String(expected))”"
        }
        return String(expected) == after.raw ? nil : "raw “\(after.raw)”, the model says “\(String(expected))”"
    }

    static func stored(_ character: Character) -> Character {
        if character == "＋" { return "+" }
        return Mask.Slot.digit.stored(character) ?? character
    }

    /// An amount's raw characters with leading zeros and a trailing decimal mark removed.
    static func amount(_ raw: String) -> String {
        var sign = ""
        var body = Substring(raw)
        if body.hasPrefix("-") { sign = "-"; body = body.dropFirst() }
        var integer = body.prefix { $0 != "." }
        var fraction = body.dropFirst(integer.count)
        while integer.hasPrefix("0") { integer = integer.dropFirst() }
        if fraction == "." { fraction = "" }
        return sign + (integer.isEmpty ? "0" : String(integer)) + fraction
    }

    static func graphemeBoundaries(_ text: String) -> Set<Int> {
        var offsets: Set<Int> = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            offsets.insert(offset)
        }
        return offsets
    }
}
