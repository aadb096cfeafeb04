/// A time's hour edited in place: where deleting inside the hour would slide the minutes into it
/// (`12:|34`, Backspace, was `13:4`), the edit is made in the text shown, as a plain text field
/// makes it, and that text is kept as the field's raw characters: the separator and the minutes
/// stay where they are, and the value is the time a paste of the text gives (`1:34`, 01:34).
/// Typing the hour whole again gives the field's digits back; once editing ends a text that
/// reads as a time is its digits. In a field with seconds the minutes are edited in place
/// likewise (`12:34:|56`, Backspace, is `12:3|:56`, 12:03:56).
///
/// ```swift
/// var field = InputField(formatter: try TimeOfDayFormatter(locale: "de_DE"))
/// field.paste("12:34")
/// field.select(2..<2)
/// field.backspace()
/// field.text.description   // "1|:34"
/// field.type("5")
/// field.text.description   // "15|:34"
/// ```
extension TimeOfDayFormatter {
    /// Whether `raw` is a text edited in place rather than digits and a period (`a`, `p`).
    static func isEditedInPlace(_ raw: String) -> Bool {
        raw.utf8.contains { !DecimalDigit.isASCII($0) && $0 != UInt8(ascii: "a") && $0 != UInt8(ascii: "p") }
    }

    /// Whether `text` may be an hour edited in place: the pattern's separator, with at most one
    /// digit before it, in a text no longer than a field's own; in a field with seconds, or the
    /// minutes: the minutes' separator after it, with at most one digit between them
    /// (`1:34`, `12:3:56`).
    ///
    /// - Complexity: O(*n*) in the length of `text` (at most 64 bytes are looked at).
    func mayBeEditedInPlace(_ text: String) -> Bool {
        guard text.utf8.count <= 64, !layoutPattern.separator.isEmpty, let separator = text.firstRange(of: layoutPattern.separator) else {
            return false
        }
        func digitCount(_ part: Substring) -> Int { part.count { DateFieldFormatter.digit($0) != nil } }
        if digitCount(text[..<separator.lowerBound]) < 2 { return true }
        guard layoutPattern.hasSeconds, !layoutPattern.secondSeparator.isEmpty,
              let minutesEnd = text[separator.upperBound...].firstRange(of: layoutPattern.secondSeparator) else { return false }
        return digitCount(text[separator.upperBound..<minutesEnd.lowerBound]) < 2
    }

    /// Whether an edit of `before`'s digits, taking `lower..<upper` of them and putting
    /// `inserted` in, would move minutes into the hour (or, in a field with seconds, seconds into
    /// the minutes): it leaves the field it begins in short while digits follow.
    func movesMinutesIntoHour(_ before: [UInt8], _ lower: Int, _ upper: Int, inserting inserted: Int) -> Bool {
        // The end of the field the edit begins in: the hour's, or with seconds the minutes'.
        let end = lower < 2 ? 2 : 4
        guard lower < end, end == 2 || layoutPattern.hasSeconds, before.count > max(upper, end) else { return false }
        return lower + inserted + max(0, end - upper) < end
    }

    /// The digit `value` as the field shows it.
    func shownDigit(_ value: UInt8) -> String { digits[Int(value)] }

    /// An hour edited in place, edited again: spliced as plain text, then kept
    /// (``kept(_:caret:input:)``). Only digits go into it.
    func replace(_ range: Range<Int>, inEditedText raw: String, with input: EditInput) -> RawEdit {
        let inserted: String
        switch input {
        case let .deletion(kind):
            // The separator and the period stay: a deletion takes digits only (over marks alone,
            // the digit beyond them).
            return EditedDigitText.deleting(range, of: raw, kind) { kept($0, caret: $1, input: input) }
        case let .keystroke(character):
            guard let digit = DecimalDigit.ascii(of: character)?.asciiByte else { return .rejected(.characterNotAccepted(character)) }
            inserted = shownDigit(digit - UInt8(ascii: "0"))
        case let .paste(text):
            if range == 0..<raw.count { return replace(0..<0, in: "", with: input) }   // over the whole: a fresh paste
            let read: (digits: [UInt8], period: UInt8?, asTyped: Bool)
            do { read = try self.read(text) } catch { return .rejected(error) }
            guard read.period == nil else { return .rejected(.notATime(EditRejection.excerpt(text))) }
            inserted = read.digits.map { shownDigit($0 - UInt8(ascii: "0")) }.joined()
        }
        let (text, caret) = EditedDigitText.replacing(range, of: raw, with: inserted)
        return kept(text, caret: caret, input: input)
    }

    /// `text`, a time edited as plain text, the caret at `caret`: the digits and period it holds
    /// where it is their layout, or where it no longer has an hour edited in place (read as a
    /// paste of the whole); else kept as it is while a paste of it reads. A deletion is never
    /// refused.
    func kept(_ text: String, caret: Int, input: EditInput) -> RawEdit {
        let digits = rawText(ofDigitsIn: text)
        if layout(raw: digits).text == text {
            // Its digits, a lone first digit no hour begins with padded as typed (`4` is 04).
            var parts = self.parts(of: digits)
            var caret = rawText(ofDigitsIn: String(text.prefix(caret))).utf8.count { DecimalDigit.isASCII($0) }
            padLoneField(&parts.digits, caret: &caret)
            let offset = caret + digitOffset(parts)
            return .replaced(raw: raw(of: parts), selection: offset..<offset)
        }
        if !mayBeEditedInPlace(text) { return replace(0..<0, in: "", with: .paste(text)) }
        if case .deletion = input { return .replaced(raw: text, selection: caret..<caret) }
        let read: (digits: [UInt8], period: UInt8?, asTyped: Bool)
        do { read = try self.read(text) } catch { return .rejected(error) }
        if let rejection = refusal(of: read.digits) { return .rejected(rejection) }
        return .replaced(raw: text, selection: caret..<caret)
    }

    /// An hour edited in place as the digits and period a paste of it into an empty field
    /// leaves, `nil` when it reads as none.
    func readDigits(ofEdited raw: String) -> String? {
        guard case let .replaced(digits, _) = replace(0..<0, in: "", with: .paste(raw)), !Self.isEditedInPlace(digits) else { return nil }
        return digits
    }
}
