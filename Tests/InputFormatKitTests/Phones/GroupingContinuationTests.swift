@_spi(Internals) @testable import InputFormatKit
import Testing

/// A phone field keeps its number's grouping in its layout's memo, the one home of that state,
/// and continues from it at every keystroke, through a prefix or suffix, and after an undo or a
/// redo; the text must be exactly what grouping the number from scratch gives.
@Suite("Phone groupings continued")
struct GroupingContinuationTests {
    func fromScratch(_ raw: String, region: String) throws -> String {
        var grouping = try AsYouTypeGrouping(region: region)
        for character in raw { grouping.input(character) }
        return grouping.text
    }

    @Test("typing, backspacing and pasting in two regions at once, with nothing kept, group as from scratch")
    func continuedEqualsFromScratch() throws {
        // Two fields edited in turn, in regions whose formats differ for the same digits.
        let edits = ["0", "02", "020", "0207", "02070", "020703", "02070", "0207", "44", "442", "+", "+4", "+44",
                     "+442", "+4420", "+44207", "+4420", "6502532222", "650253222", "65025322", "+16502532222"]
        for (index, raw) in edits.enumerated() {
            for region in index.isMultiple(of: 2) ? ["GB", "US"] : ["US", "GB"] {
                let kept = try AsYouTypeGrouping.grouping(of: raw, region: region)
                #expect(kept.grouping.text == (try fromScratch(raw, region: region)), "\(raw) in \(region)")
            }
        }
    }

    @Test("a field's edit continues from the longest start of its number it kept, and groups as from scratch")
    func continuedFromKeptStarts() throws {
        // From the grouping of no digits, as a field starts.
        var kept: AsYouTypeGrouping.KeptGrouping? = try AsYouTypeGrouping.grouping(of: "", region: "US", continuing: nil)
        for count in 1...10 {
            kept = try AsYouTypeGrouping.grouping(of: String("6502532222".prefix(count)), region: "US", continuing: kept)
        }
        let typed = try #require(kept)
        #expect(typed.longestStart(of: "6502532222") === typed)
        #expect(typed.longestStart(of: "650999")?.raw == "650")
        #expect(typed.longestStart(of: "65025")?.raw == "65025")   // a backspace at the end types nothing
        #expect(typed.longestStart(of: "750")?.raw == "")   // only the grouping of no digits
        // Deleted, inserted and replaced in the middle, at the start and at the end.
        let edits = ["652532222", "6502532", "65099925322", "16502532222", "502532222", "+16502532222", "6502532223"]
        for raw in edits {
            let edited = try AsYouTypeGrouping.grouping(of: raw, region: "US", continuing: typed)
            #expect(edited.grouping.text == (try fromScratch(raw, region: "US")), "\(raw)")
            // Continued from the grouping of the digits it shares with the number typed.
            let shared = zip(raw, "6502532222").prefix { $0 == $1 }.count
            let start = typed.longestStart(of: raw)
            #expect((start?.raw.count ?? 0) == shared, "\(raw)")
            #expect(start?.raw.count == raw.count ? edited === start : edited.previous === start, "\(raw)")
        }
    }

    @Test("a prefix or suffix around a phone number keeps its grouping: the next digit continues from it")
    func throughAffixes() throws {
        let phone = try PhoneFormatter(region: "US")
        for affixed in [AffixedFormatter(phone, prefix: "☎ "), AffixedFormatter(phone, suffix: " (mobile)", visibility: .always),
                        AffixedFormatter(phone, prefix: "\u{2068}", suffix: "!", direction: .rightToLeft)] {
            var layout = affixed.layout(raw: "650")
            let before = try #require(layout.memo as? AsYouTypeGrouping.KeptGrouping)
            let edit = affixed.replace(3..<3, in: "650", with: .keystroke("2"), layout: &layout)
            guard case .replaced(raw: "6502", selection: _) = edit else {
                Issue.record("\(edit)")
                continue
            }
            let after = try #require(layout.memo as? AsYouTypeGrouping.KeptGrouping)
            #expect(after.previous === before, "one digit typed, not the number grouped again")
            #expect(layout == affixed.layout(raw: "6502"))
            #expect(affixed.value(raw: "6502", laidOutAs: layout) == phone.value(raw: "6502"))
        }
    }

    @Test("undo and redo go back to a grouping the field kept, or type only the digits redone")
    func throughUndo() throws {
        let phone = try PhoneFormatter(region: "US")
        var layout = phone.layout(raw: "")
        var raw = ""
        for digit in "6502532222" {
            _ = phone.replace(raw.count..<raw.count, in: raw, with: .keystroke(digit), layout: &layout)
            raw.append(digit)
        }
        let typed = try #require(layout.memo as? AsYouTypeGrouping.KeptGrouping)
        let undone = phone.layout(raw: "650253", continuing: layout)
        #expect(undone.memo as? AsYouTypeGrouping.KeptGrouping === typed.longestStart(of: "650253"))
        #expect(undone == phone.layout(raw: "650253"))
        let redone = phone.layout(raw: "6502532222", continuing: undone)
        #expect((redone.memo as? AsYouTypeGrouping.KeptGrouping)?.previous?.raw == "650253")
        #expect(redone.text == "(650) 253-2222")
        // In a field: undo and redo show what the number shows grouped from scratch.
        var field = InputField(formatter: AffixedFormatter(phone, prefix: "☎ "))
        field.type("6502532222")
        let end = field.text.utf16Count
        field.select(0..<0)
        field.select(end..<end)   // the caret moved: the next key starts an undo group of its own
        field.type("9")
        #expect(field.text.string == "☎ 65025322229")
        var done = field.undo()
        #expect(done)
        #expect(field.text.string == "☎ (650) 253-2222")
        field.apply(.backspace(in: field.text))
        #expect(field.text.string == "☎ (650) 253-222")
        done = field.undo()
        #expect(done)
        done = field.redo()
        #expect(done)
        #expect(field.text.string == "☎ (650) 253-222")
        field.type("1")
        #expect(field.text == FieldText("☎ (650) 253-2221", selection: 16..<16))
        #expect(field.value == phone.value(raw: "6502532221"))
    }

    @Test("a field's grouping of another region is not continued: the number is grouped as from scratch in its own region")
    func keptOfAnotherRegion() throws {
        var kept: AsYouTypeGrouping.KeptGrouping?
        for count in 1...3 { kept = try AsYouTypeGrouping.grouping(of: String("020".prefix(count)), region: "US", continuing: kept) }
        let british = try AsYouTypeGrouping.grouping(of: "0207", region: "GB", continuing: kept)
        #expect(british.grouping.text == (try fromScratch("0207", region: "GB")))
        #expect(british.key.region == "GB")
        var link = british.previous
        while let current = link {
            #expect(current.key.region == "GB", "\(current.raw) continued from a US grouping")
            link = current.previous
        }
    }
}
