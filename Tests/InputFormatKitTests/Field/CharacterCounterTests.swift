@testable import InputFormatKit
import Testing

/// The counter counts what a user sees as characters, and its count after an edit (from the
/// change alone) is always what counting the whole value again gives.
@Suite("Character counter")
struct CharacterCounterTests {
    /// Counts `text` typed one cluster at a time into a counter, from the edits alone.
    private func typed(_ text: String, unit: CountingUnit = .graphemes) -> Int {
        var counter = CharacterCounter(unit: unit)
        var value = ""
        for character in text {
            let next = value + String(character)
            counter.update(applying: TextPatch(from: value, to: next), giving: next)
            value = next
        }
        return counter.count
    }

    @Test("emoji with skin tones and ZWJ sequences count as one character each")
    func emoji() {
        #expect(typed("👍🏽👩‍💻👨‍👩‍👧‍👦") == 3)
        #expect(CountingUnit.utf16.count("👍🏽") == 4)
    }

    @Test("a flag is one character, and typing its second regional indicator does not add one")
    func flags() {
        var counter = CharacterCounter()
        counter.update(applying: TextPatch(from: "", to: "🇫"), giving: "🇫")
        #expect(counter.count == 1)
        counter.update(applying: TextPatch(from: "🇫", to: "🇫🇷"), giving: "🇫🇷")
        #expect(counter.count == 1)
        #expect(typed("🇫🇷🇩🇪🇯🇵") == 3)
    }

    @Test("a regional indicator inserted before a run of flags re-pairs them all")
    func flagRunRepaired() {
        let old = "a🇫🇷🇩🇪🇯🇵"
        let new = "a🇺🇫🇷🇩🇪🇯🇵"
        var counter = CharacterCounter()
        counter.recount(old)
        counter.update(applying: TextPatch(from: old, to: new), giving: new)
        #expect(counter.count == new.count)
    }

    @Test("a combining mark typed after a letter joins it; backspacing it leaves the letter")
    func combiningMarks() {
        var counter = CharacterCounter(limit: 5)
        counter.recount("cafe")
        counter.update(applying: TextPatch(from: "cafe", to: "cafe\u{301}"), giving: "cafe\u{301}")
        #expect(counter.count == 4)
        counter.update(applying: TextPatch(from: "cafe\u{301}", to: "cafe"), giving: "cafe")
        #expect(counter.count == 4)
    }

    @Test("CJK, Hangul syllables and conjoining jamo count as a reader sees them")
    func cjk() {
        #expect(typed("漢字かな한국어") == 7)
        #expect(typed("\u{1100}\u{1161}\u{11A8}") == 1)   // 각 written in jamo
        #expect(typed("漢字", unit: .utf8) == 6)
    }

    @Test("every counting unit: graphemes, UTF-16 units, scalars, UTF-8 bytes")
    func units() {
        let text = "é👍🏽漢"
        #expect(typed(text, unit: .graphemes) == 3)
        #expect(typed(text, unit: .utf16) == 6)
        #expect(typed(text, unit: .scalars) == 4)
        #expect(typed(text, unit: .utf8) == 2 + 8 + 3)
    }

    @Test("after any edit, patched or rewritten, the count from the change equals a recount", arguments: CountingUnit.allCases)
    func deltaMatchesRecount(unit: CountingUnit) {
        let pieces = ["a", "é", "e", "\u{301}", "🇫", "🇷", "👩", "\u{200D}", "💻", "🏽", "漢", "\u{1100}", "\u{1161}",
                      "\r", "\n", "क", "\u{94D}", "ष", " ", "ab", "🇺🇸"]
        var generator = SeededGenerator(seed: 7)
        var value = ""
        var counter = CharacterCounter(unit: unit)
        for _ in 0..<600 {
            var scalars = Array(value.unicodeScalars)
            let start = Int.random(in: 0...scalars.count, using: &generator)
            let end = min(scalars.count, start + Int.random(in: 0...2, using: &generator))
            let inserted = Int.random(in: 0...3, using: &generator) == 0 ? "" : pieces.randomElement(using: &generator)!
            scalars.replaceSubrange(start..<end, with: inserted.unicodeScalars)
            var next = ""
            next.unicodeScalars.append(contentsOf: scalars)
            // As the engine reports it: a patch where it made the change, the old value where
            // the formatter rewrote it.
            if Bool.random(using: &generator) {
                counter.update(applying: TextPatch(from: value, to: next), giving: next)
            } else {
                counter.update(by: .rewritten(from: value), giving: next)
            }
            #expect(counter.count == unit.count(next), "\(value.unicodeScalars.map(\.value)) → \(next.unicodeScalars.map(\.value))")
            value = next
        }
    }

    @Test("a value the formatter rewrote counts one unit a byte only when it is plain ASCII", arguments: CountingUnit.allCases)
    func rewrittenValues(unit: CountingUnit) {
        let long = String(repeating: "1234567890", count: 100)
        for (old, new) in [("a\r", "a\r\n"), ("12", "1\r\n2"), ("", long), (long, long + "5"), ("1", "1\u{301}"),
                           ("12", "١٢"), ("ab", "ab🇫🇷")] {
            var counter = CharacterCounter(unit: unit)
            counter.recount(old)
            counter.update(by: .rewritten(from: old), giving: new)
            #expect(counter.count == unit.count(new), "\(unit): \(old.unicodeScalars.map(\.value)) → \(new.unicodeScalars.map(\.value))")
        }
    }

    @Test("a letter typed after a character that joins what follows counts as one with it", arguments: [
        ("ab\r", "\n"), ("a\u{0D4E}", "b"), ("a\u{113D1}", "b"),   // CR LF; prepended letters: Malayalam dot reph, Tulu-Tigalari repha
    ])
    func joinedFromBefore(text: String, typed: String) {
        var counter = CharacterCounter()
        counter.recount(text)
        counter.update(applying: TextPatch(from: text, to: text + typed), giving: text + typed)
        #expect(counter.count == (text + typed).count)   // 3 and 2: one fewer than the scalars
        #expect(counter.count == (text + typed).unicodeScalars.count - 1)
        // The same letter appended by a formatter, recorded as the byte it appended, in every unit.
        for unit in CountingUnit.allCases {
            var appended = CharacterCounter(unit: unit)
            appended.recount(text)
            appended.update(by: .appended(typed.utf8.first!), giving: text + typed)
            #expect(appended.count == unit.count(text + typed), "\(unit)")
        }
    }

    @Test("every scalar the counter's shortcut takes for a cluster of its own is one beside a letter, as this Swift breaks text")
    func plainScalarsStandAlone() {
        // The shortcut counts a change of plain scalars as their number; a scalar a newer Unicode
        // joins to its neighbour (U+113D1, a prepended letter of Unicode 16) must not be plain.
        var joined: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), GraphemeResync.isPlain(scalar) else { continue }
            var before = "a", after = ""
            before.unicodeScalars.append(scalar)
            after.unicodeScalars.append(scalar)
            after += "a"
            if before.count != 2 || after.count != 2 { joined.append("U+" + String(value, radix: 16, uppercase: true)) }
        }
        #expect(joined == [])
    }

    @Test("a keystroke in a long note is counted from the change: the note is not counted again")
    func longNote() {
        let note = String(repeating: "Lorem ipsum dolor 🇫🇷 sit amet. ", count: 3_400)
        var counter = CharacterCounter(limit: 200_000)
        counter.recount(note)
        let middle = note.index(note.startIndex, offsetBy: 50_000)
        let edited = String(note[..<middle]) + "\u{301}" + String(note[middle...])
        let patch = TextPatch(from: note, to: edited)
        #expect(patch.old.isEmpty && patch.new == "\u{301}")
        counter.update(applying: patch, giving: edited)
        #expect(counter.count == edited.count)
    }

    @Test("the counter text is count/limit in the locale's digits")
    func counterText() throws {
        var counter = CharacterCounter(limit: 40)
        counter.recount("Hello world!")
        #expect(counter.text(digits: .ascii) == "12/40")
        #expect(counter.text(digits: try LocaleDigits(locale: "ar_EG")) == "١٢/٤٠")
        #expect(CharacterCounter().text(digits: .ascii) == nil)
    }

    @Test("the counter's numbers are written as Swift writes them: 0, every width, the widest, a negative limit")
    func counterNumbers() {
        var numbers = [0, 9, 10, 99, 100, 1_000_000, Int.max, -1, -40, Int.min]
        var power = 1
        for _ in 1...18 { power *= 10; numbers += [power - 1, power] }
        for first in numbers {
            #expect(LocaleDigits.ascii.format(first) == "\(first)")
            for second in numbers {
                #expect(LocaleDigits.ascii.format(first, and: second, separatedBy: "/") == "\(first)/\(second)")
            }
        }
        for limit in numbers {   // the counter's own count is that of its text; its limit any number
            var counter = CharacterCounter(limit: limit)
            counter.recount("abc")
            #expect(counter.text(digits: .ascii) == "3/\(limit)")
        }
    }

    @Test("the accessibility phrase is right for 0, 1, many and negative remaining")
    func accessibilityPhrase() {
        let table = MessageTable.english
        #expect(table.remaining(0, digits: .ascii) == "No characters left")
        #expect(table.remaining(1, digits: .ascii) == "1 character left")
        #expect(table.remaining(7, digits: .ascii) == "7 characters left")
        #expect(table.remaining(-1, digits: .ascii) == "1 character over the limit")
        #expect(table.remaining(-4, digits: .ascii) == "4 characters over the limit")
    }
}
