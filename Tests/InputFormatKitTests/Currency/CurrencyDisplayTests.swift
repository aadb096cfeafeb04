import Foundation
@_spi(Internals) @testable import InputFormatKit
import Testing

/// The display options of a currency field: the finished text of every combination is ICU's
/// own output for the skeleton written out here, stem by stem (so a wrong mapping of an option
/// fails), and the grouping option holds while the amount is typed.
@Suite("Currency display options")
struct CurrencyDisplayTests {
    typealias Display = CurrencyFormatter.Display

    static let fields: [(locale: String, currency: String)] = [
        ("en_US", "USD"), ("de_DE", "EUR"), ("fr_FR", "EUR"), ("ja_JP", "JPY"), ("ar_EG", "EGP"),
        ("hi_IN", "INR"), ("en_IN", "INR"), ("pt_BR", "BRL"), ("ru_RU", "RUB"), ("de_CH", "CHF"),
        ("he_IL", "ILS"), ("nl_NL", "EUR"), ("es_ES", "EUR"), ("en_US", "BHD"), ("fa_IR", "IRR"),
    ]

    /// ICU's stems for each option, in their long form (the defaults too).
    static let symbolStems: [Display.Symbol: String] = [
        .symbol: "unit-width-short", .narrow: "unit-width-narrow", .isoCode: "unit-width-iso-code",
        .name: "unit-width-full-name", .hidden: "unit-width-hidden",
    ]
    static let signStems: [Display.Sign: String] = [.auto: "sign-auto", .always: "sign-always", .accounting: "sign-accounting"]
    static let groupingStems: [Display.Grouping: String] = [.auto: "group-auto", .off: "group-off", .min2: "group-min2"]

    /// Every combination of the three options.
    static let displays: [Display] = Display.Symbol.allCases.flatMap { symbol in
        Display.Sign.allCases.flatMap { sign in
            Display.Grouping.allCases.map { Display(symbol: symbol, sign: sign, grouping: $0) }
        }
    }

    static func skeleton(_ display: Display, currency: String) -> String {
        "currency/\(currency) \(symbolStems[display.symbol]!) \(signStems[display.sign]!) \(groupingStems[display.grouping]!)"
    }

    /// Amounts of every size and sign, cut to the currency's minor units.
    static func amounts(minorUnits: Int) -> [String] {
        ["0", "1", "-1", "5.5", "-42.07", "1234", "-1234.5", "12345.67", "-123456.78", "1234567.891", "-98765432109.12"]
            .map { amount in
                guard let mark = amount.firstIndex(of: ".") else { return amount }
                let fraction = amount[amount.index(after: mark)...].prefix(minorUnits)
                return fraction.isEmpty ? String(amount[..<mark]) : "\(amount[..<mark]).\(fraction)"
            }
    }

    @Test("the finished text of every option combination is ICU's for the same skeleton", arguments: fields)
    func finishedTextIsICUs(locale: String, code: String) throws {
        for display in Self.displays {
            let formatter = try CurrencyFormatter(locale: locale, currency: code, allowsNegative: true, display: display)
            let icu = try ICUNumberFormatter(skeleton: Self.skeleton(display, currency: code), locale: formatter.locale)
            for amount in Self.amounts(minorUnits: formatter.minorUnits) {
                #expect(formatter.finishedText(raw: amount) == (try icu.format(decimal: amount).text),
                        "\(amount) with \(Self.skeleton(display, currency: code)) in \(locale)")
            }
        }
    }

    @Test("a custom symbol takes the place of the currency ICU writes, the rest stays ICU's", arguments: fields)
    func customSymbol(locale: String, code: String) throws {
        for symbol in Display.Symbol.allCases {
            let display = Display(symbol: symbol, sign: .accounting, customSymbol: "¤¤")
            let formatter = try CurrencyFormatter(locale: locale, currency: code, allowsNegative: true, display: display)
            let icu = try ICUNumberFormatter(skeleton: Self.skeleton(display, currency: code), locale: formatter.locale)
            for amount in Self.amounts(minorUnits: formatter.minorUnits) {
                let original = try icu.format(decimal: amount)
                let shown = formatter.finishedText(raw: amount)
                guard let written = original.text(of: .currency) else {
                    #expect(symbol == .hidden, "ICU wrote no currency for \(amount) in \(locale)")
                    #expect(shown == original.text, "no currency, so nothing to replace")
                    continue
                }
                #expect(original.text.components(separatedBy: written).count == 2, "the currency once in \(original.text)")
                #expect(shown == original.text.replacingOccurrences(of: written, with: "¤¤"), "\(amount) in \(locale)")
            }
        }
    }

    @Test("a custom symbol of letters gets the no-break space ICU gives its own letter symbols next to a digit",
          arguments: ["en_US", "ja_JP", "hi_IN", "en_IN", "ko_KR"])
    func customSymbolSpacing(locale: String) throws {
        // In these locales the symbol and the ISO code stand in the same place, so the ISO code
        // as a custom symbol must come out as ICU writes the ISO code.
        let formatter = try CurrencyFormatter(locale: locale, currency: "USD", allowsNegative: true, display: Display(customSymbol: "USD"))
        let icu = try ICUNumberFormatter(skeleton: "currency/USD unit-width-iso-code", locale: locale)
        for amount in Self.amounts(minorUnits: 2) {
            #expect(formatter.finishedText(raw: amount) == (try icu.format(decimal: amount).text), "\(amount) in \(locale)")
        }
        // Where the locale already spaces the symbol off, nothing is added.
        let euros = try CurrencyFormatter(locale: "de_DE", currency: "EUR", display: Display(customSymbol: "Fr."))
        let plain = try ICUNumberFormatter(skeleton: "currency/EUR", locale: "de_DE").format(decimal: "5").text
        #expect(euros.finishedText(raw: "5") == plain.replacingOccurrences(of: "€", with: "Fr."))
    }

    @Test("the finished text of every option combination, pasted into a field, gives the amount again",
          arguments: fields + [("fr_FR", "USD"), ("fr_CF", "XAF"), ("en_US", "CHF")])
    func finishedTextReadsBack(locale: String, code: String) throws {
        for display in Self.displays + [Display(customSymbol: "Fr."), Display(symbol: .name, sign: .accounting, customSymbol: "ر.س")] {
            let formatter = try CurrencyFormatter(locale: locale, currency: code, allowsNegative: true, display: display)
            for amount in Self.amounts(minorUnits: formatter.minorUnits) {
                let shown = formatter.finishedText(raw: amount)
                let pasted = formatter.apply(.paste(shown, in: .empty), to: .empty)
                #expect(pasted.value == formatter.value(raw: amount), "“\(shown)” (\(display)) in \(locale): \(pasted.rejection.map { "\($0)" } ?? "")")
            }
        }
    }

    @Test("accounting style puts a negative amount in parentheses where the locale does, a minus sign elsewhere")
    func accounting() throws {
        let display = Display(sign: .accounting)
        let dollars = try CurrencyFormatter(locale: "en_US", currency: "USD", allowsNegative: true, display: display)
        let negative = dollars.finishedText(raw: "-5")
        #expect(negative.hasPrefix("(") && negative.hasSuffix(")") && !negative.contains("-"))
        #expect(!dollars.finishedText(raw: "5").contains("("))
        let euros = try CurrencyFormatter(locale: "de_DE", currency: "EUR", allowsNegative: true, display: display)
        #expect(euros.finishedText(raw: "-5").hasPrefix("-"))
        // While editing, the amount keeps its leading minus sign.
        #expect(dollars.typing("-5").string == "-5")
    }

    @Test("sign always adds a plus sign to the finished text; the typed form shows none")
    func signAlways() throws {
        let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", display: Display(sign: .always))
        #expect(formatter.typing("5").string == "5")
        #expect(formatter.finishedText(raw: "5").hasPrefix("+"))
        #expect(formatter.finishedText(raw: "0").hasPrefix("+"))
    }

    @Test("with grouping off, typing shows no grouping mark, as ICU writes it", arguments: fields)
    func typingWithoutGrouping(locale: String, code: String) throws {
        let formatter = try CurrencyFormatter(locale: locale, currency: code, allowsNegative: true, display: Display(grouping: .off))
        var state = FieldText.empty
        var raw = ""
        for key in "-" + CurrencyLocaleTests.keys(minorUnits: formatter.minorUnits) {
            state = formatter.apply(.typing(CurrencyLocaleTests.typed(key, in: formatter), in: state), to: state).field
            raw.append(key)
            let expected = try ICUOracle.editingText(raw: raw, locale: formatter.locale, currency: code, grouping: "group-off")
            #expect(state.string == expected, "after \(raw)")
        }
        let locale = try currency(locale, code)
        #expect(locale.notation.groupingMark.isEmpty || !state.string.contains(locale.notation.groupingMark))
        #expect(formatter.value(raw: formatter.rawText(of: state.string)) == locale.value(raw: raw))
    }

    @Test("with grouping min2, typing groups only from two leading digits, as ICU writes it", arguments: fields)
    func typingWithMin2(locale: String, code: String) throws {
        let formatter = try CurrencyFormatter(locale: locale, currency: code, display: Display(grouping: .min2))
        var state = FieldText.empty
        var raw = ""
        for key in CurrencyLocaleTests.keys(minorUnits: formatter.minorUnits) {
            state = formatter.apply(.typing(CurrencyLocaleTests.typed(key, in: formatter), in: state), to: state).field
            raw.append(key)
            let expected = try ICUOracle.editingText(raw: raw, locale: formatter.locale, currency: code, grouping: "group-min2")
            #expect(state.string == expected, "after \(raw)")
        }
    }

    @Test("min2 in en_US: 1234 stays ungrouped, 12,345 is grouped")
    func min2InEnglish() throws {
        let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", display: Display(grouping: .min2))
        #expect(formatter.typing("1234").string == "1234")
        #expect(formatter.typing("12345").string == "12,345")
        #expect(try currency("en_US", "USD").typing("1234").string == "1,234")
    }

    @Test("with grouping off, the comma key in en_US is still the grouping key and a pasted grouped amount still reads")
    func keysWithoutGrouping() throws {
        let dollars = try CurrencyFormatter(locale: "en_US", currency: "USD", display: Display(grouping: .off))
        #expect(dollars.typing("1,234.5").string == "1234.5")
        let euros = try CurrencyFormatter(locale: "de_DE", currency: "EUR", display: Display(grouping: .off))
        let pasted = euros.apply(.paste("1.234.567,89", in: .empty), to: .empty)
        #expect(pasted.rejection == nil)
        #expect(pasted.field.string == "1234567,89")
        #expect(pasted.value?.description == "1234567.89")
    }

    @Test("the maximum in an over-the-maximum message is written as the display says")
    func verdictFollowsDisplay() throws {
        let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD", maximumAmount: ExactDecimal("5000"),
                                              display: Display(symbol: .isoCode, grouping: .off))
        let icu = try ICUNumberFormatter(skeleton: "currency/USD unit-width-iso-code group-off", locale: "en_US")
        #expect(formatter.verdict(raw: "5000.01")?.arguments["maximum"] == (try icu.format(decimal: "5000").text))
    }

    @Test("a finished text grouped where editing is not (en_US_POSIX accounting) pastes back as its amount", arguments: ["€€", nil])
    func finishedGroupingReadsBack(customSymbol: String?) throws {
        let display = CurrencyFormatter.Display(symbol: .symbol, sign: .accounting, grouping: .auto, customSymbol: customSymbol)
        let yen = try CurrencyFormatter(locale: "en_US_POSIX", currency: "JPY", allowsNegative: true, display: display)
        for raw in ["3788", "-3788", "1234567"] {
            var field = InputField(formatter: yen)
            field.paste(raw)
            field.blur()
            var pasted = InputField(formatter: yen)
            let result = pasted.paste(field.text.string)
            #expect(result.rejection == nil, "\(field.text.string)")
            #expect(pasted.value == field.value, "\(field.text.string)")
        }
    }
}
