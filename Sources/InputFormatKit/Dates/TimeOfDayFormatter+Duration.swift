/// A time field's duration mode (``TimeOfDayFormatter/init(locale:duration:)``): the same field,
/// its separators, digits and messages, reading hours past 24.
///
/// - The raw characters are ASCII digits and `:` where a separator was typed. Digits alone are
///   read from the right, as a timer's keypad reads them: the last two are the minutes (in a
///   field with seconds, of five digits or more the last two the seconds and the two before
///   them the minutes), the rest the hours (`730` is `7:30`, `3130` `31:30`, `73005` `7:30:05`);
///   one or two digits are not yet split (`73`), nor digits whose minutes would be none but
///   that may be hours still (`1275`: `1275:30` is being typed).
/// - A typed separator (`:`, the locale's own: fi_FI `.`, fr_CA `h`) ends the hours: `127:`
///   then `30` is `127:30` (`127` shows `1:27`, and `:` makes it `127:`). In a field with
///   seconds, minutes typed whole after it bring the seconds' separator (`7:30:`, as a time's
///   `09:41:`), over which a typed separator moves the caret. A lone minute or second digit
///   above 5 after a separator is padded (`7:7` is `7:07`), as in a time. Keys shown alike are
///   kept alike: `7:30` typed is kept as `730`, since the field reads its raw characters back
///   from its text.
/// - Minutes or seconds above 59 are refused as typed or pasted, naming them (`12:75` pasted,
///   `99999` typed), and so are hours above the most (9,999, or an app's): no key, no paste
///   leaves a value the text does not show.
/// - Paste reads keys as typed: `7:30`, `07:30`, `730`, `7:30:05`, native digits (`٧:٣٠`), the
///   words of the locale's pattern around them (fr_CA `7 h 30`); `7.30`, where `.` is not the
///   locale's separator, is refused (``EditRejection/notADuration(_:)``): it may be 7.3 hours.
/// - No day period: `a` and `p` are refused. Once editing ends the hours lose their leading
///   zeros (`07:30` shows `7:30`).
///
/// ```swift
/// var field = InputField(formatter: try TimeOfDayFormatter(locale: "de_DE", duration: .hoursAndMinutes))
/// field.type("3130")
/// field.text.description              // "31:30|"
/// field.value?.durationInSeconds      // 113400
/// ```
extension TimeOfDayFormatter {
    /// The raw character for a typed separator.
    static let durationSeparator = UInt8(ascii: ":")

    /// The fields of a duration's raw characters (hours, minutes, seconds), and whether a typed
    /// separator split them (else digits alone are split by ``splitOfDigits(_:mode:)``).
    ///
    /// - Complexity: O(*n*) in the number of raw characters.
    static func durationFields(_ keys: [UInt8], mode: DurationMode) -> (fields: [ArraySlice<UInt8>], typed: Bool) {
        if keys.contains(durationSeparator) {
            return (keys.split(separator: durationSeparator, omittingEmptySubsequences: false), true)
        }
        return (fields(of: keys, lengths: splitOfDigits(keys, mode: mode)), false)
    }

    /// `digits` cut into fields of `lengths`.
    static func fields(of digits: [UInt8], lengths: [Int]) -> [ArraySlice<UInt8>] {
        var fields: [ArraySlice<UInt8>] = [], start = 0
        for length in lengths {
            fields.append(digits[start..<(start + length)])
            start += length
        }
        return fields
    }

    /// The lengths of the fields digits alone are split into: from the right, the first reading
    /// that may be a duration — the minutes the last two (with seconds, of five digits or more,
    /// the seconds the last two and the minutes the two before: `73005` is `7:30:05`), else with
    /// seconds the hours and minutes (`17000` is `170:00`, its seconds to come), else all of them
    /// the hours, a separator to come (`1275` with hours up to 9,999); one or two digits are not
    /// yet split. Where no reading is a duration, the first (which typing refuses).
    ///
    /// - Complexity: O(*n*) in the number of digits.
    static func splitOfDigits(_ digits: [UInt8], mode: DurationMode) -> [Int] {
        let count = digits.count
        guard count > 2 else { return [count] }
        let readings = mode.seconds && count > 4 ? [[count - 4, 2, 2], [count - 2, 2], [count]] : [[count - 2, 2], [count]]
        return readings.first { refusal(of: fields(of: digits, lengths: $0), typed: false, mode: mode) == nil } ?? readings[0]
    }

    /// `keys` without their separators where digits alone are split the same way (`7:30` is
    /// `730`), so that keys shown alike are kept, and edited, alike; else as they are (`12:3`).
    ///
    /// - Complexity: O(*n*) in the number of keys.
    static func settledDuration(_ keys: [UInt8], mode: DurationMode) -> [UInt8] {
        guard keys.contains(durationSeparator) else { return keys }
        let digits = keys.filter { $0 != durationSeparator }
        let typed = keys.split(separator: durationSeparator, omittingEmptySubsequences: false).map(\.count)
        return typed == splitOfDigits(digits, mode: mode) ? digits : keys
    }

    /// A field's digits as a number, capped above any hour (a raw text set from outside may be long).
    static func durationNumber(_ digits: ArraySlice<UInt8>) -> Int {
        digits.count > 9 ? Int.max : DateFieldFormatter.number(digits) ?? Int.max
    }

    /// Whether `fields` are a whole duration: hours, then minutes (and seconds) of two digits.
    static func isWholeDuration(_ fields: [ArraySlice<UInt8>], mode: DurationMode) -> Bool {
        fields.count == mode.fieldCount && !fields[0].isEmpty && fields.dropFirst().allSatisfy { $0.count == 2 }
    }

    /// Why `keys` are refused (``refusal(of:typed:mode:)`` of their fields); `nil` when they may be typed.
    ///
    /// - Complexity: O(*n*) in the number of keys.
    static func durationRefusal(of keys: [UInt8], mode: DurationMode) -> EditRejection? {
        let (fields, typed) = durationFields(keys, mode: mode)
        return refusal(of: fields, typed: typed, mode: mode)
    }

    /// Why `fields` are no duration, whole or to come: more fields or digits than a duration has,
    /// hours above the most, minutes or seconds above 59; `nil` for one or two digits not yet split.
    static func refusal(of fields: [ArraySlice<UInt8>], typed: Bool, mode: DurationMode) -> EditRejection? {
        // The hours may be written with two digits, as a time writes them (`00:05` where the most is 1).
        let hourDigits = max(mode.hourDigits, 2)
        let slots = hourDigits + 2 * (mode.fieldCount - 1)
        if fields.count > mode.fieldCount || (typed && fields.dropFirst().contains { $0.count > 2 }) { return .maskFull(slots: slots) }
        guard fields.count > 1 || typed || fields[0].count > 2 else { return nil }
        if durationNumber(fields[0]) > mode.maximumHours {
            return .notAnHour(EditRejection.excerpt(String(decoding: fields[0], as: UTF8.self)), first: "0", last: String(mode.maximumHours))
        }
        if fields[0].count > hourDigits { return .maskFull(slots: slots) }
        if fields.count > 1, fields[1].count == 2, durationNumber(fields[1]) > 59 { return .notAMinute(String(decoding: fields[1], as: UTF8.self)) }
        if fields.count > 2, fields[2].count == 2, durationNumber(fields[2]) > 59 { return .notASecond(String(decoding: fields[2], as: UTF8.self)) }
        return nil
    }

    /// Whether `character` is a separator's key in a duration: `:` or a character of the
    /// locale's separators (fi_FI `.`, fr_CA `h`); never `.` elsewhere, which may be a decimal
    /// mark (`7.5` hours).
    func isDurationSeparatorKey(_ character: Character) -> Bool {
        character == ":" || (!character.isWhitespace
            && [layoutPattern.separator, layoutPattern.secondSeparator].contains { $0.contains(character) })
    }

    /// What a key does to a duration's keys, the caret at `caret`.
    enum DurationKey {
        /// The keys it leaves, and the caret after it.
        case typed([UInt8], caret: Int)
        /// It changes nothing: the caret goes to the offset.
        case moved(Int)
        case refused(EditRejection)
    }

    /// Types `character` into `keys` at `caret`, by the rules of this file's documentation.
    ///
    /// - Complexity: O(*n*) in the number of keys.
    func typeDurationKey(_ character: Character, into keys: [UInt8], at caret: Int, mode: DurationMode) -> DurationKey {
        let separator = Self.durationSeparator, zero = UInt8(ascii: "0")
        var after = keys, caret = caret
        if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
            after.insert(digit, at: caret)
            caret += 1
            // A lone minute or second digit above 5, just after a typed separator: padded.
            if digit > UInt8(ascii: "5"), caret >= 2, after[caret - 2] == separator, caret == after.count || after[caret] == separator {
                after.insert(zero, at: caret - 1)
                caret += 1
            }
            // With seconds, minutes made whole after a typed separator bring the seconds' (`7:30:`,
            // as a time's `09:41:`), so that `7:30` shown is the same, digits alone, however typed.
            if mode.seconds, caret == after.count, after.count(where: { $0 == separator }) == 1,
               after.reversed().prefix(while: { $0 != separator }).count == 2 {
                after.append(separator)
                caret += 1
            }
        } else if isDurationSeparatorKey(character) {
            if caret < keys.count, keys[caret] == separator { return .moved(caret + 1) }   // over a typed separator
            guard caret == keys.count, let last = keys.last else { return .refused(.characterNotAccepted(character)) }
            if last == separator { return .moved(caret) }
            let (fields, typed) = Self.durationFields(keys, mode: mode)
            if typed {
                // It ends the minutes, in a field with seconds (a lone digit padded: `7:3:` is `7:03:`).
                guard mode.seconds, fields.count == 2 else { return .refused(.characterNotAccepted(character)) }
                if fields[1].count == 1 { after.insert(zero, at: after.count - 1) }
                after.append(separator)
            } else {
                after.append(separator)   // the digits typed are the hours: `1:27` shown is `127:`
            }
            caret = after.count
        } else if DateFieldFormatter.invisibleMarks.contains(character)
                    || (character.isWhitespace && (layoutPattern.separator + layoutPattern.secondSeparator).contains(where: \.isWhitespace)) {
            return .moved(caret)   // a bidi mark, or the space around a separator of words (fr_CA `7 h 30`)
        } else {
            return .refused(.characterNotAccepted(character))
        }
        if let refusal = Self.durationRefusal(of: after, mode: mode) { return .refused(refusal) }
        return .typed(after, caret: caret)
    }

    /// Applies an edit to a duration's raw characters: a deletion takes them out, a key is typed
    /// (``typeDurationKey(_:into:at:mode:)``), a paste is read as its keys typed one by one.
    ///
    /// - Complexity: O(*n* · *p*) in the number of raw characters and of a pasted text's keys
    ///   (a paste is at most ``PasteBound/utf8Count`` bytes; the keys a duration takes, 16).
    func replace(_ range: Range<Int>, inDuration raw: String, with input: EditInput, mode: DurationMode) -> RawEdit {
        let before = Array(raw.utf8)
        guard range.lowerBound >= 0, range.upperBound <= before.count else { return .rejected(.rangeOutOfBounds(range, length: before.count)) }
        var keys = before
        keys.removeSubrange(range)
        var caret = range.lowerBound
        switch input {
        case let .deletion(kind):
            if Self.settledDuration(keys, mode: mode) == before { return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound) }
        case let .keystroke(character):
            switch typeDurationKey(character, into: keys, at: caret, mode: mode) {
            case let .typed(typed, after): (keys, caret) = (typed, after)
            case let .moved(offset): if range.isEmpty { return .caretMoved(to: offset) }
            case let .refused(reason): return .rejected(reason)
            }
        case let .paste(text):
            let pasted = durationKeys(of: text)
            // Its own fields first: `7:75` is refused for its minutes, not read as the padded
            // `7:07` and a `5`. (Their length is the keys' to judge: `1:2340` types as `1:23:40`.)
            var own: [UInt8] = []
            for key in pasted {
                if let digit = DecimalDigit.ascii(of: key)?.asciiByte { own.append(digit) }
                else if isDurationSeparatorKey(key), own.last != Self.durationSeparator { own.append(Self.durationSeparator) }
            }
            switch Self.durationRefusal(of: own, mode: mode) {
            case nil, .maskFull?: break
            case let refusal?: return .rejected(refusal)
            }
            for key in pasted {
                switch typeDurationKey(key, into: keys, at: caret, mode: mode) {
                case let .typed(typed, after): (keys, caret) = Self.settledDuration(typed, caret: after, mode: mode)   // as between keys typed
                case let .moved(offset): caret = offset
                case .refused(.characterNotAccepted): return .rejected(.notADuration(EditRejection.excerpt(text)))
                case let .refused(reason): return .rejected(reason)
                }
            }
        }
        let (settled, offset) = Self.settledDuration(keys, caret: caret, mode: mode)
        return .replaced(raw: String(decoding: settled, as: UTF8.self), selection: offset..<offset)
    }

    /// ``settledDuration(_:mode:)`` of `keys`, and where `caret` is in them.
    static func settledDuration(_ keys: [UInt8], caret: Int, mode: DurationMode) -> (keys: [UInt8], caret: Int) {
        let settled = settledDuration(keys, mode: mode)
        return (settled, settled.count == keys.count ? caret : keys[..<caret].count { $0 != durationSeparator })
    }

    /// The keys of a pasted duration: its characters, without the words of the locale's pattern
    /// (bg_BG `ч.`; fr_CA's separator `h` stays a separator), the whitespace around it and bidi marks.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    func durationKeys(of text: String) -> [Character] {
        var rest = text
        for (word, standsFor) in Self.words(of: layoutPattern) where standsFor != ":" { rest = rest.replacing(word, with: standsFor) }
        return rest.trimmingWhitespace.filter { !DateFieldFormatter.invisibleMarks.contains($0) }
    }

    /// A duration's text as its raw characters: its digits as ASCII, `:` for each separator
    /// shown, settled (``settledDuration(_:mode:)``).
    ///
    /// - Complexity: O(*n*) in the length of `text` (at most 64 keys are kept).
    func durationRawText(of text: String) -> String {
        guard let mode = duration else { return "" }
        var keys: [UInt8] = []
        // The separators shown are read whole (two in a row are a field a deletion emptied, `1::`;
        // one with no hour before it, `:23`, the hours it took); a key of one, once.
        var rest = text.hasPrefix(layoutPattern.prefix) ? text.dropFirst(layoutPattern.prefix.count) : Substring(text)
        let separators = [layoutPattern.separator, layoutPattern.secondSeparator].filter { !$0.isEmpty }
        while let character = rest.first, keys.count < 64 {
            if let separator = separators.first(where: rest.hasPrefix) {
                keys.append(Self.durationSeparator)
                rest = rest.dropFirst(separator.count)
                continue
            }
            if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                keys.append(digit)
            } else if isDurationSeparatorKey(character), keys.last != Self.durationSeparator {
                keys.append(Self.durationSeparator)
            }
            rest = rest.dropFirst()
        }
        return String(decoding: Self.settledDuration(keys, mode: mode), as: UTF8.self)
    }

    /// The hours, the separator, the minutes (and the seconds), in the locale's digits; the
    /// pattern's suffix once whole; with `hidingHourZeros` (editing ended) the hours' leading
    /// zeros left out of a whole duration.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func durationLayout(raw: String, hidingHourZeros: Bool) -> RawLayout {
        let keys = Array(raw.utf8)
        guard let mode = duration, !keys.isEmpty else { return RawLayout(text: "", rawSpans: []) }
        guard keys.allSatisfy({ DecimalDigit.isASCII($0) || $0 == Self.durationSeparator }) else { return PlainTextFormatter().layout(raw: raw) }
        let (fields, typed) = Self.durationFields(keys, mode: mode)
        let whole = Self.isWholeDuration(fields, mode: mode)
        var text = layoutPattern.prefix
        var spans: [Range<Int>] = []
        for (index, field) in fields.enumerated() {
            if index > 0 {
                let start = text.utf16.count
                text += index == 1 || layoutPattern.secondSeparator.isEmpty ? layoutPattern.separator : layoutPattern.secondSeparator
                if typed { spans.append(start..<text.utf16.count) }
            }
            let hidden = index == 0 && hidingHourZeros && whole ? min(field.prefix { $0 == UInt8(ascii: "0") }.count, field.count - 1) : 0
            for (offset, byte) in field.enumerated() {
                let start = text.utf16.count
                if offset >= hidden { text += shownDigit(byte - UInt8(ascii: "0")) }
                spans.append(start..<text.utf16.count)
            }
        }
        if whole { text += layoutPattern.suffix }
        return RawLayout(text: text, rawSpans: spans)
    }

    /// The duration `raw` holds: valid once whole with minutes and seconds up to 59 and hours up to
    /// the most, its length in seconds then.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func durationValue(raw: String, mode: DurationMode) -> TimeOfDay {
        let keys = Array(raw.utf8)
        let (fields, _) = Self.durationFields(keys.filter { DecimalDigit.isASCII($0) || $0 == Self.durationSeparator }, mode: mode)
        func shown(_ index: Int) -> String {
            let digits = index < fields.count ? String(decoding: fields[index].prefix(2), as: UTF8.self) : ""
            return digits + String(repeating: "?", count: 2 - digits.count)
        }
        let split = fields.count > 1 && !fields[0].isEmpty
        let hour = split ? Self.durationNumber(fields[0]) : nil
        let minute = fields.count > 1 && fields[1].count == 2 ? Self.durationNumber(fields[1]) : nil
        let second = !mode.seconds ? 0 : fields.count > 2 && fields[2].count == 2 ? Self.durationNumber(fields[2]) : nil
        let validation: TimeValidation
        if keys.count != raw.unicodeScalars.count || keys.contains(where: { !DecimalDigit.isASCII($0) && $0 != Self.durationSeparator }) {
            validation = .invalid   // a text set from outside
        } else if !Self.isWholeDuration(fields, mode: mode) {
            validation = fields.count > mode.fieldCount ? .invalid : .incomplete
        } else if (hour ?? .max) > mode.maximumHours || (minute ?? .max) > 59 || (second ?? .max) > 59 {
            validation = .invalid
        } else {
            validation = .valid
        }
        let total = validation == .valid ? (hour ?? 0) * 3600 + (minute ?? 0) * 60 + (second ?? 0) : nil
        let hourText = hour.map { $0 == .max ? "?" : String($0) } ?? "?"
        return TimeOfDay(hour: validation == .valid ? hour : nil, minute: minute, second: second, validation: validation,
                         description: hourText + ":" + shown(1) + (mode.seconds ? ":" + shown(2) : ""), durationInSeconds: total)
    }
}
