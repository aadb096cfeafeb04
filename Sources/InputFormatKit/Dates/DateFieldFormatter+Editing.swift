extension DateFieldFormatter {
    /// Applies an edit by the rules in the type's documentation.
    ///
    /// - Complexity: O(*n* + *p*) in the length of `raw` and of a pasted text, with at most two ICU parses for a
    ///   pasted date that is not digits and separators alone (none for a text with a word no date of the locale
    ///   writes).
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        if case let .paste(text) = input, PasteBound.exceeds(text) { return .rejected(.notADate(EditRejection.excerpt(text))) }
        if Self.isOpenText(raw) { return replace(range, inOpenText: raw, with: input) }
        if case let .paste(text) = input, range.lowerBound > 0, range.upperBound == raw.utf8.count, Self.holdsMarks(text),
           raw.utf8.count - range.count + text.count(where: { Self.digit($0) != nil }) <= length + 2 {
            if let edit = replace(range, in: raw, readingWhole: text) { return edit }
        }
        var raw = raw
        return raw.withUTF8 { digits in
            guard range.lowerBound >= 0, range.upperBound <= digits.count else {
                return .rejected(.rangeOutOfBounds(range, length: digits.count))
            }
            switch input {
            case .deletion:
                if movesDigitsAcrossParts(range, count: digits.count, inserting: 0),
                   let edit = edited(range, inShownTextOf: digits, inserting: [], input: input) {
                    return edit
                }
                return splice(range, of: digits, with: EmptyCollection(), asTyped: false, input: input)
            case let .keystroke(character):
                if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                    if movesDigitsAcrossParts(range, count: digits.count, inserting: 1),
                       let edit = edited(range, inShownTextOf: digits, inserting: [digit], input: input) {
                        return edit
                    }
                    return splice(range, of: digits, with: CollectionOfOne(digit), asTyped: true, input: input)
                } else if isSeparatorKey(character) {
                    return separatorTyped(character, at: range, in: Array(digits))
                } else {
                    return .rejected(.characterNotAccepted(character))
                }
            case let .paste(text):
                let pasted: (digits: [UInt8], asTyped: Bool)
                do throws(EditRejection) { pasted = try read(text) } catch {
                    // Over everything, a date begun in words or in ISO 8601 is kept as typed
                    // (not one with a day or month that is none).
                    if case .notADate = error, range == 0..<digits.count, mayBeginDate(text) { return kept(openText: text, caret: text.count) }
                    return .rejected(error)
                }
                // Over everything, a text with no digit that may begin a date (the era `AP` and a
                // mark) is kept as typed, as its keys are.
                if pasted.digits.isEmpty, range == 0..<digits.count, hasOpenShape(text), mayBeginDate(text) {
                    return kept(openText: text, caret: text.count)
                }
                if movesDigitsAcrossParts(range, count: digits.count, inserting: pasted.digits.count),
                   let edit = edited(range, inShownTextOf: digits, inserting: pasted.digits, input: input) {
                    return edit
                }
                return splice(range, of: digits, with: pasted.digits, asTyped: pasted.asTyped, input: input)
            }
        }
    }

    /// The digit `value` as the field shows it, in the locale's digits.
    func shownDigit(_ value: UInt8) -> String {
        String(decoding: glyphs.digits[glyphs.digitStarts[Int(value)]..<glyphs.digitStarts[Int(value) + 1]], as: UTF8.self)
    }

    /// Whether replacing `range` of `count` raw digits with `inserted` digits would move digits
    /// of a later part (a day, month or year) into another: the edit is before the last part's
    /// digits and changes their number (`25/|12/2026`, Backspace).
    func movesDigitsAcrossParts(_ range: Range<Int>, count: Int, inserting inserted: Int) -> Bool {
        guard range.upperBound < count, range.count != inserted else { return false }
        var end = 0
        for component in layoutPattern.order {
            end += layoutPattern.width(of: component)
            if range.lowerBound < end { return count > end }
        }
        return false
    }

    /// An edit that would move digits from one part into another, made in the text the field
    /// shows instead, as a plain text field would make it: its separators stay where they are
    /// (`25/|12/2026`, Backspace, is `2|/12/2026`, 2 December). What it leaves is kept as the
    /// field's open text, shown as it is, whose value is a paste's of it; a deletion is never
    /// refused, an insertion is when a paste of what it leaves is (`2|5/12/2026`, `7`: “275”
    /// is no day). A text that is the layout of its digits is those digits again; `nil` when
    /// the edit leaves digits alone (a selection over the separators too), which are the digits
    /// typed.
    ///
    /// - Complexity: O(*n*) in the length of the field's text, and one reading of it as a paste.
    private func edited(_ range: Range<Int>, inShownTextOf digits: some Collection<UInt8>, inserting inserted: [UInt8],
                        input: EditInput) -> RawEdit? {
        let layout = digitLayout(raw: String(decoding: digits, as: UTF8.self))
        let (result, caret) = layout.shownText(replacing: range, with: inserted.map { shownDigit($0 &- UInt8(ascii: "0")) }.joined())
        if result.allSatisfy({ Self.digit($0) != nil }) { return nil }
        if case .deletion = input { return kept(openText: result, caret: caret) }
        return keptIfRead(result, caret: caret)
    }

    /// ``replace(_:in:with:)``, with the keys typed at the end kept in the layout's memo
    /// (``TypedDateKeys``): each key typed there is added to them and the whole is read as a
    /// paste into an empty field would read it (``rawTyped(_:)``), so that typed key by key a text
    /// ends with the value pasting it gives. A digit or letter refused is left out of them (the
    /// next key follows what the field shows), but for keys that show them to be a date in words
    /// or in ISO 8601 (`1999-` in en_US, whose `9`s were refused as a month): they then become the
    /// field's open text. A mark refused (`/` after the year's first digit in `y-MM-dd`) stays in
    /// them: what follows is read with it, so that digits never run on into another date.
    ///
    /// - Complexity: that of ``replace(_:in:with:)``, and O(*k*) in the keys typed at the end.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        let isOpen = Self.isOpenText(raw)
        guard case let .keystroke(key) = input, range.isEmpty, range.lowerBound == (isOpen ? raw.count : raw.utf8.count),
              !Self.invisibleMarks.contains(key), let kept = raw.isEmpty ? TypedDateKeys.none : TypedDateKeys.kept(in: layout, for: raw),
              kept.typed.utf8.count < TypedDateKeys.longest else {
            // Elsewhere, or with no keys kept (after a deletion, a paste, an undo), or more than
            // any date is written with (a key held down): the edit alone.
            return replace(range, in: raw, with: input).whenReplaced { layout = self.layout(raw: $0) }
        }
        let typed = kept.accepted + String(key)
        let withRefused = kept.typed == kept.accepted ? typed : kept.typed + String(key)
        let alone = replace(range, in: raw, with: input)
        var edit: RawEdit
        // Whether the edit reads the refused keys too.
        var readsRefused = true
        if kept.typed != kept.accepted, hasOpenShape(withRefused), mayBeginDate(withRefused) {
            edit = self.kept(openText: withRefused, caret: withRefused.count)
        } else if layoutPattern.yearWidth == 2, !isOpen, let digit = DecimalDigit.ascii(of: key)?.asciiByte,
                  let begun = fourDigitYearBegun(in: raw, adding: digit) {
            // A year of four digits begun in a field that writes two (`11/20`, `2`): the text
            // shown, kept as typed with no value, whose next digit makes the keys read as their
            // paste reads them (`11/2026` is `11/26`).
            readsRefused = false
            edit = .replaced(raw: begun.text, selection: begun.caret..<begun.caret)
        } else if kept.refusedMark || (kept.lastRefused && DecimalDigit.ascii(of: key) == nil && !key.isLetter) {
            // After a mark refused (`4/` where the year comes first), the keys are read with it:
            // digits do not run on into another date. So is a mark after a digit refused (`15/`
            // in en_US: “15” is no month, and `1/` would make it January): a digit typed next
            // follows what the field shows.
            edit = rawTyped(withRefused)
        } else {
            readsRefused = false
            let digitsAlone = !isOpen && typed.utf8.allSatisfy(DecimalDigit.isASCII)
            edit = digitsAlone ? alone : rawTyped(typed)   // digits alone read as they are typed
        }
        if case .rejected = alone, case let .replaced(result, _) = edit, result == raw {
            edit = alone   // a key that changes nothing the edit alone refuses (`.` in an empty field)
        }
        switch edit {
        case .rejected:
            let mark = !key.isWhitespace && !key.isLetter && DecimalDigit.ascii(of: key) == nil
            layout.memo = TypedDateKeys(typed: withRefused, accepted: kept.accepted, raw: raw, refusedMark: kept.refusedMark || mark,
                                        lastRefused: true)
            return edit
        case let .replaced(result, _) where result == raw:
            edit = .caretMoved(to: raw.count)   // a separator the field shows already
        case let .replaced(result, _):
            layout = self.layout(raw: result)
        case .caretMoved:
            break
        }
        let newRaw = if case let .replaced(result, _) = edit { result } else { raw }
        layout.memo = TypedDateKeys(typed: withRefused, accepted: readsRefused ? withRefused : typed, raw: newRaw, refusedMark: false)
        return edit
    }

    /// The text a digit typed after a whole year of two digits, last, makes where the three
    /// digits begin a year of four (`11/20`, `2`: `11/202`, on its way to `11/2026`, which is
    /// `11/26`; `27/08/19`, `3`: `27/08/193`, whose `1931` is no `31` around 2026 and leaves no
    /// value, never 2019): the parts laid out as a part edited in place is, without the suffix,
    /// the caret at its end; `nil` after a year `0` begins (`11/05`, `1`: refused), and where the pattern has no
    /// mark to tell it from the field's digits.
    ///
    /// - Complexity: O(*n*) in the length of `raw` (a whole date's digits).
    func fourDigitYearBegun(in raw: String, adding digit: UInt8) -> (text: String, caret: Int)? {
        guard layoutPattern.order.last == .year, raw.utf8.count == length else { return nil }
        let digits = Array(raw.utf8), yearStart = start(of: .year)
        guard let begun = Self.number(digits[yearStart...] + [digit]), begun >= 100 else { return nil }
        var parts: [DatePattern.Component: String] = [:]
        for component in layoutPattern.order {
            let first = start(of: component)
            parts[component] = digits[first..<(first + layoutPattern.width(of: component))].map { shownDigit($0 &- UInt8(ascii: "0")) }.joined()
        }
        parts[.year, default: ""] += shownDigit(digit &- UInt8(ascii: "0"))
        // Without the suffix (`թ., BE`): keys typed next go at the end, as after any digit typed.
        guard var text = laidOut(parts, digitsBefore: length + 1)?.text, text.contains(where: { Self.digit($0) == nil }) else {
            return nil
        }
        if !layoutPattern.suffix.isEmpty, text.hasSuffix(layoutPattern.suffix) { text.removeLast(layoutPattern.suffix.count) }
        return (text, text.count)
    }

    /// The raw characters that `typed`, keys typed into an empty field, leave: those a paste of
    /// them gives, but kept as an open text while it may still begin a date (`2026-11-2` stays as
    /// typed, on its way to `2026-11-25`).
    ///
    /// - Complexity: O(*n*) in the length of `typed`.
    func rawTyped(_ typed: String) -> RawEdit {
        if mayBeginDate(typed) { return kept(openText: typed, caret: typed.count) }
        let read: (digits: [UInt8], asTyped: Bool)
        do throws(EditRejection) { read = try self.read(typed) } catch { return .rejected(error) }
        return splice(0..<0, of: EmptyCollection(), with: read.digits, asTyped: read.asTyped, input: .paste(typed))
    }

    /// The raw digits `range` of `digits` replaced with `inserted` (``replace(_:in:with:)``),
    /// spliced in a buffer on the stack: only the new raw string is made.
    private func splice(_ range: Range<Int>, of digits: some Collection<UInt8>, with inserted: some Collection<UInt8>,
                        asTyped: Bool, input: EditInput) -> RawEdit {
        // Each pad puts in one `0`: at most one after each digit typed, and one at the end.
        TemporaryBuffer<UInt8>.withTemporaryStorage(capacity: digits.count + 2 * inserted.count + 1) { buffer in
            buffer.append(contentsOf: digits.prefix(range.lowerBound))
            var caret = range.lowerBound
            if asTyped {
                // Digits typed (or pasted alone) one after another at the end: after each, a lone
                // first digit that cannot begin its day or month is that field (`4` where the month
                // goes is 04). Typed before other digits, a digit is only inserted.
                let atEnd = range.upperBound == digits.count
                for digit in inserted {
                    buffer.append(digit)
                    caret += 1
                    if atEnd { padLoneField(&buffer, caret: &caret) }
                }
            } else {
                buffer.append(contentsOf: inserted)
                caret += inserted.count
            }
            buffer.append(contentsOf: digits.dropFirst(range.upperBound))
            // Whatever the edit, the last field too (`25` less its `5` is 02; a `5` moved there).
            padLoneField(&buffer, caret: &caret)
            let result = buffer.elements
            if inserted.isEmpty {
                if case let .deletion(kind) = input, result.elementsEqual(digits) {
                    // Deleting the 0 of such a field would only bring it back: the caret moves over it.
                    return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound)
                }
            }
            if !inserted.isEmpty, let rejection = refusal(of: result, from: range.lowerBound, to: caret) {
                return .rejected(rejection)
            }
            guard result.count <= length else { return .rejected(.maskFull(slots: length)) }
            return .replaced(raw: String(utf8: result), selection: caret..<caret)
        }
    }

    /// Pads the field the last of `digits` is in when it is a day or month of one digit that
    /// cannot begin it (`4` where the month goes), with `caret` moved past the `0` put in before
    /// it (`digits` has room for it). Only the last field can hold one digit: each before it is
    /// whole.
    func padLoneField(_ digits: inout TemporaryBuffer<UInt8>, caret: inout Int) {
        var start = 0
        for component in layoutPattern.order {
            if digits.count == start + 1 {
                if component != .year, digits[start] > Self.highestFirstDigit(of: component) {
                    digits.append(digits[start])
                    digits.replace(at: start, with: UInt8(ascii: "0"))
                    if start < caret { caret += 1 }
                }
                return
            }
            start += layoutPattern.width(of: component)
        }
    }

    /// Why a keystroke that leaves `result`, typed from `start` to `caret`, is refused: a whole
    /// day or month it touched that is none (`13`, `32`, `00`).
    func refusal(of result: TemporaryBuffer<UInt8>.Elements, from start: Int, to caret: Int) -> EditRejection? {
        for component in layoutPattern.order {
            let first = self.start(of: component), end = first + layoutPattern.width(of: component)
            guard first < caret, end > start, result.count > first else { continue }
            guard component != .year, result.count >= end, let number = Self.number(result[first..<end]) else { continue }
            let text = String(decoding: result[first..<end], as: UTF8.self)
            if component == .month, !(1...12).contains(number) { return .notAMonth(text) }
            if component == .day, !(1...31).contains(number) { return .notADay(text) }
        }
        return nil
    }

    /// Whether `character` stands for a separator: one of the pattern's, or `/`, `-`, `.`, a space.
    func isSeparatorKey(_ character: Character) -> Bool {
        Self.isSeparatorKey(character, keys: "/-. ", separators: layoutPattern.separators)
    }

    /// Whether `character` typed stands for a separator of a date or time: one of `keys`, or a
    /// character of one of the pattern's `separators`. A bidi mark of a separator (ar: `‏/`) is
    /// none: a paste leaves it out, so typed it must not end a field either.
    static func isSeparatorKey(_ character: Character, keys: String, separators: [String]) -> Bool {
        guard !invisibleMarks.contains(character) else { return false }
        return keys.contains(character) || separators.contains { $0.contains(character) }
    }

    /// A separator typed at `range`: after one digit of a day or month it pads it; where a
    /// separator is shown it moves the caret over it; anywhere else it is refused.
    func separatorTyped(_ character: Character, at range: Range<Int>, in digits: [UInt8]) -> RawEdit {
        var fieldStart = 0
        for (index, component) in layoutPattern.order.enumerated() {
            let fieldEnd = fieldStart + layoutPattern.width(of: component)
            if component != .year, digits.count == fieldStart + 1, range == digits.count..<digits.count {
                guard digits[fieldStart] != UInt8(ascii: "0") else {
                    return .rejected(component == .month ? .notAMonth("00") : .notADay("00"))
                }
                var result = digits
                result.insert(UInt8(ascii: "0"), at: fieldStart)
                guard result.count <= length else { return .rejected(.maskFull(slots: length)) }
                return .replaced(raw: String(decoding: result, as: UTF8.self), selection: fieldEnd..<fieldEnd)
            }
            if range.isEmpty, range.lowerBound == fieldEnd, index < layoutPattern.order.count - 1, digits.count >= fieldEnd {
                return .caretMoved(to: fieldEnd)
            }
            fieldStart = fieldEnd
        }
        return .rejected(.characterNotAccepted(character))
    }

    /// A paste with marks of its own (`2/5`, `1/2025`) at the end of a begun date, whose digits
    /// fit with the field's (a whole date pasted into another is read as a whole; a part pasted
    /// over a part, `3/` over a day, is read as that part): the text the field shows with the
    /// paste after it, read as one paste over the whole, as its keys typed there end (rule 7).
    /// `1` with `2/5` pasted after it is `12/5` in `MM/yy`, not the paste's `02/5` put after the
    /// `1` (`10/25`, a month nobody typed); `0` with `1/2025` after it is `01/25`. A refusal
    /// quotes the paste; `nil` where the reading does not keep the digits before the paste (the
    /// paste is then read alone).
    ///
    /// - Complexity: that of a paste of the field's text and `text`.
    func replace(_ range: Range<Int>, in raw: String, readingWhole text: String) -> RawEdit? {
        let whole = layout(raw: raw).text + text
        switch replace(0..<raw.utf8.count, in: raw, with: .paste(whole)) {
        case .rejected(.notADate), .rejected(.dateOutsideCalendar): return .rejected(.notADate(EditRejection.excerpt(text)))
        case let .replaced(result, _) where !result.utf8.starts(with: raw.utf8.prefix(range.lowerBound)):
            // A reading that does not keep the digits typed before the paste (ff `AP 6` with
            // `1/25`, read whole as the year 1361): the paste read alone.
            return nil
        case let edit:
            return edit
        }
    }

    /// Whether a pasted text holds a mark (a `/`, `-`, `.`) and no letter: digits, spaces and
    /// marks (a date in words is read as a whole).
    static func holdsMarks(_ text: String) -> Bool {
        var holds = false
        for character in text where digit(character) == nil && !character.isWhitespace && !invisibleMarks.contains(character) {
            if character.isLetter { return false }
            holds = true
        }
        return holds
    }
}
