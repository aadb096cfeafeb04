/// A date typed in a notation its digits alone cannot hold: in words (`Nov 25, 2026`,
/// `25. November 2026`) or in ISO 8601 where the locale's order is another (`2026-11-25` in
/// de_DE). Such keys are kept as the text they are, an *open text*, which the field shows as
/// typed and whose value is the reading a paste of it gives (``DateFieldFormatter/read(_:)``):
/// typed key by key, the text ends with the value pasting it gives. Once editing ends, an open
/// text that reads as a date becomes its digits, shown in the field's pattern.
///
/// A field's raw characters are either digits alone (the date as its pattern lays it out) or an
/// open text: one with a letter, four digits and a `-`, or digits and separators edited inside
/// a part (`2/12/2026`, ``DateFieldFormatter/replace(_:in:with:)``). Keys go into an open text only while
/// it may still begin a date: each run of letters the start of a word the locale writes dates
/// with (a month, a weekday, `de`, `г.`), at most three numbers of at most four digits, at most three marks or
/// spaces in a row, at most ``DateFieldFormatter/longestOpenText`` characters; an ISO 8601 date
/// begun, `2026-1`. Anything else is refused as it is typed.
///
/// ```swift
/// var field = InputField(formatter: try DateFieldFormatter(locale: "en_US"))
/// field.type("Nov 25, 2026")
/// field.text.description                 // "Nov 25, 2026|"
/// field.value?.gregorian?.description    // "2026-11-25"
/// field.blur()
/// field.text.description                 // "11/25/2026"
/// ```
extension DateFieldFormatter {
    /// The most characters an open text holds: a weekday, a month and a year in words.
    public static let longestOpenText = 48

    /// Whether `raw` is an open text rather than digits.
    static func isOpenText(_ raw: String) -> Bool {
        raw.utf8.contains { !DecimalDigit.isASCII($0) }
    }

    /// Whether `text` has the shape of an open text: a letter, or four digits then `-` where the
    /// locale's own form is not ISO 8601's, or writes the year in two digits (`yy-MM`, whose
    /// `2026-` is a year of four typed). Any other text of the field is its digits.
    func hasOpenShape(_ text: String) -> Bool {
        text.contains(where: \.isLetter) || ((!ownFormIsISO || layoutPattern.yearWidth == 2) && Self.beginsWithISOYear(text))
    }

    /// Whether `text` may still begin a date the field reads: an open text whose words begin the
    /// locale's words, or an ISO 8601 date begun (`2026-`, `2026-11-2`).
    ///
    /// - Complexity: O(*n*) in the length of `text` (at most ``longestOpenText``) times the
    ///   locale's words; the first text with a letter formats the locale's words once.
    func mayBeginDate(_ text: String) -> Bool {
        guard text.utf8.count <= 4 * Self.longestOpenText, text.count <= Self.longestOpenText, hasOpenShape(text) else {
            return false
        }
        if !text.contains(where: \.isLetter) { return Self.beginsISODate(text, parts: layoutPattern.order.count) }
        let words = dateWords.words(of: icu)
        var letters = "", digits = 0, marks = 0, numbers = 0
        func lettersBeginAWord() -> Bool {
            defer { letters = "" }
            return letters.isEmpty || words.contains { $0.hasPrefix(letters) }
        }
        for character in text {
            if character.isLetter {
                letters += character.lowercased()
                (digits, marks) = (0, 0)
                continue
            }
            guard lettersBeginAWord() else { return false }
            if Self.digit(character) != nil {
                if digits == 0 { numbers += 1 }
                digits += 1
                marks = 0
                guard digits <= 4, numbers <= 3 else { return false }
                continue
            }
            digits = 0
            marks += 1
            guard marks <= 3, character.isWhitespace || Self.invisibleMarks.contains(character)
                    || words.marks.contains(character) else { return false }
        }
        return lettersBeginAWord()
    }

    /// The value of a digit of any script, `nil` for any other character.
    static func digit(_ character: Character) -> UInt8? {
        DecimalDigit.ascii(of: character)?.asciiByte.map { $0 - UInt8(ascii: "0") }
    }

    /// Whether `text` begins with four digits and a `-`: a year of ISO 8601.
    static func beginsWithISOYear(_ text: String) -> Bool {
        var count = 0
        for character in text {
            if count == 4 { return character == "-" }
            guard digit(character) != nil else { return false }
            count += 1
        }
        return false
    }

    /// Whether `text` is an ISO 8601 date begun and not yet whole: four digits, `-`, up to two
    /// digits, and again (a whole one, with two digits of the day, is read as a paste is); of a
    /// month–year field (`parts` 2), four digits, `-` and one digit of the month.
    static func beginsISODate(_ text: String, parts: Int = 3) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.count <= parts, groups[0].count == 4, groups.count < parts || groups[parts - 1].count < 2 else { return false }
        return groups.enumerated().allSatisfy { index, group in
            group.allSatisfy { digit($0) != nil } && (index == 0 || group.count <= 2) && (group.count > 0 || index == groups.count - 1)
        }
    }

    /// An open text edited anywhere but at its end, or pasted into: spliced as plain text is,
    /// and kept while it may still begin a date; else read as a paste of the whole (a whole ISO
    /// 8601 date becomes its digits), or refused. A deletion is refused only where it leaves
    /// digits alone that no date reads (``keptAfterDeletion(_:caret:)``). Digits and marks
    /// edited in place are edited by ``replace(_:inEditedText:with:)``.
    func replace(_ range: Range<Int>, inOpenText raw: String, with input: EditInput) -> RawEdit {
        if isEditedInPlace(raw) { return replace(range, inEditedText: raw, with: input) }
        let inserted: String
        switch input {
        case .deletion: inserted = ""
        case let .keystroke(character): inserted = String(character)
        case let .paste(text):
            guard text.count <= Self.longestOpenText else { return .rejected(.notADate(EditRejection.excerpt(text))) }
            inserted = text
        }
        let edit = RawEdit.splicing(inserted, into: raw, at: range)
        guard case let .replaced(result, selection) = edit else { return edit }
        if case .deletion = input {
            if let (text, caret) = partsLeft(afterDeleting: range, from: raw, leaving: result, caret: selection.lowerBound) {
                return kept(openText: text, caret: caret)
            }
            return keptAfterDeletion(result, caret: selection.lowerBound)
        }
        if mayBeginDate(result) { return kept(openText: result, caret: selection.lowerBound) }
        return replace(0..<0, in: "", with: .paste(result))
    }

    /// Whether `raw`, an open text, is digits and marks edited in place (`2/12/2026`; the
    /// pattern's own words around them, `г.`, aside) rather than a date in words or in ISO 8601.
    func isEditedInPlace(_ raw: String) -> Bool {
        var text = raw
        for affix in [layoutPattern.prefix, layoutPattern.suffix] where affix.contains(where: \.isLetter) {
            text = text.replacing(affix, with: "")
        }
        return !hasOpenShape(text)
    }

    /// Digits and marks edited in place (``replace(_:in:with:)``), edited again: the marks stay
    /// decoration (a deletion takes digits only; over marks alone it takes the digit beyond
    /// them, rule 2), only digits are typed (in the locale's digits), and a paste over the whole
    /// is a paste into an empty field; what is left is kept while a paste of it reads
    /// (``keptIfRead(_:caret:)``). A deletion is refused only as ``keptAfterDeletion(_:caret:)`` says.
    func replace(_ range: Range<Int>, inEditedText raw: String, with input: EditInput) -> RawEdit {
        let inserted: String
        switch input {
        case let .deletion(kind):
            return EditedDigitText.deleting(range, of: raw, kind) { keptAfterDeletion($0, caret: $1) }
        case let .keystroke(character):
            guard let digit = DecimalDigit.ascii(of: character)?.asciiByte else { return .rejected(.characterNotAccepted(character)) }
            inserted = shownDigit(digit - UInt8(ascii: "0"))
        case let .paste(text):
            if range == 0..<raw.count { return replace(0..<0, in: "", with: input) }
            let read: (digits: [UInt8], asTyped: Bool)
            do throws(EditRejection) { read = try self.read(text) } catch { return .rejected(error) }
            inserted = read.digits.map { shownDigit($0 - UInt8(ascii: "0")) }.joined()
        }
        let (result, caret) = EditedDigitText.replacing(range, of: raw, with: inserted)
        if result.allSatisfy({ Self.digit($0) != nil }) { return replace(0..<0, in: "", with: .paste(result)) }
        return keptIfRead(result, caret: caret)
    }

    /// What a deletion leaves of a date in words or in ISO 8601 when it leaves digits alone,
    /// each digit in the part it stood in, laid out in the field's pattern with the parts'
    /// separators as a part edited in place is (en_US `Nov 25`, `Nov ` deleted: `/25/`, the day
    /// 25 with no month, not the digits `25` typed again, 02/05); `nil` when the text's numbers
    /// cannot be told apart (more of them than the locale writes in words).
    ///
    /// A date in words writes its numbers in the order of the locale's medium form
    /// (``DateWords/Words/numberOrder``), one in ISO 8601 as year, month, day.
    ///
    /// - Complexity: O(*n*) in the length of `raw` (at most ``longestOpenText``).
    func partsLeft(afterDeleting range: Range<Int>, from raw: String, leaving result: String,
                   caret: Int) -> (text: String, caret: Int)? {
        guard !result.isEmpty, result.allSatisfy({ Self.digit($0) != nil }) else { return nil }
        let order: [DatePattern.Component] = raw.contains(where: \.isLetter) ? dateWords.words(of: icu).numberOrder : [.year, .month, .day]
        var parts: [DatePattern.Component: String] = [:]
        var number = -1, inNumber = false
        for (offset, character) in raw.enumerated() {
            guard let digit = Self.digit(character) else {
                inNumber = false
                continue
            }
            if !inNumber { (number, inNumber) = (number + 1, true) }
            guard number < order.count else { return nil }
            if !range.contains(offset) { parts[order[number], default: ""] += shownDigit(digit) }
        }
        return laidOut(parts, digitsBefore: result.prefix(caret).count)
    }

    /// `parts` laid out in the field's pattern as a part edited in place is: each part's digits
    /// where the part stands, a part with none empty between its separators, the text ending
    /// with the separator after the last part that has digits, as the layout of digits shows it
    /// (en_US, the day 25 alone: `/25/`); the caret after `digitsBefore` digits. `nil` when no
    /// part has a digit.
    ///
    /// ```swift
    /// // en_US (MM/dd/y)
    /// laidOut([.day: "25", .year: "2026"], digitsBefore: 0)   // ("/25/2026", caret: 0)
    /// ```
    func laidOut(_ parts: [DatePattern.Component: String], digitsBefore: Int) -> (text: String, caret: Int)? {
        guard let last = layoutPattern.order.lastIndex(where: { parts[$0] != nil }) else { return nil }
        var text = layoutPattern.prefix, caret = layoutPattern.prefix.count, before = digitsBefore
        for (index, component) in layoutPattern.order.enumerated() where index <= last {
            for character in parts[component] ?? "" {
                text.append(character)
                if before > 0 { (before, caret) = (before - 1, text.count) }
            }
            text += index < layoutPattern.separators.count ? layoutPattern.separators[index] : layoutPattern.suffix
        }
        return (text, caret)
    }

    /// What a deletion in an open text leaves: digits alone are the digits typed (a lone `9` of
    /// a day is 09; an open text is never digits alone, which are the field's own raw
    /// characters), the caret after as many; any other text is kept as it is. Digits alone that
    /// a paste refuses (more than the date holds, a month that is none: `𑃵0D01/2025` less its
    /// `0D01/` in `MM/yy` leaves `52025`) are no raw characters of the field: the deletion is
    /// refused with the paste's reason, and the field keeps its text.
    func keptAfterDeletion(_ result: String, caret: Int) -> RawEdit {
        guard result.allSatisfy({ Self.digit($0) != nil }) else { return kept(openText: result, caret: caret) }
        let digits = rawText(ofDigitsIn: result)
        let read = replace(0..<0, in: "", with: .paste(digits))
        if case .rejected = read { return read }
        guard case let .replaced(typed, _) = read else {
            return .replaced(raw: digits, selection: 0..<0)
        }
        let before = min(typed.utf8.count, rawText(ofDigitsIn: String(result.prefix(caret))).utf8.count)
        return .replaced(raw: typed, selection: before..<before)
    }

    /// `text`, digits and marks edited in place, kept (``kept(openText:caret:)``) where a paste
    /// of it reads, or refused as the paste is (`2|5/12/2026`, `7`: “275” is not a day; a year
    /// typed on to five digits, `2/4/1234`, `0`: more digits than a date has).
    func keptIfRead(_ text: String, caret: Int) -> RawEdit {
        guard text.count <= Self.longestOpenText else { return .rejected(.notADate(EditRejection.excerpt(text))) }
        do throws(EditRejection) { _ = try read(text) } catch { return .rejected(error) }
        // More digits than a date holds, once a paste pads its parts: refused as that paste is.
        if case let .rejected(reason) = replace(0..<0, in: "", with: .paste(text)), case .maskFull = reason { return .rejected(reason) }
        return kept(openText: text, caret: caret)
    }

    /// `text` kept as the field's open text, the caret at `caret`; or the digits it holds where
    /// it is their very layout (`AH 2025-` of a pattern with an era before the year), which is
    /// how the field reads it back.
    func kept(openText text: String, caret: Int) -> RawEdit {
        let digits = rawText(ofDigitsIn: text)
        // (Not more digits than a date has: `AP 27.08.1329` is no layout of `dd.MM.yy`'s.)
        if digits.utf8.count <= length, layout(raw: digits).text == text {
            // A lone digit last that cannot begin its day or month is that field, as typed (`5` is 05).
            var before = rawText(ofDigitsIn: String(text.prefix(caret))).utf8.count
            let raw = TemporaryBuffer<UInt8>.withTemporaryStorage(capacity: digits.utf8.count + 1) { bytes in
                bytes.append(contentsOf: digits.utf8)
                padLoneField(&bytes, caret: &before)
                return String(utf8: bytes.elements)
            }
            return .replaced(raw: raw, selection: before..<before)
        }
        return .replaced(raw: text, selection: caret..<caret)
    }

    /// The digits of `text`, in any script, as ASCII.
    func rawText(ofDigitsIn text: String) -> String {
        String(decoding: text.compactMap(Self.digit).map { UInt8(ascii: "0") + $0 }, as: UTF8.self)
    }

    /// An open text's value: that of the digits a paste of it reads (`AP6` is the year 6 begun
    /// after the era), or a date with nothing typed.
    func value(ofOpenText raw: String) -> TypedDate {
        if case let .replaced(pasted, _) = replace(0..<0, in: "", with: .paste(raw)), !Self.isOpenText(pasted),
           let date = value(raw: pasted) {
            return date
        }
        return TypedDate(partial: ("????", "??", "??"), calendar: icu.type, numbers: (nil, nil, nil), gregorian: nil,
                         validation: layoutPattern.hasDay ? .incomplete : .monthIncomplete)
    }

    /// The words and marks a locale writes its dates with, formatted once, when a first letter is
    /// typed into a field of the locale.
    final class DateWords: Sendable {
        private let cache = Locked<Words?>(nil)
        /// The last text read by ICU (``DateFieldFormatter/parseInForms(_:trimmed:everyForm:)``),
        /// trimmed, and what it read.
        let lastParse = Locked<(text: String, trimmed: String, parsed: DateFieldFormatter.ParsedDate?)?>(nil)

        struct Words: Sendable {
            /// Each run of letters, lower-cased, in the locale's full, long, medium and short
            /// forms of dates in every month and on every weekday, and in the names of months,
            /// weekdays and eras in every width, in a date and alone.
            let words: [String]
            /// The characters other than letters, digits and spaces in those forms, and `/ - . ,`.
            let marks: Set<Character>
            /// The parts the locale's medium form writes as numbers, in the order it writes them
            /// (en_US `Nov 25, 2026`: day, year; ja `2026/11/25`: year, month, day); empty where
            /// they cannot be told apart.
            let numberOrder: [DatePattern.Component]
            /// What each of the full, long, medium and short forms writes, in that order: which of
            /// them ICU may read a text in (``DateFieldFormatter/DateWords/Form``).
            let forms: [Form]

            func contains(where predicate: (String) -> Bool) -> Bool { words.contains(where: predicate) }
        }

        /// The words of `icu`'s locale and calendar.
        ///
        /// - Complexity: about a hundred and thirty ICU formats, the first time only.
        func words(of icu: ICUCalendar) -> Words {
            if let words = cache.withLock({ $0 }) { return words }
            var words: Set<String> = [], marks: Set<Character> = ["/", "-", ".", ","]
            // Two days in every Gregorian month reach every month of the lunar calendars too;
            // the first seven days of a month, every weekday.
            var dates: [GregorianDate] = []
            for month in 1...12 {
                for day in [3, 18] { if let date = GregorianDate.valid(year: 2001, month: month, day: day) { dates.append(date) } }
            }
            let firstWeekday = dates.count
            for day in 1...7 { if let date = GregorianDate.valid(year: 2002, month: 4, day: day) { dates.append(date) } }
            // …and every name of a month, a weekday and an era, which a paste reads alone too:
            // he writes `14 באוגוסט 2031` in its dates, `אוגוסט 2031` alone.
            let names = Names(of: icu, on: dates)
            words.formUnion(names.months)
            words.formUnion(names.weekdays)
            words.formUnion(names.eras)
            var forms: [Form] = []
            for style in ICUCalendar.Style.allCases {
                var samples: [String] = []
                for date in dates {
                    guard let text = try? icu.format(date, style: style) else { continue }
                    samples.append(text)
                    var letters = ""
                    for character in text {
                        if character.isLetter {
                            letters += character.lowercased()
                            continue
                        }
                        if !letters.isEmpty { words.insert(letters) }
                        letters = ""
                        if !character.isWhitespace, DateFieldFormatter.digit(character) == nil { marks.insert(character) }
                    }
                    if !letters.isEmpty { words.insert(letters) }
                }
                forms.append(Form(style: style, samples: samples, firstWeekday: firstWeekday, names: names, earlier: forms))
            }
            let made = Words(words: words.sorted(), marks: marks, numberOrder: Self.numberOrder(of: icu), forms: forms)
            cache.withLock { $0 = made }
            return made
        }

        /// The parts `icu`'s medium form writes as numbers, in their order: read from a date whose
        /// day, month and year differ in every calendar a field takes (18 November 2001).
        private static func numberOrder(of icu: ICUCalendar) -> [DatePattern.Component] {
            guard let sample = GregorianDate.valid(year: 2001, month: 11, day: 18), let fields = icu.convert(fromGregorian: sample),
                  let text = try? icu.format(sample, style: .medium) else { return [] }
            var order: [DatePattern.Component] = [], value: Int?
            for character in text + " " {
                if let digit = DateFieldFormatter.digit(character) {
                    value = (value ?? 0) * 10 + Int(digit)
                    continue
                }
                guard let number = value else { continue }
                value = nil
                let part: DatePattern.Component? = number == fields.day ? .day : number == fields.month ? .month
                    : number == fields.year || number == fields.year % 100 ? .year : nil
                guard let part, !order.contains(part) else { return [] }
                order.append(part)
            }
            return order
        }
    }
}

/// The keys typed at the end of a date field, kept in its layout's memo
/// (``DateFieldFormatter/replace(_:in:with:layout:)``): each key is added to them and the whole is
/// read as a paste of it would be.
///
/// ```swift
/// // de_DE, typed "2", "0", "2", "6": the digits show 20.02.6, the keys are "2026";
/// // then "-": "2026-" reads as ISO 8601 begun, the open text on its way to 2026-11-25.
/// ```
final class TypedDateKeys: Sendable {
    /// The most UTF-8 bytes of keys kept: as many as the longest open text may hold
    /// (``DateFieldFormatter/longestOpenText`` characters of up to four bytes), so that a key
    /// held down costs no more with each repeat.
    static let longest = 4 * DateFieldFormatter.longestOpenText

    /// The keys as typed, refused ones too.
    let typed: String
    /// The keys the field took: what the next key is added to.
    let accepted: String
    /// The raw characters they left: the memo holds only for them.
    let raw: String
    /// Whether a mark (not a digit, a letter or a space) was refused: the keys after it are then
    /// read with it.
    let refusedMark: Bool
    /// Whether the last key typed was refused.
    let lastRefused: Bool

    init(typed: String, accepted: String, raw: String, refusedMark: Bool, lastRefused: Bool = false) {
        self.typed = typed
        self.accepted = accepted
        self.raw = raw
        self.refusedMark = refusedMark
        self.lastRefused = lastRefused
    }

    /// No key typed: an empty field's.
    static let none = TypedDateKeys(typed: "", accepted: "", raw: "", refusedMark: false)

    /// The keys kept with `layout`, if they left `raw`.
    static func kept(in layout: RawLayout, for raw: String) -> TypedDateKeys? {
        guard let kept = layout.memo as? TypedDateKeys, kept.raw == raw else { return nil }
        return kept
    }
}
