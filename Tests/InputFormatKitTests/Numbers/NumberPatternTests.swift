@testable @_spi(Internals) import InputFormatKit
import Testing

/// Number fields made from an ICU decimal pattern: the value typed key by key shows, once
/// editing ends, exactly what ICU's C API writes for the same pattern (a classic format opened
/// by the test, `unum_formatDecimal`: ``ICUWrittenAmounts/write(_:pattern:locale:)``, not the
/// library's wrapper); the finished text pasted back gives the value; and what a field cannot
/// edit is refused, quoting the pattern. The patterns are those of ICU's number format
/// specification (icu4c/source/test/testdata/numberformattestspecification.txt) that a field
/// can show, and an app's own affixes.
@Suite("Number fields from a decimal pattern")
struct NumberPatternTests {
    static let patterns = [
        // ICU's specification: basic patterns, percents, prefixes and suffixes, plus sign, toPattern.
        "#,##0.##", "0.##", "0", "#,##0.###", "###0.######", "###0.0000#", "00000.0000", "'tick''bitten '0.00",
        "'tick' 'bitten '0.00", "0.0%", "%0.0", "p%p0.0", "p'%'p0.0", "0.00+;(#)", "+0;-#", "pp#,000;(#)", "00.##", ".00",
        "#,##,###.##",
        // An app's own: accounting negatives, a trailing minus, units and signs of its own.
        "#,##0.0###;(#)", "#,##0.00;(#,##0.00)", "#,##0;#,##0-", "'$'#,##0.00", "#,##0.00 'pcs'", "#,##0.0 'kg';-#,##0.0 'kg'",
    ]
    static let locales = ["en_US", "de_DE", "fr_FR", "ar_EG", "hi_IN", "ja_JP"]
    static let values = ["1234.5", "-7", "0.25", "1234567.125", "0", "12", "-1234.5"]

    @Test("typed key by key, a value shows ICU's own text for the pattern once editing ends", arguments: patterns)
    func finishedTextIsICUs(pattern: String) throws {
        for locale in Self.locales {
            let formatter = try NumberFieldFormatter(locale: locale, pattern: pattern, allowsNegative: true)
            for value in Self.values where NumberFieldRoundTrip.fractionDigits(of: value) <= formatter.maximumFractionDigits {
                let expected = try #require(ICUWrittenAmounts.write(typed: value, pattern: pattern, locale: locale))
                #expect(NumberFieldRoundTrip.finished(typing: value, in: formatter) == expected, "\(pattern) \(locale) \(value)")
                // The finished text, pasted into another field, gives the value back.
                #expect(NumberFieldRoundTrip.value(pasting: expected, in: formatter) == (try ExactDecimal(value)), "\(pattern) \(locale) \(expected) pasted")
            }
        }
    }

    @Test("the pattern's fraction digits, grouping, affixes and negative part are the typing's")
    func typingFollowsThePattern() throws {
        let balance = try NumberFieldFormatter(locale: "en_US", pattern: "#,##0.0###;(#)", allowsNegative: true)
        #expect(balance.minimumFractionDigits == 1 && balance.maximumFractionDigits == 4)
        #expect(balance.typing("-1234.5") == field("-1,234.5|"))
        #expect(balance.key("6", at: field("1,234.5678|")).rejection == .tooManyFractionDigits(maximum: 4))
        #expect(balance.finishedText(raw: "-1234.5") == "(1,234.5)")
        #expect(balance.pattern == "#,##0.0###;(#)" && balance.skeleton == nil)
        // The pattern's grouping, not the locale's: 3 then 2 in en_US, 3 alone in hi_IN.
        let lakh = try NumberFieldFormatter(locale: "en_US", pattern: "#,##,##0")
        #expect(lakh.typing("1234567") == field("12,34,567|"))
        #expect(lakh.key(".", at: field("12|")).rejection == .wholeNumbersOnly)
        let thousands = try NumberFieldFormatter(locale: "hi_IN", pattern: "#,##0.###")
        #expect(thousands.typing("1234567") == field("1,234,567|"))
        let plain = try NumberFieldFormatter(locale: "de_DE", pattern: "0.00")
        #expect(plain.typing("12345") == field("12345|") && plain.grouping == .off)
        // Its affixes stand around the number while it is edited; the caret never enters them.
        let dollars = try NumberFieldFormatter(locale: "en_US", pattern: "'$'#,##0.00", allowsNegative: true)
        #expect(dollars.typing("1234") == field("$1,234|"))
        #expect(dollars.typing("-3") == field("-$3|"))
        let pieces = try NumberFieldFormatter(locale: "fr_FR", pattern: "#,##0 'pcs'")
        #expect(pieces.typing("1234") == field("1\u{202F}234| pcs"))
        // A percentage: the percent is typed, its fraction is the pattern's to multiply.
        let share = try NumberFieldFormatter(locale: "fr_FR", pattern: "0.0%")
        #expect(share.style == .percent && share.maximumFractionDigits == 1)
        #expect(share.finishedText(raw: "57.3") == "57,3%")
        #expect(share.fraction(raw: "57.3") == (try ExactDecimal("0.573")))
    }

    @Test("what a field cannot edit is refused, quoting the pattern and naming what", arguments: [
        ("0.00E0", "scientific"), ("##0.000#E0", "scientific"), ("#,#@,@###", "significant"), ("@@@", "significant"),
        ("0.5", "increment"), ("#,##0.05", "increment"), ("%#,##4.1", "increment"), ("$**####,##0", "pads"),
        ("*x#,##0", "pads"), ("#,##0.00 \u{A4}", "currency"), ("0.0\u{2030}", "1000"), ("###,000.", "decimal mark"),
        ("0.0000000000000000", "fraction digits"), ("[0.00];(#)", "positive"), ("0,000", "leading zeros"),
    ])
    func refused(pattern: String, what: String) throws {
        do {
            _ = try NumberFieldFormatter(locale: "fr_FR", pattern: pattern)
            Issue.record("\(pattern) was taken")
        } catch {
            #expect(error.description.contains(EditRejection.quoted(pattern)), "\(error.description)")
            #expect(error.description.contains(what), "\(error.description)")
        }
    }

    @Test("a negative part that hides the sign or writes other text is refused where negatives are allowed", arguments: [
        "#,##0.0#;#", "#,##0;[#]", "#,##0;#' neg'",
    ])
    func negativeRefused(pattern: String) throws {
        #expect(throws: ConfigurationError.self) { try NumberFieldFormatter(locale: "en_US", pattern: pattern, allowsNegative: true) }
        _ = try NumberFieldFormatter(locale: "en_US", pattern: pattern)   // no negative to write
    }

    @Test("minor-units-first entry is refused where the pattern or skeleton may leave out the digits it fills", arguments: [
        "0.##", "#,##0.###;(#)",
    ])
    func minorUnitsFirst(pattern: String) throws {
        #expect(throws: ConfigurationError.self) { try NumberFieldFormatter(locale: "en_US", pattern: pattern, entry: .minorUnitsFirst) }
        #expect(throws: ConfigurationError.self) { try NumberFieldFormatter(locale: "en_US", skeleton: ".##", entry: .minorUnitsFirst) }
        // With a zero among them, the finished text keeps its decimal mark and reads back.
        let filled = try NumberFieldFormatter(locale: "en_US", pattern: "#,##0.0#", entry: .minorUnitsFirst)
        #expect(NumberFieldRoundTrip.value(pasting: filled.finishedText(raw: "1.00"), in: filled) == (try ExactDecimal("1")))
    }

    @Test("a pattern ICU does not read is refused with ICU's reason and where it fails")
    func unreadable() {
        #expect(throws: ConfigurationError.unsupportedNumberPattern("0..0", reason: "is not one ICU reads (U_UNQUOTED_SPECIAL at offset 2, “.”)")) {
            try NumberFieldFormatter(locale: "en_US", pattern: "0..0")
        }
        let long = String(repeating: "#", count: 5000) + "0"
        do {
            _ = try NumberFieldFormatter(locale: "en_US", pattern: long)
            Issue.record("a 5,001-character pattern was taken")
        } catch {
            #expect(error.description.count < 200, "\(error.description)")
        }
    }
}
