extension DateFieldFormatter {
    /// The text ``DateFieldFormatter/layout(raw:)`` writes, as UTF-8 made once per formatter:
    /// the locale's digits and the pattern's text before the first field and after each; and,
    /// when each digit is one unit (de_DE, en_US, fa_IR), where each raw digit stands, so that
    /// a layout needs no list of spans.
    final class Glyphs: Sendable {
        /// The UTF-8 of the digits 0 to 9, one after another; digit `d`'s from `digitStarts[d]`
        /// to `digitStarts[d + 1]`.
        let digits: [UInt8]
        let digitStarts: [Int]
        /// The UTF-16 width of each digit.
        let digitWidths: [Int]
        /// The UTF-8 of the text before the first field, and its UTF-16 width.
        let prefix: [UInt8]
        let prefixWidth: Int
        /// The UTF-8 of the text after each field (the separators and the suffix), and their
        /// UTF-16 widths.
        let after: [[UInt8]]
        let afterWidths: [Int]
        /// How many raw digits stand before the end of each field: 2, 4, 8 for `dd.MM.y`; 2, 4 for `MM/yy`.
        let fieldEnds: [Int]
        /// The UTF-8 bytes of the prefix, separators and suffix together.
        let decorationCount: Int
        /// The most UTF-8 bytes one raw byte is written in: a digit, or a byte that is none, written
        /// as the scalar it is (two bytes at most).
        let widest: Int
        /// Whether the digits are ASCII: a raw digit is written as it is.
        let hasASCIIDigits: Bool
        /// The UTF-16 offset of each raw digit of a whole date, when every digit is one unit: 0,
        /// 1, 3, 4, 6, 7, 8, 9 for `dd.MM.y`; else `nil`.
        let slots: [Int]?
        /// Whether every UTF-16 offset of every layout is a grapheme boundary: each scalar of the
        /// digits, prefix, separators and suffix one unit and plain, joined by no grapheme rule
        /// (`GraphemeResync.isPlain`: printable ASCII, `۱۴۰۵/۰۹/۰۴`; not the right-to-left marks
        /// of Arabic patterns, which snapping then looks at, nor a combining mark).
        let everyOffsetIsGraphemeBoundary: Bool
        /// The UTF-16 span of each raw digit of a whole date, when all digits are as wide (as they
        /// are in every numbering system); else `nil`.
        let spans: [Range<Int>]?

        init(digits: [String], pattern: DatePattern) {
            self.digits = digits.flatMap(\.utf8)
            var start = 0
            digitStarts = [0] + digits.map { digit in
                start += digit.utf8.count
                return start
            }
            digitWidths = digits.map(\.utf16.count)
            prefix = Array(pattern.prefix.utf8)
            prefixWidth = pattern.prefix.utf16.count
            let afterTexts = pattern.separators + [pattern.suffix]
            after = afterTexts.map { Array($0.utf8) }
            afterWidths = afterTexts.map(\.utf16.count)
            var end = 0
            fieldEnds = pattern.order.map { component in
                end += pattern.width(of: component)
                return end
            }
            decorationCount = prefix.count + after.reduce(0) { $0 + $1.count }
            widest = max(2, digits.map(\.utf8.count).max() ?? 0)
            if let width = digitWidths.first, digits.count == 10, digitWidths.allSatisfy({ $0 == width }) {
                var spans: [Range<Int>] = []
                var offset = prefixWidth
                for (field, fieldEnd) in fieldEnds.enumerated() {
                    while spans.count < fieldEnd {
                        spans.append(offset..<(offset + width))
                        offset += width
                    }
                    offset += afterWidths[field]
                }
                self.spans = spans
            } else {
                spans = nil
            }
            hasASCIIDigits = self.digits == (0..<10).map { UInt8(ascii: "0") + UInt8($0) }
            slots = digitWidths.first == 1 ? spans?.map(\.lowerBound) : nil
            // Each scalar one unit and plain, so that no grapheme rule joins it to another
            // (`GraphemeResync`'s test, the one the counter resyncs by).
            everyOffsetIsGraphemeBoundary = (digits + [pattern.prefix] + afterTexts).allSatisfy { text in
                text.unicodeScalars.allSatisfy { $0.utf16.count == 1 && GraphemeResync.isPlain($0) }
            }
        }
    }
}
