/// A numeric date pattern as a typed date lays it out: three fields (day, month, year) in the
/// locale's order, the text before the first, between them and after the last.
///
/// Read from an ICU pattern (`dd.MM.y`, `y. MM. dd.`, `dd‏/MM‏/y G`): letters are fields, text in
/// quotes and other characters are literal (`'г'.`), `''` is a quote. A day is `d` or `dd`, a
/// month `M`, `MM`, `L` or `LL`, a year `y`, `yyyy`, `u` or `Y`; the field writes day and month with
/// two digits and the year with four whatever their width. An era (`G` to `GGGGG`) is literal
/// text: the caller puts in the calendar's one era name.
///
/// ```swift
/// let pattern = try DatePattern("dd.MM.y 'г'.", era: "")
/// pattern.order        // [.day, .month, .year]
/// pattern.separators   // [".", "."]
/// pattern.suffix       // " г."
/// ```
struct DatePattern: Sendable, Hashable {
    /// One field of a date.
    enum Component: Sendable, Hashable {
        case day, month, year

        /// How many digits the field takes.
        var width: Int { self == .year ? 4 : 2 }
    }

    /// The fields in the order the locale writes them.
    let order: [Component]
    /// The text before the first field.
    let prefix: String
    /// The text between the first and second fields, and between the second and third.
    let separators: [String]
    /// The text after the last field.
    let suffix: String

    /// Whether the pattern has an era field (`G`), whose text the caller gives as `era`.
    static func hasEra(_ pattern: String) -> Bool {
        (try? parts(of: pattern))?.contains { if case .era = $0 { return true } else { return false } } ?? false
    }

    /// Reads `pattern`; throws ``ConfigurationError/unsupportedDatePattern(_:)`` for a pattern
    /// without exactly one day, month and year as numbers (month names, weekdays, times).
    init(_ pattern: String, era: String) throws(ConfigurationError) {
        var order: [Component] = []
        var literals = [""]
        for part in try Self.parts(of: pattern) {
            switch part {
            case let .literal(text): literals[literals.count - 1] += text
            case .era: literals[literals.count - 1] += era
            case let .field(component):
                guard !order.contains(component) else { throw .unsupportedDatePattern(pattern) }
                order.append(component)
                literals.append("")
            }
        }
        guard order.count == 3 else { throw .unsupportedDatePattern(pattern) }
        self.order = order
        prefix = literals[0]
        separators = [literals[1], literals[2]]
        suffix = literals[3]
    }

    private enum Part { case field(Component), era, literal(String) }

    /// The fields and literal text of an ICU date pattern.
    private static func parts(of pattern: String) throws(ConfigurationError) -> [Part] {
        try PatternSymbols.read(pattern).map { symbol throws(ConfigurationError) -> Part in
            switch symbol {
            case let .literal(text): return .literal(text)
            case let .field(letter, run):
                switch (letter, run) {
                case ("d", 1...2): return .field(.day)
                case ("M", 1...2), ("L", 1...2): return .field(.month)
                // `Y`, the year of the week, is the calendar year here: CLDR writes it in some
                // generated patterns (`GGGGG dd/MM/Y`) where the year is meant.
                case ("y", 1), ("y", 4), ("u", 1), ("u", 4), ("Y", 1), ("Y", 4): return .field(.year)
                case ("G", 1...5): return .era
                default: throw .unsupportedDatePattern(pattern)
                }
            }
        }
    }
}
