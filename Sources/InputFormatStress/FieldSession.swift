import InputFormatKit

/// Runs a script of keystrokes through the library's two ways of editing, writing down what a
/// UI would show after each: a ``FormField`` kept between keystrokes (its text and caret, value,
/// messages, counter and screen-reader texts) and the stateless `apply(_:to:)` of a
/// `UITextFieldDelegate`, which keeps nothing and so reads the shared caches (a phone region's
/// numbering plan, plural rules) at every keystroke.
enum FieldSession {
    /// Plays `script` on a focused form field of `formatter` set up with `configuration`, and
    /// writes down the field after each keystroke under `label`.
    static func record<F: InputFormatter>(_ script: [Keystroke], formatter: F, configuration: FormField<F>.Configuration,
                                          label: String, into digest: inout Digest) {
        var field = FormField(formatter: formatter, configuration: configuration, focused: true)
        for (step, keystroke) in script.enumerated() {
            switch keystroke {
            case let .type(text):
                for character in text {
                    field.type(String(character))
                    record(field, "\(label) \(step) type \(character)", into: &digest)
                }
                continue
            case let .paste(text): field.paste(text)
            case .backspace: field.backspace()
            case .deleteForward: field.deleteForward()
            case let .select(range): field.select(range.clamped(toCount: field.text.utf16Count))
            case .blur: field.blur()
            case .focus: field.focus()
            }
            record(field, "\(label) \(step) \(keystroke)", into: &digest)
        }
        digest.record("\(label) failing", field.failingRules.map { "\($0.name): \($0.message.text)" }.joined(separator: " | "))
        digest.record("\(label) label", field.labelAccessibilityText)
    }

    /// What a UI shows of `field` now.
    private static func record<F: InputFormatter>(_ field: FormField<F>, _ label: String, into digest: inout Digest) {
        digest.record(label, field.text)
        digest.record("  value", field.value)
        digest.record("  refused", field.rejectionMessage)
        digest.record("  message", field.message?.text)
        digest.record("  state", field.state.rawValue)
        digest.record("  counter", field.counterText)
        let accessibility = field.accessibility
        digest.record("  spoken", accessibility.value)
        digest.record("  hint", accessibility.hint)
        digest.record("  announced", accessibility.announcement)
    }

    /// Plays the edits of `script` through `formatter.apply(_:to:)` on a bare ``FieldText``, as a
    /// text field's delegate does (focus and blur do nothing there), and writes down the text,
    /// value and refusal after each.
    static func recordStateless<F: InputFormatter>(_ script: [Keystroke], formatter: F, label: String,
                                                   into digest: inout Digest) {
        var text = FieldText.empty
        for (step, keystroke) in script.enumerated() {
            let edit: Edit
            switch keystroke {
            case let .type(typed):
                for character in typed {
                    let result = formatter.apply(.typing(String(character), in: text), to: text)
                    text = result.field
                    record(result, "\(label) \(step) type \(character)", into: &digest)
                }
                continue
            case let .paste(pasted): edit = .paste(pasted, in: text)
            case .backspace: edit = .backspace(in: text)
            case .deleteForward: edit = .deleteForward(in: text)
            case let .select(range):
                text = formatter.select(range.clamped(toCount: text.utf16Count), in: text)
                digest.record("\(label) \(step) select", text)
                continue
            case .blur, .focus:
                continue
            }
            let result = formatter.apply(edit, to: text)
            text = result.field
            record(result, "\(label) \(step) \(keystroke)", into: &digest)
        }
        let raw = formatter.rawText(of: text.string)
        digest.record("\(label) finished", formatter.finishedText(raw: formatter.finished(raw: raw)))
        digest.record("\(label) verdict", formatter.verdict(raw: raw).map { "\($0.code) \($0.arguments.sorted { $0.key < $1.key })" })
    }

    private static func record<Value>(_ result: EditResult<Value>, _ label: String, into digest: inout Digest) {
        digest.record(label, result.field)
        digest.record("  value", result.value.map { "\($0)" })
        digest.record("  refused", result.rejection)
    }
}
