/// The editing of a decimal number that currency and number fields share: the raw number
/// (`-1234.5`: `-`, ASCII digits and `.`), how the locale lays it out while it is edited, and
/// how keystrokes, deletions and pastes change it (the rules of ``CurrencyFormatter``).
///
/// It is written once; a ``CurrencyFormatter`` keeps one for its currency's minor units and a
/// ``NumberFieldFormatter`` one for its fraction digits, each putting its own text around the
/// number and its own words on a refusal.
///
/// ```swift
/// let editor = DecimalEditor(notation: AmountNotation(locale: "de_DE", stem: ""), ...)
/// editor.layout(raw: "1234.5").text   // "1.234,5"
/// ```
///
/// A class of constants, which must stay immutable: the copies of a formatter share it. Held
/// inline, the editor made a ``CurrencyFormatter`` 521 bytes, copied whole whenever a
/// keystroke called one of its methods.
final class DecimalEditor: Sendable {
    /// How the locale writes the number while it is edited.
    let notation: AmountNotation
    /// The UTF-8 bytes of the notation's digits, decimal mark, grouping mark and minus sign,
    /// so that a keystroke's layout is written into one buffer.
    let glyphs: AmountGlyphs
    /// The one reading of a whole value, for pastes.
    let reader: AmountReader
    /// The most fraction digits (0: whole numbers only).
    let maximumFractionDigits: Int
    /// The most integer digits.
    let maximumIntegerDigits: Int
    /// Whether the number may be negative.
    let allowsNegative: Bool
    /// How digits are entered (``AmountEntry``), with the fraction digits it always shows.
    let entry: Entry

    /// ``AmountEntry`` with the number of fraction digits it shows; `.asTyped` where it shows none.
    enum Entry: Sendable, Hashable {
        case asTyped
        case fixedFraction(digits: Int)
        case minorUnitsFirst(digits: Int)

        init(_ entry: AmountEntry, digits: Int) {
            switch entry {
            case _ where digits == 0, .asTyped: self = .asTyped
            case .fixedFraction: self = .fixedFraction(digits: digits)
            case .minorUnitsFirst: self = .minorUnitsFirst(digits: digits)
            }
        }
    }

    init(notation: AmountNotation, reader: AmountReader, maximumFractionDigits: Int, maximumIntegerDigits: Int,
         allowsNegative: Bool, entry: Entry = .asTyped) {
        self.entry = entry
        self.notation = notation
        self.glyphs = AmountGlyphs(notation: notation)
        self.reader = reader
        self.maximumFractionDigits = maximumFractionDigits
        self.maximumIntegerDigits = maximumIntegerDigits
        self.allowsNegative = allowsNegative
    }

    /// The longest raw number, in bytes: a `-` when negatives are allowed, the integer digits,
    /// and a `.` and the fraction digits when there are any (`-123.45` with 3 and 2).
    var maximumRawUTF8Count: Int {
        (allowsNegative ? 1 : 0) + maximumIntegerDigits + (maximumFractionDigits > 0 ? 1 + maximumFractionDigits : 0)
    }

    /// The raw characters of a number's text: `-`, ASCII digits and `.` (`-1234.5`), or, for
    /// an amount of open marks, the marks as they show (``openComma``: `1.234` in dollars).
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    func rawText(of text: String) -> String {
        var raw: [UInt8] = []
        raw.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        if !notation.minusSign.isEmpty, rest.hasPrefix(notation.minusSign) {
            raw.append(UInt8(ascii: "-"))
            rest = rest.dropFirst(notation.minusSign.count)
        }
        let decimalMark = notation.decimalMark.unicodeScalars.first
        let groupingMark = notation.groupingMark.unicodeScalars.first
        // An ASCII `.` or `,` the layout writes for no mark of the locale is an open mark; the
        // locale's grouping mark is one where fewer digits than a group follow it (the layout
        // writes a group after each of its own).
        var decimalShown: Unicode.Scalar?
        var afterGrouping: Int?
        var groupings: [Int] = []
        for scalar in rest.unicodeScalars {
            if let digit = glyphs.localeDigitValue(scalar) ?? DecimalDigit.value(of: scalar) {
                raw.append(UInt8(ascii: "0") + digit)
                afterGrouping? += 1
            } else if scalar == decimalMark {
                raw.append(Self.mark)
                decimalShown = scalar
                afterGrouping = nil
            } else if scalar == groupingMark {
                if decimalShown == nil, scalar == "." || scalar == "," {
                    groupings.append(raw.count)
                    afterGrouping = 0
                }
            } else if scalar == "." || scalar == "," {
                raw.append(scalar == "," ? Self.openComma : Self.openDot)
            }
        }
        if let decimalShown, decimalShown == "." || decimalShown == ",", let mark = raw.firstIndex(of: Self.mark),
           raw.count - mark - 1 > maximumFractionDigits {
            raw[mark] = decimalShown == "," ? Self.openComma : Self.openDot   // more fraction digits than the field holds
        }
        if let afterGrouping, notation.primaryGroupSize == 0 || afterGrouping < notation.primaryGroupSize, let groupingMark {
            for index in groupings.reversed() { raw.insert(groupingMark == "," ? Self.openComma : Self.openDot, at: index) }
        }
        return String(decoding: raw, as: UTF8.self)
    }

    /// The number laid out as the focused field shows it (`12,34,567.5` in en_IN), without
    /// anything around it.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func layout(raw: String) -> RawLayout { layout(raw: raw, around: nil) }

    /// The number laid out between `prefix` and `suffix` (a number field's percent sign or
    /// unit), written into the same buffer; the caret may stand only on the number.
    ///
    /// - Complexity: O(*n*) in the length of `raw` and of the affixes.
    func layout(raw: String, prefix: String, suffix: String) -> RawLayout { layout(raw: raw, around: (prefix, suffix)) }

    /// The one layout of a number, inlined into both callers so that a currency keystroke,
    /// which has no affixes, pays nothing for them.
    @inline(__always)
    private func layout(raw: String, around affixes: (prefix: String, suffix: String)?) -> RawLayout {
        var raw = raw
        let prefixWidth = affixes?.prefix.utf16.count ?? 0
        return raw.withUTF8 { bytes in
            let integerStart = bytes.first == UInt8(ascii: "-") ? 1 : 0
            let integerEnd = bytes.firstIndex { $0 == Self.mark || Self.isOpenMark($0) } ?? bytes.count
            let integerCount = integerEnd - integerStart

            var spans: [Range<Int>] = []
            spans.reserveCapacity(bytes.count)
            // The text is written as UTF-8 on the stack and made a String once (a short amount
            // then needs no heap allocation at all).
            let capacity = bytes.count * glyphs.widestUTF8Count + glyphs.minusSign.count
                + (affixes.map { $0.prefix.utf8.count + $0.suffix.utf8.count } ?? 0)
            var offset = prefixWidth
            let text = String.written(capacity: capacity) { text in
                if let prefix = affixes?.prefix, !prefix.isEmpty { text.append(utf8Of: prefix) }
                let hasASCIIDigits = glyphs.hasASCIIDigits
                for (index, byte) in bytes.enumerated() {
                    let width: Int
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9") where hasASCIIDigits:
                        text.append(byte)
                        width = 1
                    case UInt8(ascii: "-"):
                        text.append(contentsOf: glyphs.minusSign)
                        width = notation.minusSignWidth
                    case UInt8(ascii: "."):
                        text.append(contentsOf: glyphs.decimalMark)
                        width = notation.decimalMarkWidth
                    case Self.openComma, Self.openDot:
                        // An open mark shows as it was typed.
                        text.append(byte == Self.openComma ? UInt8(ascii: ",") : UInt8(ascii: "."))
                        width = 1
                    default:
                        let digit = Int(byte &- UInt8(ascii: "0"))
                        guard digit >= 0, digit <= 9 else { continue }
                        text.append(contentsOf: glyphs.digits[digit])
                        width = notation.digitWidths[digit]
                    }
                    spans.append(offset..<(offset + width))
                    offset += width
                    if index >= integerStart, index < integerEnd,
                       notation.groupingMarkFollows(digit: index - integerStart, of: integerCount) {
                        text.append(contentsOf: glyphs.groupingMark)
                        offset += notation.groupingMarkWidth
                    }
                }
                if let suffix = affixes?.suffix, !suffix.isEmpty { text.append(utf8Of: suffix) }
            }
            // The layout is the editor's, for a field to keep what is typed at its end in (an
            // ``AffixedFormatter`` hands such a layout to the formatter inside).
            guard affixes != nil else { return RawLayout(text: text, rawSpans: spans, memo: TypedAmount.nothingTyped) }
            return RawLayout(text: text, rawSpans: spans, emptyCaretOffset: prefixWidth, editable: prefixWidth...offset,
                             memo: TypedAmount.nothingTyped)
        }
    }

    /// The number of raw characters, `nil` when there are no digits.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func value(raw: String) -> ExactDecimal? {
        var text = raw
        let (hasDigit, endsWithMark, isOpen) = text.withUTF8 { bytes in
            (bytes.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }, bytes.last == Self.mark,
             bytes.contains(where: Self.isOpenMark))
        }
        guard hasDigit, !isOpen else { return nil }
        if endsWithMark { text.unicodeScalars.removeLast() }   // the mark only, whatever it might join
        return ExactDecimal(reading: text)
    }

    /// The raw characters kept when editing ends: the canonical number (`12.` → `12`, `-0` → `0`),
    /// fraction digits as typed.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func finished(raw: String) -> String {
        if isOpen(raw) { return raw }   // kept as typed: it has no value to finish
        guard let value = value(raw: raw) else { return "" }
        let dropsMark = raw.utf8.last == UInt8(ascii: "."), dropsSign = !value.isNegative && raw.utf8.first == UInt8(ascii: "-")
        guard dropsMark || dropsSign else { return raw }   // canonical already: not copied
        var bytes = Array(raw.utf8)
        if dropsMark { bytes.removeLast() }
        if dropsSign { bytes.removeFirst() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `raw` holds an open mark (``openComma``): an amount kept as typed, with no value.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func isOpen(_ raw: String) -> Bool { raw.utf8.contains(where: Self.isOpenMark) }

    /// The verdict on an amount of open marks: one mark (`1.234` in dollars) could be either
    /// number, and the field holds neither yet (`ambiguous`, ``MessageTable/Key/ambiguousAmount``
    /// or ``MessageTable/Key/ambiguousNumber``, with the text as shown and its two readings);
    /// several (`12,34,` in en_IN) are no number yet (`incomplete`, with the text). `nil` for
    /// any other raw characters.
    ///
    /// ```swift
    /// editor.openVerdict(raw: "1:234", ambiguous: .ambiguousAmount, incomplete: .notAnAmount)?.arguments
    /// // ["text": "1.234", "first": "1.234", "second": "1234"]
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    func openVerdict(raw: String, ambiguous: ValueVerdict.Code, incomplete: ValueVerdict.Code) -> ValueVerdict? {
        let marks = raw.utf8.count(where: Self.isOpenMark)
        guard marks > 0 else { return nil }
        let text = layout(raw: raw).text
        guard marks == 1 else { return ValueVerdict(code: incomplete, arguments: ["text": text]) }
        let digits = raw.filter(\.isASCIIDigit)
        let decimal = String(raw.map { $0 == "," || $0 == ":" ? "." : $0 }.filter { $0 != "-" })
        return ValueVerdict(code: ambiguous, arguments: ["text": text, "first": decimal, "second": digits])
    }
}
