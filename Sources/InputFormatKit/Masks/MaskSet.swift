/// Several masks, chosen by the raw characters typed so far: the entry with the longest
/// matching prefix (or prefix range) wins; with none, the fallback mask. The choice is made
/// again at every keystroke, so the text regroups as soon as more digits tell more.
///
/// ```swift
/// let cards = MaskSet([
///     .init(prefixes: ["34", "37"], mask: .digitGroups([4, 6, 5])),
///     .init(prefixes: [.init("51", "55"), .init("2221", "2720")], mask: .digitGroups([4, 4, 4, 4])),
/// ], fallback: .digitGroups([4, 4, 4, 4, 3]))
/// cards.entryIndex(for: "37")            // 0: the first entry
/// cards.mask(for: Array("3")).pattern    // "#### #### #### #### ###"
/// ```
///
/// Like ``Mask``, a set is immutable and shared by reference.
final class MaskSet: Sendable, Hashable {
    /// A range of equally long prefixes, such as `2221`…`2720` (digits for card brands, letters
    /// for IBAN countries), or a single prefix.
    ///
    /// ```swift
    /// MaskSet.PrefixRange("2221", "2720").matches(Array("2300"))   // true
    /// ```
    struct PrefixRange: Sendable, Hashable, ExpressibleByStringLiteral {
        /// The lowest prefix.
        let lower: String
        /// The highest prefix, as long as `lower`.
        let upper: String
        /// `lower` and `upper` as characters, so that matching a keystroke's raw characters
        /// builds no string.
        private let lowerCharacters: [Character]
        private let upperCharacters: [Character]

        /// The prefixes from `lower` to `upper`, both as long (a shorter `upper` is padded with 9s).
        ///
        /// ```swift
        /// MaskSet.PrefixRange("51", "55")
        /// ```
        init(_ lower: String, _ upper: String) {
            self.lower = lower
            self.upper = upper.count < lower.count ? upper + String(repeating: "9", count: lower.count - upper.count) : upper
            self.lowerCharacters = Array(self.lower)
            self.upperCharacters = Array(self.upper)
        }

        /// A single prefix.
        ///
        /// ```swift
        /// let amex: MaskSet.PrefixRange = "34"
        /// ```
        init(stringLiteral prefix: String) {
            self.init(prefix, prefix)
        }

        /// How many leading characters the range looks at.
        var length: Int { lowerCharacters.count }

        /// Whether the first characters of `raw` fall in the range.
        ///
        /// ```swift
        /// MaskSet.PrefixRange("51", "55").matches(Array("5"))   // false: not enough digits yet
        /// ```
        func matches(_ raw: some Collection<Character>) -> Bool {
            // Character by character, as comparing the prefix as a string would: the prefixes
            // are digits, so no character's scalars extend another's.
            let prefix = raw.prefix(length)
            guard prefix.count == length else { return false }
            return !prefix.lexicographicallyPrecedes(lowerCharacters) && !upperCharacters.lexicographicallyPrecedes(prefix)
        }
    }

    /// One mask of the set and the prefixes that choose it.
    ///
    /// ```swift
    /// MaskSet.Entry(prefixes: ["4"], mask: .digitGroups([4, 4, 4, 4, 3]))
    /// ```
    struct Entry: Sendable, Hashable {
        /// The prefixes that choose this entry.
        var prefixes: [PrefixRange]
        /// The mask laid over the raw characters.
        var mask: Mask

        /// An entry chosen by `prefixes`; callers tell entries apart by their position in the set.
        ///
        /// ```swift
        /// MaskSet.Entry(prefixes: ["34", "37"], mask: .digitGroups([4, 6, 5]))
        /// ```
        init(prefixes: [PrefixRange], mask: Mask) {
            self.prefixes = prefixes
            self.mask = mask
        }
    }

    /// The entries, in order of preference when two prefixes are equally long.
    let entries: [Entry]
    /// The mask when no entry matches.
    let fallback: Mask

    /// A set of entries and the mask for raw characters no entry matches.
    ///
    /// ```swift
    /// MaskSet([], fallback: try Mask("####"))
    /// ```
    init(_ entries: [Entry], fallback: Mask) {
        // Equal masks become one (the rows of the card table share a few groupings), so that
        // the mask a layout was laid out in is found among few, and a paste reads each once.
        var distinct: [Mask] = []
        func shared(_ mask: Mask) -> Mask {
            if let found = distinct.first(where: { $0 == mask }) { return found }
            distinct.append(mask)
            return mask
        }
        self.entries = entries.map { Entry(prefixes: $0.prefixes, mask: shared($0.mask)) }
        self.fallback = shared(fallback)
        self.allMasks = distinct
        self.packedPrefixes = Self.packed(entries)
        self.decidingLength = entries.flatMap(\.prefixes).map(\.length).max() ?? 0
        self.isASCII = allMasks.allSatisfy(\.isASCII)
        self.digitCapacity = allMasks.allSatisfy { $0.slots.allSatisfy { $0 == .digit } } ? allMasks.map(\.slotCount).max() : nil
    }

    /// A set of one mask.
    ///
    /// ```swift
    /// MaskSet(single: try Mask("##/##"))
    /// ```
    convenience init(single mask: Mask) {
        self.init([], fallback: mask)
    }

    /// The position in ``entries`` of the entry whose longest prefix matches `raw`, or `nil`.
    ///
    /// ```swift
    /// cards.entryIndex(for: "5")   // nil: 5 alone does not tell Mastercard from Maestro
    /// ```
    func entryIndex<S: StringProtocol>(for raw: S) -> Int? {
        // Only the first ``longestPrefix`` characters choose. When the bytes up to one past them
        // are ASCII from 0x0E on (no carriage return, which makes one character of CR LF, nor
        // the controls before it, which no prefix holds), each of those characters is one byte,
        // and the packed prefixes answer: the rest of a card number is not read. (Read as bytes,
        // "23\r\n" was four characters, long enough for the prefix 2221–2720.) One pass, eight
        // bytes at a time, with no second pass for the carriage return.
        if let found = raw.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.prefix(Self.longestPrefix + 1).firstOffset(outside: 0x0E...0x7F) == nil
                ? Optional(entryIndex(forASCII: bytes)) : nil
        }) ?? nil { return found }
        return entryIndex(forCharacters: raw)
    }

    /// The position of the entry whose longest prefix matches `raw`, or `nil`.
    func entryIndex(forCharacters raw: some Collection<Character>) -> Int? {
        var best: Int?
        var bestLength = 0
        for (index, entry) in entries.enumerated() {
            for prefix in entry.prefixes where prefix.length > bestLength && prefix.matches(raw) {
                best = index
                bestLength = prefix.length
            }
        }
        return best
    }

    /// The mask for `raw`: its entry's, or the fallback.
    ///
    /// ```swift
    /// cards.mask(for: Array("378282")).pattern   // "#### ###### #####"
    /// ```
    func mask(for raw: some Collection<Character>) -> Mask {
        entryIndex(forCharacters: raw).map { entries[$0].mask } ?? fallback
    }

    /// The most characters a prefix has: raw characters choose their entry by as many of their
    /// first characters at most.
    static let longestPrefix = 8

    /// The position of the entry whose longest prefix ASCII raw characters start with, or
    /// `nil`: the same answer as ``entryIndex(forCharacters:)``, from the packed prefixes, where
    /// no carriage return stands among the first nine bytes (CR LF is one character of two
    /// bytes).
    func entryIndex(forASCII raw: some Collection<UInt8>) -> Int? {
        // The prefixes are ASCII: raw characters that start otherwise match none.
        guard let first = raw.first, first < 0x80 else { return nil }
        // The first bytes (at most eight) as one big-endian number, which orders like the bytes;
        // those of a shorter prefix are its leading bytes, shifted down.
        var known = 0
        var key: UInt64 = 0
        for byte in raw.prefix(Self.longestPrefix) {
            key = key << 8 | UInt64(byte)
            known += 1
        }
        for prefix in packedPrefixes[Int(first)] where prefix.length <= known {
            let prefixKey = key >> UInt64(8 * (known - prefix.length))
            if prefixKey >= prefix.lower, prefixKey <= prefix.upper { return prefix.entry }
        }
        return nil
    }

    /// One prefix range packed for the ASCII look-up: its bytes as big-endian numbers.
    struct PackedPrefix: Sendable, Hashable {
        let length: Int
        let lower: UInt64
        let upper: UInt64
        let entry: Int
    }

    /// For each ASCII first byte, the prefix ranges of the entries it may start, longest first
    /// (in entry order within a length), so that the first one matching is the longest; `nil`
    /// when a prefix is not ASCII or is longer than ``longestPrefix``.
    static func packed(_ entries: [Entry]) -> [[PackedPrefix]] {
        var packed: [PackedPrefix] = []
        for (index, entry) in entries.enumerated() {
            for prefix in entry.prefixes {
                let lower = Array(prefix.lower.utf8), upper = Array(prefix.upper.utf8)
                precondition(lower.count == prefix.length && upper.count == lower.count && lower.count <= longestPrefix
                                 && (lower + upper).allSatisfy({ $0 < 0x80 }),
                             "a mask set's prefixes are ASCII, at most \(longestPrefix) characters (\(prefix.lower)…\(prefix.upper))")
                func number(_ bytes: [UInt8]) -> UInt64 { bytes.reduce(0) { $0 << 8 | UInt64($1) } }
                packed.append(PackedPrefix(length: lower.count, lower: number(lower), upper: number(upper), entry: index))
            }
        }
        // A stable sort: longer first, entry order kept among equally long ones.
        let sorted = packed.enumerated().sorted { ($0.element.length, -$0.offset) > ($1.element.length, -$1.offset) }.map(\.element)
        return (0..<128).map { first in
            sorted.filter { prefix in
                let shift = UInt64(8 * (prefix.length - 1))
                return prefix.lower >> shift <= UInt64(first) && UInt64(first) <= prefix.upper >> shift
            }
        }
    }

    /// The mask for ASCII raw characters.
    func mask(forASCII raw: some Collection<UInt8>) -> Mask {
        entries.isEmpty ? fallback : entryIndex(forASCII: raw).map { entries[$0].mask } ?? fallback
    }

    /// Every mask of the set once (equal masks are one), in the order the entries and then the
    /// fallback first use them.
    let allMasks: [Mask]
    /// How many characters choose the mask (the longest prefix; 0 for a single mask): raw
    /// characters at least this long choose the mask their first characters chose, whatever
    /// follows.
    let decidingLength: Int
    /// Whether every mask of the set has ASCII literals only (``Mask/isASCII``).
    let isASCII: Bool
    /// The most digits the set's masks hold when every slot of every mask takes only a digit
    /// (stored as one ASCII byte); `nil` when a slot takes a letter.
    let digitCapacity: Int?
    /// The prefixes packed for the ASCII look-up (``packed(_:)``).
    private let packedPrefixes: [[PackedPrefix]]

    /// Sets are equal when they have the same entries and fallback.
    static func == (lhs: MaskSet, rhs: MaskSet) -> Bool {
        lhs === rhs || (lhs.entries == rhs.entries && lhs.fallback == rhs.fallback)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
        hasher.combine(fallback)
    }
}
