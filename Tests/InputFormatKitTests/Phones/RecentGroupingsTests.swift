@_spi(Internals) @testable import InputFormatKit
import Testing

/// Phone fields keep the groupings of the last few numbers (``RecentGroupings``) and continue
/// from them; the text must be exactly what grouping the number from scratch gives.
@Suite("Recent phone groupings")
struct RecentGroupingsTests {
    func fromScratch(_ raw: String, region: String) throws -> String {
        var grouping = try AsYouTypeGrouping(region: region)
        for character in raw { grouping.input(character) }
        return grouping.text
    }

    @Test("typing, backspacing and pasting in two regions at once group as from scratch")
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

    @Test("only a start of the number that ends on a character boundary is continued")
    func boundaries() throws {
        var recent = RecentGroupings()
        let key = RecentGroupings.Key(table: ObjectIdentifier(PhoneFormatTable.shared), region: "US")
        let sixtyFive = try AsYouTypeGrouping.grouping(of: "65", region: "US")
        recent.insert(sixtyFive)
        #expect(recent.longestStart(of: "650", key: key)?.raw == "65")
        recent.insert(try AsYouTypeGrouping.grouping(of: "6", region: "US"))
        #expect(recent.longestStart(of: "6\u{301}", key: key) == nil)   // a mark would join the 6
        #expect(recent.longestStart(of: "61", key: key)?.raw == "6")
        #expect(recent.longestStart(of: "650", key: .init(table: key.table, region: "GB")) == nil)
        for raw in ["1", "2", "3"] { recent.insert(.init(key: key, raw: raw, grouping: sixtyFive.grouping)) }
        #expect(recent.longestStart(of: "650", key: key)?.raw == "6")   // "65" pushed out by four newer ones, "6" kept
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
