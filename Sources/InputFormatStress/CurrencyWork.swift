@_spi(Internals) import InputFormatKit

/// Currency work, two items per ICU locale:
///
/// - **shared**: the locale's own currency (euros where the locale names no region), typed
///   key by key into a formatter made before the run, which every thread uses at once;
/// - **fresh**: another currency (dollars, yen, dinars with three minor units…) and another
///   display, in a formatter each run makes anew, so that ICU's formatters are opened on
///   several threads at once.
///
/// Both read the screen reader's amount (whose full-name formatters are a bounded process-wide
/// cache: past 32 they are opened for each reading) and write the locale's plural forms and
/// counted messages (plural rules: a bounded cache of 64 locales).
enum CurrencyWork {
    /// The currencies and displays of the fresh items, taken in turn along the locales.
    static let otherCurrencies = ["USD", "JPY", "BHD", "EUR", "INR", "CHF", "GBP", "KWD"]
    static let displays: [CurrencyFormatter.Display] = [
        .init(symbol: .name, sign: .accounting, grouping: .min2),
        .init(symbol: .isoCode, sign: .always, grouping: .off),
        .init(symbol: .narrow),
        .init(symbol: .hidden, sign: .accounting),
        .init(symbol: .symbol, grouping: .min2, customSymbol: "Fr."),
    ]

    /// `count` of ICU's locales spread evenly over its list (every one for 0 or more than it
    /// has), so that a short run still reaches many languages and scripts.
    static func locales(count: Int) -> [String] {
        let all = ICULocale.available
        guard count > 0, count < all.count else { return all }
        return (0..<count).map { all[$0 * all.count / count] }
    }

    /// The two items of each of `locales`.
    static func items(locales: [String]) -> [WorkItem] {
        locales.enumerated().flatMap { index, locale in
            let code = ICULocale.currency(of: locale) ?? "EUR"
            let shared = Result { () throws(ConfigurationError) in
                try CurrencyFormatter(locale: locale, currency: code, allowsNegative: true, maximumAmount: ExactDecimal("500000"))
            }
            let other = otherCurrencies[index % otherCurrencies.count]
            let display = displays[index % displays.count]
            return [
                WorkItem(family: .currency, name: "currency \(locale) \(code) shared") {
                    var digest = Digest()
                    switch shared {
                    case let .success(formatter): record(formatter, locale: locale, into: &digest)
                    case let .failure(error): digest.record("refused", "\(error)")
                    }
                    return digest.text
                },
                WorkItem(family: .currency, name: "currency \(locale) \(other) fresh") {
                    var digest = Digest()
                    do {
                        let formatter = try CurrencyFormatter(locale: locale, currency: other, allowsNegative: index.isMultiple(of: 2),
                                                              display: display)
                        record(formatter, locale: locale, into: &digest)
                    } catch {
                        digest.record("refused", "\(error)")
                    }
                    return digest.text
                },
            ]
        }
    }

    /// An amount typed key by key (digits, the decimal key, fraction digits, backspace, the
    /// minus key mid-amount, a paste, end of editing), through a form field in the locale's
    /// language and through the stateless path; then the locale's counted messages.
    static func record(_ formatter: CurrencyFormatter, locale: String, into digest: inout Digest) {
        let symbols = try? ICUNumberSymbols(locale: formatter.locale)
        let decimalKey = symbols?.monetaryDecimalMark ?? "."
        let script: [Keystroke] = [
            .type("1234567"), .type(decimalKey), .type("891"), .backspace, .select(0..<1), .type("-"), .select(2..<2),
            .type("0"), .select(0..<99), .paste(formatter.finishedText(raw: "-9876.5")), .blur, .focus, .backspace,
            .select(0..<99), .paste("12 kg"), .type("0"), .type(decimalKey), .type("5"), .blur,
        ]
        let configuration = FormField<CurrencyFormatter>.Configuration(
            label: "Amount", isRequired: true, rules: [.formatterVerdict()], timing: .onEveryEdit, locale: locale)
        FieldSession.record(script, formatter: formatter, configuration: configuration, label: "field", into: &digest)
        FieldSession.recordStateless(script, formatter: formatter, label: "delegate", into: &digest)
        digest.record("label", formatter.label("Amount"))
        digest.record("finished", formatter.finishedText(raw: "1234567.891"))
        MessageWork.recordCounts(locale: locale, into: &digest)
    }
}
