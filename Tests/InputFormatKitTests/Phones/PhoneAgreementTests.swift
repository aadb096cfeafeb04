import Foundation
@_spi(Internals) @testable import InputFormatKit
import Testing

/// The grouping agrees with libphonenumber's own `AsYouTypeFormatter` (the version in
/// `Fixtures/phones/examples.tsv`, written by `Scripts/make-phone-formats.py`): every example
/// number of every region, typed digit by digit, national and international.
@Suite("Phones agree with libphonenumber")
struct PhoneAgreementTests {
    struct Example: Sendable {
        let region: String
        let kind: String
        let typed: String
        let expected: String
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/phones")

    static func rows(_ name: String) -> [[Substring]] {
        guard let text = try? String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    }

    static let examples: [Example] = rows("examples.tsv").compactMap { fields in
        fields.count == 4 ? Example(region: String(fields[0]), kind: String(fields[1]), typed: String(fields[2]), expected: String(fields[3])) : nil
    }

    /// The share of regions whose every example of `kind` ends as libphonenumber ends it, and
    /// the examples that differ.
    static func agreement(kind: String) throws -> (share: Double, regions: Int, differing: [Example]) {
        var regions: Set<String> = []
        var failing: Set<String> = []
        var differing: [Example] = []
        for example in examples where example.kind == kind {
            regions.insert(example.region)
            let formatter = try PhoneFormatter(region: example.region)
            let raw = formatter.rawText(of: example.typed)
            if formatter.layout(raw: raw).text != example.expected {
                failing.insert(example.region)
                differing.append(example)
            }
        }
        return (Double(regions.count - failing.count) / Double(max(regions.count, 1)), regions.count, differing)
    }

    @Test("the examples cover every region libphonenumber knows")
    func coverage() {
        let regions = Set(Self.examples.map(\.region))
        #expect(regions.count >= 240)
        #expect(regions == Set(PhoneFormatTable.shared.regions))
    }

    @Test("numbers typed digit by digit end as libphonenumber's as-you-type formatter ends them", arguments: ["national", "international"])
    func finalText(kind: String) throws {
        let result = try Self.agreement(kind: kind)
        for example in result.differing.prefix(20) {
            Issue.record("\(example.region) \(kind) \(example.typed): libphonenumber “\(example.expected)”")
        }
        #expect(result.share >= 0.97, "\(kind): \(result.regions) regions, \(Int(result.share * 1000)) ‰ agree")
    }
}
