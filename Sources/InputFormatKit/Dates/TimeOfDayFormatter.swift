/// A time-of-day field in the clock, separators and digits of a locale:
///
/// - the pattern is ICU's for the skeleton `jmm`: `HH:mm` where the locale uses 24 hours,
///   `h:mm a` and its day period where it uses 12 (`9:41 AM` in en_US, `오후 9:41` in ko_KR);
/// - the separator appears with the hour's second digit (`09:`); a first digit no hour begins
///   with is the hour (`9` is `09`, on a 24-hour clock `3` to `9`), and so is one digit before a
///   typed `:` or `.`; minutes above 59 and hours the clock lacks are refused as typed;
/// - on a 12-hour clock, `a` or `p` (or the first letter of the locale's period names) picks the
///   period wherever the caret is, and a time without one is the verdict's;
/// - paste reads `9:41`, `09:41 PM`, `21:41` (on a 12-hour clock, 9:41 PM) and digits alone.
///
/// The value is the hour (0 to 23) and minutes. While editing the hour has two digits; once
/// editing ends it is as wide as the pattern says (`9:41 AM`), as ICU writes it.
///
/// ```swift
/// var field = InputField(formatter: try TimeOfDayFormatter(locale: "en_US"))
/// field.type("941p")
/// field.text.description        // "09:41 PM|"
/// field.value?.description      // "21:41"
/// ```
public struct TimeOfDayFormatter: InputFormatter {
    /// The locale.
    public let locale: String
    /// The ICU pattern the field lays times out by.
    public let pattern: String
    /// The locale's names of the two day periods (`AM`, `PM`).
    public let periods: (am: String, pm: String)

    let layoutPattern: TimePattern
    /// The locale's digits 0 to 9.
    let digits: [String]

    /// A time field for `locale`, on its clock or on the one `pattern` gives.
    ///
    /// - Throws: ``ConfigurationError/unknownLocale(_:)``, or
    ///   ``ConfigurationError/unsupportedTimePattern(_:)`` for a pattern that is not an hour and
    ///   minutes (with a day period on a 12-hour clock).
    /// - Complexity: opens ICU's pattern generator and calendar for the locale once.
    ///
    /// ```swift
    /// try TimeOfDayFormatter(locale: "de_DE").pattern   // "HH:mm"
    /// ```
    public init(locale: String, pattern: String? = nil) throws(ConfigurationError) {
        guard let resolved = ICULocale.resolve(locale) else { throw .unknownLocale(locale) }
        let chosen: String
        if let pattern { chosen = pattern } else {
            do { chosen = try ICUCalendar.pattern(skeleton: "jmm", locale: resolved) } catch { throw .unknownLocale(locale) }
        }
        layoutPattern = try TimePattern(chosen)
        do {
            digits = try ICUNumberSymbols(locale: resolved).digits
            periods = try ICUCalendar(locale: resolved).dayPeriods
        } catch { throw .unknownLocale(locale) }
        self.locale = resolved
        self.pattern = chosen
    }

    /// At most four digits: the hour's two and the minutes' two.
    static let digitCount = 4

    /// The raw characters: the four digits, and on a 12-hour clock `a` or `p` for the period
    /// once chosen, before the digits where the period comes first.
    struct Parts {
        var digits: [UInt8]
        var period: UInt8?
    }

    func parts(of raw: String) -> Parts {
        var parts = Parts(digits: [], period: nil)
        for byte in raw.utf8 {
            if byte == UInt8(ascii: "a") || byte == UInt8(ascii: "p") { parts.period = byte } else { parts.digits.append(byte) }
        }
        return parts
    }

    func raw(of parts: Parts) -> String {
        let period = parts.period.map { [$0] } ?? []
        let bytes = layoutPattern.periodFirst ? period + parts.digits : parts.digits + period
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where the digits start in the raw characters (after a period that comes first).
    func digitOffset(_ parts: Parts) -> Int { layoutPattern.periodFirst && parts.period != nil ? 1 : 0 }

    // MARK: InputFormatter

    /// The digits of a time's text as ASCII, and its period as `a` or `p` when the text names
    /// one (at most four digits: a longer text, set from outside, is read as a paste).
    public func rawText(of text: String) -> String {
        var parts = Parts(digits: [], period: periodNamed(in: text))
        for scalar in text.unicodeScalars {
            guard let digit = DecimalDigit.value(of: scalar) else { continue }
            parts.digits.append(UInt8(ascii: "0") + digit)
            if parts.digits.count > Self.digitCount { break }
        }
        if !layoutPattern.uses12Hour { parts.period = nil }
        return raw(of: parts)
    }

    /// The hour, the separator once the hour is whole, the minutes, and the period once chosen.
    @_spi(FormatterAuthoring) public func layout(raw: String) -> RawLayout {
        layout(raw: raw, hourWithoutZero: false)
    }

    func layout(raw: String, hourWithoutZero: Bool) -> RawLayout {
        let parts = self.parts(of: raw)
        guard !raw.isEmpty else { return RawLayout(text: "", rawSpans: []) }
        var text = layoutPattern.prefix
        var spans: [Range<Int>] = []
        func append(_ piece: String, raw: Bool) {
            let start = text.utf16.count
            text += piece
            if raw { spans.append(start..<text.utf16.count) }
        }
        let periodName = parts.period.map { $0 == UInt8(ascii: "a") ? periods.am : periods.pm }
        if layoutPattern.periodFirst, let periodName {
            append(periodName, raw: true)
            text += layoutPattern.periodGap
        }
        for (index, byte) in parts.digits.enumerated() {
            let digit = Int(byte &- UInt8(ascii: "0"))
            let shown = digit < 10 ? digits[digit] : String(UnicodeScalar(byte))
            if index == 0, hourWithoutZero, byte == UInt8(ascii: "0"), parts.digits.count > 1 {
                spans.append(text.utf16.count..<text.utf16.count)   // a leading zero not shown
                continue
            }
            append(shown, raw: true)
            if index == 1 { text += layoutPattern.separator }
        }
        if !layoutPattern.periodFirst, let periodName {
            text += layoutPattern.periodGap
            append(periodName, raw: true)
        }
        if parts.digits.count == Self.digitCount, parts.period != nil || !layoutPattern.uses12Hour { text += layoutPattern.suffix }
        return RawLayout(text: text, rawSpans: spans)
    }

    /// Applies an edit by the rules in the type's documentation.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        let before = parts(of: raw)
        let count = raw.utf8.count
        guard range.lowerBound >= 0, range.upperBound <= count else { return .rejected(.rangeOutOfBounds(range, length: count)) }
        let offset = digitOffset(before)
        // The edit's range among the digits, and whether it takes in the period.
        let periodIndex = layoutPattern.periodFirst ? 0 : before.digits.count
        let takesPeriod = before.period != nil && range.contains(periodIndex)
        let lower = min(max(range.lowerBound - offset, 0), before.digits.count)
        let upper = min(max(range.upperBound - offset, lower), before.digits.count)
        var after = before
        if takesPeriod { after.period = nil }
        var inserted: [UInt8] = []
        var asTyped = true
        switch input {
        case .deletion:
            asTyped = false
        case let .keystroke(character):
            if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                inserted = [digit]
            } else if layoutPattern.uses12Hour, let period = period(for: character) {
                // It picks the period wherever the caret is, which stays with the digit it was
                // after (after the period when it was at the end of the digits).
                after.period = period
                let newRaw = self.raw(of: after)
                let caret = layoutPattern.periodFirst ? lower + 1
                    : lower >= before.digits.count ? newRaw.utf8.count : lower
                return .replaced(raw: newRaw, selection: caret..<caret)
            } else if ":. h".contains(character) || layoutPattern.separator.contains(character) {
                if before.digits.count == 1, lower == 1, range.isEmpty {
                    guard before.digits[0] != UInt8(ascii: "0") || !layoutPattern.uses12Hour else { return .rejected(.notAnHour("00", first: "01", last: "12")) }
                    after.digits.insert(UInt8(ascii: "0"), at: 0)
                    return .replaced(raw: self.raw(of: after), selection: (offset + 2)..<(offset + 2))
                }
                if range.isEmpty, lower == 2, before.digits.count >= 2 { return .caretMoved(to: range.lowerBound) }
                return .rejected(.characterNotAccepted(character))
            } else {
                return .rejected(.characterNotAccepted(character))
            }
        case let .paste(text):
            do {
                let read = try self.read(text)
                inserted = read.digits
                asTyped = read.asTyped
                if layoutPattern.uses12Hour, let period = read.period { after.period = period }
            } catch { return .rejected(error) }
        }
        after.digits = Array(before.digits[..<lower])
        var caret = lower
        let atEnd = upper == before.digits.count
        for digit in inserted {
            after.digits.append(digit)
            caret += 1
            if asTyped, atEnd { padLoneField(&after.digits, caret: &caret) }
        }
        after.digits += before.digits[upper...]
        padLoneField(&after.digits, caret: &caret)
        if case let .deletion(kind) = input, after.digits == before.digits, after.period == before.period {
            return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound)
        }
        if case .keystroke = input, let rejection = refusal(of: after.digits) { return .rejected(rejection) }
        guard after.digits.count <= Self.digitCount else { return .rejected(.maskFull(slots: Self.digitCount)) }
        let rawCaret = caret + digitOffset(after)
        return .replaced(raw: self.raw(of: after), selection: rawCaret..<rawCaret)
    }

    /// The hour and minutes typed, `nil` for an empty field.
    public func value(raw: String) -> TimeOfDay? {
        guard !raw.isEmpty else { return nil }
        let parts = self.parts(of: raw)
        let typed = parts.digits
        func number(_ range: Range<Int>) -> Int? {
            guard typed.count >= range.upperBound else { return nil }
            return DateFieldFormatter.number(typed[range])
        }
        let clockHour = number(0..<2), minute = number(2..<4)
        var hour = clockHour
        if layoutPattern.uses12Hour, let clock = clockHour {
            hour = parts.period.map { ($0 == UInt8(ascii: "p") ? 12 : 0) + clock % 12 }
        }
        func shown(_ range: Range<Int>) -> String {
            let digits = typed.count > range.lowerBound ? typed[range.lowerBound..<min(range.upperBound, typed.count)] : []
            return String(decoding: digits, as: UTF8.self) + String(repeating: "?", count: range.count - digits.count)
        }
        let validation: TimeValidation
        if typed.count < Self.digitCount || clockHour == nil || minute == nil {
            validation = .incomplete
        } else if !hourRange.contains(clockHour ?? -1) || !(0...59).contains(minute ?? -1) {
            validation = .invalid
        } else if layoutPattern.uses12Hour, parts.period == nil {
            validation = .periodMissing
        } else {
            validation = .valid
        }
        let hourText = validation == .valid || (!layoutPattern.uses12Hour && clockHour != nil)
            ? DateFieldFormatter.asciiDigits(hour ?? 0, width: 2).map { String(UnicodeScalar($0)) }.joined() : shown(0..<2)
        return TimeOfDay(hour: validation == .valid ? hour : nil, minute: minute, validation: validation,
                         description: "\(hourText):\(shown(2..<4))")
    }

    /// The text once editing ends: the hour as wide as the pattern writes it (`9:41 AM`).
    public func finishedText(raw: String) -> String {
        layout(raw: raw, hourWithoutZero: layoutPattern.hourWithoutZero).text
    }

    /// The number pad on a 24-hour clock; digits and punctuation (for `a` and `p`) on a 12-hour one.
    public var keyboardHint: KeyboardHint { layoutPattern.uses12Hour ? .numbersAndPunctuation : .numberPad }

    /// An error for a time that is incomplete, without its period, or no time of day.
    public func verdict(raw: String) -> ValueVerdict? {
        guard let time = value(raw: raw) else { return nil }
        switch time.validation {
        case .valid: return nil
        case .incomplete: return ValueVerdict(code: .timeIncomplete)
        case .periodMissing: return ValueVerdict(code: .timePeriodMissing, arguments: ["am": periods.am, "pm": periods.pm])
        case .invalid: return ValueVerdict(code: .timeInvalid)
        }
    }

    // MARK: Rules

    /// The hours the clock shows: 1 to 12, or 0 to 23.
    var hourRange: ClosedRange<Int> { layoutPattern.uses12Hour ? 1...12 : 0...23 }

    /// Pads the hour or the minutes when it holds one digit no such field begins with (`9` is
    /// 09, on a 24-hour clock `3` is 03; minutes `7` are 07), `caret` moved past the `0`.
    func padLoneField(_ digits: inout [UInt8], caret: inout Int) {
        let highest = digits.count == 1 ? UInt8(ascii: layoutPattern.uses12Hour ? "1" : "2")
            : digits.count == 3 ? UInt8(ascii: "5") : UInt8(ascii: "9")
        let start = digits.count - 1
        guard digits.count == 1 || digits.count == 3, digits[start] > highest else { return }
        digits.insert(UInt8(ascii: "0"), at: start)
        if start < caret { caret += 1 }
    }

    /// Why typed digits are refused: an hour the clock lacks, minutes above 59.
    func refusal(of digits: [UInt8]) -> EditRejection? {
        if digits.count >= 2, let hour = DateFieldFormatter.number(digits[0..<2]), !hourRange.contains(hour) {
            return .notAnHour(String(decoding: digits[0..<2], as: UTF8.self), first: hourRange.lowerBound == 0 ? "00" : "01",
                              last: hourRange.upperBound == 23 ? "23" : "12")
        }
        if digits.count >= 4, let minute = DateFieldFormatter.number(digits[2..<4]), minute > 59 {
            return .notAMinute(String(decoding: digits[2..<4], as: UTF8.self))
        }
        return nil
    }

    /// The period a key picks: `a` or `p` in either case, or the first character of the
    /// locale's name of one period when the two names begin differently.
    func period(for character: Character) -> UInt8? {
        switch character.lowercased() {
        case "a": return UInt8(ascii: "a")
        case "p": return UInt8(ascii: "p")
        default:
            guard let am = periods.am.first, let pm = periods.pm.first, am != pm else { return nil }
            return character == am ? UInt8(ascii: "a") : character == pm ? UInt8(ascii: "p") : nil
        }
    }

    /// The period `text` names: the locale's name of it, `AM`/`PM`, `a.m.`/`p.m.`, in any case.
    func periodNamed(in text: String) -> UInt8? {
        func folded(_ text: String) -> String { text.lowercased().filter { $0 != "." && !$0.isWhitespace } }
        let text = folded(text), pm = folded(periods.pm), am = folded(periods.am)
        if (!pm.isEmpty && text.contains(pm)) || text.hasSuffix("pm") { return UInt8(ascii: "p") }
        if (!am.isEmpty && text.contains(am)) || text.hasSuffix("am") { return UInt8(ascii: "a") }
        return nil
    }

    /// Reads pasted text: `9:41`, `09:41 PM`, `21:41` (on a 12-hour clock 9:41 PM: an hour 13 to
    /// 23 can only be that; 0 stays an hour the verdict names), digits alone as typed.
    func read(_ text: String) throws(EditRejection) -> (digits: [UInt8], period: UInt8?, asTyped: Bool) {
        var period = periodNamed(in: text)
        var groups: [[UInt8]] = [[]]
        // The locale's period names go first: they may hold punctuation (`صبح، منجهند`).
        var rest = text
        for name in [periods.am, periods.pm] where !name.isEmpty { rest = rest.replacing(name, with: " ") }
        // So do the pattern's own words around the time (`ཆུ་ཚོད་`, `'ga'`).
        for literal in [layoutPattern.separator, layoutPattern.prefix, layoutPattern.suffix, layoutPattern.periodGap]
        where literal.contains(where: \.isLetter) {
            rest = rest.replacing(literal.trimmingWhitespace, with: literal == layoutPattern.separator ? ":" : " ")
        }
        var letters = ""
        for character in rest.trimmingWhitespace {
            if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                groups[groups.count - 1].append(digit)
            } else if ":.h".contains(character) || character.isWhitespace || layoutPattern.separator.contains(character) {
                if !groups[groups.count - 1].isEmpty { groups.append([]) }
            } else if character.isLetter {
                letters.append(character)   // a period's name: checked below
            } else if DateFieldFormatter.invisibleMarks.contains(character) {
                continue
            } else {
                throw .notATime(EditRejection.excerpt(text))
            }
        }
        guard ["", "am", "pm", "a", "p"].contains(letters.lowercased()) else { throw .notATime(EditRejection.excerpt(text)) }
        // An hour of one digit before a separator is the whole hour (`9:` is 09), as typed.
        // (A space after it too, as the typed key: `2 ` is 02.)
        let spaceAfter = text.last?.isWhitespace == true && groups.count == 1
        let hourEnded = groups[0].count <= 2 && ((groups.count == 2 && groups[1].isEmpty) || spaceAfter)
        groups.removeAll { $0.isEmpty }
        switch groups.count {
        case 0: return ([], period, false)
        case 1 where hourEnded: return (groups[0].count == 1 ? [UInt8(ascii: "0")] + groups[0] : groups[0], period, false)
        case 1 where groups[0].count <= Self.digitCount: return (groups[0], period, true)
        case 2 where groups[0].count <= 2 && groups[1].count <= 2:
            var hour = DateFieldFormatter.number(groups[0][...]) ?? 0
            if layoutPattern.uses12Hour, period == nil, hour > 12, hour <= 23, groups[1].count == 2 { hour -= 12; period = UInt8(ascii: "p") }
            if !layoutPattern.uses12Hour, let chosen = period, hour <= 12 {
                hour = chosen == UInt8(ascii: "p") ? hour % 12 + 12 : hour % 12
            }
            return (DateFieldFormatter.asciiDigits(hour, width: 2) + groups[1], layoutPattern.uses12Hour ? period : nil, false)
        default:
            throw .notATime(EditRejection.excerpt(text))
        }
    }
}
