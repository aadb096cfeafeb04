/// One edit of a field: *replace this range with this string*.
///
/// It is exactly what `textField(_:shouldChangeCharactersIn:replacementString:)` reports. Typing,
/// paste, cut, backspace, forward delete, autocorrect and the clear button are all expressed
/// through it; the range is in UTF-16 offsets of the text before the edit.
///
/// ```swift
/// var field = FieldText("12", selection: 2..<2)
/// let edit = Edit.typing("3", in: field)          // replace 2..<2 with "3"
/// let back = Edit.backspace(in: field)            // replace 1..<2 with ""
/// ```
public struct Edit: Sendable, Hashable {
    /// The replaced range, in UTF-16 offsets of the text before the edit.
    public var range: Range<Int>
    /// The text that replaces the range; empty for a deletion.
    public var replacement: String

    /// An edit that replaces `range` with `replacement`.
    ///
    /// ```swift
    /// Edit(replacing: 0..<3, with: "9")
    /// ```
    public init(replacing range: Range<Int>, with replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// The edit with each line break of its replacement a space (CR LF one), as a one-line
    /// field takes it (``InputFormatter/acceptsLineBreaks``): LF, CR, CR LF, VT, FF, NEL and the
    /// line and paragraph separators; `nil` when the replacement holds none.
    ///
    /// ```swift
    /// Edit(replacing: 0..<0, with: "12\r\n34").lineBreaksAsSpaces?.replacement   // "12 34"
    /// Edit(replacing: 0..<0, with: "1234").lineBreaksAsSpaces                      // nil
    /// ```
    ///
    /// - Complexity: O(*m*) in the length of the replacement: its bytes are scanned, and only
    ///   where one may begin a line break are its characters read.
    public var lineBreaksAsSpaces: Edit? {
        // Each line break begins with one of these bytes: LF, VT, FF, CR; NEL (C2 85); LS, PS
        // (E2 80 A8, A9).
        var mayHoldOne = false
        for byte in replacement.utf8 where (0x0A...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE2 {
            mayHoldOne = true
            break
        }
        guard mayHoldOne, replacement.contains(where: \.isNewline) else { return nil }
        var edit = self
        edit.replacement = String(replacement.map { $0.isNewline ? " " : $0 })
        return edit
    }

    /// Typing `text` into `field`: it replaces the selection.
    ///
    /// ```swift
    /// Edit.typing("7", in: FieldText("12", selection: 0..<2))   // replace 0..<2 with "7"
    /// ```
    public static func typing(_ text: String, in field: FieldText) -> Edit {
        Edit(replacing: field.selection, with: text)
    }

    /// Pasting `text` into `field`: it replaces the selection, as typing does.
    ///
    /// ```swift
    /// Edit.paste("€1,234.56", in: .empty)
    /// ```
    public static func paste(_ text: String, in field: FieldText) -> Edit {
        Edit(replacing: field.selection, with: text)
    }

    /// The backspace key: the selection when there is one, otherwise the grapheme cluster before
    /// the caret (as UIKit reports it). At the very start it is an empty deletion.
    ///
    /// ```swift
    /// Edit.backspace(in: FieldText("1👍🏽", selection: 5..<5)).range   // 1..<5
    /// ```
    ///
    /// - Complexity: O(*k*), where *k* is the distance from the caret to the nearer end of the text, scanned eight
    ///   bytes at a time (O(*n*) in the text's length at worst); O(1) over a selection.
    public static func backspace(in field: FieldText) -> Edit {
        guard field.selection.isEmpty else { return Edit(replacing: field.selection, with: "") }
        let caret = field.selection.lowerBound
        let start = GraphemeBoundaries.previous(before: caret, in: field)
        return Edit(replacing: start..<caret, with: "")
    }

    /// The forward-delete key: the selection when there is one, otherwise the grapheme cluster
    /// after the caret. At the very end it is an empty deletion.
    ///
    /// ```swift
    /// Edit.deleteForward(in: FieldText("12", selection: 0..<0)).range   // 0..<1
    /// ```
    ///
    /// - Complexity: O(*k*), where *k* is the distance from the caret to the nearer end of the text, scanned eight
    ///   bytes at a time (O(*n*) in the text's length at worst); O(1) over a selection.
    public static func deleteForward(in field: FieldText) -> Edit {
        guard field.selection.isEmpty else { return Edit(replacing: field.selection, with: "") }
        let caret = field.selection.lowerBound
        let end = GraphemeBoundaries.next(after: caret, in: field)
        return Edit(replacing: caret..<end, with: "")
    }
}
