/// The as-you-type groupings of the last few phone numbers asked for without a kept grouping,
/// newest first, shared by every phone field: what a field edited through the stateless
/// `apply(_:to:)` asks for again at its next keystroke (the number before it), and where a
/// mid-number edit finds the longest start of the new number already grouped. A field whose
/// kept layout carries a grouping (`InputField` after its first digit) continues from that
/// grouping and the ones it continued from instead, and leaves this cache alone.
///
/// Four are kept: a keystroke needs two (before and after), and backspacing over what was just
/// typed finds the earlier ones.
///
/// ```swift
/// var recent = RecentGroupings()
/// let key = RecentGroupings.Key(table: ObjectIdentifier(PhoneFormatTable.shared), region: "US")
/// recent.insert(try AsYouTypeGrouping.grouping(of: "650", region: "US"))
/// recent.longestStart(of: "6502", key: key)?.raw   // "650": one digit left to type
/// ```
struct RecentGroupings: Sendable {
    /// What a grouping depends on besides the digits: the table and the default region.
    struct Key: Hashable, Sendable {
        let table: ObjectIdentifier
        let region: String
    }

    static let capacity = 4
    private var entries: [AsYouTypeGrouping.KeptGrouping] = []

    /// The kept grouping whose digits are the longest start of `raw` (all of it, at best);
    /// `nil` when none is. The one found becomes the newest.
    mutating func longestStart(of raw: String, key: Key) -> AsYouTypeGrouping.KeptGrouping? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.key == key && Self.isStart(entry.raw, of: raw) {
            if best.map({ entry.raw.utf8.count > entries[$0].raw.utf8.count }) ?? true { best = index }
        }
        guard let best else { return nil }
        let entry = entries.remove(at: best)
        entries.insert(entry, at: 0)
        return entry
    }

    /// Whether `start` is the first characters of `raw`: its bytes begin `raw`, and what follows
    /// them in `raw` cannot join its last character (an ASCII character after one that is not
    /// CR; phone numbers are ASCII digits).
    static func isStart(_ start: String, of raw: String) -> Bool {
        guard start.utf8.count <= raw.utf8.count else { return false }
        var start = start, raw = raw
        return start.withUTF8 { start in
            raw.withUTF8 { raw in
                for index in start.indices where raw[index] != start[index] { return false }
                return endsOnBoundary(start.count, of: raw)
            }
        }
    }

    /// Whether the first `count` bytes of `raw` end on a character boundary: `raw` ends there,
    /// or an ASCII character follows one that is not CR.
    private static func endsOnBoundary(_ count: Int, of raw: UnsafeBufferPointer<UInt8>) -> Bool {
        count == raw.count || (raw[count] < 0x80 && (count == 0 || raw[count - 1] != 0x0D))
    }

    /// Keeps `kept` as the newest, forgetting the oldest beyond ``capacity``.
    mutating func insert(_ kept: AsYouTypeGrouping.KeptGrouping) {
        entries.removeAll { $0.key == kept.key && $0.raw == kept.raw }
        entries.insert(kept, at: 0)
        if entries.count > Self.capacity { entries.removeLast() }
    }
}
