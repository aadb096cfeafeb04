/// A character counter: how many characters the value holds, against an optional limit.
///
/// Only the value counts (the raw characters of the field), never a mask literal, an affix or
/// a currency symbol. The count is updated from each edit's recorded change (`update(by:giving:)`):
/// only the changed part and the few characters around it that a grapheme cluster can join with
/// (a combining mark typed after a letter, the second regional indicator of a flag, a ZWJ
/// sequence) are counted again, so a keystroke in a 100,000-character note costs what it costs
/// in a short one.
///
/// ```swift
/// var counter = CharacterCounter(limit: 40)
/// counter.recount("Hello👋")
/// counter.count                                                    // 6
/// counter.text(digits: LocaleDigits.ascii)                         // "6/40"
/// ```
///
/// A ``FormField`` keeps its counter up to date with each edit.
public struct CharacterCounter: Sendable, Hashable {
    /// What happens to an edit that would pass the limit.
    ///
    /// ```swift
    /// CharacterCounter(limit: 10, mode: .allowOverLimit)
    /// ```
    public enum LimitMode: String, Sendable, Hashable, CaseIterable {
        /// The edit is cut at a grapheme boundary to fit ("Character limit reached").
        case stopAtLimit = "stop"
        /// The edit is accepted; over the limit the field is in error ("Reduce the number of
        /// characters") until the value is short enough again.
        case allowOverLimit = "allow"
    }

    /// The most characters the value should hold, or `nil` for a counter without a limit.
    public let limit: Int?
    /// What is counted.
    public let unit: CountingUnit
    /// What happens at the limit.
    public let mode: LimitMode
    /// How many units the value holds.
    public private(set) var count: Int = 0

    /// A counter of an empty value.
    ///
    /// ```swift
    /// CharacterCounter(limit: 280, unit: .utf16, mode: .allowOverLimit)
    /// ```
    public init(limit: Int? = nil, unit: CountingUnit = .graphemes, mode: LimitMode = .stopAtLimit) {
        self.limit = limit
        self.unit = unit
        self.mode = mode
    }

    /// Counts `value` whole (when a field is set up, not per keystroke).
    ///
    /// ```swift
    /// counter.recount("👩‍💻")   // count 1 in graphemes
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `value`; O(1) for UTF-8 bytes, which a Swift string knows.
    public mutating func recount(_ value: String) {
        count = unit.count(value)
    }

    /// Updates the count for an edit that made `new` by `patch`.
    ///
    /// ```swift
    /// counter.update(applying: TextPatch(from: "e", to: "e\u{301}"), giving: "e\u{301}")
    /// // still 1 grapheme: the accent joined the "e"
    /// ```
    ///
    /// - Complexity: O(*m*), where *m* is the length of the patch and of the clusters around it;
    ///   the rest of `new` is not read.
    mutating func update(applying patch: TextPatch, giving new: String) {
        count = counting(applying: patch, giving: new)
    }

    /// Updates the count for an edit that changed the value as `change` says, giving `new`.
    ///
    /// - Complexity: that of ``counting(applying:giving:)``, plus, for a value the formatter
    ///   rewrote, one scan of the new value and, unless it is plain ASCII, one byte comparison of
    ///   the old and new values to find the patch.
    mutating func update(by change: RawChange, giving new: String) {
        switch change {
        case .unchanged: return
        case let .appended(byte) where GraphemeResync.isPlainASCII(byte) && (unit != .graphemes || standsAlone(byte, endOf: new)):
            count += 1   // a character of its own, after one that cannot join it
        case .rewritten where GraphemeResync.isPlainASCII(new):
            // An amount, a number, a card or a phone number: each byte is one unit, whatever
            // the old value was. Counting the patch instead made it and a string of each side.
            count = new.utf8.count
        case let .patched(patch): count = counting(applying: patch, giving: new)
        case .appended, .rewritten: count = counting(applying: change.patch(giving: new), giving: new)
        }
    }

    /// Whether the plain ASCII `byte`, appended to make `new`, is a cluster of its own, for a
    /// counter of clusters. It is when the count is one less than `new`'s bytes: each cluster
    /// before the byte is then one ASCII byte, and of those only a carriage return joins what
    /// follows, and only a line feed. Otherwise it is when the byte before it is plain ASCII,
    /// read from the text. Asked at every key typed at the end of a mask or a card (a formatter
    /// that appends a byte); the count answers it without reading the text.
    @inline(__always)
    private func standsAlone(_ byte: UInt8, endOf new: String) -> Bool {
        (count == new.utf8.count - 1 && byte != UInt8(ascii: "\n")) || GraphemeResync.endsPlainASCII(new, before: 1)
    }

    /// The count of `new`, made by `patch` from a value of this counter's count: what the patch
    /// removed is counted from the patch, with the clusters it can touch taken from `new` (the
    /// text around a change is the same before and after it).
    ///
    /// ```swift
    /// counter.counting(applying: TextPatch(from: "ab", to: "abc"), giving: "abc")   // 3
    /// ```
    ///
    /// - Complexity: O(*m*), where *m* is the length of the patch and of the clusters around it.
    func counting(applying patch: TextPatch, giving new: String) -> Int {
        switch unit {
        case .utf8:
            return count + patch.new.utf8.count - patch.old.utf8.count
        case .utf16, .scalars:
            return count + unit.count(patch.new) - unit.count(patch.old)
        case .graphemes:
            if let added = GraphemeResync.plainScalarsAdded(by: patch, giving: new) { return count + added }
            let change = patch.change
            let (start, end) = GraphemeResync.neighbourhood(of: change, in: new)
            let before = Self.slice(new, start, change.start), after = Self.slice(new, change.newEnd, end)
            let removed = String(before) + patch.old + String(after)
            let added = Self.slice(new, start, end)
            return count + added.count - removed.count
        }
    }

    /// How many units may still be added: negative over the limit, `nil` without a limit.
    ///
    /// ```swift
    /// CharacterCounter(limit: 3).remaining   // 3
    /// ```
    public var remaining: Int? { limit.map { $0 - count } }

    /// Whether the value holds exactly as many units as the limit allows.
    ///
    /// ```swift
    /// counter.isAtLimit   // true for "abc" with limit 3
    /// ```
    public var isAtLimit: Bool { limit.map { count == $0 } ?? false }

    /// Whether the value holds more units than the limit allows.
    ///
    /// ```swift
    /// counter.isOverLimit   // true for "abcd" with limit 3
    /// ```
    public var isOverLimit: Bool { limit.map { count > $0 } ?? false }

    /// The counter as it is shown, `12/40`, in the given digits; `nil` without a limit.
    ///
    /// ```swift
    /// counter.text(digits: try LocaleDigits(locale: "ar_EG"))   // "١٢/٤٠"
    /// ```
    public func text(digits: LocaleDigits) -> String? {
        limit.map { digits.format(count, and: $0, separatedBy: "/") }
    }

    /// The UTF-8 bytes `start..<end` of `text` as a substring of whole scalars.
    static func slice(_ text: String, _ start: Int, _ end: Int) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: end - start)
        return Substring(text.unicodeScalars[lower..<upper])
    }
}
