import Foundation
@_spi(Internals) import InputFormatKit
import Testing

/// The invariants of ``FieldInvariants`` under random edit sequences, against every formatter,
/// each with and without a prefix and a suffix and with and without a character counter (both
/// modes, every unit): currency, number and date fields in every locale ICU lists (with random display options, styles, units and calendars), phones of every region, masks,
/// cards, IBANs, expiry dates, security codes and plain text in left-to-right and right-to-left
/// locales.
///
/// ``PropertyRun`` says how long and from which seed (`Scripts/properties.sh` runs them long, in
/// release mode; `swift test` runs a few thousand edits a property with a fresh seed). A failure
/// shrinks to a minimal sequence, written to `Fixtures/regressions` as a regression fixture
/// (`RegressionFixtureTests` replays them), and prints the command that replays it.
@Suite("Invariants under random edits")
struct InvariantPropertyTests {
    static let locales: [String] = ICULocale.available

    static let masks = ["(###) ###-####", "AA-####", "##/##/####", "\\##-**", "+7 (###) ###-##-##", "***-AAA", "#"]

    static let textLocales = ["en_US", "he_IL", "ar_EG", "ja_JP", "fa_IR"]

    /// A sequence of 1 to 24 edits.
    static func codes(_ random: inout SeededGenerator) -> [Int] { random.codes(count: 1 + random.next(24)) }

    @Test("currency fields in random locales, currencies and display options")
    func currency() throws {
        try PropertyRun.check("currency") { random in (Self.drawCurrency(&random), Self.codes(&random)) }
    }

    /// A currency field in a random locale, currency and display options, decorated.
    static func drawCurrency(_ random: inout SeededGenerator) -> FieldConfiguration {
        let currencies = ["USD", "JPY", "BHD", "EUR"]
        let locale = locales[random.next(locales.count)]
        let pick = random.next(5)
        let code = pick == 4 ? (ICULocale.currency(of: locale) ?? "USD") : currencies[pick]
        // Every display, the full-name formats that name the currency twice (`€7.00 euros` and
        // `BHD 7.000 Bahraini dinars` in en_DE) and whose first uses ICU 72 writes wrongly
        // (ICUFirstUseTests) included.
        let field = FieldConfiguration.currency(locale, code, negative: random.next(2) == 0).displayed(&random)
        return field.decorated(&random)
    }

    @Test("number fields in random locales: plain, percent, and units of every family in every width")
    func numbers() throws {
        try PropertyRun.check("numbers") { random in (Self.drawNumber(&random), Self.codes(&random)) }
    }

    /// Units of every family the issue names, and a few more.
    static let units = ["mass-kilogram", "length-kilometer", "volume-liter", "temperature-celsius", "duration-hour",
                        "area-square-meter", "speed-kilometer-per-hour", "length-meter", "duration-day", "mass-pound"]

    /// A number field in a random locale, style, width, number of fraction digits, grouping and
    /// entry, decorated.
    static func drawNumber(_ random: inout SeededGenerator) -> FieldConfiguration {
        let locale = locales[random.next(locales.count)]
        let widths = NumberFieldFormatter.UnitWidth.allCases
        let fractionDigits = [0, 1, 2, 3, 6][random.next(5)]
        let negative = random.next(2) == 0
        switch random.next(3) {
        case 0: return FieldConfiguration.number(locale, fractionDigits: fractionDigits, negative: negative).entered(&random).decorated(&random)
        case 1:
            return FieldConfiguration.number(locale, percent: true, fractionDigits: fractionDigits, negative: negative)
                .entered(&random).decorated(&random)
        default:
            return FieldConfiguration.number(locale, unit: units[random.next(units.count)], width: widths[random.next(widths.count)],
                                             fractionDigits: fractionDigits, negative: negative).entered(&random).decorated(&random)
        }
    }

    @Test("date and time fields in random locales, in each locale's calendar and clock or the Gregorian calendar")
    func dates() throws {
        try PropertyRun.check("dates") { random in (Self.drawDate(&random), Self.codes(&random)) }
    }

    /// A date field in a random locale, in its own calendar or one an app would choose, or (a
    /// time in four) a time field in a random locale, decorated.
    static func drawDate(_ random: inout SeededGenerator) -> FieldConfiguration {
        let locale = locales[random.next(locales.count)]
        if random.next(4) == 0 { return FieldConfiguration(kind: .time, locale: locale).decorated(&random) }
        let calendars: [String?] = [nil, nil, nil, "gregorian", "persian", "buddhist", "islamic-umalqura"]
        return FieldConfiguration.date(locale, calendar: calendars[random.next(calendars.count)]).decorated(&random)
    }

    @Test("time fields in random locales, with seconds or without, on the locale's clock or either one an app picks, or durations")
    func times() throws {
        try PropertyRun.check("times") { random in (Self.drawTime(&random), Self.codes(&random)) }
    }

    /// A time field in a random locale, on its clock or on the 12- or 24-hour one, or (one time
    /// in three) a duration, with seconds half the time, decorated.
    static func drawTime(_ random: inout SeededGenerator) -> FieldConfiguration {
        let locale = locales[random.next(locales.count)]
        // A duration one time in three, of at most 9,999 hours or an app's most.
        if random.next(3) == 0 {
            let hours = [9999, 9999, 99, 1, 99_999][random.next(5)]
            return FieldConfiguration.duration(locale, maximumHours: hours, seconds: random.next(2) == 0).decorated(&random)
        }
        let clock = TimeOfDayFormatter.Clock.allCases[random.next(TimeOfDayFormatter.Clock.allCases.count)]
        return FieldConfiguration.typableTime(locale, clock: clock, seconds: random.next(2) == 0).decorated(&random)
    }

    @Test("month–year and two-digit-year date fields in random locales and calendars")
    func monthYearDates() throws {
        try PropertyRun.check("month-year dates") { random in (Self.drawMonthYearDate(&random), Self.codes(&random)) }
    }

    /// The patterns and skeletons of a month and a year, or of a two-digit year, a month–year
    /// field is drawn with.
    static let monthYearPatterns: [(pattern: String?, skeleton: String?)] = [
        ("MM/yy", nil), ("MM/yyyy", nil), ("y-MM", nil), ("dd/MM/yy", nil), ("yy.MM", nil),
        (nil, "yMM"), (nil, "yyMM"),
    ]

    /// A date field in a random locale and calendar whose pattern is a month and a year, or
    /// writes the year in two digits, decorated.
    static func drawMonthYearDate(_ random: inout SeededGenerator) -> FieldConfiguration {
        let locale = locales[random.next(locales.count)]
        let calendars: [String?] = [nil, nil, "gregorian", "persian", "buddhist"]
        let (pattern, skeleton) = monthYearPatterns[random.next(monthYearPatterns.count)]
        var field = FieldConfiguration.date(locale, calendar: calendars[random.next(calendars.count)], pattern: pattern, skeleton: skeleton)
        // Where ICU's pattern of the skeleton is no month and year as numbers in the locale and
        // calendar (a month's name, `GGGGG y MMMMM`), which the field refuses: `MM/yy`.
        if (try? field.visit(Made())) == nil { (field.pattern, field.skeleton) = ("MM/yy", nil) }
        return field.decorated(&random)
    }

    /// Makes a configuration's formatter, and nothing more.
    struct Made: FormatterVisitor {
        func visit<F: InputFormatter>(_ formatter: F, configuration: FieldConfiguration) throws {}
    }

    @Test("phone fields in random regions")
    func phones() throws {
        try PropertyRun.check("phones") { random in (Self.drawPhone(&random), Self.codes(&random)) }
    }

    /// A phone field of a random region, decorated.
    static func drawPhone(_ random: inout SeededGenerator) -> FieldConfiguration {
        let regions = PhoneFormatTable.shared.regions
        return FieldConfiguration.phone(regions[random.next(regions.count)]).decorated(&random)
    }

    @Test("masks")
    func masks() throws {
        try PropertyRun.check("masks") { random in (Self.drawMask(&random), Self.codes(&random)) }
    }

    /// A field of one of ``masks``, decorated.
    static func drawMask(_ random: inout SeededGenerator) -> FieldConfiguration {
        FieldConfiguration.mask(masks[random.next(masks.count)]).decorated(&random)
    }

    @Test("cards, with no brand chosen and with each co-badging brand chosen")
    func cards() throws {
        try PropertyRun.check("cards") { random in (Self.drawCard(&random), Self.codes(&random)) }
    }

    /// A card number field, with no brand chosen or a co-badging brand, decorated.
    static func drawCard(_ random: inout SeededGenerator) -> FieldConfiguration {
        let brands: [String?] = [nil, nil, "rupay", "discover", "dankort", "unionpay"]
        return FieldConfiguration(kind: .card, brand: brands[random.next(brands.count)]).decorated(&random)
    }

    @Test("IBANs")
    func ibans() throws {
        try PropertyRun.check("iban") { random in (Self.drawIBAN(&random), Self.codes(&random)) }
    }

    /// An IBAN field, decorated.
    static func drawIBAN(_ random: inout SeededGenerator) -> FieldConfiguration {
        FieldConfiguration(kind: .iban).decorated(&random)
    }

    @Test("security codes, of every brand and none")
    func securityCodes() throws {
        try PropertyRun.check("cvc") { random in (Self.drawSecurityCode(&random), Self.codes(&random)) }
    }

    /// A security code field of any brand or none, decorated.
    static func drawSecurityCode(_ random: inout SeededGenerator) -> FieldConfiguration {
        let brands = [nil] + CardBrand.allCases.map(\.rawValue)
        return FieldConfiguration(kind: .cvc, brand: brands[random.next(brands.count)]).decorated(&random)
    }

    @Test("expiry dates")
    func expiryDates() throws {
        try PropertyRun.check("expiry") { random in (Self.drawExpiry(&random), Self.codes(&random)) }
    }

    /// An expiry date field, decorated.
    static func drawExpiry(_ random: inout SeededGenerator) -> FieldConfiguration {
        FieldConfiguration(kind: .expiry).decorated(&random)
    }

    @Test("plain text, left to right and right to left")
    func text() throws {
        try PropertyRun.check("text") { random in (Self.drawText(&random), Self.codes(&random)) }
    }

    /// A plain text field in a left-to-right or right-to-left locale, decorated.
    static func drawText(_ random: inout SeededGenerator) -> FieldConfiguration {
        let locale = textLocales[random.next(textLocales.count)]
        return FieldConfiguration(kind: .text, locale: locale).decorated(&random)
    }

    @Test("an app's own formatter, a German postal code written against the public API alone")
    func ownFormatter() throws {
        try PropertyRun.check("postal code") { random in (Self.drawPostalCode(&random), Self.codes(&random)) }
    }

    /// A field of the article's `GermanPostalCodeFormatter`, through the engine's general path,
    /// decorated (its affixes through the library's `AffixedFormatter`).
    static func drawPostalCode(_ random: inout SeededGenerator) -> FieldConfiguration {
        FieldConfiguration(kind: .postalCode).decorated(&random)
    }

    /// The fields of every random property, one drawn as that property draws it.
    static let draws: [@Sendable (inout SeededGenerator) -> FieldConfiguration] = [
        drawCurrency, drawPhone, drawMask, drawCard, drawIBAN, drawSecurityCode, drawExpiry, drawText, drawNumber, drawDate,
        drawTime, drawMonthYearDate,
    ]

    /// The edits of each field of the sweeps over every locale: 16 in a long run (a budget of
    /// 100,000 edits a property or more), 4 in the short ones (`swift test`, CI's debug run), where
    /// the sweep was the one test the whole suite waited for (55 s of a debug run) and its point is
    /// breadth: every locale's fields made and edited.
    static let sweepLength = PropertyRun.edits >= 100_000 ? 16 : 4

    @Test("every ICU locale, with its own currency and with USD, a number field, a date field, two time fields and a duration")
    func everyLocale() throws {
        var edits = 0
        let clock = ContinuousClock(), start = clock.now
        for (index, locale) in Self.locales.enumerated() where PropertyRun.runs("every locale") {
            var random = PropertyRun.random("every locale", index: index)
            let own = FieldConfiguration.currency(locale, ICULocale.currency(of: locale) ?? "EUR", negative: index % 2 == 0)
            edits += try check(own.decorated(&random), random.codes(count: Self.sweepLength))
            edits += try check(.currency(locale, "USD"), random.codes(count: Self.sweepLength))
            let widths = NumberFieldFormatter.UnitWidth.allCases
            let number = FieldConfiguration.number(locale, percent: index % 5 == 0, unit: index % 5 == 0 ? nil : Self.units[index % Self.units.count],
                                                   width: widths[index % widths.count], negative: index % 2 == 1)
            edits += try check(number.decorated(&random), random.codes(count: Self.sweepLength))
            edits += try check(FieldConfiguration.date(locale).decorated(&random), random.codes(count: Self.sweepLength))
            edits += try check(FieldConfiguration(kind: .time, locale: locale).decorated(&random), random.codes(count: Self.sweepLength))
            let clocks = TimeOfDayFormatter.Clock.allCases
            edits += try check(FieldConfiguration.typableTime(locale, clock: clocks[index % clocks.count], seconds: true).decorated(&random),
                               random.codes(count: Self.sweepLength))
            edits += try check(FieldConfiguration.duration(locale, seconds: index % 2 == 0).decorated(&random), random.codes(count: Self.sweepLength))
        }
        guard PropertyRun.runs("every locale") else { return }
        PropertyRun.report("every locale (\(Self.locales.count))", edits: edits, sequences: Self.locales.count * 7,
                           seconds: (clock.now - start) / .seconds(1))
    }

    @Test("every phone region")
    func everyRegion() throws {
        var edits = 0
        let regions = PhoneFormatTable.shared.regions
        let clock = ContinuousClock(), start = clock.now
        for (index, region) in regions.enumerated() where PropertyRun.runs("every region") {
            var random = PropertyRun.random("every region", index: index)
            edits += try check(FieldConfiguration.phone(region).decorated(&random), random.codes(count: 24))
        }
        guard PropertyRun.runs("every region") else { return }
        PropertyRun.report("every region (\(regions.count))", edits: edits, sequences: regions.count,
                           seconds: (clock.now - start) / .seconds(1))
    }

    /// One sweep sequence; a failure is saved as a regression fixture. Returns the moves made
    /// (edits and replay lines refused by name).
    private func check(_ configuration: FieldConfiguration, _ codes: [Int], sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let outcome = try configuration.visit(FieldInvariants(codes: codes, counter: configuration.counter))
        if let failure = outcome.failures.first {
            RegressionFixture(configuration: configuration, steps: outcome.steps).save()
            Issue.record("\(configuration): \(failure) (seed \(PropertyRun.seed))", sourceLocation: sourceLocation)
            return codes.count
        }
        return outcome.edits + outcome.refusedLines
    }
}
