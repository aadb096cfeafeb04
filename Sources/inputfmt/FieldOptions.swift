import ArgumentParser
import InputFormatKit

/// The kinds of field `replay --field` drives (not ICU's field kinds: parts of a formatted
/// number).
enum FieldChoice: String, ExpressibleByArgument, CaseIterable {
    case currency, number, date, time, mask, card, phone, text, iban, expiry, cvc
}

extension CardBrand: ExpressibleByArgument {}
extension CurrencyFormatter.Display.Symbol: ExpressibleByArgument {}
extension CurrencyFormatter.Display.Sign: ExpressibleByArgument {}
extension CurrencyFormatter.Display.Grouping: ExpressibleByArgument {}

/// The options that configure a currency field, shared by `format currency` and `replay`.
struct CurrencyOptions: ParsableArguments {
    @Option(help: "The ISO 4217 currency code, such as EUR (currency fields).")
    var currency: String?

    @Option(help: "The ICU locale identifier, such as de_DE.")
    var locale: String = "en_US"

    @Flag(name: .customLong("allow-negative"), help: "Let the amount (or number) be negative (the minus key toggles the sign).")
    var allowsNegative = false

    @Option(name: .customLong("max-integer-digits"), help: "The most digits before the decimal mark.")
    var maximumIntegerDigits: Int = 15

    @Option(name: .customLong("max-amount"), parsing: .unconditional,
            help: "The largest amount without an error, such as 500 (a plain decimal).")
    var maximumAmount: String?

    @Option(name: .customLong("min-amount"), parsing: .unconditional,
            help: "The smallest amount without an error, such as 10 (a plain decimal).")
    var minimumAmount: String?

    @Option(help: "How the finished amount names the currency: symbol ($), narrow, iso-code (USD), name (US dollars) or none.")
    var symbol: CurrencyFormatter.Display.Symbol = .symbol

    @Option(help: "The sign: auto (minus on negative amounts), always (+ on the others too) or accounting (($5.00) where the locale has it).")
    var sign: CurrencyFormatter.Display.Sign = .auto

    @Option(help: "Grouping, while typing too: auto (as the locale), off, or min2 (from two leading digits: 1234, 12,345).")
    var grouping: DigitGrouping = .auto

    @Option(name: .customLong("custom-symbol"), help: "A symbol text of your own in place of the one --symbol names, such as 'US$'.")
    var customSymbol: String?

    /// `--min-amount` and `--max-amount` are plain decimals, the maximum positive;
    /// `--custom-symbol` needs a symbol to replace.
    func validate() throws {
        if let minimumAmount, (try? ExactDecimal(minimumAmount)) == nil {
            throw ValidationError("--min-amount takes a plain decimal such as 10 or 0.5, not \(EditRejection.quoted(minimumAmount))")
        }
        if let maximumAmount {
            guard let amount = try? ExactDecimal(maximumAmount) else {
                throw ValidationError("--max-amount takes a plain decimal such as 500 or 99.95, not \(EditRejection.quoted(maximumAmount))")
            }
            guard !amount.isNegative, amount.description != "0" else {
                throw ValidationError("--max-amount must be positive, not \(EditRejection.quoted(maximumAmount))")
            }
        }
        try requireShowable(customSymbol, option: "--custom-symbol")
        if customSymbol != nil, symbol == .hidden {
            throw ValidationError("--custom-symbol replaces the currency symbol, and --symbol none shows none: drop one of them")
        }
    }

    /// The options of these that only a currency field takes, given on the command line with
    /// a value other than the default (`replay` refuses them for another kind of field rather
    /// than ignore them). (`--grouping` is a number field's too.)
    var givenForCurrencyOnly: [String] {
        [("--currency", currency != nil), ("--max-amount", maximumAmount != nil), ("--min-amount", minimumAmount != nil),
         ("--symbol", symbol != .symbol), ("--sign", sign != .auto), ("--custom-symbol", customSymbol != nil)]
            .filter(\.1).map(\.0)
    }

    /// The display these options describe.
    var display: CurrencyFormatter.Display {
        CurrencyFormatter.Display(symbol: symbol, sign: sign, grouping: grouping, customSymbol: customSymbol)
    }

    /// A currency field needs `--currency`: the check of the commands that make one.
    func validateCurrency() throws {
        if currency == nil {
            throw ValidationError("a currency field needs --currency CODE (an ISO 4217 code such as EUR)")
        }
    }

    /// The formatter these options describe (``validateCurrency()`` has passed), its digits
    /// entered as `entry` says, or a one-line failure.
    func formatter(allowingNegative: Bool? = nil, entry: AmountEntry = .asTyped) throws -> CurrencyFormatter {
        do {
            return try CurrencyFormatter(
                locale: locale, currency: currency ?? "", allowsNegative: allowingNegative ?? allowsNegative,
                maximumIntegerDigits: maximumIntegerDigits, minimumAmount: minimumAmount.flatMap(ExactDecimal.init),
                maximumAmount: maximumAmount.flatMap(ExactDecimal.init), display: display, entry: entry)
        } catch {
            throw CommandFailure(error, minimum: minimumAmount.map { ("--min-amount", $0) },
                                 maximum: maximumAmount.map { ("--max-amount", $0) })
        }
    }
}

/// A mask formatter for a pattern, or a one-line failure.
func maskFormatter(pattern: String) throws -> MaskFormatter {
    do { return try MaskFormatter(pattern: pattern) } catch { throw CommandFailure(error.description) }
}

/// `region`, or the region of `locale` (`en_US` → US) when no region is given; `nil` when
/// neither names one.
func phoneRegion(_ region: String?, locale: String) -> String? {
    let localeRegion = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst()
        .first { $0.count == 2 && $0.allSatisfy(\.isLetter) }
    return region ?? localeRegion.map { String($0) }
}

/// A phone formatter for `region`, or a one-line failure.
func phoneFormatter(region: String) throws -> PhoneFormatter {
    do { return try PhoneFormatter(region: region) } catch { throw CommandFailure(error.description) }
}

/// When affixes show, as the CLI names it.
enum AffixVisibility: String, ExpressibleByArgument, CaseIterable {
    case always
    case notEmpty = "not-empty"
}

/// `--prefix`, `--suffix` and `--affixes`, shared by `replay` and every `format` command.
struct AffixOptions: ParsableArguments {
    @Option(help: "Text shown before the value (whitespace between it and the value included), such as '$'.")
    var prefix: String?

    @Option(help: "Text shown after the value (whitespace included), such as ' kg'.")
    var suffix: String?

    @Option(help: "When the prefix and suffix show: always, or not-empty (only while there is a value).")
    var affixes: AffixVisibility = .notEmpty

    var isEmpty: Bool { (prefix ?? "").isEmpty && (suffix ?? "").isEmpty }

    /// The affixes hold no control character: the field would show them, `format` write them.
    func validate() throws {
        try requireShowable(prefix, option: "--prefix")
        try requireShowable(suffix, option: "--suffix")
    }

    /// `formatter` with the affixes around it, right to left when `locale`'s script is.
    func wrap<F: InputFormatter>(_ formatter: F, locale: String) -> AffixedFormatter<F> {
        AffixedFormatter(
            formatter, prefix: prefix ?? "", suffix: suffix ?? "",
            visibility: affixes == .always ? .always : .whileNotEmpty,
            direction: ICULocale.isRightToLeft(locale) ? .rightToLeft : .leftToRight)
    }
}

/// `--today YYYY-MM-DD`: the day an expiry date is judged against and a two-digit year placed
/// around (default: today, in UTC), so that an example or a batch reads the same any day.
struct TodayOption: ParsableArguments {
    @Option(help: """
        The day an expiry date is judged against and a date's two-digit year is placed around, \
        as YYYY-MM-DD (default: today, UTC).
        """)
    var today: String?

    /// `--today` is a date.
    func validate() throws {
        if let today, date == nil {
            throw ValidationError("--today takes a date as YYYY-MM-DD, such as 2026-11-23, not \(EditRejection.quoted(today))")
        }
    }

    /// The day given (``validate()`` has passed), `nil` for today.
    var date: GregorianDate? { today.flatMap { try? GregorianDate(iso8601: $0) } }

    /// The expiry date formatter judging against that day.
    var expiryFormatter: ExpiryDateFormatter {
        guard let date else { return ExpiryDateFormatter() }
        return ExpiryDateFormatter(year: date.year, month: date.month)
    }
}

/// A usage error when `value`, text a field shows as given (an affix, a currency symbol), holds a
/// control character or a bidi embedding, override or isolate: the field would show it, and
/// `format` write it into the terminal. Marks that join or order text (ZWJ, RLM) are text.
///
/// ```swift
/// try requireShowable("US$", option: "--custom-symbol")       // fine
/// try requireShowable("\u{1B}[2J", option: "--prefix")
/// // ValidationError: --prefix is text to show: “\u{1B}[2J” has a control character in it
/// ```
///
/// - Complexity: O(*n*) in the length of `value`.
func requireShowable(_ value: String?, option: String) throws {
    guard let value, value.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }) else { return }
    throw ValidationError("\(option) is text to show: \(EditRejection.quoted(value)) has a control character in it")
}
