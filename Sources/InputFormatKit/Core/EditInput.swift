/// What an edit asks of a formatter once the edit engine has mapped it onto raw characters.
///
/// ```swift
/// EditInput.keystroke("7")         // one character typed over the selection
/// EditInput.paste("€1,234.56")     // several characters at once (paste, autofill, dictation)
/// EditInput.deletion(.backward)    // the backspace key
/// ```
@_spi(FormatterAuthoring) public enum EditInput: Sendable, Hashable {
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
    @_spi(FormatterAuthoring) public enum DeletionKind: Sendable, Hashable {
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
        let second = text.index(after: text.startIndex)
        self = second == text.endIndex ? .keystroke(text[text.startIndex]) : .paste(text)
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
        if !replacement.isEmpty {
            self.init(inserting: replacement)
        } else if selection.isEmpty, range.upperBound == selection.lowerBound {
            self = .deletion(.backward)
        } else if selection.isEmpty, range.lowerBound == selection.lowerBound {
            self = .deletion(.forward)
        } else {
            self = .deletion(.selection)
        }
    }
}

/// A formatter's answer to an edit on its raw characters.
///
/// Raw offsets count raw characters (for an amount: sign, digits, decimal mark).
///
/// ```swift
/// RawEdit.replaced(raw: "12", selection: 2..<2)   // new raw text, caret after "2"
/// RawEdit.caretMoved(to: 4)                       // text unchanged, caret moved
/// RawEdit.rejected(.secondDecimalMark)            // nothing changes
/// ```
@_spi(FormatterAuthoring) public enum RawEdit: Sendable, Hashable {
    /// The raw text after the edit and the selection in raw offsets.
    case replaced(raw: String, selection: Range<Int>)
    /// The text stays as it is; the caret moves to a raw offset.
    case caretMoved(to: Int)
    /// The edit is refused; text and selection stay as they are.
    case rejected(EditRejection)
}

extension RawEdit {
    /// The answer to an insertion most formatters give: `raw` with `range` (raw offsets)
    /// replaced by `inserted` and the caret after them — unless `range` is not inside `raw`,
    /// or `check` refuses the result. Its time grows with the characters before `range` and
    /// the inserted ones, never with those after it (plain text edited in place hands over only
    /// the replaced characters, with `range` covering them all).
    ///
    /// ```swift
    /// RawEdit.splicing("9", into: "123", at: 1..<2)   // .replaced(raw: "193", selection: 2..<2)
    /// RawEdit.splicing("", into: "12", at: 1..<5)     // .rejected(.rangeOutOfBounds(1..<5, length: 2))
    /// ```
    public static func splicing(_ inserted: String, into raw: String, at range: Range<Int>,
                                checking check: (String) -> EditRejection? = { _ in nil }) -> RawEdit {
        guard range.lowerBound >= 0,
              let lower = raw.index(raw.startIndex, offsetBy: range.lowerBound, limitedBy: raw.endIndex),
              let upper = raw.index(lower, offsetBy: range.count, limitedBy: raw.endIndex)
        else { return .rejected(.rangeOutOfBounds(range, length: raw.count)) }
        var result = String(raw[..<lower])
        result += inserted
        // Counted before what follows is joined: an inserted combining mark or regional
        // indicator may merge with its neighbour, and the caret goes after what it merged into.
        let caret = result.count
        result += raw[upper...]
        if let rejection = check(result) { return .rejected(rejection) }
        return .replaced(raw: result, selection: caret..<caret)
    }
}

/// The outcome of applying an edit to a field: what it shows now, its value, and whether the
/// edit was refused and why.
///
/// ```swift
/// let formatter = try CurrencyFormatter(locale: "de_DE", currency: "EUR")
/// let result = formatter.apply(.paste("1234,5", in: .empty), to: .empty)
/// result.field.description   // "1.234,5|"
/// result.value?.description  // "1234.5"
/// result.isRejected          // false
/// ```
public struct EditResult<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The text and selection after the edit (unchanged when it was refused).
    public var field: FieldText
    /// The value after the edit, or `nil` when the field holds none.
    public var value: Value?
    /// Why the edit was refused, or `nil` when it was accepted.
    public var rejection: EditRejection?

    /// Whether the edit was refused.
    ///
    /// ```swift
    /// result.isRejected ? haptics.notify(.error) : ()
    /// ```
    public var isRejected: Bool { rejection != nil }

    /// A result with the given parts.
    ///
    /// ```swift
    /// EditResult<String>(field: .empty, value: nil, rejection: .nothingToDelete)
    /// ```
    public init(field: FieldText, value: Value?, rejection: EditRejection? = nil) {
        self.field = field
        self.value = value
        self.rejection = rejection
    }
}
