extension Character {
    /// The byte of a character that is one ASCII scalar, `nil` for any other (CR LF, whose
    /// `asciiValue` is LF's, is two bytes): read from the character's UTF-8 length, without
    /// the scalar view that `asciiValue` walks, so that a keystroke's character costs a few
    /// instructions to read.
    ///
    /// ```swift
    /// Character("7").asciiByte      // 55
    /// Character("\r\n").asciiByte   // nil
    /// ```
    var asciiByte: UInt8? {
        let utf8 = self.utf8
        return utf8.count == 1 ? utf8.first : nil
    }
}
