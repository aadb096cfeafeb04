@testable import InputFormatKit
import Testing

/// Separators typed as people type them (the CurrencyFields article's table): the locale's
/// grouping separator, or a character that looks like it, typed, changes nothing and is never
/// the decimal mark; the locale's decimal separator, and the other of `.` and `,` where it is no
/// grouping separator, is the decimal mark.
@Suite("Separators typed as people type them")
struct SeparatorKeyTests {
    /// 44 locales, each with its own currency.
    static let locales: [(locale: String, currency: String)] = [
        ("en_US", "USD"), ("en_GB", "GBP"), ("en_IN", "INR"), ("en_CA", "CAD"), ("en_AU", "AUD"), ("de_DE", "EUR"),
        ("de_AT", "EUR"), ("de_CH", "CHF"), ("fr_FR", "EUR"), ("fr_CA", "CAD"), ("fr_CH", "CHF"), ("it_IT", "EUR"),
        ("it_CH", "CHF"), ("es_ES", "EUR"), ("es_MX", "MXN"), ("pt_BR", "BRL"), ("pt_PT", "EUR"), ("nl_NL", "EUR"),
        ("sv_SE", "SEK"), ("nb_NO", "NOK"), ("da_DK", "DKK"), ("fi_FI", "EUR"), ("pl_PL", "PLN"), ("cs_CZ", "CZK"),
        ("sk_SK", "EUR"), ("hu_HU", "HUF"), ("ro_RO", "RON"), ("ru_RU", "RUB"), ("uk_UA", "UAH"), ("tr_TR", "TRY"),
        ("el_GR", "EUR"), ("he_IL", "ILS"), ("ar_EG", "EGP"), ("ar_SA", "SAR"), ("fa_IR", "IRR"), ("hi_IN", "INR"),
        ("bn_BD", "BDT"), ("th_TH", "THB"), ("ja_JP", "JPY"), ("zh_CN", "CNY"), ("ko_KR", "KRW"), ("id_ID", "IDR"),
        ("vi_VN", "VND"), ("ms_MY", "MYR"),
    ]

    /// The amount, with as many fraction digits as the currency has.
    static func raw(minorUnits: Int) -> String {
        minorUnits == 0 ? "1234567" : "1234567." + String("89".padding(toLength: minorUnits, withPad: "0", startingAt: 0))
    }

    @Test("ICU's own text of an amount, typed key by key, shows that text and holds that amount", arguments: locales)
    func typingICUsText(locale: String, currency: String) throws {
        let formatter = try CurrencyFormatter(locale: locale, currency: currency)
        let raw = Self.raw(minorUnits: formatter.minorUnits)
        let written = try ICUOracle.editingText(raw: raw, locale: formatter.locale, currency: currency)
        var field = InputField(formatter: formatter)
        #expect(field.type(written).rejection == nil, "\(locale): \(written)")
        #expect(field.text.string == written, "\(locale)")
        #expect(field.value?.description == ExactDecimal(raw)?.description, "\(locale): typed \(written)")
    }

    @Test("a grouping key typed after a digit changes nothing; a decimal key is the decimal mark", arguments: locales)
    func groupingKeyIsNothing(locale: String, currency: String) throws {
        let formatter = try CurrencyFormatter(locale: locale, currency: currency)
        for key in formatter.notation.groupingMark.isEmpty ? [] : [formatter.notation.groupingMark] {
            var field = InputField(formatter: formatter)
            field.type("12" + key + "3")
            #expect(field.value?.description == "123", "\(locale): \(key.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        guard formatter.minorUnits > 0 else { return }
        var field = InputField(formatter: formatter)
        field.type("12" + formatter.notation.decimalMark + "5")
        #expect(field.value?.description == "12.5", "\(locale)")
    }

    /// How people type 1,234,567.89 with the keys at hand, by locale (written by hand from the
    /// CurrencyFields article's table).
    static let typed: [(locale: String, currency: String, keys: String)] = [
        ("en_US", "USD", "1,234,567.89"), ("de_DE", "EUR", "1.234.567,89"), ("fr_FR", "EUR", "1 234 567,89"),
        ("fr_FR", "EUR", "1234567.89"), ("fr_FR", "EUR", "1\u{A0}234\u{A0}567,89"), ("de_CH", "CHF", "1'234'567.89"),
        ("de_CH", "CHF", "1’234’567.89"), ("de_CH", "CHF", "1234567,89"), ("en_IN", "INR", "12,34,567.89"),
        ("ar_EG", "EGP", "1,234,567.89"), ("ar_EG", "EGP", "١٬٢٣٤٬٥٦٧٫٨٩"), ("ar_EG", "EGP", "١,٢٣٤,٥٦٧.٨٩"),
        ("sv_SE", "SEK", "1 234 567,89"), ("pt_BR", "BRL", "1.234.567,89"), ("it_CH", "CHF", "1'234'567.89"),
        ("es_MX", "MXN", "1,234,567.89"), ("nb_NO", "NOK", "1 234 567,89"), ("pl_PL", "PLN", "1 234 567,89"),
        ("ru_RU", "RUB", "1 234 567.89"), ("hi_IN", "INR", "12,34,567.89"), ("fa_IR", "IRR", "1,234,567"),
    ]

    @Test("an amount typed with the separators people use gives the amount", arguments: typed)
    func typedAsPeopleType(locale: String, currency: String, keys: String) throws {
        let formatter = try CurrencyFormatter(locale: locale, currency: currency)
        var field = InputField(formatter: formatter)
        #expect(field.type(keys).rejection == nil, "\(locale): \(keys)")
        #expect(field.value?.description == (formatter.minorUnits == 0 ? "1234567" : "1234567.89"), "\(locale): \(keys)")
        #expect(field.text.string == formatter.editingText(raw: formatter.minorUnits == 0 ? "1234567" : "1234567.89"))
    }

    @Test("the keys of the catalog's table, key by key")
    func table() {
        func key(_ scalar: Unicode.Scalar, _ decimal: Unicode.Scalar, _ grouping: Unicode.Scalar?) -> SeparatorKey? {
            SeparatorKey(scalar, decimalMark: decimal, groupingMark: grouping)
        }
        // en_US: . decimal, , grouping.
        #expect(key(".", ".", ",") == .decimal && key(",", ".", ",") == .grouping)
        // de_DE: , decimal, . grouping.
        #expect(key(",", ",", ".") == .decimal && key(".", ",", ".") == .grouping)
        // fr_FR: both decimal, any space grouping.
        #expect(key(",", ",", "\u{202F}") == .decimal && key(".", ",", "\u{202F}") == .decimal)
        #expect(key(" ", ",", "\u{202F}") == .grouping && key("\u{A0}", ",", "\u{202F}") == .grouping)
        // de_CH: . and , decimal, ’ and ' grouping.
        #expect(key(",", ".", "\u{2019}") == .decimal && key("'", ".", "\u{2019}") == .grouping)
        // ar_EG: ٫ and . decimal, ٬ and , grouping.
        #expect(key("\u{066B}", "\u{066B}", "\u{066C}") == .decimal && key(".", "\u{066B}", "\u{066C}") == .decimal)
        #expect(key(",", "\u{066B}", "\u{066C}") == .grouping && key("\u{066C}", "\u{066B}", "\u{066C}") == .grouping)
        // No grouping separator: both decimal; a letter is neither.
        #expect(key(",", ".", nil) == .decimal && key("x", ".", ",") == nil)
    }
}
