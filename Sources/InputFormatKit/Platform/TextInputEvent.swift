/// One change a platform's text control asks for, before it makes it, read as what the field
/// does: an edit, an undo or redo, or a step of an input method's composition.
///
/// A text control reports a change as a kind and a range: a browser's `<input>` as the W3C Input
/// Events `beforeinput` (its `inputType`, its data, and the selection, since an `<input>`'s
/// `getTargetRanges()` is empty), UIKit as `textField(_:shouldChangeCharactersIn:replacementString:)`
/// and `UITextInput`'s marked text. Both count in UTF-16, as ``FieldText`` does. Hand the event to
/// ``EditableField/apply(_:)-(TextInputEvent)`` and show what comes back: the engine, not the
/// control, decides the text and the caret, so the control never shows the raw text first.
///
/// ```swift
/// var field = FormField(formatter: try CurrencyFormatter(locale: "de_DE", currency: "EUR"), focused: true)
/// // beforeinput: inputType "insertText", data "5", selection 0..<0
/// if let event = TextInputEvent(inputType: "insertText", data: "5", range: field.text.selection) {
///     field.apply(event)
/// }
/// field.text.description   // "5|"
/// ```
///
/// | `inputType` (W3C Input Events) | what the field does |
/// | --- | --- |
/// | `insertText`, `insertReplacementText`, `insertFromPaste`, `insertFromPasteAsQuotation`, `insertFromDrop`, `insertFromYank`, `insertLineBreak`, `insertParagraph` | replaces the range with the data (a line break: its formatter decides) |
/// | `deleteContentBackward` / `deleteContentForward` | deletes the range; an empty one, the grapheme cluster before / after it |
/// | `deleteWordBackward` / `deleteWordForward` | deletes the range; an empty one, to the start / end of the word |
/// | `deleteSoftLineBackward`, `deleteHardLineBackward` / `…Forward`, `deleteEntireSoftLine` | deletes the range; an empty one, to the start / end of the text, or all of it |
/// | `deleteByCut`, `deleteByDrag`, `deleteContent` | deletes the range |
/// | `historyUndo` / `historyRedo` | undoes / redoes one group of edits |
/// | `insertCompositionText` | sets the text an input method is composing, over the range when it begins |
///
/// The end of a composition has no `inputType`: a browser's `compositionend` and UIKit's
/// `unmarkText()` are ``Intent/commitComposition``. Formatting (`formatBold`…) and the others
/// are no edit of a one-line field's text: the initializer returns `nil` for them, and the
/// control should refuse them.
public struct TextInputEvent: Sendable, Hashable {
    /// What the control asks the field to do.
    public enum Intent: Sendable, Hashable {
        /// Replace the range with this text (typing, paste, drop, autocorrect).
        case insert(String)
        /// Delete the range; when it is empty, the extent beside it.
        case delete(DeletionExtent)
        /// Undo one group of edits; during a composition, drop the marked text instead.
        case undo
        /// Redo one group of edits; during a composition, drop the marked text instead.
        case redo
        /// Set (or replace) the text an input method is composing, with the selection inside it
        /// in its own UTF-16 offsets (`UITextInput`'s `selectedRange`; `nil`: the caret at its
        /// end); the range is where it begins when no composition is open.
        case compose(String, selectedRange: Range<Int>? = nil)
        /// The composition ends with the text it shows (``EditableField/unmarkText()``).
        case commitComposition
        /// The composition is dropped: the field shows what it showed before.
        case cancelComposition
    }

    /// How much a deletion over an empty range removes: a key deletes a character, ⌥⌫ or
    /// Ctrl-Backspace a word, ⌘⌫ a line.
    public enum DeletionExtent: Sendable, Hashable, CaseIterable {
        /// Only the range: a cut, a drag, or a range the control gave.
        case range
        /// The grapheme cluster before the caret.
        case characterBackward
        /// The grapheme cluster after the caret.
        case characterForward
        /// Back to the start of the word the caret is in or after.
        case wordBackward
        /// On to the end of the word the caret is in or before.
        case wordForward
        /// Back to the start of the text (a one-line field's line).
        case lineBackward
        /// On to the end of the text.
        case lineForward
        /// The whole text.
        case line
    }

    /// What the control asks for.
    public var intent: Intent

    /// The range it concerns, in UTF-16 offsets of the text the field shows: the range to
    /// replace, or the selection when the control gives none.
    public var range: Range<Int>

    /// An event of this intent over `range`.
    ///
    /// ```swift
    /// // UIKit's shouldChangeCharactersIn range: NSRange(location: 3, length: 1), replacementString: ""
    /// TextInputEvent(.insert(""), range: 3..<4)
    /// ```
    public init(_ intent: Intent, range: Range<Int>) {
        self.intent = intent
        self.range = range
    }

    /// The event a W3C Input Events `beforeinput` describes: its `inputType`, its `data` (or its
    /// `dataTransfer`'s plain text), and the range it changes (an `<input>`'s selection at the
    /// time). `nil` for an input type that is no edit of the field's text (`formatBold`,
    /// `insertLink`…).
    ///
    /// ```swift
    /// TextInputEvent(inputType: "deleteWordBackward", data: nil, range: 8..<8)?.intent   // .delete(.wordBackward)
    /// TextInputEvent(inputType: "formatBold", data: nil, range: 0..<3)                    // nil
    /// ```
    public init?(inputType: String, data: String?, range: Range<Int>) {
        let intent: Intent
        switch inputType {
        case "insertText", "insertReplacementText", "insertFromPaste", "insertFromDrop", "insertFromYank",
             "insertFromPasteAsQuotation":
            intent = .insert(data ?? "")
        case "insertLineBreak", "insertParagraph": intent = .insert("\n")
        case "deleteContentBackward": intent = .delete(.characterBackward)
        case "deleteContentForward": intent = .delete(.characterForward)
        case "deleteWordBackward": intent = .delete(.wordBackward)
        case "deleteWordForward": intent = .delete(.wordForward)
        case "deleteSoftLineBackward", "deleteHardLineBackward": intent = .delete(.lineBackward)
        case "deleteSoftLineForward", "deleteHardLineForward": intent = .delete(.lineForward)
        case "deleteEntireSoftLine": intent = .delete(.line)
        case "deleteByCut", "deleteByDrag", "deleteContent": intent = .delete(.range)
        case "historyUndo": intent = .undo
        case "historyRedo": intent = .redo
        case "insertCompositionText": intent = .compose(data ?? "")
        default: return nil
        }
        self.init(intent, range: range)
    }

    /// The edit this event makes of `field`'s text, or `nil` when it makes none (undo, redo and
    /// composition are no edit). The range is clamped to the text; a deletion over an empty range
    /// takes the extent beside it, in whole grapheme clusters, from the caret's nearest cluster
    /// boundary.
    ///
    /// ```swift
    /// TextInputEvent(.delete(.wordBackward), range: 9..<9).edit(of: FieldText("12 345,67", selection: 9..<9))
    /// // replaces 3..<9 with ""
    /// ```
    ///
    /// - Complexity: O(1) for an insertion; for a deletion by character, that of
    ///   ``Edit/backspace(in:)`` or ``Edit/deleteForward(in:)`` (the caret's cluster boundary is
    ///   found by looking beside it); O(*n*) in the length of the text for one by word.
    public func edit(of field: FieldText) -> Edit? {
        let count = field.utf16Count
        let range = range.clamped(to: 0..<count)
        switch intent {
        case let .insert(text):
            return Edit(replacing: range, with: text)
        case let .delete(extent):
            guard range.isEmpty, extent != .range else { return Edit(replacing: range, with: "") }
            let offset = GraphemeBoundaries.snapped(range.lowerBound, in: field, toNearest: true)
            let caret = FieldText(field.string, selection: offset..<offset, utf16Count: count)
            switch extent {
            case .range: return Edit(replacing: range, with: "")
            case .characterBackward: return .backspace(in: caret)
            case .characterForward: return .deleteForward(in: caret)
            case .wordBackward: return Edit(replacing: WordBoundaries.start(before: offset, in: field.string)..<offset, with: "")
            case .wordForward: return Edit(replacing: offset..<WordBoundaries.end(after: offset, in: field.string), with: "")
            case .lineBackward: return Edit(replacing: 0..<offset, with: "")
            case .lineForward: return Edit(replacing: offset..<count, with: "")
            case .line: return Edit(replacing: 0..<count, with: "")
            }
        case .undo, .redo, .compose, .commitComposition, .cancelComposition:
            return nil
        }
    }
}
