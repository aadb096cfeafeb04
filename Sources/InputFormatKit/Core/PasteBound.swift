/// The longest paste a field of a bounded value reads — a date, a time, an expiry date, an IBAN,
/// a phone number, an amount or a number — so that a megabyte pasted into one is refused at once,
/// not read character by character. (A mask, a card and a security code refuse a paste longer than
/// their slots as they count them.)
///
/// 1,024 UTF-8 bytes: seven times the longest date or time ICU writes in any locale (130 bytes
/// for a full date in Dzongkha, 146 for a full time in Adlam Fulah, zone name included), with room
/// for the spaces and line breaks a copied value brings along. A longer paste is refused as the
/// field refuses text that is no value of its kind, quoting its beginning.
///
/// ```swift
/// PasteBound.exceeds("2026-11-25")                              // false
/// PasteBound.exceeds(String(repeating: " ", count: 1_000_000))  // true
/// ```
enum PasteBound {
    /// The most UTF-8 bytes of a paste that a field of a bounded value reads.
    static let utf8Count = 1024

    /// Whether `text` is longer than any paste a field of a bounded value reads.
    ///
    /// - Complexity: O(1) for a native string (its UTF-8 count is stored).
    static func exceeds(_ text: String) -> Bool { text.utf8.count > utf8Count }

    /// The beginning of `text` within the bound, whole scalars only: read for the reason a long
    /// paste already earns there (a letter, more digits than fit), never inserted.
    ///
    /// ```swift
    /// PasteBound.beginning(of: String(repeating: "é", count: 1_000)).utf8.count   // 1024
    /// ```
    ///
    /// - Complexity: O(1): at most ``utf8Count`` bytes are read.
    static func beginning(of text: String) -> String {
        var result = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            count += UTF8.width(scalar)
            guard count <= utf8Count else { break }
            result.append(scalar)
        }
        return String(result)
    }
}
