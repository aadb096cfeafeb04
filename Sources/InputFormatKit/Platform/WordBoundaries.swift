/// Word boundaries of a field's text, in UTF-16 offsets: how far ⌥⌫ or Ctrl-Backspace deletes.
///
/// A word is a run of letters and digits (with `_`), as Unicode's word boundaries (UAX #29) see
/// one in a field: a number keeps its separators, so a comma or full stop between two digits
/// stays inside it (`1,234.56` is one word, as a browser and ICU's word break find it). A space
/// of grouping, as French writes `1 234`, parts two words there too. Between words stand spaces
/// and punctuation, which a word deletion takes with the word.
///
/// ```swift
/// WordBoundaries.start(before: 9, in: "$1,234.56")   // 1
/// WordBoundaries.end(after: 0, in: "hello world")    // 5
/// ```
enum WordBoundaries {
    /// The start of the word before `offset`, past the spaces and punctuation between them; 0
    /// when there is none.
    ///
    /// - Complexity: O(*n*) in the text up to `offset`.
    static func start(before offset: Int, in text: String) -> Int {
        var before: [Character] = []
        var position = 0
        for character in text {
            guard position + character.utf16.count <= offset else { break }
            before.append(character)
            position += character.utf16.count
        }
        let outwards = Array(before.reversed())
        return position - outwards.prefix(wordDeletionLength(outwards)).reduce(0) { $0 + $1.utf16.count }
    }

    /// The end of the word after `offset`, past the spaces and punctuation before it; the end of
    /// the text when there is none.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func end(after offset: Int, in text: String) -> Int {
        var after: [Character] = []
        var position = 0
        for character in text {
            if position >= offset { after.append(character) } else { position += character.utf16.count }
        }
        return position + after.prefix(wordDeletionLength(after)).reduce(0) { $0 + $1.utf16.count }
    }

    /// How many of `characters`, read from the caret outwards, a word deletion takes: the
    /// spaces and punctuation first, then the word. One algorithm for both directions, since a
    /// number's separator is inside it read either way.
    private static func wordDeletionLength(_ characters: [Character]) -> Int {
        var index = 0
        while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count {
            if isWordCharacter(characters[index]) {
                index += 1
            } else if isMidNumber(characters[index]), index > 0, index + 1 < characters.count,
                      characters[index - 1].isNumber, characters[index + 1].isNumber {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The separators UAX #29 keeps inside a number (its MidNum and MidNumLet classes).
    private static func isMidNumber(_ character: Character) -> Bool {
        switch character {
        case ",", ".", ";", "'", "\u{2019}", "\u{066B}", "\u{066C}", "\u{FE50}", "\u{FE52}", "\u{FF0C}", "\u{FF0E}": true
        default: false
        }
    }
}
