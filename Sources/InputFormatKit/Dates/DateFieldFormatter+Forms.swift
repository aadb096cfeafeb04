/// Which of the locale's full, long, medium and short forms ICU is asked to read a pasted text in:
/// only those that may read it, at most two. ICU reads a form strictly (leniency off): the
/// pattern's own characters must be in the text as the pattern has them (`de` in es, `г.` in ru,
/// `年` in ja), whitespace where it has whitespace, and a field's value must be a number or one of
/// the field's names (a month's in any width or context, `Nov` where the pattern writes
/// `November`; even where it writes the month as a number). So a text with a letter or a mark
/// that neither the form nor a name it may read writes is none of its dates, and ICU is not
/// asked: a text with a word no form writes (`Nov 31 2026 soon`, `hello`) costs no ICU parse.
extension DateFieldFormatter {
    /// `text` read by ICU in the locale's forms (``read(_:)``'s last step): first as pasted, then
    /// `trimmed` (without the whitespace around it, its bidi marks and the pattern's own words
    /// around the date), as ICU was always asked, but only in the forms that may read each
    /// (``DateWords/Form/mayRead(_:)``), and in at most two. Where `trimmed` differs from
    /// `text` only by whitespace and bidi marks, a form that writes no bidi marks is asked of
    /// `trimmed` alone: ICU skips whitespace and bidi marks before a field, and fails on
    /// whitespace after the text, so it reads `text` only where it reads `trimmed`, as the same
    /// date. With `everyForm`, every form of both texts: eight parses, the reading before, which the tests compare with this one. The last reading is kept: the field's value of
    /// an open text a paste leaves reads the same text again, at no cost.
    ///
    /// - Complexity: at most two ICU parses, O(n) in the text's length each; none where a
    ///   letter or mark of the text is in no form, or the text is the one read last.
    func parseInForms(_ text: String, trimmed: String, everyForm: Bool = false) -> ParsedDate? {
        if everyForm { return icu.parse(text) ?? icu.parse(trimmed) }
        // A paste that leaves an open text reads it again for the field's value: the same text.
        if let last = dateWords.lastParse.withLock({ $0 }), last.text == text, last.trimmed == trimmed { return last.parsed }
        let parsed = parseInForms(text, trimmed: trimmed)
        dateWords.lastParse.withLock { $0 = (text, trimmed, parsed) }
        return parsed
    }

    private func parseInForms(_ text: String, trimmed: String) -> ParsedDate? {
        let forms = dateWords.words(of: icu).forms
        let pasted = DateWords.Shape(text), bare = text == trimmed ? pasted : DateWords.Shape(trimmed)
        let sameShape = pasted == bare
        var first: [(text: String, style: ICUCalendar.Style)] = [], then: [(text: String, style: ICUCalendar.Style)] = []
        for form in forms where form.mayRead(pasted) {
            first.append((sameShape && !form.hasInvisibleMarks ? trimmed : text, form.style))
        }
        if !sameShape {
            for form in forms where form.mayRead(bare) { then.append((trimmed, form.style)) }
        }
        // With whitespace around it and the pattern's words, ICU reads the text as pasted only
        // where a form ends with words of its own (ru `г.`) that take the whitespace: rarely, so
        // it is asked of the text trimmed first.
        let attempts = !sameShape && text != text.trimmingWhitespace ? then + first : first + then
        for attempt in attempts.prefix(Self.mostParses) {
            if let parsed = icu.parse(attempt.text, styles: [attempt.style]) { return parsed }
        }
        return nil
    }

    /// A date ICU read: in the field's calendar, and in the Gregorian one.
    typealias ParsedDate = (year: Int, month: Int, day: Int, gregorian: GregorianDate)

    /// The most ICU parses a reading makes (the Performance article's budget). A text may fit more than two forms
    /// (ICU reads a month's name of any width in any form, even one that writes the month as a
    /// number): ICU is asked of the first two, in its order. Of the texts `DatePasteCostTests`
    /// tries in all of ICU's locales, every form's own text of a date reads as before; of texts
    /// with a name in another width than the form writes (nb `25. november. 2026` for
    /// `25. nov. 2026`), 144 of 88,715 that read before are refused.
    static let mostParses = 2
}

extension DateFieldFormatter.DateWords {
    /// A text as ``Form/mayRead(_:)`` sees it: its runs of letters, lower-cased (a final sigma as
    /// any other: ICU matches names without regard to case), and its marks (not letters, digits,
    /// whitespace or bidi marks).
    struct Shape: Equatable {
        var runs: [String] = []
        var marks: Set<Character> = []
        /// Whether it has whitespace (or a bidi mark, which ICU reads as whitespace).
        var hasSpace = false

        init(_ text: String) {
            var letters = ""
            for character in text {
                if character.isWhitespace || DateFieldFormatter.invisibleMarks.contains(character) { hasSpace = true }
                if character.isLetter {
                    letters += character.lowercased()
                    continue
                }
                if !letters.isEmpty { runs.append(Self.folded(letters)) }
                letters = ""
                if !character.isWhitespace, DateFieldFormatter.digit(character) == nil,
                   !DateFieldFormatter.invisibleMarks.contains(character) {
                    marks.insert(character)
                }
            }
            if !letters.isEmpty { runs.append(Self.folded(letters)) }
        }

        private static func folded(_ letters: String) -> String {
            letters.contains("ς") ? letters.replacing("ς", with: "σ") : letters
        }
    }

    /// Every form of the names of months, weekdays and eras in the locale and calendar (wide,
    /// abbreviated, narrow, short; in a date and alone), as ICU writes them for fields of a
    /// pattern: what ICU may read a field as.
    struct Names: Sendable {
        var months: Set<String> = [], weekdays: Set<String> = [], eras: Set<String> = []
        /// The runs of each era's name, each width apart (es `d. C.`: `d`, `c`).
        var eraNames: Set<Set<String>> = []
        var monthMarks: Set<Character> = [], weekdayMarks: Set<Character> = [], eraMarks: Set<Character> = []

        /// The names of `dates`' months, weekdays and eras.
        ///
        /// - Complexity: one ICU format of a pattern (which opens a format) per date.
        init(of icu: ICUCalendar, on dates: [GregorianDate]) {
            let pattern = "MMMM MMM MMMMM LLLL LLL LLLLL'|'EEEE EEE EEEEE EEEEEE cccc ccc ccccc cccccc'|'GGGG'|'G'|'GGGGG"
            for date in dates {
                guard let text = try? icu.format(date, pattern: pattern) else { continue }
                let kinds = text.split(separator: "|", omittingEmptySubsequences: false).map { Shape(String($0)) }
                guard kinds.count == 5 else { continue }
                months.formUnion(kinds[0].runs)
                weekdays.formUnion(kinds[1].runs)
                for era in kinds[2...] {
                    eras.formUnion(era.runs)
                    eraNames.insert(Set(era.runs))
                    eraMarks.formUnion(era.marks)
                }
                monthMarks.formUnion(kinds[0].marks)
                weekdayMarks.formUnion(kinds[1].marks)
            }
        }
    }

    /// What one of the locale's forms of a date writes, from its dates in every month and on
    /// every weekday: enough to tell, before ICU is asked, that a text is none of its dates.
    struct Form: Sendable {
        let style: ICUCalendar.Style
        /// The runs of letters ICU may read in this form: its own (`de`, `г`, `年`), the pieces
        /// of its own runs around a name (`日` of `日星期三`), and every name of the months and
        /// eras, of the weekdays where it writes the weekday.
        let vocabulary: Set<String>
        /// What a run of letters written with no space between may be made of (zh `日周三`):
        /// the vocabulary but for names of one letter of a cased script, which would make any word
        /// of them (`soon` of the narrow names `S`, `O`, `N`).
        let pieces: Set<String>
        /// The length of the longest of ``pieces``.
        let longest: Int
        /// The runs every date of the form writes before its last number that are no name: the
        /// pattern's own words, which a text it reads holds (as it is, whatever the case). ICU
        /// reads a text that ends before the pattern's own last words (`25 ноября 2026` in ru,
        /// whose pattern ends with `г.`), and one without the era's name (ps `G y MMM d`): those
        /// are not required.
        let required: [String]
        /// The marks ICU may read in this form: its own and its names'.
        let marks: Set<Character>
        /// Whether every date of the form has whitespace of the pattern's own before its last
        /// number (not between two letters, which may be within a name): ICU reads a text in
        /// the form only with whitespace there (`25. listopadu 2026` in cs, not
        /// `25.listopadu.2026`).
        let needsSpace: Bool
        /// Whether the form writes the weekday (its words change from one day to the next): a
        /// text it reads holds a weekday's name.
        let hasWeekday: Bool
        /// Whether the form writes bidi marks (ar `d‏/M‏/y`), which ICU then reads in a text.
        let hasInvisibleMarks: Bool
        /// Whether an earlier form writes every date as this one does (ja: medium and short are
        /// both `y/MM/dd`): it reads what that one reads, and is not asked.
        let repeatsEarlier: Bool
        /// The names of the weekdays and of the months.
        let weekdays: Set<String>, months: Set<String>
        /// The runs every date of the form writes (its own words, an era's name): a weekday's
        /// name that is one of them (eu `a` of `25(a)`, a narrow name of Tuesday) shows no weekday,
        /// unless the text has it twice (ko `일`, the day's word and Sunday's).
        let own: Set<String>
        /// Whether every date of the form writes a month's name (not a number).
        let writesMonthName: Bool
        /// The form's dates, to tell forms that write the same apart.
        private let samples: [String]

        /// The form of `style` from `samples`, its dates, those from `firstWeekday` on seven days in
        /// a row; `earlier`, the forms before it.
        init(style: ICUCalendar.Style, samples: [String], firstWeekday: Int, names: Names, earlier: [Form]) {
            self.style = style
            self.samples = samples
            let shapes = samples.map(Shape.init)
            hasWeekday = shapes.count > firstWeekday && Set(shapes[firstWeekday...].map { Set($0.runs) }).count > 1
            var vocabulary = names.months.union(names.eras)
            var marks = names.monthMarks.union(names.eraMarks)
            if hasWeekday {
                vocabulary.formUnion(names.weekdays)
                marks.formUnion(names.weekdayMarks)
            }
            let allNames = names.months.union(names.weekdays).union(names.eras)
            // A name of one letter of a cased script would make any word of its letters.
            let splitting = allNames.filter { $0.count > 1 || $0.first?.isCased == false }
            var pieces = vocabulary.filter { $0.count > 1 || $0.first?.isCased == false }
            for shape in shapes {
                marks.formUnion(shape.marks)
                for run in shape.runs {
                    vocabulary.insert(run)
                    pieces.insert(run)
                    for name in splitting where run != name && run.contains(name) {
                        for piece in run.split(separator: name) {
                            vocabulary.insert(String(piece))
                            pieces.insert(String(piece))
                        }
                    }
                }
            }
            self.vocabulary = vocabulary
            self.pieces = pieces
            longest = pieces.map(\.count).max() ?? 0
            self.marks = marks
            let common = shapes.dropFirst().reduce(Set(shapes.first?.runs ?? [])) { $0.intersection($1.runs) }
            // An era's name the form writes (all its runs in every date): ICU reads a text without it.
            let era = names.eraNames.filter { !$0.isEmpty && $0.isSubset(of: common) }.reduce(into: Set<String>()) { $0.formUnion($1) }
            // The runs after a date's last number: words of the pattern a text may leave out.
            var last: Set<String> = []
            for sample in samples {
                guard let end = sample.lastIndex(where: { DateFieldFormatter.digit($0) != nil }) else { continue }
                last.formUnion(Shape(String(sample[end...])).runs)
            }
            required = common.subtracting(names.months).subtracting(names.weekdays).subtracting(era).subtracting(last).sorted()
            needsSpace = !samples.isEmpty && samples.allSatisfy(Self.hasOwnSpace)
            hasInvisibleMarks = samples.contains { $0.contains(where: DateFieldFormatter.invisibleMarks.contains) }
            repeatsEarlier = earlier.contains { $0.samples == samples }
            weekdays = names.weekdays
            months = names.months
            own = common
            writesMonthName = !shapes.isEmpty && shapes.allSatisfy { !names.months.isDisjoint(with: $0.runs) }
        }

        /// Whether `sample` has whitespace before its last number that is not between two letters.
        private static func hasOwnSpace(_ sample: String) -> Bool {
            let characters = Array(sample)
            guard let end = characters.lastIndex(where: { DateFieldFormatter.digit($0) != nil }) else { return false }
            for index in characters.indices where index > 0 && index < end && characters[index].isWhitespace {
                if !(characters[index - 1].isLetter && characters[index + 1].isLetter) { return true }
            }
            return false
        }

        /// Whether ICU may read `text` in this form: each of its runs of letters is one of the
        /// form's runs or names, or made of them (with no space between); each of its marks is
        /// one the form or a name writes; it holds the form's own words, and a weekday's name
        /// where the form writes the weekday; whitespace where the form needs it.
        /// `false` only for a text ICU cannot read in the form.
        ///
        /// - Complexity: O(*n*) in the text's length where each run is one of the form's, up to
        ///   O(*n* · *l*) with runs made of several (*l* the longest of ``pieces``).
        func mayRead(_ text: Shape) -> Bool {
            guard !repeatsEarlier, !needsSpace || text.hasSpace, text.marks.isSubset(of: marks) else { return false }
            var weekdayRuns: Set<Int> = [], monthRuns: Set<Int> = []
            for (index, run) in text.runs.enumerated() {
                let whole = vocabulary.contains(run)
                if whole, !hasWeekday { continue }
                if whole, weekdays.contains(run) || months.contains(run) {
                    if weekdays.contains(run), !own.contains(run) || text.runs.filter({ $0 == run }).count > 1 {
                        weekdayRuns.insert(index)
                    }
                    if months.contains(run) { monthRuns.insert(index) }
                    continue
                }
                guard let made = madeOfPieces(run) else {
                    // The last run may be the pattern's last words begun (tt `25 ноябрь, 2026 е`
                    // of `ел`): ICU reads a text that ends within them.
                    if whole || index == text.runs.count - 1 && vocabulary.contains(where: { $0.hasPrefix(run) }) { continue }
                    return false
                }
                if made.weekday { weekdayRuns.insert(index) }
                if made.month { monthRuns.insert(index) }
            }
            guard required.allSatisfy({ word in text.runs.contains { $0.contains(word) } }) else { return false }
            guard hasWeekday else { return true }
            // The weekday's name, and the month's where the form writes one: two runs (es `mar`
            // is Tuesday and March, not both).
            guard !weekdayRuns.isEmpty else { return false }
            return !writesMonthName || monthRuns.contains { month in weekdayRuns.contains { $0 != month } }
        }

        /// Whether `run` is made of ``pieces`` one after another, and whether it may be so with a
        /// weekday's name, and with a month's, among them; `nil` where it is not.
        private func madeOfPieces(_ run: String) -> (weekday: Bool, month: Bool)? {
            let characters = Array(run)
            // For each position reached: whether a weekday's name, a month's, may be before it.
            var reached = [(weekday: Bool, month: Bool)?](repeating: nil, count: characters.count + 1)
            reached[0] = (false, false)
            for start in characters.indices {
                guard let before = reached[start] else { continue }
                for end in (start + 1)...min(characters.count, start + longest) {
                    let piece = String(characters[start..<end])
                    guard pieces.contains(piece) else { continue }
                    let was = reached[end] ?? (false, false)
                    reached[end] = (was.weekday || before.weekday || (weekdays.contains(piece) && !own.contains(piece)),
                                    was.month || before.month || months.contains(piece))
                }
            }
            return reached[characters.count]
        }
    }
}
