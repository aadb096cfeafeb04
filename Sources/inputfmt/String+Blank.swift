extension String {
    /// Whether every character is whitespace (`Character.isWhitespace`), as an empty string's
    /// are; a first byte that is printable ASCII, not a space, answers `false` at once.
    ///
    /// ```swift
    /// " \t".isBlank   // true
    /// "12 ".isBlank   // false: from its first byte
    /// ```
    ///
    /// - Complexity: O(1) when the text starts with printable ASCII; otherwise O(*n*) in its length.
    var isBlank: Bool {
        if let byte = utf8.first, Self.isPrintableASCII(byte) { return false }
        return allSatisfy(\.isWhitespace)
    }

    /// Whether the first or the last character is whitespace (`Character.isWhitespace`). A
    /// byte at that end that is printable ASCII, not a space, says `false` for its end without
    /// the character being made: the first character's first scalar is that byte, and the
    /// last character holds it after a first scalar that is not whitespace either, since no
    /// whitespace joins a following ASCII scalar in one character except `\r` before `\n`.
    ///
    /// ```swift
    /// "1234,5".hasWhitespaceAtEnds    // false
    /// "1234,5 ".hasWhitespaceAtEnds   // true
    /// ```
    ///
    /// - Complexity: O(1) for ASCII ends; otherwise O(*n*) at most in the length of the characters at the ends.
    var hasWhitespaceAtEnds: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return (!Self.isPrintableASCII(first) && self.first?.isWhitespace == true)
            || (!Self.isPrintableASCII(last) && self.last?.isWhitespace == true)
    }

    /// Whether `byte` is a printable ASCII character other than a space (`!` to `~`).
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
