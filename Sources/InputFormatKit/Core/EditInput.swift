/// What an edit asks of a formatter once the edit engine has mapped it onto raw characters.
///
/// ```swift
/// EditInput.keystroke("7")         // one character typed over the selection
/// EditInput.paste("€1,234.56")     // several characters at once (paste, autofill, dictation)
/// EditInput.deletion(.backward)    // the backspace key
/// ```
public enum EditInput: Sendable, Hashable {
    /// One grapheme cluster typed over the selection.
    case keystroke(Character)
    /// Text of more than one grapheme cluster inserted over the selection.
    case paste(String)
    /// A deletion without replacement.
    case deletion(DeletionKind)

    /// Which key or action deleted.
    ///
    /// ```swift
    /// DeletionKind.forward   // the forward-delete key
    /// ```
    public enum DeletionKind: Sendable, Hashable {
        /// Backspace with an empty selection.
        case backward
        /// Forward delete with an empty selection.
        case forward
        /// A non-empty selection deleted (cut, backspace or delete over a selection).
        case selection
    }
}

extension EditInput {
    /// The insertion of `text` (not empty): a keystroke when it is one grapheme cluster,
    /// otherwise a paste.
    ///
    /// ```swift
    /// EditInput(inserting: "7")      // .keystroke("7")
    /// EditInput(inserting: "12")     // .paste("12")
    /// ```
    init(inserting text: String) {
        if text.utf8.count == 1, let byte = text.utf8.first {   // one ASCII character: no grapheme breaking
            self = .keystroke(.ascii(byte))
            return
        }
        self = Self.isOneCharacter(text) ? .keystroke(text[text.startIndex]) : .paste(text)
    }

    /// Whether non-empty `text` is one character: what makes its insertion a keystroke.
    static func isOneCharacter(_ text: String) -> Bool {
        // One byte is one character; two ASCII bytes other than a carriage return and line
        // feed are two: a pasted text is told from a keystroke without breaking it into graphemes
        // (a text without contiguous UTF-8 storage, a lazily bridged `NSString`, is broken).
        let byBytes = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            if bytes.count == 1 { return true }
            if bytes.count >= 2, bytes[0] < 0x80, bytes[0] != 0x0D, bytes[1] < 0x80 { return false }
            return nil
        }
        if let known = byBytes ?? nil { return known }
        return text.index(after: text.startIndex) == text.endIndex
    }

    /// The text the input inserts (empty for a deletion).
    var insertedText: String {
        switch self {
        case let .keystroke(character): return String(character)
        case let .paste(text): return text
        case .deletion: return ""
        }
    }

    /// What replacing `range` by `replacement` asks, with `selection` the field's selection
    /// before the edit: an insertion (``init(inserting:)``), or which deletion: backward when an
    /// empty selection's caret ends the range, forward when it starts it, otherwise the
    /// selection. The one place the edit engine tells them apart.
    ///
    /// ```swift
    /// EditInput(replacing: 2..<3, with: "", selection: 3..<3)   // .deletion(.backward)
    /// EditInput(replacing: 3..<4, with: "", selection: 3..<3)   // .deletion(.forward)
    /// ```
    init(replacing range: Range<Int>, with replacement: String, selection: Range<Int>) {
        // An insertion is read once, by `init(inserting:)` (going through `shape` first read it
        // twice).
        if replacement.isEmpty {
            self = .deletion(Self.deletionKind(of: range, selection: selection))
        } else {
            self.init(inserting: replacement)
        }
    }

    /// What an edit is, without the character or text it brings: what the undo history groups
    /// by, read by the same rules as the input itself.
    enum Shape: Equatable {
        case keystroke, paste
        case deletion(DeletionKind)
    }

    /// The shape of `replacement` put over `range` in a field whose selection is `selection`.
    ///
    /// ```swift
    /// EditInput.shape(replacing: 3..<4, with: "", selection: 4..<4)   // .deletion(.backward)
    /// ```
    static func shape(replacing range: Range<Int>, with replacement: String, selection: Range<Int>) -> Shape {
        if !replacement.isEmpty { return isOneCharacter(replacement) ? .keystroke : .paste }
        return .deletion(deletionKind(of: range, selection: selection))
    }

    /// Which deletion removing `range` is, with `selection` the field's selection before it.
    private static func deletionKind(of range: Range<Int>, selection: Range<Int>) -> DeletionKind {
        if selection.isEmpty, range.upperBound == selection.lowerBound { return .backward }
        if selection.isEmpty, range.lowerBound == selection.lowerBound { return .forward }
        return .selection
    }
}
