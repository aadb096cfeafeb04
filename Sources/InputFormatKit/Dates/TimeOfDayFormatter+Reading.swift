extension TimeOfDayFormatter {
    /// The period `text` names: the locale's name of it, `AM`/`PM`, `a.m.`/`p.m.`, in any case.
    func periodNamed(in text: String) -> UInt8? {
        let text = Self.foldedPeriod(text), pm = Self.foldedPeriod(periods.pm), am = Self.foldedPeriod(periods.am)
        if (!pm.isEmpty && text.contains(pm)) || text.hasSuffix("pm") { return UInt8(ascii: "p") }
        if (!am.isEmpty && text.contains(am)) || text.hasSuffix("am") { return UInt8(ascii: "a") }
        return nil
    }

    /// The period a run of letters names: a lone letter is its key, read as the typed key reads
    /// it (`9a53` is 09:53 AM, `9上53` 09:53 上午 in zh); `am` and `pm`, and the locale's names in
    /// any case, are the periods.
    private func periodNamed(byLetters letters: String) -> UInt8? {
        if letters.count == 1, let key = letters.first.flatMap(period(for:)) { return key }
        let folded = Self.foldedPeriod(letters)
        if folded == "am" || folded == Self.foldedPeriod(periods.am) { return UInt8(ascii: "a") }
        if folded == "pm" || folded == Self.foldedPeriod(periods.pm) { return UInt8(ascii: "p") }
        return nil
    }

    /// Reads pasted text: `9:41`, `09:41 PM`, `21:41` (on a 12-hour clock 9:41 PM: an hour 13 to
    /// 23 can only be that; `00:30` is 12:30 AM), in a field with seconds `9:41:05`, `21:41:05`
    /// (one digit of minutes before the seconds is the minutes: `12:3:56` is 12:03:56, what an
    /// edit in place of the minutes shows), digits alone as typed, with the
    /// words of the locale's patterns of either clock around them; a lone `a` or `p` is the
    /// period's key, as typed (on a 24-hour clock it turns an hour of three or four digits).
    ///
    /// Every period the text names must be the same: `8a6a` is 08:06 AM, as its keys give, and
    /// `8p6a` or `8:06 AM PM`, which name both, is no time (typed, the key naming the second is
    /// refused), never the one that happens to be looked for first.
    func read(_ text: String) throws(EditRejection) -> (digits: [UInt8], period: UInt8?, asTyped: Bool) {
        var named: Set<UInt8> = []
        var groups: [[UInt8]] = [[]]
        // The locale's period names go first: they may hold punctuation (`صبح، منجهند`). The field
        // writes a pending hour with its period as `1 PM`, so a name and the space before it end
        // no hour: the field's own text reads back as it was.
        var rest = text
        for (name, period) in [(periods.am, UInt8(ascii: "a")), (periods.pm, UInt8(ascii: "p"))] where !name.isEmpty && rest.contains(name) {
            named.insert(period)
            rest = rest.replacing(name, with: " ")
        }
        // So do the pattern's own words around the time (`ཆུ་ཚོད་`, `'ga'`), and where letters are
        // left, those of the locale's other clock (ee `ŋdi ga 9:24` in its 24-hour field).
        for (word, standsFor) in Self.words(of: layoutPattern) { rest = rest.replacing(word, with: standsFor) }
        if rest.contains(where: \.isLetter) {
            for (word, standsFor) in otherClock.words(locale: locale, uses12Hour: !layoutPattern.uses12Hour) {
                rest = rest.replacing(word, with: standsFor)
            }
        }
        // The runs of letters between digits, each a period's key, its name, or the beginning of
        // a name or of a word of the locale's patterns.
        var letterRuns: [String] = [""]
        // A separator before the first digit stands for an hour left out (`:34`, what deleting
        // the hour leaves): the minutes do not take its place.
        var separatorFirst = false
        // Whether a separator, not spaces alone, ended the first group of digits (fr_CA's `83 h`,
        // whose `h` reads as one; not `87 A`).
        var separatorAfterFirst = false
        for character in rest.trimmingWhitespace {
            if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                if separatorFirst { throw .notATime(EditRejection.excerpt(text)) }
                groups[groups.count - 1].append(digit)
                if !letterRuns[letterRuns.count - 1].isEmpty { letterRuns.append("") }
            } else if character.isWhitespace || isSeparatorKey(character) {   // as the typed key reads it
                if groups.count == 1, groups[0].isEmpty, !character.isWhitespace { separatorFirst = true }
                if !character.isWhitespace, !groups[0].isEmpty, groups.count == 1 || (groups.count == 2 && groups[1].isEmpty) {
                    separatorAfterFirst = true
                }
                if !groups[groups.count - 1].isEmpty { groups.append([]) }
            } else if character.isLetter {
                letterRuns[letterRuns.count - 1].append(character)   // a period's name: checked below
            } else if DateFieldFormatter.invisibleMarks.contains(character) {
                continue
            } else {
                throw .notATime(EditRejection.excerpt(text))
            }
        }
        for letters in letterRuns where !letters.isEmpty {
            if let period = periodNamed(byLetters: letters) {
                named.insert(period)
            } else if !beginsAWord(letters) {
                // Letters that only begin a period's name or a word of the locale's patterns (bg
                // `ч` of `ч.`) say nothing yet, as typed: they are left out. Others make no time.
                throw .notATime(EditRejection.excerpt(text))
            }
        }
        guard named.count <= 1 else { throw .notATime(EditRejection.excerpt(text)) }
        var period = named.first
        // An hour of one digit before a separator is the whole hour (`9:` is 09), as typed; so is
        // one before a space that ends the paste (`2 ` is 02), as the typed key.
        // (Before a space, two digits the first of which begins no hour, `78 ` or `87 A`, are keys
        // as typed: 07:08, 08:07. Before a separator they are the hour the field shows when one
        // is edited in place, `83:`, and read back as it.)
        let beginsHour = groups[0].count < 2 || groups[0].first.map { $0 <= UInt8(ascii: "2") } == true
        let spaceAfter = text.last?.isWhitespace == true && groups.count == 1 && beginsHour
        let hourEnded = groups[0].count <= 2 && ((groups.count == 2 && groups[1].isEmpty && (beginsHour || separatorAfterFirst)) || spaceAfter)
        // (A separator ends the text: the field's own text ends so once the minutes are whole.)
        let separatorLast = groups.count > 1 && groups[groups.count - 1].isEmpty
        groups.removeAll { $0.isEmpty }
        switch groups.count {
        case 0: return ([], period, false)
        case 1 where hourEnded: return (groups[0].count == 1 ? [UInt8(ascii: "0")] + groups[0] : groups[0], period, false)
        case 1 where groups[0].count <= digitCount: return (groups[0], period, true)
        case 2 where layoutPattern.hasSeconds && groups[1].count <= 2 && (groups[0].count > 2 || !separatorLast)
                     && typedAsHourAndMinutes(groups[0]):
            // Digits that typed are the hour and minutes, then the seconds (`0506:09`, `506:09`
            // are 05:06:09; `56:34` is 05:06:34, as its keys give, and never the field's own text
            // of an hour 56, which ends with the minutes' separator): keys as typed, the separator
            // shown after the minutes passed over.
            return (groups[0] + groups[1], period, true)
        case 2 where groups[0].count <= 2 && groups[1].count <= (layoutPattern.hasSeconds ? 4 : 2),
             3 where layoutPattern.hasSeconds && groups[0].count <= 2 && groups[1].count <= 2 && groups[2].count <= 2:
            var hour = DateFieldFormatter.number(groups[0][...]) ?? 0
            if layoutPattern.uses12Hour, Self.otherClockHours.contains(hour), groups[1].count >= 2 {
                // A 24-hour time on a 12-hour clock: 00:30 is 12:30 AM, 21:05 is 9:05 PM. A
                // period named too picks the period, as its key typed after the minutes does
                // (`21:20 AM` is 9:20 AM, typed or pasted).
                if period == nil { period = UInt8(ascii: hour == 0 ? "a" : "p") }
                hour = hour == 0 ? 12 : hour - 12
            }
            if !layoutPattern.uses12Hour, let chosen = period, hour <= 12 {
                hour = Self.hour(hour, in: chosen)
            }
            // Seconds after the minutes: the minutes are whole (`12:3:56` is 12:03:56).
            let minutes = groups.count == 3 ? DateFieldFormatter.asciiDigits(DateFieldFormatter.number(groups[1][...]) ?? 0, width: 2) : groups[1]
            return (DateFieldFormatter.asciiDigits(hour, width: 2) + minutes + (groups.count == 3 ? groups[2] : []),
                    layoutPattern.uses12Hour ? period : nil, false)
        default:
            throw .notATime(EditRejection.excerpt(text))
        }
    }

    /// Whether `digits`, typed, are the hour and the minutes: four digits once a lone first
    /// digit of either is padded (`506` is 05:06, `0506` too; `777` is 07:07:7).
    ///
    /// - Complexity: O(*n*) in the number of digits.
    func typedAsHourAndMinutes(_ digits: [UInt8]) -> Bool {
        var typed: [UInt8] = [], caret = 0
        for digit in digits {
            typed.append(digit)
            caret += 1
            padLoneField(&typed, caret: &caret)
        }
        return typed.count == 4
    }

    /// The words of `pattern` around the time (`hodź.`, `'ga'`, fr_CA's `h`), each with what it
    /// stands for in a paste: the separators' a `:` (fr_CA's `h` and `min`), any other a space.
    /// A word that ends with a dot comes again without it, after it (`hodź`): the dot is
    /// punctuation a text may leave out, as typing may stop before it.
    static func words(of pattern: TimePattern) -> [(word: String, standsFor: String)] {
        let separators = [pattern.separator, pattern.secondSeparator]
        return [pattern.separator, pattern.secondSeparator, pattern.prefix, pattern.suffix, pattern.periodGap].flatMap { literal in
            guard literal.contains(where: \.isLetter) else { return [(word: String, standsFor: String)]() }
            let word = literal.trimmingWhitespace, standsFor = separators.contains(literal) ? ":" : " "
            let undotted = String(word.reversed().drop { $0 == "." }.reversed())
            return undotted == word ? [(word, standsFor)] : [(word, standsFor), (undotted, standsFor)]
        }
    }

    /// The words of the locale's other clock's pattern, found once, when a text with letters the
    /// field's own words leave is first read.
    final class OtherClockWords: Sendable {
        private let cache = Locked<[(word: String, standsFor: String)]?>(nil)

        /// The words of the pattern of `locale`'s 12-hour (`uses12Hour`) or 24-hour clock.
        ///
        /// - Complexity: one ICU pattern generator lookup, the first time only.
        func words(locale: String, uses12Hour: Bool) -> [(word: String, standsFor: String)] {
            if let words = cache.withLock({ $0 }) { return words }
            let pattern = (try? ICUCalendar.pattern(skeleton: uses12Hour ? "hmm" : "Hmm", locale: locale)).flatMap { try? TimePattern($0) }
            let words = pattern.map(TimeOfDayFormatter.words(of:)) ?? []
            cache.withLock { $0 = words }
            return words
        }
    }
}
