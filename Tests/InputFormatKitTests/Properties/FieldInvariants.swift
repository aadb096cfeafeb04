import Foundation
@testable import InputFormatKit
import InputFormatReplay

/// Replays codes as edits on a field and checks, after every edit, the invariants of the caret
/// rules (the CaretRules article): the selection in bounds, on grapheme boundaries and never
/// inside an affix; the raw characters equal to those of a simple reference model of the same
/// edit (a key that stands for a mask's literal ahead of the caret typed over it, rule 7); the
/// text the layout of its raw characters, with at most a start of the literals ahead of the
/// next one typed after them, and unchanged by formatting it again; a refused edit changing
/// nothing, and no key that stands for the next literal refused; a counter
/// equal to a recount of the value and, stopping at its limit, never growing past it; a replay
/// line read as the step it writes, or refused by name when it holds an unpaired surrogate; an
/// undo followed by a redo changing nothing; undoing everything giving the empty field back,
/// and redoing everything the field of the moment; and the finished text, pasted into a new
/// field, giving the same value.
struct FieldInvariants: FormatterVisitor {
    /// Codes read by ``EditSequence`` against the text of the moment…
    var codes: [Int] = []
    /// …or steps as recorded (a regression fixture).
    var recorded: [SessionStep]?
    /// The field's character counter, if it has one.
    var counter: CharacterCounter?

    struct Outcome {
        var steps: [SessionStep] = []
        var failures: [String] = []
        var edits = 0
        /// Replay lines refused by name (an unpaired surrogate): no edit, but checked.
        var refusedLines = 0
    }

    func visit<F: InputFormatter>(_ formatter: F, configuration: FieldConfiguration) -> Outcome {
        // (An expiry field is a date field, `MM/yy`, and held to its rules.)
        let kind = configuration.kind == .expiry ? .date : configuration.kind
        let masks = configuration.maskSet
        var session = ReplaySession(formatter: formatter, configuration: .init(counter: counter ?? CharacterCounter(),
                                                                               undoLimit: .max))
        var outcome = Outcome()
        for index in 0..<(recorded?.count ?? codes.count) {
            let before = session.field
            let countBefore = session.formField.counter.count
            let step: SessionStep
            switch recorded.map({ EditSequence.Move.step($0[index]) }) ?? EditSequence.move(for: codes[index], in: before.text.string) {
            case let .step(plain):
                step = plain
            case let .line(line, expected):
                switch Swift.Result(catching: { () throws(SessionStepError) in try SessionStep(jsonLine: line) }) {
                case let .success(read) where read == expected:
                    step = read
                case .failure(.unpairedSurrogate) where expected == nil:
                    outcome.refusedLines += 1   // refused by name; the field never sees it
                    continue
                case let other:
                    outcome.failures.append("the replay line \(line) reads as \(other), not \(expected.map { "\($0)" } ?? "an unpaired-surrogate error")")
                    return outcome
                }
            }
            outcome.steps.append(step)
            let snapshot = session.run(step)
            outcome.edits += 1
            let after = session.field
            let context = "after \(outcome.steps.count) steps, \(Self.shortened(step)) on “\(Self.shortened(before.text.description))”"
            if let failure = check(formatter, step: step, before: before, after: after, rejected: snapshot.rejected, kind: kind, masks: masks)
                ?? counterMismatch(session.formField.counter, before: countBefore, raw: after.raw)
                ?? Self.rawBoundMismatch(formatter, raw: after.raw)
                ?? Self.rawChangeMismatch(step, on: before)
                ?? Self.verdictMismatch(step, on: before)
                ?? Self.undoRoundTripMismatch(session.formField) {
                outcome.failures.append("\(failure) — \(context), now “\(Self.shortened(after.text.description))” raw “\(Self.shortened(after.raw))”")
                return outcome
            }
        }
        if let failure = Self.undoAllMismatch(session.formField, formatter: formatter) {
            outcome.failures.append("\(failure) — after \(outcome.steps.count) steps")
            return outcome
        }
        // Display, then paste: the same value. (Arabic writes one or two days as a word alone,
        // `يوم`, `يومان`: a finished text without a digit holds no number to read back.)
        var finished = session.field
        finished.blur()
        // (Nor does a 12-hour time left with an hour 13 to 23 by a deletion: pasted, 21:41 is 9:41 PM;
        // nor, in a field with seconds, a time still without them that shows such an hour, `22:07:`,
        // or an hour or minutes that are none, `45:0`, which a paste refuses as typing does.)
        let afternoonHour = kind == .time && (finished.value as? TimeOfDay).map { time in
            time.validation == .invalid || (time.validation == .incomplete
                && Self.timeFormatter(formatter).map { $0.layoutPattern.hasSeconds && $0.showsNoTime(raw: finished.raw) } == true)
        } == true
        // (Nor a duration not yet whole, left by deletions: a paste reads its keys as typed,
        // padding a lone digit before a separator, `0:2:0` is 0:02:0, and refuses one without
        // hours, `:23:0`, or with hours above the most, `12:30` where it is 1.)
        let durationNotWhole = kind == .time && Self.timeFormatter(formatter)?.duration != nil
            && (finished.value as? TimeOfDay)?.validation != .valid
        if finished.value != nil, !afternoonHour, !durationNotWhole, finished.text.string.unicodeScalars.contains(where: { $0.properties.numericType == .decimal }) {
            var pasted = InputField(formatter: formatter)
            let result = pasted.paste(finished.text.string)
            // (A date shows a day or month that is none, left by a deletion, which a paste refuses
            // as typing does: `13` is no month.)
            // (Nor an open text that no date begins with, which deletions may leave: typed, it is refused too.
            // Nor an ISO 8601 date begun with a year the field does not show, `0000-1`, kept as
            // typed with no value, as `2046-07` is where `46` is 1946: typed or pasted, no date.)
            let noneShown = switch result.rejection {
            case .notAMonth?, .notADay?: kind == .date
            case .notADate?, .notAnExpiryDate?, .dateOutsideCalendar?:
                Self.dateFormatter(formatter).map { date in
                    DateFieldFormatter.isOpenText(finished.raw)
                        && (!date.mayBeginDate(finished.raw) || !Self.showsYear(ofISODate: finished.raw, in: date))
                } == true
            // (Nor a time whose hour a deletion took, `:34`.)
            case .notATime?: kind == .time && TimeOfDayFormatter.isEditedInPlace(finished.raw) && (finished.value as? TimeOfDay)?.minute == nil
            // (Nor a time edited in place that shows a minute or second that is none, left by a
            // deletion, `0:90:07`, which a paste refuses as typing does; its value is incomplete.)
            case .notAnHour?, .notAMinute?, .notASecond?:
                kind == .time && TimeOfDayFormatter.isEditedInPlace(finished.raw) && (finished.value as? TimeOfDay)?.validation == .incomplete
            default: false
            }
            if !noneShown, result.rejection != nil || pasted.value != finished.value {
                outcome.failures.append("the finished text “\(finished.text.string)” pasted gives \(pasted.value.map { "\($0)" } ?? "nothing")"
                    + (result.rejection.map { " (\($0))" } ?? "") + ", not \(finished.value.map { "\($0)" } ?? "")")
            }
        }
        return outcome
    }

    /// A counter counts exactly the value, and one that stops at its limit never grows past it.
    private func counterMismatch(_ counter: CharacterCounter, before: Int, raw: String) -> String? {
        let recount = counter.unit.count(raw)
        guard counter.count == recount else { return "the counter says \(counter.count), a recount \(recount)" }
        if counter.mode == .stopAtLimit, let limit = counter.limit, counter.count > max(limit, before) {
            return "the counter went from \(before) to \(counter.count), past its stop limit of \(limit)"
        }
        return nil
    }

    /// Raw characters never pass the bound the formatter gives them (by which a form field
    /// knows that no edit can pass its counter's limit).
    static func rawBoundMismatch<F: InputFormatter>(_ formatter: F, raw: String) -> String? {
        guard let most = Shortcuts.maximumRawUTF8Count(of: formatter), raw.utf8.count > most else { return nil }
        return "the raw characters take \(raw.utf8.count) bytes, past the formatter's bound of \(most)"
    }

    /// The verdict a form field's rules read with the value the edit's result carries (a card,
    /// a phone number, an amount is judged from it) is the formatter's verdict on the raw
    /// characters after the edit, read afresh. The step's first edit is made again on a copy of
    /// the field before it.
    static func verdictMismatch<F: InputFormatter>(_ step: SessionStep, on before: InputField<F>) -> String? {
        guard let (field, result) = replayedFirstEdit(step, on: before) else { return nil }
        let read = field.verdict(value: result.value), afresh = field.formatter.verdict(raw: field.raw)
        guard read != afresh else { return nil }
        return "the verdict read with the edit's value is \(read.map { "\($0.code)" } ?? "none"), not \(afresh.map { "\($0.code)" } ?? "none")"
    }

    /// The change an edit reports is the change it made: an append adds its character at the
    /// end, the patch of an edit in place turns the raw characters before it into those after it, a rewrite names the raw
    /// characters before it, and raw characters said to be unchanged are. (The counter and the
    /// undo history of plain text count and keep this record, not a comparison.) The step's
    /// first edit is made again on a copy of the field before it.
    static func rawChangeMismatch<F: InputFormatter>(_ step: SessionStep, on before: InputField<F>) -> String? {
        guard let (field, result) = replayedFirstEdit(step, on: before) else { return nil }
        let made = switch result.rawChange {
        case .unchanged: before.raw
        case let .appended(byte): before.raw + String(Unicode.Scalar(byte))
        case let .patched(patch): patch.applied(before.raw)
        case let .rewritten(old): old.utf8.elementsEqual(before.raw.utf8) ? field.raw : "(a rewrite from “\(shortened(old))”)"
        }
        // Bytes, not `==`, which takes canonically equivalent texts (NFC é, NFD e and an accent) as equal.
        guard !made.utf8.elementsEqual(field.raw.utf8) else { return nil }
        return "the edit reports \(result.rawChange), which gives “\(shortened(made))” where the raw characters are “\(shortened(field.raw))”"
    }

    /// The step's first edit made again on a copy of the field before it, and its result; `nil`
    /// when the step is not an edit, the field was not focused or composing, or the edit was
    /// refused.
    static func replayedFirstEdit<F: InputFormatter>(_ step: SessionStep, on before: InputField<F>)
        -> (field: InputField<F>, result: EditResult<F.Value>)?
    {
        guard before.isFocused, before.composition == nil else { return nil }
        let edit: Edit
        switch step {
        case let .type(text): edit = .typing(text, in: before.text)
        case let .paste(text): edit = .paste(text, in: before.text)
        case .backspace: edit = .backspace(in: before.text)
        case .deleteForward: edit = .deleteForward(in: before.text)
        case let .replace(range, text): edit = Edit(replacing: range, with: text)
        default: return nil
        }
        var field = before
        let result = field.apply(edit)
        return result.isRejected ? nil : (field, result)
    }

    /// An undo then a redo leave the field's text, value, counter and message as they were (the
    /// selection is the one from the end of the group, not where the caret was moved since).
    static func undoRoundTripMismatch<F: InputFormatter>(_ field: FormField<F>) -> String? {
        var copy = field
        guard copy.undo() else { return nil }
        guard copy.redo() else { return "after an undo there is nothing to redo" }
        guard copy.text.string == field.text.string, copy.raw == field.raw else {
            return "undo then redo gives “\(shortened(copy.text.description))”, not “\(shortened(field.text.description))”"
        }
        guard copy.counter.count == field.counter.count, copy.message == field.message else {
            return "undo then redo changes the counter or message: \(copy.counterText ?? "")/\(copy.message?.text ?? "")"
        }
        return nil
    }

    /// With an unbounded history, undoing everything gives back the empty field the sequence
    /// started from (a clear while not editing starts the history afresh — from an empty field
    /// too), and redoing everything the field with every undone group redone.
    static func undoAllMismatch<F: InputFormatter>(_ field: FormField<F>, formatter: F) -> String? {
        var copy = field
        copy.setEnabled(true)
        copy.setReadOnly(false)
        copy.focus()
        copy.unmarkText()
        while copy.redo() {}
        let now = copy
        while copy.undo() {}
        let empty = FormField(formatter: formatter, focused: true)
        guard copy.raw.isEmpty, copy.text.string == empty.text.string, copy.counter.count == 0 else {
            return "undoing everything gives “\(shortened(copy.text.description))” raw “\(shortened(copy.raw))”, not the empty field"
        }
        while copy.redo() {}
        guard copy.text.string == now.text.string, copy.raw == now.raw, copy.counter.count == now.counter.count else {
            return "redoing everything gives “\(shortened(copy.text.description))”, not “\(shortened(now.text.description))”"
        }
        return nil
    }

    /// A text cut to a readable length for a failure message (a 1 MB paste stays out of it).
    static func shortened<S: StringProtocol>(_ text: S) -> String {
        text.count <= 200 ? String(text) : "\(text.prefix(100))…(\(text.count) characters)…\(text.suffix(20))"
    }

    static func shortened(_ step: SessionStep) -> String { shortened("\(step)") }

    private func check<F: InputFormatter>(_ formatter: F, step: SessionStep, before: InputField<F>, after: InputField<F>,
                                          rejected: Bool, kind: FieldConfiguration.Kind, masks: MaskSet?) -> String? {
        let text = after.text
        let selection = text.selection
        guard selection.lowerBound >= 0, selection.upperBound <= text.utf16Count else { return "selection out of bounds" }
        let boundaries = Self.graphemeBoundaries(text.string)
        guard boundaries.contains(selection.lowerBound), boundaries.contains(selection.upperBound) else {
            return "selection \(selection) not on grapheme boundaries"
        }
        if rejected {
            // A step while composing commits first; the step itself may then be refused.
            guard before.isComposing || (after.text == before.text && after.raw == before.raw) else {
                return "a refused edit changed the field"
            }
            // A key that stands for a literal ahead of the caret is typed over, never refused: the
            // very next one always, a later one when the field does not take it as a raw character.
            if case let .type(key) = step, let masks, before.isFocused, !before.isComposing, key.count == 1,
               let typed = Self.typedLiteral(key.first!, formatter, before: before, masks: masks) {
                let boundary = formatter.layout(raw: before.raw).rawSpans.count { $0.upperBound <= before.text.selection.lowerBound }
                if typed.isNext || formatter.replace(boundary..<boundary, in: before.raw, with: .keystroke(key.first!)).isRejected {
                    return "“\(key)” stands for a literal ahead of the caret, yet was refused"
                }
            }
            return nil
        }
        if after.isComposing {
            // The marked text shows over the text, unformatted; the raw characters stay.
            guard after.raw == before.raw else {
                return "composing changed the raw characters"
            }
            return nil
        }
        guard after.isFocused else { return nil }
        // The layout of the raw characters, maybe with a start of the literals ahead of the next
        // raw character typed after them (rule 7); only masks let them be typed.
        let layout = formatter.layout(raw: after.raw)
        let ahead = masks.map { Self.literals(after: after.raw, in: $0) } ?? ""
        guard let typedAhead = Self.typedAhead(in: text.string, layout: layout, literals: ahead) else {
            return "the text is not the layout of its raw characters" + (ahead.isEmpty ? "" : " followed by a start of “\(ahead)”")
        }
        guard formatter.rawText(of: text.string) == after.raw else { return "reading the text back gives other raw characters" }
        guard formatter.layout(raw: formatter.rawText(of: text.string)).text == layout.text else { return "formatting again changes the text" }
        let editable = layout.editable.lowerBound...(layout.editable.upperBound + typedAhead)
        guard editable.contains(selection.lowerBound), editable.contains(selection.upperBound) else {
            return "selection \(selection) inside an affix (editable \(editable))"
        }
        guard before.isFocused, !before.isComposing else { return nil }
        return modelMismatch(formatter, step: step, before: before, after: after, kind: kind, masks: masks)
    }

    /// The literals a key may type ahead after `raw` in the mask they choose: those between the
    /// slot of its last character and the next slot (or the end); none past the mask's end.
    /// Read from the mask's elements, apart from the library's own table of them.
    static func literals(after raw: String, in masks: MaskSet) -> String {
        let characters = Array(raw)
        var slot = 0
        var literals = ""
        for element in masks.mask(for: characters).elements {
            switch element {
            case let .literal(literal) where slot == characters.count: literals.append(literal)
            case .literal: break
            case .slot:
                if slot == characters.count { return literals }
                slot += 1
            }
        }
        return slot == characters.count ? literals : ""
    }

    /// How many UTF-16 units of `literals` `text` shows typed ahead: `text` must be the layout's
    /// text with a start of them (whole characters) where the value's raw characters end; `nil`
    /// when it is not.
    static func typedAhead(in text: String, layout: RawLayout, literals: String) -> Int? {
        let end = layout.caretOffset(afterRaw: layout.rawCount)
        let units = Array(text.utf16), laidOut = Array(layout.text.utf16)
        let width = units.count - laidOut.count
        guard width >= 0, units[..<end] == laidOut[..<end], units[(end + width)...] == laidOut[end...] else { return nil }
        var prefix = 0
        for character in literals where prefix < width { prefix += character.utf16.count }
        guard prefix == width, units[end..<(end + width)].elementsEqual(literals.utf16.prefix(width)) else { return nil }
        return width
    }

    /// A key typed with the caret of `field`, per rule 7: where it stands for a literal ahead of
    /// the caret — shown between the caret and the next raw character, or, after the last one,
    /// the mask's literals ahead of the next (a start of them maybe typed ahead) — the text and
    /// caret it must give, and whether it is the very next character (else it is typed over
    /// only when no slot takes it). `nil` with a selection, or when the key stands for none.
    static func typedLiteral<F: InputFormatter>(_ key: Character, _ formatter: F, before field: InputField<F>,
                                                masks: MaskSet) -> (text: String, caret: Int, isNext: Bool)? {
        let selection = field.text.selection
        guard selection.isEmpty else { return nil }
        let offset = selection.lowerBound
        let units = Array(field.text.string.utf16)
        let layout = formatter.layout(raw: field.raw)
        let spans = layout.rawSpans
        let boundary = spans.count { $0.upperBound <= offset }
        let ahead: [UInt16]
        let shownEnd: Int
        if boundary < spans.count {
            guard offset < spans[boundary].lowerBound else { return nil }
            ahead = Array(units[offset..<spans[boundary].lowerBound])
            shownEnd = spans[boundary].lowerBound
        } else {
            let literals = Array(Self.literals(after: field.raw, in: masks).utf16)
            let start = layout.caretOffset(afterRaw: layout.rawCount)
            shownEnd = start + (units.count - layout.text.utf16.count)
            guard offset >= start, offset - start <= literals.count else { return nil }
            ahead = Array(literals[(offset - start)...])
        }
        var width = 0
        var isNext = true
        for character in String(decoding: ahead, as: UTF16.self) {
            width += character.utf16.count
            if character == key {
                let caret = offset + width
                var text = units
                if caret > shownEnd { text.insert(contentsOf: ahead[(shownEnd - offset)..<width], at: shownEnd) }
                return (String(decoding: text, as: UTF16.self), caret, isNext)
            }
            isNext = false
        }
        return nil
    }

    /// Whether `part` is `whole` with some elements left out.
    static func isSubsequence<Element: Equatable>(_ part: [Element], of whole: [Element]) -> Bool {
        var remaining = part[...]
        for element in whole where element == remaining.first { remaining.removeFirst() }
        return remaining.isEmpty
    }

    /// Whether `whole` starts with `head` with one `0` put in somewhere.
    static func startsWithOneZeroAdded(_ whole: [Unicode.Scalar], _ head: [Unicode.Scalar]) -> Bool {
        (0...head.count).contains { index in
            var padded = head
            padded.insert("0", at: index)
            return whole.starts(with: padded)
        }
    }

    /// The date formatter `formatter` is, or wraps in affixes.
    static func dateFormatter<F: InputFormatter>(_ formatter: F) -> DateFieldFormatter? {
        (formatter as? DateFieldFormatter) ?? (formatter as? AffixedFormatter<DateFieldFormatter>)?.base
            ?? (formatter as? ExpiryDateFormatter)?.date ?? (formatter as? AffixedFormatter<ExpiryDateFormatter>)?.base.date
    }

    /// Whether the year an ISO 8601 date begins with (`2046-`) is one `date` shows, as its paste
    /// reads it: 1 to 9999, and in a field of two-digit years one its two digits stand for.
    static func showsYear(ofISODate text: String, in date: DateFieldFormatter) -> Bool {
        guard let dash = text.firstIndex(of: "-") else { return true }
        let year = text[..<dash].reduce(0) { $0 * 10 + Int(DateFieldFormatter.digit($1) ?? 0) }
        return (1...9999).contains(year) && (date.layoutPattern.yearWidth != 2 || date.twoDigitYear(year % 100) == year)
    }

    static func timeFormatter<F: InputFormatter>(_ formatter: F) -> TimeOfDayFormatter? {
        (formatter as? TimeOfDayFormatter) ?? (formatter as? AffixedFormatter<TimeOfDayFormatter>)?.base
    }

    /// How an amount or number field enters digits (``AmountEntry``, with its fraction digits);
    /// `.asTyped` for any other field.
    static func entry<F: InputFormatter>(_ formatter: F) -> DecimalEditor.Entry {
        let editor = (formatter as? CurrencyFormatter)?.editor ?? (formatter as? AffixedFormatter<CurrencyFormatter>)?.base.editor
            ?? (formatter as? NumberFieldFormatter)?.editor ?? (formatter as? AffixedFormatter<NumberFieldFormatter>)?.base.editor
        return editor?.entry ?? .asTyped
    }

    /// The digits an amount or number field fills from the right (``AmountEntry/minorUnitsFirst``);
    /// 0 for any other field.
    static func digitsFilledFromTheRight<F: InputFormatter>(_ formatter: F) -> Int {
        guard case let .minorUnitsFirst(digits) = entry(formatter) else { return 0 }
        return digits
    }

    /// The reference model: which raw characters an accepted edit leaves.
    private func modelMismatch<F: InputFormatter>(_ formatter: F, step: SessionStep, before: InputField<F>,
                                                  after: InputField<F>, kind: FieldConfiguration.Kind, masks: MaskSet?) -> String? {
        var step = step
        // A line break typed into a one-line field is a space (UITextField's rule): modelled as one.
        if case let .type(key) = step, key.count == 1, key.first!.isNewline, !formatter.acceptsLineBreaks { step = .type(" ") }
        let isAmount = kind == .currency || kind == .number
        // Digits edited in place, edited again by a key or a deletion, keep their marks (the
        // separators, a period's name, bidi marks) as they were, in order: no digit changes part.
        if let marksKept = Self.editedInPlaceMarksMismatch(formatter, step: step, before: before, after: after, kind: kind) {
            return marksKept.isEmpty ? nil : marksKept
        }
        if kind == .date, !DateFieldFormatter.isOpenText(before.raw), DateFieldFormatter.isOpenText(after.raw),
           let date = Self.dateFormatter(formatter) {
            return Self.editedInPartMismatch(date, of: formatter, step: step, before: before, after: after)
        }
        // (A date typed in words or in ISO 8601 is an open text, spliced as plain text: its
        // rules are DateOpenTextTests'.)
        if kind == .date, DateFieldFormatter.isOpenText(before.raw) || DateFieldFormatter.isOpenText(after.raw) { return nil }
        let raw = Array(before.raw)
        let layout = formatter.layout(raw: before.raw)
        let spans = layout.rawSpans
        let selection = before.text.selection
        if let masks, let mismatch = Self.typedLiteralMismatch(formatter, step: step, before: before, after: after, masks: masks) {
            return mismatch.isEmpty ? nil : mismatch
        }
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
            if kind == .date, !character.isNumber { return nil }   // separator keys have their own rules
            // A time's raw characters hold its period before or after the digits, and its hour
            // and minutes pad as a date's fields do: TimeOfDayTests check its keys one by one.
            if kind == .time { return nil }
            var model = raw
            // An amount's sign is not a place: a digit typed before it goes after it.
            let place = isAmount && raw.first == "-" && range == 0..<0 ? 1..<1 : range
            if kind == .iban, character.isWhitespace {
                model.removeSubrange(place)   // a space is ignored; it replaces a selection
            } else {
                model.replaceSubrange(place, with: [kind == .text ? character : Self.stored(character, kind: kind)])
            }
            expected = model
        case .backspace, .deleteForward:
            if kind == .time { return nil }
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
            // Whatever the paste reads, the raw characters around the selection stay — as
            // scalars: a combining mark after the selection joins the last pasted character.
            let actual = Array(after.raw.unicodeScalars)
            let head = String(raw[..<range.lowerBound]).unicodeScalars, tail = String(raw[range.upperBound...]).unicodeScalars
            // (A time's paste may pick its period, a raw character of its own.)
            if isAmount || kind == .time { return nil }
            // (A date pads a day or month the paste shifts with a 0: the characters after it
            // stay, in order, with those zeros among them.)
            let tailKept = kind == .date ? Self.isSubsequence(Array(tail), of: Array(actual.dropFirst(head.count)))
                : actual.reversed().starts(with: tail.reversed())
            // (A date's padding 0 may also go before the paste, in the last field it leaves lone:
            // the characters before the selection stay in place, with at most that one 0 among them.)
            let headKept = actual.starts(with: head) || (kind == .date && Self.startsWithOneZeroAdded(actual, Array(head)))
            guard headKept, tailKept else {
                return "a paste lost raw characters around the selection: \(String(raw)) → \(after.raw)"
            }
            return nil
        default:
            return nil
        }
        guard var expected else { return nil }
        if kind == .date, let date = Self.dateFormatter(formatter) {
            // When the last field holds one digit that cannot begin a day (4 to 9) or a month (2
            // to 9), 0 goes before it: after a digit typed at the end, then after any edit among
            // all the digits.
            func padLone(_ digits: inout [Character]) {
                var start = 0
                for component in date.layoutPattern.order {
                    let highest: Character = component == .day ? "3" : component == .month ? "1" : "9"
                    if digits.count == start + 1 {
                        if digits[start] > highest { digits.insert("0", at: start) }
                        return
                    }
                    start += date.layoutPattern.width(of: component)
                }
            }
            if case .type = step, range.upperBound == raw.count {
                var head = Array(raw[..<range.lowerBound]) + [expected[range.lowerBound]]
                padLone(&head)
                expected = head + raw[range.upperBound...]
            }
            padLone(&expected)
        }
        if isAmount {
            // Amounts normalise leading zeros and keep a decimal mark with fraction digits after
            // it: compare the numbers, and allow a kept decimal mark.
            if Self.amount(String(expected)) == Self.amount(after.raw) { return nil }
            // A fixed fraction's zeros are the field's filling, not digits typed: compared without
            // them, and those after an edit over the decimal mark go with the mark (`4[51.0]00`,
            // `8`: 48.000, not 4800).
            if case .fixedFraction = Self.entry(formatter) {
                var model = expected
                if raw[range].contains("."), raw[range.upperBound...].allSatisfy({ $0 == "0" }) {
                    model.removeLast(raw.count - range.upperBound)
                }
                if Self.amount(String(model), zerosEnding: false) == Self.amount(after.raw, zerosEnding: false) { return nil }
            }
            // A digit typed may change how a `.` or `,` typed around it reads (`1,23` then `4` is
            // 1234 in en_US; lo `9.|21.`, `0`: `9.021,`), and digits filled from the right are
            // laid out as an amount again after any edit (`12.3|4`, Backspace: `1.24`): the sign
            // and the digits are the model's.
            var digitsCompared = Self.digitsFilledFromTheRight(formatter) > 0
            if case .type = step { digitsCompared = true }
            if digitsCompared {
                func digits(_ text: some Sequence<Character>) -> String {
                    let kept = String(text.filter { $0.isASCIIDigit || $0 == "-" })
                    return kept.hasPrefix("-") ? "-" + kept.dropFirst().drop { $0 == "0" } : String(kept.drop { $0 == "0" })
                }
                if digits(expected) == digits(after.raw) { return nil }
                // A fixed fraction's zeros are the field's filling, not digits typed: `1`, `.`,
                // `0`, `0`, `0` in es_VE is `1.000,00`, one thousand, as its paste reads.
                // The filling zeros after the caret are not typed either: `1,00|0` in ro's
                // dinars (three minor units), `0`, is the keys `1.000`, one thousand.
                if case .fixedFraction = Self.entry(formatter), after.raw.contains(".") {
                    let typed = after.raw.reversed().drop { $0 == "0" }.drop { $0 == "." }.reversed()
                    if digits(expected) == digits(typed) { return nil }
                    if case .type = step, raw[range.upperBound...].allSatisfy({ $0 == "0" }),
                       digits(expected.dropLast(raw.count - range.upperBound)) == digits(typed) { return nil }
                }
            }
            if after.raw == before.raw, raw.contains(".") { return nil }
            return "raw “\(after.raw)”, the model says “\(String(expected))”"
        }
        return String(expected) == after.raw ? nil : "raw “\(after.raw)”, the model says “\(String(expected))”"
    }

    /// `""` when `before` is digits edited in place (a date's, an expiry date's, a time's) and
    /// the step a key or a deletion that leaves such a text with the same marks, a failure when
    /// it changed them; `nil` for any other step or field.
    static func editedInPlaceMarksMismatch<F: InputFormatter>(_ formatter: F, step: SessionStep, before: InputField<F>,
                                                              after: InputField<F>, kind: FieldConfiguration.Kind) -> String? {
        let edited: (String) -> Bool
        switch kind {
        case .date:
            guard let date = dateFormatter(formatter) else { return nil }
            edited = { DateFieldFormatter.isOpenText($0) && date.isEditedInPlace($0) }
        case .time:
            // (A duration's typed separators are raw characters, not a text edited in place.)
            guard timeFormatter(formatter)?.duration == nil else { return nil }
            edited = TimeOfDayFormatter.isEditedInPlace
        default: return nil
        }
        guard edited(before.raw) else { return nil }
        switch step {
        case .backspace, .deleteForward, .type: break
        default: return ""
        }
        guard edited(after.raw) else { return "" }   // typed whole again: the field's digits
        let marks = { (raw: String) in raw.filter { DateFieldFormatter.digit($0) == nil } }
        return marks(before.raw) == marks(after.raw) ? "" : "edited in place, “\(before.raw)” became “\(after.raw)”: its marks changed"
    }

    /// The model of rule 7 for a date's (or an expiry date's) digits edited inside a part, which
    /// leaves an open text: the text shown before, as plain text, with the digits the edit takes away gone and a
    /// digit typed put in, in the locale's digits; every separator, a selected one too (after
    /// the digit typed), and every other digit stays where it was, so that none moves from one
    /// part into another. Written from the layout's spans, apart from the formatter's splice.
    static func editedInPartMismatch<Base: InputFormatter, F: InputFormatter>(_ date: Base, of formatter: F, step: SessionStep,
                                                                             before: InputField<F>, after: InputField<F>) -> String? {
        let layout = date.layout(raw: before.raw)
        let shown = Array(layout.text.utf16), spans = layout.rawSpans
        // The selection in the date's own text (an affix's prefix comes before it).
        guard let first = spans.first, let outer = formatter.layout(raw: before.raw).rawSpans.first else { return nil }
        let offset = outer.lowerBound - first.lowerBound
        let selection = (before.text.selection.lowerBound - offset)..<(before.text.selection.upperBound - offset)
        let selected = spans.indices.filter { spans[$0].lowerBound < selection.upperBound && spans[$0].upperBound > selection.lowerBound }
        let caret = spans.count { $0.upperBound <= selection.lowerBound }
        var cut: Range<Int>, inserted = ""
        switch step {
        case .backspace, .deleteForward:
            if let first = selected.first, let last = selected.last {
                cut = spans[first].lowerBound..<spans[last].upperBound
            } else if case .backspace = step, caret > 0 {
                cut = spans[caret - 1]
            } else if caret < spans.count {
                cut = spans[caret]
            } else {
                return "a deletion after the last digit left the open text “\(after.raw)”"
            }
        case let .type(key):
            guard let digit = key.first.flatMap({ $0.wholeNumberValue }), key.count == 1 else { return nil }
            let digitLayout = date.layout(raw: String(digit))
            let glyph = String(decoding: Array(digitLayout.text.utf16)[digitLayout.rawSpans[0]], as: UTF16.self)
            if let first = selected.first, let last = selected.last {
                cut = spans[first].lowerBound..<spans[last].upperBound
            } else {
                let at = caret == 0 ? spans[0].lowerBound : spans[caret - 1].upperBound
                cut = at..<at
            }
            inserted = glyph
        default:
            return nil   // a paste reads its own text
        }
        let marks = zip(selected, selected.dropFirst()).flatMap { shown[spans[$0].upperBound..<spans[$1].lowerBound] }
        var expected = String(decoding: shown[..<cut.lowerBound], as: UTF16.self) + inserted
            + String(decoding: marks + shown[cut.upperBound...], as: UTF16.self)
        // A digit after a whole two-digit year, last, begins a year of four: shown without the
        // pattern's suffix, so that the keys typed next go at its end
        // (`DateFieldFormatter.fourDigitYearBegun`, MonthYearDateTests.fourDigitYearTyped).
        if case .type = step, let field = date as? DateFieldFormatter, field.layoutPattern.yearWidth == 2, caret == spans.count,
           !field.layoutPattern.suffix.isEmpty, expected.hasSuffix(field.layoutPattern.suffix) {
            expected.removeLast(field.layoutPattern.suffix.count)
        }
        return expected == after.raw ? nil : "edited inside a part, the text is “\(after.raw)”, the model says “\(expected)”"
    }

    /// The model of rule 7 for masks: a key that stands for a literal ahead of the caret moves
    /// the caret over it (the literals passed after the last raw character showing as typed
    /// ahead) and changes no raw character — at once when it is the very next character, else
    /// only when the formatter refuses it as a raw character; a backspace or forward delete in
    /// literals typed ahead takes them away from the deleted character on. `""` when the step
    /// is such a key or deletion and the field did that; a failure when it did not; `nil` when
    /// the step is none of them (the general model judges it).
    static func typedLiteralMismatch<F: InputFormatter>(_ formatter: F, step: SessionStep, before: InputField<F>,
                                                        after: InputField<F>, masks: MaskSet) -> String? {
        let selection = before.text.selection
        switch step {
        case let .type(key):
            guard key.count == 1, let typed = typedLiteral(key.first!, formatter, before: before, masks: masks) else { return nil }
            if !typed.isNext {
                // A later literal: typed over only when no slot takes the key there.
                guard after.raw == before.raw else { return nil }
                let boundary = formatter.layout(raw: before.raw).rawSpans.count { $0.upperBound <= selection.lowerBound }
                if !formatter.replace(boundary..<boundary, in: before.raw, with: .keystroke(key.first!)).isRejected {
                    return "“\(key)” was typed over a literal, though the field takes it as a raw character there"
                }
            }
            guard after.raw == before.raw, after.text.string == typed.text, after.text.selection == typed.caret..<typed.caret else {
                return "“\(key)” stands for a literal ahead of the caret: expected “\(typed.text)” with the caret at \(typed.caret), raw “\(before.raw)”"
            }
            return ""
        case .backspace, .deleteForward:
            let layout = formatter.layout(raw: before.raw)
            let start = layout.caretOffset(afterRaw: layout.rawCount)
            let end = start + before.text.utf16Count - layout.utf16Count
            let offset = selection.lowerBound
            guard selection.isEmpty, end > start else { return nil }
            let deleted: Int
            if case .backspace = step {
                guard offset > start, offset <= end else { return nil }
                deleted = graphemeBoundaries(before.text.string).filter { $0 < offset }.max() ?? 0
            } else {
                guard offset >= start, offset < end else { return nil }
                deleted = offset
            }
            var units = Array(before.text.string.utf16)
            units.removeSubrange(deleted..<end)
            let expected = String(decoding: units, as: UTF16.self)
            guard after.raw == before.raw, after.text.string == expected, after.text.selection == deleted..<deleted else {
                return "a deletion in literals typed ahead: expected “\(expected)” with the caret at \(deleted), raw “\(before.raw)”"
            }
            return ""
        default:
            return nil
        }
    }

    static func stored(_ character: Character, kind: FieldConfiguration.Kind) -> Character {
        if character == "＋" { return "+" }
        if kind == .iban, let ascii = character.asciiValue, ascii >= UInt8(ascii: "a"), ascii <= UInt8(ascii: "z") {
            return Character(character.uppercased())
        }
        return character.stored(in: .digit) ?? character
    }

    /// An amount's raw characters with leading zeros and a trailing decimal mark removed, and the
    /// zeros ending its fraction too unless `zerosEnding`.
    static func amount(_ raw: String, zerosEnding: Bool = true) -> String {
        var sign = ""
        // An open mark (`1:234`, `1,2`) stands where it was typed, as a decimal mark would.
        var body = Substring(raw.map { $0 == "," || $0 == ":" ? "." : $0 })
        if body.hasPrefix("-") { sign = "-"; body = body.dropFirst() }
        var integer = body.prefix { $0 != "." }
        var fraction = body.dropFirst(integer.count)
        while integer.hasPrefix("0") { integer = integer.dropFirst() }
        while !zerosEnding, fraction.hasSuffix("0") { fraction = fraction.dropLast() }
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

extension RawEdit {
    var isRejected: Bool {
        if case .rejected = self { return true } else { return false }
    }
}

extension TimeOfDayFormatter {
    /// Whether the digits of `raw` (an hour edited in place's too) show an hour, minutes or
    /// seconds the field refuses typed, or on a 12-hour clock an hour 00 or 13 to 23 without
    /// its period: a time that is none, which a paste reads otherwise or refuses (`45:0`,
    /// `22:07:` on a 12-hour clock).
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func showsNoTime(raw: String) -> Bool {
        let digits = parts(of: rawText(ofDigitsIn: raw)).digits
        if refusal(of: digits) != nil { return true }
        guard layoutPattern.uses12Hour, digits.count >= 2, let hour = DateFieldFormatter.number(digits[0..<2]) else { return false }
        return Self.otherClockHours.contains(hour)
    }
}
