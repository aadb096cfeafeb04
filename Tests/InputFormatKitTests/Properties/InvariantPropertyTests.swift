import Foundation
@_spi(Internals) import InputFormatKit
import PropertyBased
import Testing

/// The invariants of ``FieldInvariants`` under random edit sequences, against every formatter:
/// currency in every locale ICU lists (with its own currency, USD, JPY and BHD), phones of
/// every region, masks, cards, affixed fields and plain text.
///
/// `IFK_PROPERTY_COUNT` sets how many sequences each property tries (CI: the default; the long
/// run: `Scripts/properties.sh`). A failure shrinks to a minimal sequence, which is written to
/// `Fixtures/regressions` as a regression fixture (`RegressionFixtureTests` replays them).
@Suite("Invariants under random edits")
struct InvariantPropertyTests {
    static let count = ProcessInfo.processInfo.environment["IFK_PROPERTY_COUNT"].flatMap(Int.init) ?? 300

    static let locales: [String] = ICULocale.available

    static let otherFields: [FieldConfiguration] = [
        .mask("(###) ###-####"), .mask("AA-####"), .mask("##/##/####"), .mask("\\##-**"),
        FieldConfiguration(kind: .card), FieldConfiguration(kind: .text),
        FieldConfiguration(kind: .text).affixed(suffix: " kg"),
        FieldConfiguration(kind: .card).affixed(prefix: "Card "),
        .mask("(###) ###-####").affixed(prefix: "$", suffix: " / month"),
        .currency("de_DE", "EUR").affixed(prefix: "≈ "),
        .currency("ar_EG", "EGP").affixed(suffix: " kg"),
        .phone("US").affixed(prefix: "Tel. "),
        FieldConfiguration(kind: .text, locale: "he_IL").affixed(prefix: "₪"),
    ]

    /// Checks one configuration with one sequence, saving a failing one as a regression fixture.
    static func check(_ configuration: FieldConfiguration, _ codes: [Int], sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let outcome = try configuration.visit(FieldInvariants(codes: codes))
        if let failure = outcome.failures.first {
            RegressionFixture(configuration: configuration, steps: outcome.steps).save()
            Issue.record("\(configuration): \(failure)", sourceLocation: sourceLocation)
        }
        return outcome.edits
    }

    /// One line for the long run's log (`Scripts/properties.sh` sums them).
    static func report(_ what: String, edits: Int) {
        print("property edits: \(edits) — \(what)")
    }

    static let codes = Gen.int(in: 0...99_999).array(of: 1...24)

    @Test("currency fields in random locales and currencies")
    func currency() async throws {
        let currencies = ["USD", "JPY", "BHD", "EUR"]
        var edits = 0
        await propertyCheck(count: Self.count, input: Gen.int(in: 0...(Self.locales.count * 5 - 1)), Self.codes) { pick, codes in
            let locale = Self.locales[pick / 5]
            let code = pick % 5 == 4 ? (ICULocale.currency(of: locale) ?? "USD") : currencies[pick % 5]
            edits += try Self.check(.currency(locale, code, negative: pick % 2 == 0), codes)
        }
        Self.report("currency, random locales", edits: edits)
    }

    @Test("phone fields in random regions")
    func phones() async throws {
        let regions = PhoneFormatTable.shared.regions
        var edits = 0
        await propertyCheck(count: Self.count, input: Gen.int(in: 0...(regions.count - 1)), Self.codes) { pick, codes in
            edits += try Self.check(.phone(regions[pick]), codes)
        }
        Self.report("phones, random regions", edits: edits)
    }

    @Test("masks, cards, plain text and affixed fields")
    func otherFields() async throws {
        var edits = 0
        await propertyCheck(count: Self.count, input: Gen.int(in: 0...(Self.otherFields.count - 1)), Self.codes) { pick, codes in
            edits += try Self.check(Self.otherFields[pick], codes)
        }
        Self.report("masks, cards, text, affixed", edits: edits)
    }

    /// A fixed pseudo-random sequence for a sweep over every locale or region.
    static func sweepCodes(seed: Int, length: Int = 16) -> [Int] {
        var state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        return (0..<length).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: (state >> 33) % 100_000)
        }
    }

    @Test("every ICU locale, with its own currency and with USD")
    func everyLocale() throws {
        var edits = 0
        for (index, locale) in Self.locales.enumerated() {
            edits += try Self.check(.currency(locale, ICULocale.currency(of: locale) ?? "EUR", negative: index % 2 == 0),
                                    Self.sweepCodes(seed: index))
            edits += try Self.check(.currency(locale, "USD"), Self.sweepCodes(seed: index + 10_000))
        }
        #expect(edits >= Self.locales.count * 2 * 16)
        Self.report("every locale (\(Self.locales.count)), own currency and USD", edits: edits)
    }

    @Test("every phone region")
    func everyRegion() throws {
        var edits = 0
        for (index, region) in PhoneFormatTable.shared.regions.enumerated() {
            edits += try Self.check(.phone(region), Self.sweepCodes(seed: index + 20_000, length: 24))
        }
        #expect(edits >= 245 * 24)
        Self.report("every phone region (\(PhoneFormatTable.shared.regions.count))", edits: edits)
    }
}
