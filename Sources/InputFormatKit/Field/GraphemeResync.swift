/// Where grapheme clusters around an edit are sure to start and end the same way before and
/// after it: the small neighbourhood a character counter counts again.
///
/// A boundary between two scalars is *certain* when no rule of Unicode's grapheme cluster
/// algorithm (UAX #29) can join them, whatever comes before: both are "plain" scalars — not
/// a combining or spacing mark, not ZWJ or another format character, not a regional indicator,
/// not a conjoining Hangul jamo, not a prepended letter, not CR. Such a boundary in the
/// unchanged text before an edit and one in the unchanged text after it enclose every cluster
/// the edit can touch: a combining mark joining the letter before it, the regional indicators
/// of flags pairing anew, a ZWJ joining two emoji.
///
/// ```swift
/// // "ab🇫|🇷": a regional indicator inserted at the caret pairs with the one before it.
/// GraphemeResync.isCertainBoundary(between: "a", and: "b")   // true
/// ```
enum GraphemeResync {
    /// The UTF-8 span of `new` that holds every cluster `change` can touch, from a boundary
    /// certain before the change to one certain after it. The text outside the change is the
    /// same in the old value, so the span minus the change, plus what the change removed, is
    /// the old value's clusters there.
    ///
    /// - Complexity: O(*m*), where *m* is the length of the change and of the clusters around it.
    static func neighbourhood(of change: ValueChange, in new: String) -> (start: Int, end: Int) {
        let scalars = new.unicodeScalars
        let utf8 = new.utf8
        let changeStart = utf8.index(utf8.startIndex, offsetBy: change.start)
        let changeEnd = utf8.index(changeStart, offsetBy: change.newEnd - change.start)

        // Back: a certain boundary whose following scalar the edit left alone.
        var start = changeStart
        if start > scalars.startIndex {
            start = scalars.index(before: start)
            while start > scalars.startIndex {
                let before = scalars.index(before: start)
                if isCertainBoundary(between: scalars[before], and: scalars[start]) { break }
                start = before
            }
        }
        // Forward: a certain boundary whose preceding scalar the edit left alone.
        var end = changeEnd
        if end < scalars.endIndex {
            end = scalars.index(after: end)
            while end < scalars.endIndex {
                if isCertainBoundary(between: scalars[scalars.index(before: end)], and: scalars[end]) { break }
                end = scalars.index(after: end)
            }
        }
        return (utf8.distance(from: utf8.startIndex, to: start), change.newEnd + utf8.distance(from: changeEnd, to: end))
    }

    /// The clusters `patch` added to the value (negative when it removed some), when every
    /// scalar it removed or inserted and the two scalars of `new` beside it are plain: each is
    /// then a cluster of its own and the clusters around stay as they were. `nil` otherwise
    /// (a combining mark, a flag's half, ZWJ), for ``neighbourhood(of:in:)`` to count.
    ///
    /// ```swift
    /// GraphemeResync.plainScalarsAdded(by: TextPatch(from: "(555) 12", to: "(555) 123"), giving: "(555) 123")   // 1
    /// ```
    ///
    /// - Complexity: O(*m*) in the length of the patch.
    static func plainScalarsAdded(by patch: TextPatch, giving new: String) -> Int? {
        // ASCII (a mask's, a card's, an amount's characters) is read byte by byte.
        if patch.new.utf8.allSatisfy(isPlainASCII), patch.old.utf8.allSatisfy(isPlainASCII),
           let added = new.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
               let end = patch.offset + patch.new.utf8.count
               guard patch.offset == 0 || isPlainASCII(bytes[patch.offset - 1]), end == bytes.count || isPlainASCII(bytes[end])
               else { return nil }   // a scalar of more bytes beside the patch: read as scalars below
               return patch.new.utf8.count - patch.old.utf8.count
           }) ?? nil {
            return added
        }
        var added = 0
        for scalar in patch.new.unicodeScalars {
            guard isPlain(scalar) else { return nil }
            added += 1
        }
        for scalar in patch.old.unicodeScalars {
            guard isPlain(scalar) else { return nil }
            added -= 1
        }
        let scalars = new.unicodeScalars, utf8 = new.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: patch.offset)
        let end = utf8.index(start, offsetBy: patch.new.utf8.count)
        if start > scalars.startIndex, !isPlain(scalars[scalars.index(before: start)]) { return nil }
        if end < scalars.endIndex, !isPlain(scalars[end]) { return nil }
        return added
    }

    /// Whether `byte` is an ASCII scalar that is ``isPlain(_:)``: any but CR.
    static func isPlainASCII(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0D }

    /// Whether every byte of `text` is plain ASCII (`isPlainASCII(_:)` of a byte): each is then one
    /// unit in every counting unit, and `text` counts its UTF-8 bytes.
    ///
    /// ```swift
    /// GraphemeResync.isPlainASCII("$1,234.56")   // true
    /// GraphemeResync.isPlainASCII("a\r\nb")       // false: CR LF is one cluster
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`, up to its first scalar that is not.
    static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy(isPlainASCII) }
            ?? text.utf8.allSatisfy(isPlainASCII)
    }

    /// Whether the scalar before the last `count` bytes of `text` is plain ASCII, or there is
    /// none: what a character counter needs to know to count one plain character appended as
    /// one more.
    ///
    /// ```swift
    /// GraphemeResync.endsPlainASCII("ab", before: 1)         // true: "a"
    /// GraphemeResync.endsPlainASCII("e\u{301}1", before: 1)   // false: a combining mark
    /// ```
    static func endsPlainASCII(_ text: String, before count: Int) -> Bool {
        let utf8 = text.utf8
        let end = utf8.count - count
        guard end > 0 else { return true }
        // A native string's bytes are read where they lie; indexing the view costs ~4 times more.
        return utf8.withContiguousStorageIfAvailable { isPlainASCII($0[end - 1]) }
            ?? isPlainASCII(utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)])
    }

    /// Whether no grapheme rule can join `left` and `right`, whatever precedes them.
    static func isCertainBoundary(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Bool {
        isPlain(left) && isPlain(right)
    }

    /// Letters that a grapheme cluster rule joins to what follows (Grapheme_Cluster_Break=Prepend
    /// letters), or to what precedes (SpacingMark letters), as of Unicode 16 (U+113D1, Tulu-Tigalari
    /// repha, is new in it). `CharacterCounterTests.plainScalarsStandAlone` checks the list
    /// against the running Swift's own grapheme breaking, scalar by scalar.
    private static let joiningLetters: Set<UInt32> = [
        0x0D4E, 0x111C2, 0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84, 0x11A85, 0x11A86, 0x11A87,
        0x11A88, 0x11A89, 0x11D46, 0x11F02, 0x113D1, 0x0E33, 0x0EB3,
    ]

    /// Whether no grapheme rule joins `scalar` to what stands before or after it (also read by
    /// the date field, to know that every offset of its text is a boundary).
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value != 0x0D }   // CR joins a following LF; other controls always break
        if (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value) {
            return false   // conjoining jamo (precomposed syllables are plain)
        }
        if (0x1F1E6...0x1F1FF).contains(value) || joiningLetters.contains(value) { return false }
        let properties = scalar.properties
        if properties.isGraphemeExtend || properties.isEmojiModifier { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate, .unassigned:
            return false
        default:
            return true
        }
    }
}
