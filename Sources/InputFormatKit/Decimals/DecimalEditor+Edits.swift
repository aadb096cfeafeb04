/// The edits of a decimal number: keystrokes, deletions and pastes applied to the raw number by
/// the rules in ``CurrencyFormatter``'s documentation, which number fields share.
extension DecimalEditor {
    /// Applies an edit to the raw number as typed (``AmountEntry/asTyped``; ``edit(_:in:with:layout:)``
    /// chooses by the entry), for a field that keeps what was typed at the end (`typed`, of a
    /// ``TypedAmount`` that reads as `raw`): a `.` or `,` typed at the end, and every digit after
    /// it, is added to what was typed and the whole is read again, as a paste of it would be;
    /// the answer says what was typed then, for the next key (`nil` after any other edit). An
    /// edit of an open mark's amount (``DecimalEditor/openComma``) is an edit of it as typed,
    /// read again too.
    ///
    /// - Complexity: O(*n*) in the length of the raw number and of a pasted text.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput, typed: String?) -> (edit: RawEdit, typed: TypedAmount?) {
        let count = raw.utf8.count
        let open = raw.utf8.contains(where: Self.isOpenMark) ? true : nil
        guard range.lowerBound >= 0, range.upperBound <= count, typed != nil || open != nil || range.upperBound == count else {
            return (replaceSettled(range, in: raw, with: input), nil)
        }
        switch input {
        case let .keystroke(key):
            guard let typedKey = Self.typedKey(key, typing: typed != nil || open != nil) else { break }
            if range == count..<count {
                if typed == nil, open == nil, raw.utf8.contains(Self.mark) { return (.rejected(.secondDecimalMark), nil) }
                let answer = read(typed: (typed ?? Self.typed(raw)) + String(typedKey), caret: nil)
                if !DecimalDigit.isASCII(typedKey.asciiValue ?? 0), case let .success(before) = reader.read(typed ?? Self.typed(raw)),
                   before.fraction != nil {
                    // A mark after the decimal mark: refused, or read as nothing (`72,.`).
                    if case .rejected(.notAQuantity) = answer.edit { return (.rejected(.secondDecimalMark), nil) }
                    if case let .replaced(newRaw, _) = answer.edit, !newRaw.utf8.contains(where: { $0 == Self.mark || Self.isOpenMark($0) }) {
                        return (.rejected(.secondDecimalMark), nil)
                    }
                }
                return answer
            }
            guard open != nil else { break }
            var text = Array(Self.typed(raw).utf8)
            text.replaceSubrange(range, with: String(typedKey).utf8)
            return read(typed: String(decoding: text, as: UTF8.self), caret: range.lowerBound + 1)
        case .deletion where open != nil:
            var text = Array(Self.typed(raw).utf8)
            text.removeSubrange(range)
            return read(typed: String(decoding: text, as: UTF8.self), caret: range.lowerBound)
        case .paste where open != nil:
            // A paste into an open mark's amount reads the mark as the decimal mark it is so far.
            return (replaceSettled(range, in: String(raw.map { $0 == "," || $0 == ":" ? "." : $0 }), with: input), nil)
        default:
            break
        }
        let settled = replaceSettled(range, in: raw, with: input)
        if case .rejected(.tooManyFractionDigits) = settled, case let .keystroke(key) = input, range == count..<count,
           let digit = Self.typedKey(key, typing: true), let shown = notation.decimalMark.first, shown == "." || shown == "," {
            // One fraction digit too many after the decimal mark the text shows (`1.234` in
            // dollars): read as typed, that mark may be an open one (``openRaw(of:refused:)``).
            return read(typed: String(raw.map { $0 == "." ? shown : $0 }) + String(digit), caret: nil)
        }
        return (settled, nil)
    }

    /// A mark typed as `,` whose reading is open: an amount that reads only with more fraction
    /// digits than the field holds (`1,234` in a euro field of de_DE, `1,2` in yen), which more
    /// keys may still read otherwise (`1,234.5`, `1,234`). Such an amount is kept as typed and
    /// has no value (nothing is rounded, no mark dropped); see ``openReading(of:refused:)``.
    static let openComma = UInt8(ascii: ",")
    /// A mark typed as `.` whose reading is open (`1.234` in dollars, on the way to `1.234,56`).
    static let openDot = UInt8(ascii: ":")

    static func isOpenMark(_ byte: UInt8) -> Bool { byte == openComma || byte == openDot }

    /// Raw characters as typed: an open mark as the key it was typed as.
    static func typed(_ raw: String) -> String {
        String(raw.map { $0 == ":" ? "." : $0 })
    }

    /// The key as it is added to what was typed: a `.` or `,` (or its full-width form), which is
    /// read by the digits that follow it, or `٫`, or, while `typing` such a mark, a digit; `nil`
    /// for a key the raw characters take as they are.
    private static func typedKey(_ key: Character, typing: Bool) -> Character? {
        if let byte = key.asciiByte {   // the keys typed most, read without the scalar view
            switch byte {
            case UInt8(ascii: "."): return "."
            case UInt8(ascii: ","): return ","
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return typing ? key : nil
            default: return nil
            }
        }
        let scalars = key.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1 else { return nil }
        switch scalar {
        case "\u{FF0E}": return "."
        case "\u{FF0C}": return ","
        case "\u{066B}": return "\u{066B}"   // always the decimal mark, but read with the rest
        default:
            guard typing, let digit = DecimalDigit.value(of: scalar) else { return nil }
            return Character(Unicode.Scalar(UInt8(ascii: "0") + digit))
        }
    }

    /// `typed` read as a paste is read: the reading's raw characters, with the caret at their
    /// end or by the character before `caret` (an offset into `typed`); or, where the reading
    /// is refused but more keys may still make it one, the open marks' amount as typed
    /// (``openRaw(of:refused:)``); or the reading's refusal.
    private func read(typed: String, caret: Int?) -> (edit: RawEdit, typed: TypedAmount?) {
        let edit: RawEdit
        switch reader.read(typed) {
        case let .success(reading):
            if reading.negative, !allowsNegative { return (.rejected(.negativeNotAllowed(reader.quantity)), nil) }
            var bytes: [UInt8] = reading.negative ? [Self.minus] : []
            bytes += reading.integer
            if let fraction = reading.fraction {
                bytes.append(Self.mark)
                bytes += fraction
            }
            // The raw characters before the caret: the sign and digits typed before it, and the
            // decimal mark when it stands before it (a mark read as grouping is not kept).
            var position = bytes.count
            if let caret {
                let before = typed.utf8.prefix(caret)
                position = before.count { DecimalDigit.isASCII($0) || $0 == Self.minus }
                if reading.fraction != nil, before.contains(where: Self.isTypedMark) { position += 1 }
            }
            edit = normalized(bytes, caret: position)
        case let .failure(reason):
            guard let bytes = openRaw(of: typed, refused: reason) else { return (.rejected(reason), nil) }
            if bytes.first == Self.minus, !allowsNegative { return (.rejected(.negativeNotAllowed(reader.quantity)), nil) }
            let position = caret ?? bytes.count
            edit = .replaced(raw: String(decoding: bytes, as: UTF8.self), selection: position..<position)
        }
        guard case let .replaced(newRaw, _) = edit else { return (edit, nil) }
        return (edit, TypedAmount(typed: typed, raw: newRaw))
    }

    private static func isTypedMark(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") }

    /// The raw characters of `typed` kept as typed, its marks open (``openComma``), where the
    /// reader refused it for `reason` but more keys may still make it an amount: marks of one
    /// kind, the leading group of 1 to 3 digits not starting with 0, full groups between the
    /// marks, and after the last, where the mark is the locale's grouping key, fewer digits than
    /// a group (`12,34,` in en_IN, on the way to `12,34,567`; `1,2` in yen, to `1,234`), or,
    /// after one mark of either kind, a group of digits that are too many fraction digits for the
    /// field (`1.234` in dollars, to `1.234,56`). `nil` otherwise: the refusal stands.
    ///
    /// - Complexity: O(*n*) in the length of `typed`.
    func openRaw(of typed: String, refused reason: EditRejection) -> [UInt8]? {
        let bytes = Array(typed.utf8)
        let body = bytes.first == Self.minus ? bytes.dropFirst() : bytes[...]
        guard let mark = body.first(where: Self.isTypedMark),
              body.allSatisfy({ DecimalDigit.isASCII($0) || $0 == mark }) else { return nil }
        let runs = body.split(separator: mark, omittingEmptySubsequences: false)
        guard let first = runs.first, let last = runs.last, (1...3).contains(first.count),
              first.first != UInt8(ascii: "0") else { return nil }
        let tooPrecise: Bool
        switch reason {
        case .tooManyFractionDigits, .noMinorUnits: tooPrecise = runs.count == 2
        default: tooPrecise = false
        }
        // Fewer digits than a group after the last mark wait for the rest of the group only
        // where the mark is the locale's grouping key: `12.5` in dollars is read, not kept open.
        let groupsAsTyped = SeparatorKey(Unicode.Scalar(mark), decimalMark: notation.decimalMark.unicodeScalars.first,
                                         groupingMark: notation.groupingMark.unicodeScalars.first ?? reader.finishedGroupingMark) == .grouping
        func open(_ primary: Int, _ secondary: Int) -> Bool {
            (runs.count == 2 || first.count <= secondary) && runs.dropFirst().dropLast().allSatisfy { $0.count == secondary }
                && ((groupsAsTyped && last.count < primary) || (tooPrecise && last.count == primary))
        }
        let primary = notation.primaryGroupSize > 0 ? notation.primaryGroupSize : 3
        let secondary = notation.secondaryGroupSize > 0 ? notation.secondaryGroupSize : 3
        guard open(primary, secondary) || open(3, 3) || open(3, 2) else { return nil }
        let openMark = mark == UInt8(ascii: ",") ? Self.openComma : Self.openDot
        return bytes.map { $0 == mark ? openMark : $0 }
    }

    /// The edit applied to the raw characters as they are: every edit but a key typed at the end.
    private func replaceSettled(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        // The one copy, with room for what the edit adds (a sign, a zero before a leading mark,
        // what is pasted): the functions below take it over and edit it without growing it.
        var room = 2
        if case let .paste(text) = input {
            if PasteBound.exceeds(text) { return .rejected(longPasteRefusal(text)) }
            room += text.utf8.count
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count + room)
        bytes.append(contentsOf: raw.utf8)
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
            return .rejected(.rangeOutOfBounds(range, length: bytes.count))
        }
        switch input {
        case let .deletion(kind):
            return delete(range, in: consume bytes, kind: kind)
        case let .keystroke(character):
            return type(character, over: range, in: consume bytes)
        case let .paste(text):
            switch reader.read(text) {
            case let .failure(reason):
                return .rejected(reason)
            case let .success(reading):
                var inserted = reading.integer
                if let fraction = reading.fraction { inserted.append(UInt8(ascii: ".")); inserted += fraction }
                return insert(inserted, over: range, in: consume bytes, negative: reading.negative)
            }
        }
    }

    /// Why a paste longer than any amount is written with (``PasteBound``) is refused, never
    /// inserted: the reason its beginning already earns (a letter, more digits than fit), or that
    /// it is no amount.
    private func longPasteRefusal(_ text: String) -> EditRejection {
        switch reader.read(PasteBound.beginning(of: text)) {
        case let .failure(reason): reason
        case let .success(reading) where reading.integer.count > maximumIntegerDigits: .tooManyIntegerDigits(maximum: maximumIntegerDigits)
        case .success: .notAQuantity(EditRejection.excerpt(text), reader.quantity)
        }
    }

    static let minus = UInt8(ascii: "-")
    static let mark = UInt8(ascii: ".")

    private func delete(_ range: Range<Int>, in bytes: consuming [UInt8], kind: EditInput.DeletionKind) -> RawEdit {
        if kind != .selection, range.count == 1, bytes[range.lowerBound] == Self.mark, range.upperBound < bytes.count {
            // A decimal mark with fraction digits after it stays; the caret moves over it.
            return .caretMoved(to: kind == .backward ? range.lowerBound : range.upperBound)
        }
        var result = consume bytes
        result.removeSubrange(range)
        return normalized(consume result, caret: range.lowerBound)
    }

    private func type(_ character: Character, over range: Range<Int>, in bytes: consuming [UInt8]) -> RawEdit {
        if let byte = character.asciiByte, DecimalDigit.isASCII(byte) {   // an ASCII digit, read without the scalar view
            return insert(CollectionOfOne(byte), over: range, in: consume bytes, negative: false)
        }
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1 else { return .rejected(.characterNotAccepted(character)) }
        if let digit = DecimalDigit.value(of: scalar) {
            return insert(CollectionOfOne(UInt8(ascii: "0") + digit), over: range, in: consume bytes, negative: false)
        }
        switch scalar {
        case "-", "\u{2212}", "\u{2010}", "\u{2011}", "\u{2013}", "\u{FE63}", "\u{FF0D}":
            return toggleSign(in: consume bytes, selection: range, makeNegative: nil)
        case "+", "\u{FF0B}":
            return toggleSign(in: consume bytes, selection: range, makeNegative: false)
        default:
            break
        }
        switch SeparatorKey(scalar, decimalMark: notation.decimalMark.unicodeScalars.first,
                            groupingMark: notation.groupingMark.unicodeScalars.first ?? reader.finishedGroupingMark) {
        case .grouping:
            // The field groups for the user: a typed grouping separator changes nothing, and the
            // caret moves over one that stands there.
            return .caretMoved(to: range.isEmpty ? range.lowerBound : range.upperBound)
        case .decimal:
            guard maximumFractionDigits > 0 else { return .rejected(reader.noFractionRefusal) }
            return insert(CollectionOfOne(Self.mark), over: range, in: consume bytes, negative: false)
        case nil:
            return .rejected(.characterNotAccepted(character))
        }
    }

    /// Replaces `range` with digits and at most one decimal mark; `negative` makes the amount
    /// negative (a pasted minus sign).
    private func insert(_ inserted: some Collection<UInt8>, over range: Range<Int>, in bytes: consuming [UInt8],
                        negative: Bool) -> RawEdit {
        var result = consume bytes
        result.removeSubrange(range)
        if inserted.contains(Self.mark), result.contains(where: { $0 == Self.mark || Self.isOpenMark($0) }) {
            return .rejected(.secondDecimalMark)
        }
        var position = range.lowerBound
        if result.first == Self.minus, position == 0 { position = 1 }
        result.insert(contentsOf: inserted, at: position)
        var caret = position + inserted.count
        if negative, result.first != Self.minus {
            guard allowsNegative else { return .rejected(.negativeNotAllowed(reader.quantity)) }
            result.insert(Self.minus, at: 0)
            caret += 1
        }
        return normalized(consume result, caret: caret)
    }

    private func toggleSign(in bytes: consuming [UInt8], selection: Range<Int>, makeNegative: Bool?) -> RawEdit {
        let isNegative = bytes.first == Self.minus
        let negative = makeNegative ?? !isNegative
        guard !negative || allowsNegative else { return .rejected(.negativeNotAllowed(reader.quantity)) }
        var result = consume bytes
        let shift: Int
        if negative, !isNegative {
            result.insert(Self.minus, at: 0)
            shift = 1
        } else if !negative, isNegative {
            result.removeFirst()
            shift = -1
        } else {
            shift = 0
        }
        let lower = max(0, selection.lowerBound + shift), upper = max(lower, selection.upperBound + shift)
        return .replaced(raw: String(utf8: result), selection: lower..<upper)
    }

    /// Checks the limits and drops leading zeros, keeping the caret by the same character.
    private func normalized(_ input: consuming [UInt8], caret: Int) -> RawEdit {
        var bytes = consume input
        var caret = caret
        let integerStart = bytes.first == Self.minus ? 1 : 0
        // Leading zeros go, but one stays before a decimal mark or as the whole integer part.
        while bytes.count > integerStart + 1, bytes[integerStart] == UInt8(ascii: "0"),
              bytes[integerStart + 1] != Self.mark {
            bytes.remove(at: integerStart)
            if caret > integerStart { caret -= 1 }
        }
        if bytes.count > integerStart, bytes[integerStart] == Self.mark {
            bytes.insert(UInt8(ascii: "0"), at: integerStart)
            if caret > integerStart { caret += 1 }
        }
        let markIndex = bytes.firstIndex(of: Self.mark)
        let integerCount = (markIndex ?? bytes.count) - integerStart
        if integerCount > maximumIntegerDigits { return .rejected(.tooManyIntegerDigits(maximum: maximumIntegerDigits)) }
        if let markIndex {
            if maximumFractionDigits == 0 { return .rejected(reader.noFractionRefusal) }
            if bytes.count - markIndex - 1 > maximumFractionDigits {
                return .rejected(.tooManyFractionDigits(maximum: maximumFractionDigits))
            }
        }
        caret = min(max(caret, 0), bytes.count)
        return .replaced(raw: String(utf8: bytes), selection: caret..<caret)
    }
}
