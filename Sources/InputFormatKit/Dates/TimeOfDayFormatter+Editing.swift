extension TimeOfDayFormatter {
    /// Applies an edit by the rules in the type's documentation.
    ///
    /// - Complexity: O(*n* + *p*) in the length of `raw` and of a pasted text.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        if case let .paste(text) = input, PasteBound.exceeds(text) {
            return .rejected(duration == nil ? .notATime(EditRejection.excerpt(text)) : .notADuration(EditRejection.excerpt(text)))
        }
        if let duration { return replace(range, inDuration: raw, with: input, mode: duration) }
        if Self.isEditedInPlace(raw) { return replace(range, inEditedText: raw, with: input) }
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
        var deleting = false
        // The period a paste names (`PM` of `1305 PM`), not the one the field showed.
        var namedPeriod: UInt8?
        // On a 24-hour clock, the period a paste of digits alone names (`941p`), which turns the
        // hour as its key does.
        var turningPeriod: UInt8?
        switch input {
        case .deletion:
            asTyped = false
            deleting = true
        case let .keystroke(character):
            if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                inserted = [digit]
            } else if !layoutPattern.uses12Hour, let period = period(for: character) {
                // On a 24-hour clock the period a paste names turns the hour, as it does pasted
                // (`9:05 PM` is 21:05): once the minutes have begun, an hour 0 to 12 becomes that
                // period's; before them, or for a later hour, the key changes nothing.
                guard Self.turnHour(of: &after.digits, to: period) else { return .caretMoved(to: range.lowerBound) }
                return .replaced(raw: self.raw(of: after), selection: range)
            } else if (character == "m" || character == "M"), before.digits.count == digitCount || before.period != nil {
                return .caretMoved(to: range.lowerBound)   // the `M` of `AM` and `PM`, which the period key took
            } else if character.isWhitespace, range.isEmpty, lower == digitCount, before.digits.count == digitCount {
                return .caretMoved(to: range.lowerBound)   // the space before a period, after the minutes
            } else if layoutPattern.uses12Hour, let period = period(for: character) {
                // It picks the period wherever the caret is, which stays with the digit it was
                // after (after the period when it was at the end of the digits).
                after.period = period
                let newRaw = self.raw(of: after)
                let caret = layoutPattern.periodFirst ? lower + 1
                    : lower >= before.digits.count ? newRaw.utf8.count : lower
                return .replaced(raw: newRaw, selection: caret..<caret)
            } else if isSeparatorKey(character) {
                if before.digits.count == 1, lower == 1, range.isEmpty {
                    after.digits.insert(UInt8(ascii: "0"), at: 0)
                    return .replaced(raw: self.raw(of: after), selection: (offset + 2)..<(offset + 2))
                }
                // Where a separator is shown after the hour, or after the minutes in a field with seconds.
                if range.isEmpty, lower == 2 || (lower == 4 && layoutPattern.hasSeconds), before.digits.count >= lower {
                    return .caretMoved(to: range.lowerBound)
                }
                return .rejected(.characterNotAccepted(character))
            } else {
                return .rejected(.characterNotAccepted(character))
            }
        case let .paste(text):
            do {
                let read = try self.read(text)
                inserted = read.digits
                asTyped = read.asTyped
                if layoutPattern.uses12Hour, let period = read.period { after.period = period } else { turningPeriod = read.period }
                namedPeriod = read.period
            } catch { return .rejected(error) }
        }
        if !takesPeriod, movesMinutesIntoHour(before.digits, lower, upper, inserting: inserted.count) {
            // Made in the text shown instead: the separator and the minutes stay where they are.
            let (text, caret) = layout(raw: raw).shownText(replacing: range,
                                                           with: inserted.map { shownDigit($0 - UInt8(ascii: "0")) }.joined())
            return kept(text, caret: caret, input: input)
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
        if let turningPeriod { _ = Self.turnHour(of: &after.digits, to: turningPeriod) }
        // On a 12-hour clock an hour 13 to 23 typed (or pasted as digits alone, as typed) with its
        // minutes is that afternoon's, as a paste of `21:05` reads it: 09:05 PM; the hour 00 is
        // midnight's, 12 AM (`00:30` is 12:30 AM). A deletion leaves the hour to the verdict.
        // (In a field with seconds, once the minutes are whole, as a paste of `21:05` reads it.)
        // Pasted, the hour turns whatever period the field showed, and a period the paste names
        // stays, as with separators (`000709 AM` is 12:07:09 AM, as `00:07:09 AM` is; `1305`
        // pasted over the digits of `09:00 AM` is 01:05 PM, as `13:05` is).
        let pasted = if case .paste = input { true } else { false }
        if !deleting, layoutPattern.uses12Hour, after.period == nil || pasted, after.digits.count >= 4,
           let hour = DateFieldFormatter.number(after.digits[0..<2]), Self.otherClockHours.contains(hour) {
            after.digits.replaceSubrange(0..<2, with: DateFieldFormatter.asciiDigits(hour == 0 ? 12 : hour - 12, width: 2))
            after.period = namedPeriod ?? UInt8(ascii: hour == 0 ? "a" : "p")
        }
        if case let .deletion(kind) = input, after.digits == before.digits, after.period == before.period {
            return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound)
        }
        // In a field with seconds a paste is refused as typing is (`7:71` is no time, where its
        // keys, typed, are 07:07:1): its digits are read as they stand, never moved into another
        // field to make a time that was not pasted.
        let refusesNoTime = switch input {
        case .keystroke: true
        case .paste: layoutPattern.hasSeconds
        case .deletion: false
        }
        if refusesNoTime, let rejection = refusal(of: after.digits) { return .rejected(rejection) }
        guard after.digits.count <= digitCount else { return .rejected(.maskFull(slots: digitCount)) }
        let rawCaret = caret + digitOffset(after)
        return .replaced(raw: self.raw(of: after), selection: rawCaret..<rawCaret)
    }

    // MARK: Rules

    /// Whether `character` stands for a separator: the pattern's (the minutes' too), or `:`, `.`,
    /// `h`, a space (never a bidi mark: `DateFieldFormatter.isSeparatorKey(_:keys:separators:)`).
    func isSeparatorKey(_ character: Character) -> Bool {
        DateFieldFormatter.isSeparatorKey(character, keys: ":. h", separators: [layoutPattern.separator, layoutPattern.secondSeparator])
    }

    /// The hours the clock shows: 1 to 12, or 0 to 23.
    var hourRange: ClosedRange<Int> { layoutPattern.uses12Hour ? 1...12 : 0...23 }

    /// Pads the hour, the minutes or the seconds when it holds one digit no such field begins
    /// with (`9` is 09, `3` is 03: a `2` may begin 20 to 23, which a 12-hour clock takes as
    /// afternoon hours too; minutes or seconds `7` are 07), `caret` moved past the `0`.
    func padLoneField(_ digits: inout [UInt8], caret: inout Int) {
        let highest = digits.count == 1 ? UInt8(ascii: "2") : UInt8(ascii: "5")
        let start = digits.count - 1
        guard digits.count == 1 || digits.count == 3 || (digits.count == 5 && digitCount == 6), digits[start] > highest else { return }
        digits.insert(UInt8(ascii: "0"), at: start)
        if start < caret { caret += 1 }
    }

    /// On a 24-hour clock, turns the hour of `digits` to `period`'s (`a` or `p`) once the minutes
    /// have begun and the hour is 0 to 12 (`09:4` with `p` is `21:4`), as the period's key and a
    /// paste of digits with it do; whether it did.
    static func turnHour(of digits: inout [UInt8], to period: UInt8) -> Bool {
        guard digits.count >= 3, let hour = DateFieldFormatter.number(digits[0..<2]), hour <= 12 else { return false }
        digits.replaceSubrange(0..<2, with: DateFieldFormatter.asciiDigits(self.hour(hour, in: period), width: 2))
        return true
    }

    /// The hours of a 24-hour clock that a 12-hour one lacks: 00 (12 AM) and 13 to 23 (1 to 11 PM).
    static let otherClockHours: Set<Int> = Set([0] + Array(13...23))

    /// Why typed digits are refused: an hour the clock lacks (a 12-hour clock takes 00 and 13 to
    /// 23 on the way to its minutes, which make it a midnight or afternoon hour), minutes or
    /// seconds above 59.
    func refusal(of digits: [UInt8]) -> EditRejection? {
        if digits.count >= 2, let hour = DateFieldFormatter.number(digits[0..<2]), !hourRange.contains(hour),
           !(layoutPattern.uses12Hour && Self.otherClockHours.contains(hour)) {
            return .notAnHour(String(decoding: digits[0..<2], as: UTF8.self), first: hourRange.lowerBound == 0 ? "00" : "01",
                              last: hourRange.upperBound == 23 ? "23" : "12")
        }
        if digits.count >= 4, let minute = DateFieldFormatter.number(digits[2..<4]), minute > 59 {
            return .notAMinute(String(decoding: digits[2..<4], as: UTF8.self))
        }
        if digits.count >= 6, let second = DateFieldFormatter.number(digits[4..<6]), second > 59 {
            return .notASecond(String(decoding: digits[4..<6], as: UTF8.self))
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
}
