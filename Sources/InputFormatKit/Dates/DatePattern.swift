/// A numeric date pattern as a typed date lays it out: a month and a year, with or without a day,
/// in the locale's order, the text before the first field, between them and after the last.
///
/// Read from an ICU pattern (`dd.MM.y`, `y. MM. dd.`, `dd‏/MM‏/y G`, `MM/yy`, `y-MM`): letters are
/// fields, text in quotes and other characters are literal (`'г'.`), `''` is a quote. A day is `d`
/// or `dd`, a month `M`, `MM`, `L` or `LL`, a year `y`, `yyyy`, `u`, `uuuu` or `Y` (written with
/// four digits) or `yy`, `YY` (two digits, the year ICU's two-digit start places them in);
/// the field writes day and month with two digits whatever their width. An era (`G` to `GGGGG`)
/// is literal text: the caller puts in the calendar's one era name. A pattern without a month or a
/// year, with a day but no month, with a field twice, with names (`MMM`) or a time is none.
///
/// ```swift
/// let pattern = try DatePattern("dd.MM.y 'г'.", era: "")
/// pattern.order        // [.day, .month, .year]
/// pattern.separators   // [".", "."]
/// pattern.suffix       // " г."
/// try DatePattern("MM/yy", era: "").yearWidth   // 2
/// ```
struct DatePattern: Sendable, Hashable {
    /// One field of a date.
    enum Component: Sendable, Hashable {
        case day, month, year
    }

    /// The fields in the order the locale writes them: a day, a month and a year, or a month and
    /// a year.
    let order: [Component]
    /// The text before the first field.
    let prefix: String
    /// The text between each field and the next (one fewer than the fields).
    let separators: [String]
    /// The text after the last field.
    let suffix: String
    /// How many digits the year is written with: 4, or 2 for `yy`.
    let yearWidth: Int

    /// Whether the pattern has a day (else it is a month and a year).
    var hasDay: Bool { order.count == 3 }

    /// How many digits `component` takes: two for a day or a month, ``yearWidth`` for the year.
    func width(of component: Component) -> Int { component == .year ? yearWidth : 2 }

    /// Whether the pattern has an era field (`G`), whose text the caller gives as `era`.
    static func hasEra(_ pattern: String) -> Bool {
        (try? parts(of: pattern))?.contains { if case .era = $0 { return true } else { return false } } ?? false
    }

    /// Reads `pattern`; throws ``ConfigurationError/unsupportedDatePattern(_:)`` for a pattern
    /// that is not a month and a year as numbers, with or without a day, once each (month names,
    /// weekdays, times, a day without a month).
    init(_ pattern: String, era: String) throws(ConfigurationError) {
        var order: [Component] = []
        var literals = [""]
        var yearWidth = 4
        for part in try Self.parts(of: pattern) {
            switch part {
            case let .literal(text): literals[literals.count - 1] += text
            case .era: literals[literals.count - 1] += era
            case let .field(component, width):
                guard !order.contains(component) else { throw .unsupportedDatePattern(pattern) }
                order.append(component)
                if component == .year { yearWidth = width }
                literals.append("")
            }
        }
        guard order.contains(.month), order.contains(.year) else { throw .unsupportedDatePattern(pattern) }
        self.order = order
        self.yearWidth = yearWidth
        prefix = literals[0]
        separators = Array(literals[1..<(literals.count - 1)])
        suffix = literals[literals.count - 1]
    }

    private enum Part { case field(Component, width: Int), era, literal(String) }

    /// The fields and literal text of an ICU date pattern.
    private static func parts(of pattern: String) throws(ConfigurationError) -> [Part] {
        try PatternSymbols.read(pattern).map { symbol throws(ConfigurationError) -> Part in
            switch symbol {
            case let .literal(text): return .literal(text)
            case let .field(letter, run):
                switch (letter, run) {
                case ("d", 1...2): return .field(.day, width: 2)
                case ("M", 1...2), ("L", 1...2): return .field(.month, width: 2)
                // `Y`, the year of the week, is the calendar year here: CLDR writes it in some
                // generated patterns (`GGGGG dd/MM/Y`) where the year is meant.
                case ("y", 1), ("y", 4), ("u", 1), ("u", 4), ("Y", 1), ("Y", 4): return .field(.year, width: 4)
                // ICU writes `yy` and `YY` as the year's last two digits; `uu`, the extended year,
                // it writes whole (`2026`), so it is no two-digit year and is refused.
                case ("y", 2), ("Y", 2): return .field(.year, width: 2)
                case ("G", 1...5): return .era
                default: throw .unsupportedDatePattern(pattern)
                }
            }
        }
    }
}
