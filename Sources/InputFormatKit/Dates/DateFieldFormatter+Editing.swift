extension DateFieldFormatter {
    /// Applies an edit by the rules in the type's documentation.
    ///
    /// - Complexity: O(*n* + *p*) in the length of `raw` and of a pasted text, with up to eight ICU parse attempts for
    ///   a pasted date that is not digits and separators alone.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        var raw = raw
        return raw.withUTF8 { digits in
            guard range.lowerBound >= 0, range.upperBound <= digits.count else {
                return .rejected(.rangeOutOfBounds(range, length: digits.count))
            }
            switch input {
            case .deletion:
                return splice(range, of: digits, with: UnsafeRawBufferPointer(start: nil, count: 0), asTyped: false, input: input)
            case let .keystroke(character):
                if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                    return withUnsafeBytes(of: digit) { splice(range, of: digits, with: $0, asTyped: true, input: input) }
                } else if isSeparatorKey(character) {
                    return separatorTyped(character, at: range, in: Array(digits))
                } else {
                    return .rejected(.characterNotAccepted(character))
                }
            case let .paste(text):
                let pasted: (digits: [UInt8], asTyped: Bool)
                do throws(EditRejection) { pasted = try read(text) } catch { return .rejected(error) }
                return pasted.digits.withUnsafeBytes { splice(range, of: digits, with: $0, asTyped: pasted.asTyped, input: input) }
            }
        }
    }

    /// The raw digits `range` of `digits` replaced with `inserted` (``replace(_:in:with:)``),
    /// spliced in a buffer on the stack: only the new raw string is made.
    private func splice(_ range: Range<Int>, of digits: UnsafeBufferPointer<UInt8>, with inserted: UnsafeRawBufferPointer,
                        asTyped: Bool, input: EditInput) -> RawEdit {
        // Each pad puts in one `0`: at most one after each digit typed, and one at the end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: digits.count + 2 * inserted.count + 1) { buffer in
            var count = 0
            for byte in digits[..<range.lowerBound] { buffer[count] = byte; count += 1 }
            var caret = range.lowerBound
            if asTyped {
                // Digits typed (or pasted alone) one after another at the end: after each, a lone
                // first digit that cannot begin its day or month is that field (`4` where the month
                // goes is 04). Typed before other digits, a digit is only inserted.
                let atEnd = range.upperBound == digits.count
                for digit in inserted {
                    buffer[count] = digit
                    count += 1
                    caret += 1
                    if atEnd { padLoneField(buffer, count: &count, caret: &caret) }
                }
            } else {
                for digit in inserted { buffer[count] = digit; count += 1 }
                caret += inserted.count
            }
            for byte in digits[range.upperBound...] { buffer[count] = byte; count += 1 }
            // Whatever the edit, the last field too (`25` less its `5` is 02; a `5` moved there).
            padLoneField(buffer, count: &count, caret: &caret)
            let result = UnsafeBufferPointer(rebasing: buffer[..<count])
            if inserted.isEmpty {
                if case let .deletion(kind) = input, result.elementsEqual(digits) {
                    // Deleting the 0 of such a field would only bring it back: the caret moves over it.
                    return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound)
                }
            }
            if case .keystroke = input, let rejection = refusal(of: result, from: range.lowerBound, to: caret) {
                return .rejected(rejection)
            }
            guard count <= Self.length else { return .rejected(.maskFull(slots: Self.length)) }
            return .replaced(raw: String(utf8: result), selection: caret..<caret)
        }
    }

    /// Pads the field the last of the `count` digits in `digits` is in when it is a day or month
    /// of one digit that cannot begin it (`4` where the month goes), `count` one more and `caret`
    /// moved past the `0` put in before it (`digits` has room for it). Only the last field can
    /// hold one digit: each before it is whole.
    func padLoneField(_ digits: UnsafeMutableBufferPointer<UInt8>, count: inout Int, caret: inout Int) {
        var start = 0
        for component in layoutPattern.order {
            if count == start + 1 {
                if component != .year, digits[start] > Self.highestFirstDigit(of: component) {
                    digits[start + 1] = digits[start]
                    digits[start] = UInt8(ascii: "0")
                    count += 1
                    if start < caret { caret += 1 }
                }
                return
            }
            start += component.width
        }
    }

    /// Why a keystroke that leaves `result`, typed from `start` to `caret`, is refused: a whole
    /// day or month it touched that is none (`13`, `32`, `00`).
    func refusal(of result: UnsafeBufferPointer<UInt8>, from start: Int, to caret: Int) -> EditRejection? {
        for component in layoutPattern.order {
            let first = self.start(of: component), end = first + component.width
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
            let fieldEnd = fieldStart + component.width
            if component != .year, digits.count == fieldStart + 1, range == digits.count..<digits.count {
                guard digits[fieldStart] != UInt8(ascii: "0") else {
                    return .rejected(component == .month ? .notAMonth("00") : .notADay("00"))
                }
                var result = digits
                result.insert(UInt8(ascii: "0"), at: fieldStart)
                guard result.count <= Self.length else { return .rejected(.maskFull(slots: Self.length)) }
                return .replaced(raw: String(decoding: result, as: UTF8.self), selection: fieldEnd..<fieldEnd)
            }
            if range.isEmpty, range.lowerBound == fieldEnd, index < 2, digits.count >= fieldEnd {
                return .caretMoved(to: fieldEnd)
            }
            fieldStart = fieldEnd
        }
        return .rejected(.characterNotAccepted(character))
    }
}
