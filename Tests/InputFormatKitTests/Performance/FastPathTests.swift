@testable import InputFormatKit
import Testing

/// The per-keystroke fast paths (ASCII shortcuts, precomputed glyphs) give exactly what the
/// general code gives. No timing is asserted here: the benchmark suite measures speed.
@Suite("Fast paths agree with the general code")
struct FastPathTests {
    @Test("plain text spans are the grapheme clusters, ASCII or not")
    func plainTextSpans() {
        let samples = ["", "a", "ab\r\ncd\r", "\r\n", "e\u{301}x", "a\u{301}\u{302}b", "1\u{FE0F}\u{20E3}2", "x👩‍💻y🇩🇪",
                       "Café au lait; don’t", "\n\n\r", "a\u{200D}b", "\u{0915}\u{094D}\u{0937}a"]
        for raw in samples {
            var spans: [Range<Int>] = []
            var offset = 0
            for character in raw {
                spans.append(offset..<(offset + character.utf16.count))
                offset += character.utf16.count
            }
            #expect(PlainTextFormatter().layout(raw: raw).rawSpans == spans, "\(raw.debugDescription)")
        }
    }

    @Test("ASCII characters in mask slots: digits, letters, nothing else")
    func asciiSlots() {
        for value in UInt8(0)...UInt8(127) {
            let character = Character(Unicode.Scalar(value))
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(value)
            let isLetter = Unicode.Scalar(value).properties.isAlphabetic
            #expect(character.stored(in: .digit) == (isDigit ? character : nil))
            #expect(character.stored(in: .letter) == (isLetter ? character : nil))
            #expect(character.stored(in: .letterOrDigit) == (isDigit || isLetter ? character : nil))
        }
        #expect(Character("\r\n").stored(in: .letterOrDigit) == nil)
        #expect(Character("٣").stored(in: .digit) == "3")
        #expect(Array("12٣").withUnsafeBufferPointer { Character.firstNotTakenByDigitSlot(in: $0) } == nil)
        #expect(Array("12a").withUnsafeBufferPointer { Character.firstNotTakenByDigitSlot(in: $0) } == 2)
    }

    @Test("raw bytes are checked eight at a time exactly as one by one (digits, printable ASCII): every byte value, at every place",
          arguments: [UInt8(ascii: "0")...UInt8(ascii: "9"), 0x20...0x7E])
    func bytesCheckedByWords(range: ClosedRange<UInt8>) {
        // Every byte value at each place of texts of 1 to 20 bytes inside `range` (a word, two,
        // and what is left), with a byte outside it after it: the first is found.
        for count in 1...20 {
            for place in 0..<count {
                for value in UInt8.min...UInt8.max {
                    var bytes = Array(repeating: range.upperBound, count: count)
                    bytes[place] = value
                    if place + 1 < count { bytes[place + 1] = 0xFF }
                    let expected = range.contains(value) ? (place + 1 < count ? place + 1 : nil) : place
                    let found = bytes.withUnsafeBufferPointer { $0.firstIndex(outside: range) }
                    if found != expected { Issue.record("\(bytes): \(String(describing: found)), not \(String(describing: expected))") }
                }
            }
        }
        #expect([UInt8]().withUnsafeBufferPointer { $0.firstIndex(outside: range) } == nil)
        // What a mask of digits asks of its raw bytes, and printable ASCII, through this check.
        #expect(Array("0123456789".utf8).withUnsafeBufferPointer { UInt8.firstNotTakenByDigitSlot(in: $0) } == nil)
        #expect(Array("01234567:9".utf8).withUnsafeBufferPointer { UInt8.firstNotTakenByDigitSlot(in: $0) } == 8)
        #expect(Array("(555) 123-4567~".utf8).withUnsafeBufferPointer(MaskFormatter.isPrintableASCII))
        #expect(!Array("(555) 123-4567\u{7F}".utf8).withUnsafeBufferPointer(MaskFormatter.isPrintableASCII))
    }

    @Test("an offset is after the last raw character exactly where the raw boundary is the raw count")
    func afterLastRaw() throws {
        let layouts = [
            try MaskFormatter(pattern: "(###) ###-####").layout(raw: "5551"), try MaskFormatter(pattern: "(###)").layout(raw: ""),
            RawLayout(text: "1,234", rawSpans: [0..<1, 2..<3, 3..<4, 4..<5]), RawLayout(text: "\u{61C}-5", rawSpans: [0..<2, 2..<3]),
            try CurrencyFormatter(locale: "en_US", currency: "USD").layout(raw: "12.5"), PlainTextFormatter().layout(raw: "a👍🏽b"),
        ]
        for layout in layouts {
            for offset in 0...layout.utf16Count {
                #expect(layout.isAfterLastRaw(offset) == (layout.rawBoundary(at: offset) == layout.rawCount), "\(layout.text) at \(offset)")
            }
        }
    }

    @Test("prefix ranges match as comparing the prefix string did")
    func prefixRanges() {
        let range = MaskSet.PrefixRange("2221", "2720")
        for candidate in ["2220", "2221", "2500", "2720", "2721", "222", "27209", "3000"] {
            let characters = Array(candidate)
            let expected = characters.count >= 4 && String(characters[0..<4]) >= "2221" && String(characters[0..<4]) <= "2720"
            #expect(range.matches(characters) == expected, "\(candidate)")
        }
        #expect(MaskSet.PrefixRange("51", "5").upper == "59")
    }

    @Test("a card's row is the same read by bytes as by characters, whatever follows the digits a prefix reads")
    func rowByBytes() {
        let cards = CardBrand.maskSet
        for prefix in cards.entries.flatMap(\.prefixes) {
            for digits in [prefix.lower, prefix.upper] {
                // A combining mark joins the digit before it, a non-ASCII letter stands alone,
                // and CR LF is one character, at every place up to past the longest prefix (only
                // the bytes up to one past it are checked for ASCII).
                #expect(cards.entryIndex(for: digits + "1234567") == cards.entryIndex(forCharacters: Array(digits + "1234567")))
                // Too few characters for the prefix once CR LF is one of them.
                let short = String(digits.dropLast(2)) + "\r\n"
                #expect(cards.entryIndex(for: short) == cards.entryIndex(forCharacters: Array(short)), "\(short.utf8.map { $0 })")
                for place in 0...(digits.count + 4) {
                    for inserted in ["\u{301}", "é", "\r\n", "\r"] {
                        var raw = digits + "1234567"
                        raw.insert(contentsOf: inserted, at: raw.index(raw.startIndex, offsetBy: place))
                        #expect(cards.entryIndex(for: raw) == cards.entryIndex(forCharacters: Array(raw)), "\(raw.unicodeScalars.map(\.value))")
                    }
                }
            }
        }
    }

    @Test("amounts read and laid out in the locale's digits")
    func amountGlyphs() throws {
        for (locale, currency) in [("ar_EG", "EGP"), ("en_US", "USD"), ("hi_IN@numbers=deva", "INR"), ("fa_IR", "IRR")] {
            let formatter = try CurrencyFormatter(locale: locale, currency: currency, allowsNegative: true)
            let raw = formatter.minorUnits > 0 ? "-1234567.8" : "-1234567"
            let text = formatter.editingText(raw: raw)
            #expect(formatter.rawText(of: text) == raw, "\(locale): \(text)")
            #expect(formatter.rawText(of: "١٢٣4۵") == "12345")
        }
    }
}
