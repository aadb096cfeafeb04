/// An amount as it is being typed at its end, marks and all: what a field keeps (in its
/// layout's memo) while a `.` or `,` typed there is still read by the digits that follow it.
///
/// A mark's reading depends on the digits after it (``AmountReader``, rule 4): `1,2` is 1.2 in
/// en_US, `1,234` is 1234, `1,2345` is 1.2345. So while the user types at the end, each key is
/// added to what was typed and the whole is read again, as a paste of it would be: typed key by
/// key, a text ends with the value that pasting it gives. The raw characters are always the
/// reading's; `typed` is kept beside them for the next key only. Any other edit (a key
/// elsewhere, a deletion, a paste, a sign, an undo) starts from the raw characters, so a mark
/// read once as grouping stays grouping, and one read as the decimal mark stays that.
///
/// ```swift
/// // en_US, typed "1", ",", "2", "3", "4":
/// // "1."    typed "1,"      the mark reads as the decimal mark so far
/// // "1.23"  typed "1,23"
/// // "1,234" typed "1,234"   a full group after it: grouping, as the locale reads `,`
/// ```
final class TypedAmount: Sendable {
    /// What was typed: `-`, ASCII digits, and `.` and `,` as typed (the raw characters it began
    /// from have no decimal mark: a mark typed after one is refused at once).
    let typed: String
    /// The raw characters this typing reads as: the memo holds only for them.
    let raw: String

    init(typed: String, raw: String) {
        self.typed = typed
        self.raw = raw
    }

    /// The memo of a layout before anything is typed at its end: it says that the layout is a
    /// decimal editor's, which keeps what is typed there in its memo.
    static let nothingTyped = TypedAmount(typed: "", raw: "")

    /// The marks typed at the end kept with `layout`, if they read as `raw`.
    static func kept(in layout: RawLayout, for raw: String) -> String? {
        // The editor's own layouts carry `nothingTyped`: told apart by identity, with no cast.
        guard let memo = layout.memo, memo !== nothingTyped, let kept = memo as? TypedAmount, kept.raw == raw else { return nil }
        return kept.typed
    }
}
