/// The difference between two strings, kept as only the part that differs: the record of an
/// accepted edit's change. The engine makes it where it splices a text in place; a character
/// counter counts from it, and an undo history stores it instead of a copy of the whole text.
///
/// ```swift
/// let patch = TextPatch(from: "Hello world", to: "Hello, world")   // "" became "," at 5
/// patch.reverted("Hello, world")   // "Hello world"
/// patch.applied("Hello world")     // "Hello, world"
/// ```
struct TextPatch: Sendable, Hashable {
    /// The UTF-8 offset where the strings start to differ (a scalar boundary).
    let offset: Int
    /// What the old string holds there.
    let old: String
    /// What the new string holds there.
    let new: String

    /// The patch that turns `old` into `new`; it costs one byte comparison of the two.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the shorter string.
    init(from old: String, to new: String) {
        let change = ValueChange(from: old, to: new)
        self.offset = change.start
        self.old = Self.bytes(of: old, from: change.start, to: change.oldEnd)
        self.new = Self.bytes(of: new, from: change.start, to: change.newEnd)
    }

    /// The UTF-8 bytes `start..<end` of `text` (scalar boundaries), copied as bytes, or `text`
    /// itself when they are all of it.
    private static func bytes(of text: String, from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        if start == 0, end == text.utf8.count { return text }   // shared, not copied (a paste into an empty field)
        return String(utf8Of: text, bytes: start..<end)
    }

    /// The patch that writes `new` over `old` at the UTF-8 offset `offset`.
    init(offset: Int, old: String, new: String) {
        self.offset = offset
        self.old = old
        self.new = new
    }

    /// The same patch of a string with `bytes` more UTF-8 bytes before the part it changes (the
    /// text around raw characters, with the prefix before them).
    func shifted(by bytes: Int) -> TextPatch {
        bytes == 0 ? self : TextPatch(offset: offset + bytes, old: old, new: new)
    }

    /// This patch and `next` (a patch of the string this one gives) as one, when they touch the
    /// same place the way typing and deleting at a caret do: characters typed after the ones
    /// this patch wrote, or deleted just before or after what it deleted. `nil` otherwise.
    func merged(with next: TextPatch) -> TextPatch? {
        if next.old.isEmpty, next.offset == offset + new.utf8.count {
            return TextPatch(offset: offset, old: old, new: new + next.new)   // typed on
        }
        guard new.isEmpty, next.new.isEmpty else { return nil }
        if next.offset + next.old.utf8.count == offset {
            return TextPatch(offset: next.offset, old: next.old + old, new: "")   // backspace
        }
        if next.offset == offset {
            return TextPatch(offset: offset, old: old + next.old, new: "")   // forward delete
        }
        return nil
    }

    /// Where the strings differ, as UTF-8 offsets into both.
    var change: ValueChange {
        ValueChange(start: offset, oldEnd: offset + old.utf8.count, newEnd: offset + new.utf8.count)
    }

    /// Whether the two strings were the same.
    var isEmpty: Bool { old.isEmpty && new.isEmpty }

    /// The bytes the patch keeps.
    var storedUTF8Count: Int { old.utf8.count + new.utf8.count }

    /// The old string, from the new one.
    func reverted(_ text: String) -> String { Self.splice(text, at: offset, removing: new.utf8.count, inserting: old) }

    /// The new string, from the old one.
    func applied(_ text: String) -> String { Self.splice(text, at: offset, removing: old.utf8.count, inserting: new) }

    private static func splice(_ text: String, at offset: Int, removing count: Int, inserting insertion: String) -> String {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: offset)
        let upper = utf8.index(lower, offsetBy: count)
        var result = String()
        result.reserveCapacity(utf8.count - count + insertion.utf8.count)
        result += Substring(text.unicodeScalars[..<lower])   // scalar-aligned, not rounded to a cluster
        result += insertion
        result += Substring(text.unicodeScalars[upper...])
        return result
    }
}
