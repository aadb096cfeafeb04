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
}
