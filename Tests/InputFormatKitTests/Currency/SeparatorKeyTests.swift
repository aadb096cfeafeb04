@testable import InputFormatKit
import Testing

/// Separators typed as people type them (the CurrencyFields article's table): a space or an
/// apostrophe where the locale groups with one changes nothing; a `.` or `,` is read by the
/// digits after it, grouping where a full group follows (the locale reading it where both fit);
/// the locale's decimal separator is the decimal mark.
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
        #expect(field.value?.description == (try? ExactDecimal(raw))?.description, "\(locale): typed \(written)")
    }

    @Test("a grouping key typed after a digit: `.` or `,` read by the digits after it, a space or an apostrophe nothing; a decimal key is the decimal mark",
          arguments: locales)
    func groupingKeyReadByTheDigits(locale: String, currency: String) throws {
        let formatter = try CurrencyFormatter(locale: locale, currency: currency)
        for key in formatter.notation.groupingMark.isEmpty ? [] : [formatter.notation.groupingMark] {
            let name = key.unicodeScalars.map { String($0.value, radix: 16) }
            if key == "." || key == "," {
                // Fewer digits than a group after it: the decimal mark (none in yen: no value yet).
                var short = InputField(formatter: formatter)
                short.type("12" + key + "3")
                #expect(short.value?.description == (formatter.minorUnits > 0 ? "12.3" : nil), "\(locale): \(name)")
                var group = InputField(formatter: formatter)
                group.type("12" + key + "345")
                #expect(group.value?.description == "12345", "\(locale): \(name)")
            } else {
                var field = InputField(formatter: formatter)
                field.type("12" + key + "3")
                #expect(field.value?.description == "123", "\(locale): \(name)")
            }
        }
        guard formatter.minorUnits > 0 else { return }
        var field = InputField(formatter: formatter)
        field.type("12" + formatter.notation.decimalMark + "5")
        #expect(field.value?.description == "12.5", "\(locale)")
    }

    /// The CurrencyFields article's table, row by row: locale, currency, the keys, what the
    /// field shows, its value, and whether a key is refused.
    static let articleRows: [(locale: String, currency: String, keys: String, shows: String, value: String?, refused: Bool)] = [
        ("en_US", "USD", "0,99", "0.99", "0.99", false), ("en_US", "USD", "1,234", "1,234", "1234", false),
        ("en_US", "USD", "1.234,56", "1,234.56", "1234.56", false), ("en_US", "USD", "1.234", "1.234", nil, false),
        ("de_DE", "EUR", "0.99", "0,99", "0.99", false), ("de_DE", "EUR", "2.5", "2,5", "2.5", false),
        ("de_DE", "EUR", "1.234", "1.234", "1234", false), ("de_DE", "EUR", "1.234.5", "1.234,5", "1234.5", false),
        ("fr_FR", "EUR", "1.234,56", "1\u{202F}234,56", "1234.56", false), ("fr_FR", "EUR", "1 234,5", "1\u{202F}234,5", "1234.5", false),
        ("de_CH", "CHF", "1'234.5", "1’234.5", "1234.5", false), ("en_IN", "INR", "12,34,567", "12,34,567", "1234567", false),
        ("ar_EG", "EGP", "1,234", "١٬٢٣٤", "1234", false), ("ja_JP", "JPY", "1,234", "1,234", "1234", false),
        ("ja_JP", "JPY", "1.", "1", "1", true),
    ]

    @Test("the CurrencyFields article's table, typed key by key", arguments: articleRows)
    func articleTable(locale: String, currency: String, keys: String, shows: String, value: String?, refused: Bool) throws {
        var field = InputField(formatter: try CurrencyFormatter(locale: locale, currency: currency))
        #expect((field.type(keys).rejection != nil) == refused, "\(locale): \(keys)")
        #expect(field.text.string == shows, "\(locale): \(keys)")
        #expect(field.value?.description == value, "\(locale): \(keys)")
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
