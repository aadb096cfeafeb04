/// A key typed over decoration ahead of the caret: where the caret goes, which units of the
/// decoration ahead of the formatter's next raw character it shows as typed ahead on the way
/// (none between two raw characters, where all of it shows), and whether it was the very next
/// character. Plain numbers, so that a keystroke that is none costs no release.
struct TypedDecoration {
    var isNext: Bool
    var caret: Int
    var shown: Range<Int>

    /// `key` typed at `offset` over `ahead`, the decoration from the caret to the next raw
    /// character — after the last raw character, the formatter's decoration ahead from the
    /// `skipped` units typed ahead before the caret on, of which the first `alreadyShown` units
    /// show — at its first character that is the key; `nil` when none is.
    @inline(never)
    init?(_ key: Character, at offset: Int, ahead: Substring, skipped: Int = 0, alreadyShown: Int = .max) {
        var width = 0
        var isNext = true
        for character in ahead {
            width += character.utf16.count
            if character == key {
                self.isNext = isNext
                self.caret = offset + width
                self.shown = width > alreadyShown ? (skipped + alreadyShown)..<(skipped + width) : 0..<0
                return
            }
            isNext = false
        }
        return nil
    }
}
