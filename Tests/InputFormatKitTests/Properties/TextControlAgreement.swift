import InputFormatKit
import InputFormatReplay
import Testing

/// A text control's events agree with the field's own calls: random edit sequences
/// (``EditSequence``, from the generator's codes) replayed on a field as the replay protocol does
/// (`type`, `paste`, `backspace`…), and on a twin field as the W3C Input Events a browser's
/// `<input>` would send for the same keys (`insertText`, `insertFromPaste`,
/// `deleteContentBackward`, `historyUndo`, `insertCompositionText`…) through
/// ``TextInputEvent``, must show the same text, selection, raw characters and value after every
/// step.
///
/// Where the two are meant to differ they are put in step again, not compared: an edit, an undo
/// or a redo while a composition is open (the protocol commits the marked text first; the
/// adapter moves the edit onto the committed text, and an undo drops the marked text), and a
/// range past the text (the protocol refuses it; a control never reports one, and the adapter
/// clamps it).
struct TextControlAgreement: FormatterVisitor {
    var codes: [Int]

    func visit<F: InputFormatter>(_ formatter: F, configuration: FieldConfiguration) -> PropertyRun.Property.Outcome {
        var session = ReplaySession(formatter: formatter, configuration: .init(counter: configuration.counter ?? CharacterCounter(),
                                                                               undoLimit: .max))
        var control = session.formField
        var outcome = PropertyRun.Property.Outcome(steps: [], failures: [], edits: 0)
        for code in codes {
            guard case let .step(step) = EditSequence.move(for: code, in: session.field.text.string) else { continue }
            let before = control.text
            let composing = session.formField.isComposing
            outcome.steps.append(step)
            session.run(step)
            outcome.edits += 1
            guard Self.send(step, to: &control, composing: composing) else {
                control = session.formField   // meant to differ: in step again
                continue
            }
            let field = session.formField
            if control.text != field.text || control.raw != field.raw || control.value != field.value || control.isComposing != field.isComposing {
                outcome.failures.append("""
                    after \(FieldInvariants.shortened(step)) on “\(FieldInvariants.shortened(before.description))”: \
                    the control's events give “\(FieldInvariants.shortened(control.description))” raw “\(FieldInvariants.shortened(control.raw))”, \
                    the field's own calls “\(FieldInvariants.shortened(field.description))” raw “\(FieldInvariants.shortened(field.raw))”
                    """)
                return outcome
            }
        }
        return outcome
    }

    /// Sends `step` to `field` as a text control would; `false` where the control and the
    /// protocol are meant to differ (the field is then left as it is, to be put in step).
    static func send<F: InputFormatter>(_ step: SessionStep, to field: inout FormField<F>, composing: Bool) -> Bool {
        func event(_ inputType: String, _ data: String? = nil, times: Int = 1) {
            for _ in 0..<times {
                guard let event = TextInputEvent(inputType: inputType, data: data, range: field.text.selection) else {
                    Issue.record("\(inputType) read as no event")
                    return
                }
                field.apply(event)
            }
        }
        switch step {
        case .type, .paste, .backspace, .deleteForward, .replace, .undo, .redo, .select:
            if composing { return false }
        default: break
        }
        switch step {
        case let .type(text): event("insertText", text)
        case let .paste(text): event("insertFromPaste", text)
        case let .backspace(count): event("deleteContentBackward", times: count)
        case let .deleteForward(count): event("deleteContentForward", times: count)
        case let .replace(range, text):
            guard range.upperBound <= field.text.utf16Count else { return false }
            field.apply(TextInputEvent(.insert(text), range: range))
        case let .undo(count): event("historyUndo", times: count)
        case let .redo(count): event("historyRedo", times: count)
        case let .compose(text): event("insertCompositionText", text)
        case .commitComposition: field.apply(TextInputEvent(.commitComposition, range: field.text.selection))
        case .cancelComposition: field.apply(TextInputEvent(.cancelComposition, range: field.text.selection))
        case let .select(range):
            guard range.upperBound <= field.text.utf16Count, field.isFocused else { return false }
            field.select(range)
        case .focus: field.focus()
        case .blur: field.blur()
        case .clear: field.clear()
        case let .enabled(enabled): field.setEnabled(enabled)
        case let .readOnly(readOnly): field.setReadOnly(readOnly)
        case .validate: field.validate()
        case let .show(message): field.show(message)
        }
        return true
    }
}

extension PropertyRun.Property {
    /// ``TextControlAgreement``; a failure is not saved as a regression fixture (those replay
    /// the invariants), its message says how to replay it.
    static let textControl = PropertyRun.Property(run: { configuration, codes in
        try configuration.visit(TextControlAgreement(codes: codes))
    }, savesFixture: false)
}

extension InvariantPropertyTests {
    @Test("a text control's events (W3C Input Events through TextInputEvent) agree with the field's own calls, in every kind of field")
    func textControlEvents() throws {
        try PropertyRun.check("text control", property: .textControl) { random in
            (Self.draws[random.next(Self.draws.count)](&random), Self.codes(&random))
        }
    }
}
