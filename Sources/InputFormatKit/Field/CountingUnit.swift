/// What a character counter counts.
///
/// Users think in characters (grapheme clusters: `é`, `👍🏽`, `🇫🇷` are one each); storage limits
/// are often in UTF-16 units (`NSString`, Java), Unicode scalars or UTF-8 bytes (databases).
///
/// ```swift
/// CountingUnit.graphemes.count("🇫🇷é")   // 2
/// CountingUnit.utf16.count("🇫🇷é")       // 5
/// CountingUnit.utf8.count("🇫🇷é")        // 10
/// ```
public enum CountingUnit: String, Sendable, Hashable, CaseIterable {
    /// Grapheme clusters: what a user sees as one character (the default).
    case graphemes
    /// UTF-16 code units, as `NSString.length` counts.
    case utf16
    /// Unicode scalars (code points).
    case scalars
    /// UTF-8 bytes, as a database column of bytes counts.
    case utf8

    /// How many of this unit `text` holds.
    ///
    /// ```swift
    /// CountingUnit.scalars.count("e\u{301}")   // 2
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`; O(1) for UTF-8 bytes, which a Swift string knows.
    public func count<S: StringProtocol>(_ text: S) -> Int {
        switch self {
        case .graphemes: return text.count
        case .utf16: return text.utf16.count
        case .scalars: return text.unicodeScalars.count
        case .utf8: return text.utf8.count
        }
    }
}
