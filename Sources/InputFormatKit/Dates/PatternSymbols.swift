/// An ICU date or time pattern read into its fields and literal text: a run of one ASCII letter
/// is a field (`dd`, `MM`, `y`, `h`, `a`), text in quotes and other characters are literal, `''`
/// is a quote. The one reading of ICU's pattern syntax, for ``DatePattern`` and ``TimePattern``.
///
/// ```swift
/// PatternSymbols.read("dd.MM.y 'г'.")
/// // [.field("d", 2), .literal("."), .field("M", 2), .literal("."), .field("y", 1), .literal(" г.")]
/// ```
enum PatternSymbols {
    enum Symbol: Equatable {
        /// A field: its letter and how many times it is repeated.
        case field(Character, Int)
        /// Literal text (consecutive literals are joined).
        case literal(String)
    }

    /// The fields and literal text of `pattern`.
    ///
    /// - Complexity: O(n) in the pattern's length.
    static func read(_ pattern: String) -> [Symbol] {
        var symbols: [Symbol] = []
        func literal(_ text: String) {
            if case let .literal(before)? = symbols.last { symbols[symbols.count - 1] = .literal(before + text) }
            else { symbols.append(.literal(text)) }
        }
        // Scalars, not characters: a combining mark after a quote must leave the quote a quote.
        var characters = Array(pattern.unicodeScalars)[...]
        while let first = characters.first {
            if first == "'" {
                characters.removeFirst()
                var quoted = ""
                if characters.first == "'" {   // '' is a quote
                    characters.removeFirst()
                    literal("'")
                    continue
                }
                while let next = characters.first {
                    characters.removeFirst()
                    if next == "'" {
                        if characters.first == "'" { characters.removeFirst(); quoted.append("'"); continue }
                        break
                    }
                    quoted.unicodeScalars.append(next)
                }
                literal(quoted)
            } else if first.isASCII, first.properties.isAlphabetic {
                let run = characters.prefix { $0 == first }.count
                characters.removeFirst(run)
                symbols.append(.field(Character(first), run))
            } else {
                characters.removeFirst()
                literal(String(first))
            }
        }
        return symbols
    }
}
