/// Word boundaries of a field's text, in UTF-16 offsets: how far ⌥⌫ or Ctrl-Backspace deletes.
///
/// A word is a run of letters and digits, as Unicode's word boundaries (UAX #29) see one in a
/// field: a number keeps its separators, so a comma or full stop between two digits stays inside
/// it (`1,234.56` is one word, as a browser and ICU's word break find it), and the connectors
/// of ExtendNumLet join what they stand between (`_`, and the narrow no-break space of French
/// grouping, `1 234,5`). Format characters (a bidi mark beside an Arabic amount) belong to
/// whatever they stand in (rule WB4). Between words stand spaces and punctuation, which a word
/// deletion takes with the word.
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
        while index < characters.count, !isWordCharacter(characters[index]) || isFormat(characters[index]) { index += 1 }
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
        character.isLetter || character.isNumber || isFormat(character) || isNumberConnector(character)
    }

    /// The connectors UAX #29 joins words and numbers with (its ExtendNumLet class): the low
    /// line and its kin, and the narrow no-break space.
    private static func isNumberConnector(_ character: Character) -> Bool {
        switch character {
        case "_", "\u{202F}", "\u{203F}", "\u{2040}", "\u{2054}", "\u{FE33}", "\u{FE34}", "\u{FE4D}", "\u{FE4E}",
             "\u{FE4F}", "\u{FF3F}": true
        default: false
        }
    }

    /// A format character (Cf: the bidi marks, the zero-width joiners), which stands inside the
    /// word or the gap it is in.
    private static func isFormat(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
    }

    /// The separators UAX #29 keeps inside a number (its MidNum and MidNumLet classes).
    private static func isMidNumber(_ character: Character) -> Bool {
        switch character {
        case ",", ".", ";", "'", "\u{2019}", "\u{066B}", "\u{066C}", "\u{FE50}", "\u{FE52}", "\u{FF0C}", "\u{FF0E}": true
        default: false
        }
    }
}
