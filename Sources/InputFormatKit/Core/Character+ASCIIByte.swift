extension Character {
    /// The byte of a character that is one ASCII scalar, `nil` for any other (CR LF, whose
    /// `asciiValue` is LF's, is two bytes): read from the character's UTF-8 length, without
    /// the scalar view that `asciiValue` walks (a keystroke's character is read at every key).
    ///
    /// ```swift
    /// Character("7").asciiByte      // 55
    /// Character("\r\n").asciiByte   // nil
    /// ```
    var asciiByte: UInt8? {
        let utf8 = self.utf8
        return utf8.count == 1 ? utf8.first : nil
    }

    /// The character of the ASCII byte `byte` (below 128), looked up rather than built, and
    /// cheaper to append to a string than its scalar.
    ///
    /// ```swift
    /// Character.ascii(55)   // "7"
    /// ```
    static func ascii(_ byte: UInt8) -> Character {
        asciiCharacters[Int(byte)]
    }

    /// The 128 ASCII characters, made once.
    private static let asciiCharacters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
}
