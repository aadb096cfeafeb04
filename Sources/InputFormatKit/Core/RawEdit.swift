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
