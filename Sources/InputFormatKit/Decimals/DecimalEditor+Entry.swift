/// The edits of an amount entered with a fixed fraction or from the minor units up
/// (``AmountEntry``): each is the edit of an amount as typed, made on the amount without the
/// zeros the field shows for the user, or on its digits alone.
extension DecimalEditor {
    /// Applies an edit by the rules of the editor's ``entry``; `layout` is the field's layout of
    /// `raw`, whose memo keeps what was typed at the end (``TypedAmount``), or `nil`.
    ///
    /// - Complexity: O(*n*) in the length of the raw number and of a pasted text.
    func edit(_ range: Range<Int>, in raw: String, with input: EditInput, layout: RawLayout?) -> (edit: RawEdit, typed: TypedAmount?) {
        switch entry {
        case .asTyped:
            return replace(range, in: raw, with: input, typed: layout.flatMap { TypedAmount.kept(in: $0, for: raw) })
        case let .fixedFraction(digits):
            return editShowingFraction(range, in: raw, with: input, digits: digits, layout: layout)
        case let .minorUnitsFirst(digits):
            return (editFromMinorUnits(range, in: raw, with: input, digits: digits), nil)
        }
    }

    // MARK: A fixed fraction

    /// The edit of an amount that always shows `digits` fraction digits: the zeros after the
    /// edit that only fill the fraction (`56|.00`: `.00`; `56.5|0`: `0`) are set aside, the edit
    /// is made as typed on what is left (so a key typed there is read as a key typed at the end,
    /// marks and all), and the fraction is filled again.
    private func editShowingFraction(_ range: Range<Int>, in raw: String, with input: EditInput, digits: Int,
                                     layout: RawLayout?) -> (edit: RawEdit, typed: TypedAmount?) {
        let bytes = Array(raw.utf8)
        let kept = range.upperBound <= bytes.count ? Self.fillingStart(in: bytes, after: range.upperBound) : bytes.count
        let amount = String(decoding: bytes[..<kept], as: UTF8.self)
        let (edit, typed) = replace(range, in: amount, with: input, typed: layout.flatMap { TypedAmount.kept(in: $0, for: amount) })
        guard case let .replaced(newRaw, selection) = edit else { return (edit, nil) }
        // The memo stays that of the amount as typed, before its fraction was filled: a key typed
        // where the filling starts is added to it.
        return (.replaced(raw: Self.filled(newRaw, to: digits), selection: selection), typed)
    }

    /// Where the zeros that fill the fraction start, among the raw bytes from `offset` on: at the
    /// decimal mark when only the mark and zeros follow it (`56|.00`), at `offset` when it is in
    /// the fraction and only zeros follow (`56.5|0`); the end otherwise.
    static func fillingStart(in bytes: [UInt8], after offset: Int) -> Int {
        guard let markIndex = bytes.firstIndex(of: mark) else { return bytes.count }
        let start = offset <= markIndex ? markIndex : offset
        guard offset >= markIndex, bytes[(start == markIndex ? markIndex + 1 : start)...].allSatisfy({ $0 == UInt8(ascii: "0") }) else {
            return bytes.count
        }
        return start
    }

    /// `raw` with its fraction filled with zeros to `digits` (`56` → `56.00`, `56.5` → `56.50`);
    /// as it is without a digit (empty, a sign alone) or with an open mark.
    static func filled(_ raw: String, to digits: Int) -> String {
        var bytes = Array(raw.utf8)
        guard bytes.contains(where: DecimalDigit.isASCII), !bytes.contains(where: isOpenMark) else { return raw }
        let fraction: Int
        if let markIndex = bytes.firstIndex(of: mark) {
            fraction = bytes.count - markIndex - 1
        } else {
            bytes.append(mark)
            fraction = 0
        }
        guard fraction < digits else { return String(decoding: bytes, as: UTF8.self) }
        bytes += repeatElement(UInt8(ascii: "0"), count: digits - fraction)
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: From the minor units up

    /// The edit of an amount whose digits fill it from the right (`digits` of them after the
    /// mark): a digit goes among the digits where it is typed, a deletion takes digits away, and
    /// the digits are laid out again as an amount (`1234` → `12.34`, `1` → `0.01`); a paste over
    /// all the digits is read as a whole amount. The sign keys are those of any amount.
    private func editFromMinorUnits(_ range: Range<Int>, in raw: String, with input: EditInput, digits: Int) -> RawEdit {
        let bytes = Array(raw.utf8)
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
            return .rejected(.rangeOutOfBounds(range, length: bytes.count))
        }
        // The sign stays unless the edit takes it (a selection from the start, the sign with it).
        let negative = bytes.first == Self.minus && !(range.lowerBound == 0 && range.upperBound > 0)
        var amountDigits = bytes.filter(DecimalDigit.isASCII)
        // Raw offsets as positions among the digits.
        let lower = bytes[..<range.lowerBound].count(where: DecimalDigit.isASCII)
        let upper = bytes[..<range.upperBound].count(where: DecimalDigit.isASCII)
        let caret: Int
        switch input {
        case let .keystroke(key):
            let scalars = key.unicodeScalars
            if scalars.count == 1, let digit = DecimalDigit.value(of: scalars.first!) {
                amountDigits.replaceSubrange(lower..<upper, with: CollectionOfOne(UInt8(ascii: "0") + digit))
                caret = lower + 1
            } else if scalars.count == 1, SeparatorKey(scalars.first!, decimalMark: notation.decimalMark.unicodeScalars.first,
                                                      groupingMark: notation.groupingMark.unicodeScalars.first ?? reader.finishedGroupingMark) != nil {
                // The field places the mark: the decimal and grouping keys change nothing.
                return .caretMoved(to: range.isEmpty ? range.lowerBound : range.upperBound)
            } else {
                return replace(range, in: raw, with: input, typed: nil).edit   // a sign, or a refusal
            }
        case let .deletion(kind):
            if lower == upper {
                // Only the mark, or the sign: the caret moves over the mark; the sign goes.
                guard bytes.first == Self.minus, range.lowerBound == 0 else {
                    return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound)
                }
                return replace(range, in: raw, with: input, typed: nil).edit
            }
            amountDigits.removeSubrange(lower..<upper)
            caret = lower
            // Deleting leaves no amount where only zeros are left.
            if !amountDigits.contains(where: { $0 != UInt8(ascii: "0") }) {
                return .replaced(raw: negative ? "-" : "", selection: 0..<0)
            }
        case let .paste(text):
            guard lower == 0, upper == amountDigits.count else {
                // Digits alone go among the digits; an amount cannot be put inside another.
                guard !text.isEmpty, text.unicodeScalars.allSatisfy({ DecimalDigit.value(of: $0) != nil }) else {
                    return .rejected(.notPartOfQuantity(EditRejection.excerpt(text), reader.quantity))
                }
                let pasted = text.unicodeScalars.map { UInt8(ascii: "0") + DecimalDigit.value(of: $0)! }
                amountDigits.replaceSubrange(lower..<upper, with: pasted)
                caret = lower + pasted.count
                break
            }
            // A whole amount: read as any amount is, its fraction filled; marks with no digit
            // (`٬,`) are no amount to fill, as their keys are none.
            let edit = replace(0..<bytes.count, in: "", with: input, typed: nil).edit
            guard case let .replaced(amount, _) = edit else { return edit }
            guard text.unicodeScalars.contains(where: { DecimalDigit.value(of: $0) != nil }) else {
                let sign = amount.hasPrefix("-") ? "-" : ""
                return .replaced(raw: sign, selection: sign.utf8.count..<sign.utf8.count)
            }
            let filled = Self.filled(amount, to: digits)
            return .replaced(raw: filled, selection: filled.utf8.count..<filled.utf8.count)
        }
        return laidOut(amountDigits, negative: negative, caret: caret, fractionDigits: digits)
    }

    /// `amountDigits` as an amount of `fractionDigits` fraction digits (`1234` → `12.34`,
    /// `7` → `0.07`, `0` → `0.00`), its leading zeros dropped, with the caret after the digit
    /// that `caret` (a position among the digits) stands after.
    private func laidOut(_ amountDigits: [UInt8], negative: Bool, caret: Int, fractionDigits: Int) -> RawEdit {
        let significant = amountDigits.drop { $0 == UInt8(ascii: "0") }
        let dropped = amountDigits.count - significant.count
        let padding = max(0, fractionDigits + 1 - significant.count)
        let integerCount = significant.count + padding - fractionDigits
        if integerCount > maximumIntegerDigits { return .rejected(.tooManyIntegerDigits(maximum: maximumIntegerDigits)) }
        var bytes: [UInt8] = negative ? [Self.minus] : []
        let all = Array(repeatElement(UInt8(ascii: "0"), count: padding)) + significant
        bytes += all[..<integerCount]
        bytes.append(Self.mark)
        bytes += all[integerCount...]
        // The caret: after as many digits as stood before it, counting the zeros put before them.
        let digitsBefore = padding + max(0, caret - dropped)
        var offset = negative ? 1 : 0, seen = 0
        while seen < digitsBefore, offset < bytes.count {
            if bytes[offset] != Self.mark { seen += 1 }
            offset += 1
        }
        return .replaced(raw: String(decoding: bytes, as: UTF8.self), selection: offset..<offset)
    }
}
