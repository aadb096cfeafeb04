@testable import InputFormatKit
import Testing

/// Number fields made from an ICU number skeleton: the value typed key by key shows, once
/// editing ends, exactly what ICU's C API writes for the same skeleton (`unumf` through CICU,
/// ``ICUWrittenAmounts/write(_:skeleton:locale:)``, not the library's wrapper); the finished
/// text pasted back gives the value; and what a field cannot edit is refused, naming the stem.
/// The skeletons are those of ICU's number skeleton documentation that a field can show.
@Suite("Number fields from a skeleton")
struct NumberSkeletonTests {
    static let skeletons = [
        "percent .00", "group-off .0#", "measure-unit/length-meter unit-width-full-name .0", "sign-always",
        "sign-accounting .00", "integer-width/*000", "precision-integer group-min2", ".00+", "decimal-always .0#",
        "rounding-mode-floor .0", "percent sign-except-zero .0", "measure-unit/mass-kilogram unit-width-narrow", "%", ",_ .00",
        "000 .0", "+! .##", "() .00", "unit-width-short measure-unit/temperature-celsius .0", "precision-unlimited",
    ]
    static let locales = ["en_US", "de_DE", "fr_FR", "ar_EG", "hi_IN", "tr_TR"]
    static let values = ["1234.5", "-7", "0.25", "1234567.125", "0", "12"]

    @Test("typed key by key, a value shows ICU's own text for the skeleton once editing ends", arguments: skeletons)
    func finishedTextIsICUs(skeleton: String) throws {
        for locale in Self.locales {
            let formatter = try NumberFieldFormatter(locale: locale, skeleton: skeleton, allowsNegative: true)
            for value in Self.values where NumberFieldRoundTrip.fractionDigits(of: value) <= formatter.maximumFractionDigits {
                let expected = try #require(ICUWrittenAmounts.write(value, skeleton: skeleton, locale: locale))
                #expect(NumberFieldRoundTrip.finished(typing: value, in: formatter) == expected, "\(skeleton) \(locale) \(value)")
                // The finished text, pasted into another field, gives the value back.
                #expect(NumberFieldRoundTrip.value(pasting: expected, in: formatter) == (try ExactDecimal(value)), "\(skeleton) \(locale) \(expected) pasted")
            }
        }
    }

    @Test("the skeleton's fraction digits and grouping are the typing's")
    func typingFollowsTheSkeleton() throws {
        let share = try NumberFieldFormatter(locale: "en_US", skeleton: "percent .00 group-off")
        #expect(share.typing("12345.67") == field("12345.67|%"))
        #expect(share.key("8", at: field("12345.67|%")).rejection == .tooManyFractionDigits(maximum: 2))
        #expect(share.minimumFractionDigits == 2)
        let whole = try NumberFieldFormatter(locale: "de_DE", skeleton: "precision-integer")
        #expect(whole.key(",", at: field("12|")).rejection == .wholeNumbersOnly)
        let plain = try NumberFieldFormatter(locale: "en_US", skeleton: "sign-always")
        #expect(plain.maximumFractionDigits == 6)   // ICU's default precision
    }

    @Test("what a field cannot edit is refused, naming the stem", arguments: [
        ("compact-short", "compact-short"), ("K", "K"), ("scientific", "scientific"), ("E0", "E0"), ("scale/100", "scale/100"),
        ("percent %x100", "%x100"), ("@@@", "@@@"), ("precision-increment/0.05", "precision-increment/0.05"),
        ("sign-never", "sign-never"), ("currency/EUR", "currency/EUR"), ("numbering-system/arab", "numbering-system/arab"),
        ("group-on-aligned", "group-on-aligned"), ("integer-width/##0", "integer-width/##0"), ("permille", "permille"),
        ("percent measure-unit/mass-kilogram", "percent"), ("decimal-always precision-integer", "decimal-always"), ("fraction-digits", "fraction-digits"),
    ])
    func refused(skeleton: String, stem: String) throws {
        #expect(throws: ConfigurationError.self) { try NumberFieldFormatter(locale: "en_US", skeleton: skeleton) }
        do {
            _ = try NumberFieldFormatter(locale: "en_US", skeleton: skeleton)
        } catch {
            #expect(error.description.contains("“\(stem)”") || error.description.contains("\"\(stem)\""), "\(error.description)")
        }
    }

    @Test("a skeleton ICU does not read is refused with ICU's reason")
    func unreadable() {
        #expect(throws: ConfigurationError.self) { try NumberFieldFormatter(locale: "en_US", skeleton: ".00 .0") }
    }
}
