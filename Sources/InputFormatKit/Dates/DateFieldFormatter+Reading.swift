extension DateFieldFormatter {
    /// Reads pasted text as the raw digits to insert, and whether they are keys typed one after
    /// another (digits alone, whose first digit of a day or month may still pad it, as typed) or
    /// fields read whole: digits alone as typed; the locale's
    /// numeric form whole or begun (`4.11.26`, `15.11.`), ISO 8601 (`2026-11-25`, a Gregorian
    /// date whatever the field's calendar, its expanded years too: `+2026-11-25`; `-0001-01-01`,
    /// before the common era, is outside the calendar); the locale's full, long, medium or short form through
    /// ICU. A whole day or month that is none throws ``EditRejection/notAMonth(_:)`` or
    /// ``EditRejection/notADay(_:)``; anything else ``EditRejection/notADate(_:)``. A year of two
    /// digits after the day and month stays two digits, as typed, which ``value(raw:)`` reads as
    /// the year it stands for (`25.11.26` is 2026).
    ///
    /// A month–year field (`MM/yy`, `y-MM`) reads its own numeric form, ISO 8601's year and month
    /// (`2026-11`; a Gregorian month, where the field's calendar has the same month), and the
    /// locale's month and year in words (ICU's patterns of the skeletons `yMMMM` and `yMMM`:
    /// `November 2026`, `Nov 2026`); a whole date (`2026-11-25`, `25.11.2026`) it refuses, its day
    /// being one the field cannot hold. A field whose pattern writes the year in two digits takes
    /// a year of four where those two digits stand for it (`11/2026` in `MM/yy` around 2026).
    ///
    /// `everyForm` asks ICU of every form, as the reading once did (``parseInForms(_:trimmed:everyForm:)``).
    ///
    /// - Complexity: O(n) in the text's length, and at most two ICU parses (none for a text with
    ///   a word or mark no date of the locale writes).
    func read(_ text: String, everyForm: Bool = false) throws(EditRejection) -> (digits: [UInt8], asTyped: Bool) {
        let (visible, trimmed) = trimmedForReading(text)
        // A space after the digits ends a field as a typed separator does (`2 ` is 02).
        let spaceAfter = trimmed == visible.trimmingWhitespace && visible.last?.isWhitespace == true
        if let iso = Self.expandedISODate(trimmed) {
            return (try isoDigits(year: iso.year, month: iso.month, day: iso.day, original: text), false)
        }
        if let numeric = try readNumeric(Substring(trimmed), endsWithSpace: spaceAfter, original: text) { return numeric }
        if !layoutPattern.hasDay {
            guard let parsed = parseMonthInWords(trimmed), let digits = digits(year: parsed.year, month: parsed.month, day: 1) else {
                throw .notADate(EditRejection.excerpt(text))
            }
            return (digits, false)
        }
        guard let parsed = parseInForms(text, trimmed: trimmed, everyForm: everyForm),
              let digits = digits(year: parsed.year, month: parsed.month, day: parsed.day) else {
            throw .notADate(EditRejection.excerpt(text))
        }
        return (digits, false)
    }

    /// `text` without bidi marks (`visible`), and that without the whitespace around it and the
    /// pattern's own words around the date (`trimmed`: an era, `г.`; not its punctuation, which
    /// reads as the separators it is, `2026. 11. 25.`).
    func trimmedForReading(_ text: String) -> (visible: String, trimmed: String) {
        let visible = text.filter { !Self.invisibleMarks.contains($0) }
        var trimmed = visible.trimmingWhitespace
        for affix in [layoutPattern.prefix, layoutPattern.suffix] where affix.contains(where: \.isLetter) {
            let affix = affix.filter { !Self.invisibleMarks.contains($0) }.trimmingWhitespace
            if !affix.isEmpty, trimmed.hasPrefix(affix) { trimmed = String(trimmed.dropFirst(affix.count)).trimmingWhitespace }
            if !affix.isEmpty, trimmed.hasSuffix(affix) { trimmed = String(trimmed.dropLast(affix.count)).trimmingWhitespace }
        }
        return (visible, trimmed)
    }

    /// Bidi marks that ICU writes into some locales' dates (`dd‏/MM‏/y`).
    static let invisibleMarks: Set<Character> = ["\u{200E}", "\u{200F}", "\u{061C}"]

    /// Digits and separators read as a date: `nil` when the text has anything else (letters for
    /// ICU to read).
    private func readNumeric(_ text: Substring, endsWithSpace: Bool, original: String) throws(EditRejection)
        -> (digits: [UInt8], asTyped: Bool)? {
        var groups: [[UInt8]] = [[]]
        var separators: [Character] = []
        // A mark with no digits before it, or after another mark (spaces aside), stands for a
        // part left out (`/12/2026`, `25//2026`, what deleting a day or month leaves): no other
        // part's digits take its place.
        var marksSinceDigit = 1, leavesAPartOut = false
        for character in text {
            if character.unicodeScalars.count == 1, let digit = character.unicodeScalars.first.flatMap(DecimalDigit.value(of:)) {
                groups[groups.count - 1].append(UInt8(ascii: "0") + digit)
                if marksSinceDigit > 1 { leavesAPartOut = true }
                marksSinceDigit = 0
            } else if character.isWhitespace || isSeparatorKey(character) {
                if !character.isWhitespace { marksSinceDigit += 1 }
                if !groups[groups.count - 1].isEmpty {
                    groups.append([])
                    separators.append(character)
                }
            } else {
                return nil
            }
        }
        if leavesAPartOut { throw .notADate(EditRejection.excerpt(original)) }
        if endsWithSpace, !groups[groups.count - 1].isEmpty { groups.append([]) }
        let endsWithSeparator = groups.count > 1 && groups[groups.count - 1].isEmpty
        let endsWithMark = text.last.map { DecimalDigit.ascii(of: $0) == nil } ?? false
        groups.removeAll { $0.isEmpty }
        let order = layoutPattern.order
        switch groups.count {
        case 0:
            return ([], false)
        case 1 where groups[0].count <= length && !endsWithSeparator:
            return (groups[0], true)
        case 1 where layoutPattern.yearWidth == 2 && groups[0].count == length + 2:
            // Digits alone with a year of four where the pattern writes two (`012027`, as
            // autofill writes `MMyyyy`): the parts in the pattern's order, read as if separated.
            var parts: [[UInt8]] = [], start = 0
            for component in order {
                let width = component == .year ? 4 : 2
                parts.append(Array(groups[0][start..<(start + width)]))
                start += width
            }
            return try ownOrder(parts, separatorLast: false, original: original)
        case 2 where !layoutPattern.hasDay && groups[0].count == 4 && separators.first == "-" && !ownFormIsISO:
            // ISO 8601's year and month (`2026-11`): a Gregorian month.
            guard !endsWithMark else { throw .notADate(EditRejection.excerpt(original)) }
            return (try isoMonthDigits(year: Self.number(groups[0][...]) ?? 0, month: Self.number(groups[1][...]) ?? 0,
                                       original: original), false)
        case 3 where groups[0].count == 4 && separators.first == "-" && !ownFormIsISO:
            // ISO 8601 ends with the day: a mark after it is trailing text (`2026-11-25-`).
            guard !endsWithMark else { throw .notADate(EditRejection.excerpt(original)) }
            return (try isoDigits(groups, original: original), false)
        case 3 where groups[0].count == 4 && separators.first == "-" && order != [.year, .month, .day]:
            // The locale's own form in ISO 8601's shape, another order (ky `y-dd-MM`): its own
            // reading wins (`1976-04-02` is 4 February); a text it cannot read is ISO 8601's
            // where that reads (`1976-04-21`, 21 April: typed, its keys pass `1976-04-02`).
            do throws(EditRejection) { return try ownOrder(groups, separatorLast: endsWithSeparator, original: original) } catch {
                guard !endsWithMark, let digits = try? isoDigits(groups, original: original) else { throw error }
                return (digits, false)
            }
        case 1...3:
            return try ownOrder(groups, separatorLast: endsWithSeparator, original: original)
        default:
            throw .notADate(EditRejection.excerpt(original))
        }
    }

    /// The year, month and day of an ISO 8601 date in the standard's expanded form: a year
    /// with a sign, or of more than four digits (`+2026-11-25`; `-0001-01-01`, 2 BCE;
    /// `+10000-01-01`), the sign `-` making it a year before the common era; `nil` for any
    /// other text.
    ///
    /// - Complexity: O(n) in the text's length.
    static func expandedISODate(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let sign = text.first.flatMap { $0 == "+" || $0 == "-" || $0 == "\u{2212}" ? $0 : nil }
        let parts = text.dropFirst(sign == nil ? 0 : 1).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count >= (sign == nil ? 5 : 4), parts[0].count <= 12,
              parts[1].count == 2, parts[2].count == 2 else { return nil }
        var numbers = [Int]()
        for part in parts {
            var number = 0
            for character in part {
                guard let digit = digit(character) else { return nil }
                number = number * 10 + Int(digit)
            }
            numbers.append(number)
        }
        // ISO 8601 counts a year 0 (1 BCE): `-0001` is 2 BCE.
        return (sign == nil || sign == "+" ? numbers[0] : -numbers[0], numbers[1], numbers[2])
    }

    /// The raw digits of `groups`, a year, a month and a day of ISO 8601: a Gregorian date,
    /// shown in the field's calendar. Throws ``EditRejection/notADate(_:)`` where they are no
    /// date, ``EditRejection/dateOutsideCalendar(_:)`` where the Gregorian year or the
    /// calendar's is outside 1 to 9999 (`-0001-01-01`; `9999-12-31` in the Buddhist calendar),
    /// quoting `original`.
    private func isoDigits(_ groups: [[UInt8]], original: String) throws(EditRejection) -> [UInt8] {
        try isoDigits(year: Self.number(groups[0][...]) ?? 0, month: Self.number(groups[1][...]) ?? 0,
                      day: Self.number(groups[2][...]) ?? 0, original: original)
    }

    private func isoDigits(year: Int, month: Int, day: Int, original: String) throws(EditRejection) -> [UInt8] {
        // A whole date in a month–year field: its day is one the field cannot hold.
        guard layoutPattern.hasDay else { throw .notADate(EditRejection.excerpt(original)) }
        // A year the field's dates do not reach (before the common era, after 9999) with a month
        // and a day that may be one is a date outside its calendar, not text that is none.
        if !(1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) {
            throw .dateOutsideCalendar(EditRejection.excerpt(original))
        }
        guard let date = GregorianDate.valid(year: year, month: month, day: day),
              let shown = isGregorian ? (date.year, date.month, date.day) : icu.convert(fromGregorian: date)
        else { throw .notADate(EditRejection.excerpt(original)) }
        guard let digits = digits(year: shown.year, month: shown.month, day: shown.day) else {
            throw .dateOutsideCalendar(EditRejection.excerpt(original))
        }
        return digits
    }

    /// The raw digits of ISO 8601's `year` and `month` (`2026-11`), a Gregorian month, in a
    /// month–year field: refused (``EditRejection/notADate(_:)``) where the field's calendar has no
    /// such month (the Persian calendar's months straddle the Gregorian ones), or
    /// ``EditRejection/dateOutsideCalendar(_:)`` where the year is outside 1 to 9999.
    ///
    /// - Complexity: two ICU calls in a calendar other than the Gregorian.
    private func isoMonthDigits(year: Int, month: Int, original: String) throws(EditRejection) -> [UInt8] {
        guard (1...12).contains(month) else { throw .notAMonth(String(decoding: Self.asciiDigits(month, width: 2), as: UTF8.self)) }
        guard (1...9999).contains(year) else { throw .dateOutsideCalendar(EditRejection.excerpt(original)) }
        guard let first = GregorianDate.valid(year: year, month: month, day: 1),
              let last = GregorianDate.valid(year: year, month: month, day: GregorianDate.days(inMonth: month, year: year)) else {
            throw .notADate(EditRejection.excerpt(original))
        }
        var shown = (year: year, month: month)
        if !isGregorian {
            guard let start = icu.convert(fromGregorian: first), let end = icu.convert(fromGregorian: last),
                  (start.year, start.month) == (end.year, end.month) else { throw .notADate(EditRejection.excerpt(original)) }
            shown = (start.year, start.month)
        }
        guard let digits = digits(year: shown.year, month: shown.month, day: 1) else {
            throw .dateOutsideCalendar(EditRejection.excerpt(original))
        }
        return digits
    }

    /// A month and a year in words read by ICU (a month–year field's last reading): in the
    /// patterns the locale gives the skeletons `yMMMM` and `yMMM` (`November 2026`, `Nov 2026`);
    /// `nil` for a text without a letter, or that neither reads.
    ///
    /// - Complexity: at most two ICU parses, none for a text without a letter.
    func parseMonthInWords(_ text: String) -> (year: Int, month: Int)? {
        guard text.contains(where: \.isLetter) else { return nil }
        for skeleton in ["yMMMM", "yMMM"] {
            guard let pattern = try? ICUCalendar.pattern(skeleton: skeleton, locale: locale) else { continue }
            if let parsed = icu.parse(text, pattern: pattern) { return (parsed.year, parsed.month) }
        }
        return nil
    }

    /// The raw digits of one to three `groups` of digits in the locale's own order, whole or
    /// begun (`separatorLast`: a separator typed after the last); more groups than the pattern's
    /// fields are no date.
    private func ownOrder(_ groups: [[UInt8]], separatorLast endsWithSeparator: Bool, original: String) throws(EditRejection)
        -> (digits: [UInt8], asTyped: Bool) {
        let order = layoutPattern.order
        guard groups.count <= order.count else { throw .notADate(EditRejection.excerpt(original)) }
        var result: [UInt8] = []
        for (index, group) in groups.enumerated() {
            let component = order[index]
            let isLast = index == groups.count - 1 && !endsWithSeparator
            switch component {
            case .year where layoutPattern.yearWidth == 2:
                // The pattern's two digits (or one, begun); four where those two stand for the
                // year (`2026` is `26` around 2026; `1926` is no `26`, which stands for 2026).
                if group.count == 2 || (isLast && group.count < 2) {
                    result += group
                } else if group.count == 4, let year = Self.number(group[...]), twoDigitYear(year % 100) == year {
                    result += group.suffix(2)
                } else {
                    throw .notADate(EditRejection.excerpt(original))
                }
            case .year where group.count == 4:
                result += group
            case .year where group.count == 2 && index == groups.count - 1 && index == order.count - 1:
                // A year of two digits last is kept as typed, and read as the year it stands
                // for (``withFourDigitYear(_:)``): typed, more digits may still follow.
                result += group
            case .year where group.count == 2 && index == groups.count - 1:
                result += Self.asciiDigits(twoDigitYear(Self.number(group[...]) ?? 0), width: 4)
            case .year where isLast && group.count < 4:
                result += group
            case .day where group.count <= 2, .month where group.count <= 2:
                // One digit is a whole day or month before a separator (`4.11.` is 04.11.)
                // or where no second digit could follow it (`2026-3-5`); a last `1` may
                // still be the start of 12, as typed.
                let whole = !isLast || group[0] > Self.highestFirstDigit(of: component)
                let field = group.count == 1 && whole ? [UInt8(ascii: "0")] + group : group
                // A whole day or month that is none is refused, as typing it is: `12/25/2026`
                // in en_GB fits no order of its own, and is never month 25.
                if field.count == 2, let number = Self.number(field) {
                    let text = String(decoding: field, as: UTF8.self)
                    if component == .month, !(1...12).contains(number) { throw .notAMonth(text) }
                    if component == .day, !(1...31).contains(number) { throw .notADay(text) }
                }
                result += field
            case .day, .month:
                // More digits than a day or month has (`275/12/2026`).
                let text = EditRejection.excerpt(String(decoding: group, as: UTF8.self))
                throw component == .month ? .notAMonth(text) : .notADay(text)
            default:
                throw .notADate(EditRejection.excerpt(original))
            }
        }
        return (result, false)
    }

    /// Whether the locale's own numeric form looks like ISO 8601: the year first, then `-`
    /// (Swedish `y-MM-dd`, Pashto's Persian one, Kyrgyz `y-dd-MM`). Its dates are read as its
    /// own, in its order and calendar, so that the field's own text reads back as it is.
    var ownFormIsISO: Bool {
        layoutPattern.order.first == .year && layoutPattern.separators.first?.trimmingWhitespace == "-"
    }

    /// The year a two-digit year stands for: the one in the hundred years from eighty years
    /// before ``today`` (ICU's two-digit year start, where no day was given).
    func twoDigitYear(_ year: Int) -> Int {
        let start = shortYearStart ?? givenTwoDigitYearStart ?? icu.twoDigitYearStart
        let candidate = start - start % 100 + year
        return candidate < start ? candidate + 100 : candidate
    }

    /// The raw digits of a date in the field's calendar, in the pattern's order (the year in four
    /// digits: `0999`; in two where the pattern writes two, `26`; no day in a month–year field);
    /// `nil` for a year outside 1 to 9999, or one its two digits do not stand for (`1926` where
    /// `26` is 2026).
    func digits(year: Int, month: Int, day: Int) -> [UInt8]? {
        guard (1...9999).contains(year) else { return nil }
        if layoutPattern.yearWidth == 2, twoDigitYear(year % 100) != year { return nil }
        return layoutPattern.order.flatMap { component -> [UInt8] in
            switch component {
            case .day: Self.asciiDigits(day, width: 2)
            case .month: Self.asciiDigits(month, width: 2)
            case .year: layoutPattern.yearWidth == 2 ? Self.asciiDigits(year % 100, width: 2) : Self.asciiDigits(year, width: 4)
            }
        }
    }

    /// `number` in ASCII digits, padded with zeros to `width`.
    static func asciiDigits(_ number: Int, width: Int) -> [UInt8] {
        let digits = Array(String(number).utf8)
        return Array(repeating: UInt8(ascii: "0"), count: max(0, width - digits.count)) + digits
    }
}
