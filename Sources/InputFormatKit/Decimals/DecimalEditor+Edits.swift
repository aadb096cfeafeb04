/// The edits of a decimal number: keystrokes, deletions and pastes applied to the raw number by
/// the rules in ``CurrencyFormatter``'s documentation, which number fields share.
extension DecimalEditor {
    /// Applies an edit to the raw number by the rules in ``CurrencyFormatter``'s documentation.
    ///
    /// - Complexity: O(*n*) in the length of the raw number and of a pasted text.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        // The one copy, with room for what the edit adds (a sign, a zero before a leading mark,
        // what is pasted): the functions below take it over and edit it without growing it.
        var room = 2
        if case let .paste(text) = input { room += text.utf8.count }
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
            guard maximumFractionDigits > 0 else { return .rejected(.noMinorUnits(currency: reader.currency ?? "")) }
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
        if inserted.contains(Self.mark), result.contains(Self.mark) { return .rejected(.secondDecimalMark) }
        var position = range.lowerBound
        if result.first == Self.minus, position == 0 { position = 1 }
        result.insert(contentsOf: inserted, at: position)
        var caret = position + inserted.count
        if negative, result.first != Self.minus {
            guard allowsNegative else { return .rejected(.negativeNotAllowed) }
            result.insert(Self.minus, at: 0)
            caret += 1
        }
        return normalized(consume result, caret: caret)
    }

    private func toggleSign(in bytes: consuming [UInt8], selection: Range<Int>, makeNegative: Bool?) -> RawEdit {
        let isNegative = bytes.first == Self.minus
        let negative = makeNegative ?? !isNegative
        guard !negative || allowsNegative else { return .rejected(.negativeNotAllowed) }
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
        return .replaced(raw: result.withUnsafeBufferPointer(String.init(utf8:)), selection: lower..<upper)
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
            if maximumFractionDigits == 0 { return .rejected(.noMinorUnits(currency: reader.currency ?? "")) }
            if bytes.count - markIndex - 1 > maximumFractionDigits {
                return .rejected(.tooManyFractionDigits(maximum: maximumFractionDigits))
            }
        }
        caret = min(max(caret, 0), bytes.count)
        return .replaced(raw: bytes.withUnsafeBufferPointer(String.init(utf8:)), selection: caret..<caret)
    }
}
