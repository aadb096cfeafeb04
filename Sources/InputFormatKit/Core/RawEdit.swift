/// A formatter's answer to an edit on its raw characters.
///
/// Raw offsets count raw characters (for an amount: sign, digits, decimal mark).
///
/// ```swift
/// RawEdit.replaced(raw: "12", selection: 2..<2)   // new raw text, caret after "2"
/// RawEdit.caretMoved(to: 4)                       // text unchanged, caret moved
/// RawEdit.rejected(.secondDecimalMark)            // nothing changes
/// ```
public enum RawEdit: Sendable, Hashable {
    /// The raw text after the edit and the selection in raw offsets.
    case replaced(raw: String, selection: Range<Int>)
    /// The text stays as it is; the caret moves to a raw offset.
    case caretMoved(to: Int)
    /// The edit is refused; text and selection stay as they are.
    case rejected(EditRejection)
}

extension RawEdit {
    /// The same answer, `body` handed the new raw characters first when they are `.replaced`:
    /// how a formatter lays out what its ``InputFormatter/replace(_:in:with:)`` answered. (The
    /// answer is made anew: handing on the one received copied it.)
    @inline(__always)
    consuming func whenReplaced(_ body: (String) -> Void) -> RawEdit {
        switch self {
        case let .replaced(raw, selection):
            body(raw)
            return .replaced(raw: raw, selection: selection)
        case let .caretMoved(boundary):
            return .caretMoved(to: boundary)
        case let .rejected(reason):
            return .rejected(reason)
        }
    }

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
    ///
    /// - Complexity: O(*n* + *m*) in the lengths of `raw` and `inserted`: the characters up to the end of `range` and
    ///   the inserted ones are read (broken into graphemes unless they are ASCII), those after it copied as bytes.
    public static func splicing(_ inserted: String, into raw: String, at range: Range<Int>,
                                checking check: (String) -> EditRejection? = { _ in nil }) -> RawEdit {
        let spliced = String.splicingOneByteCharacters(inserted, into: raw, at: range)
            ?? placing(inserted, into: raw, at: range).map { replaced, caret in
                (String(utf8Of: raw, replacingBytes: replaced, with: inserted), caret)
            }
        guard let (result, caret) = spliced else { return .rejected(.rangeOutOfBounds(range, length: raw.count)) }
        if let rejection = check(result) { return .rejected(rejection) }
        return .replaced(raw: result, selection: caret..<caret)
    }

    /// The UTF-8 offsets in `raw` of the raw characters in `range`, and the caret after
    /// `inserted` put in their place; `nil` when `range` is not inside `raw`. The caret is
    /// counted once what is inserted has joined what precedes it: an inserted combining mark or
    /// regional indicator may merge with its neighbour, and the caret goes after what it merged
    /// into. (Where every character is one ASCII byte,
    /// `String.splicingOneByteCharacters(_:into:at:)` answers first, with no text broken into
    /// graphemes.)
    private static func placing(_ inserted: String, into raw: String, at range: Range<Int>) -> (Range<Int>, caret: Int)? {
        guard range.lowerBound >= 0 else { return nil }
        guard let lower = raw.index(raw.startIndex, offsetBy: range.lowerBound, limitedBy: raw.endIndex),
              let upper = raw.index(lower, offsetBy: range.count, limitedBy: raw.endIndex)
        else { return nil }
        var head = String(raw[..<lower])
        head += inserted
        let utf8 = raw.utf8
        return (utf8.distance(from: utf8.startIndex, to: lower)..<utf8.distance(from: utf8.startIndex, to: upper), head.count)
    }
}
