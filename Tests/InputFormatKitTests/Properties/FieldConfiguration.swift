import Foundation
import InputFormatExamples
@_spi(Internals) @testable import InputFormatKit

/// A field under test, as a regression fixture names it (`Fixtures/regressions/*.field.json`).
struct FieldConfiguration: Codable, Sendable, Hashable, CustomStringConvertible {
    enum Kind: String, Codable, Sendable {
        case currency, mask, card, phone, text, iban, expiry, cvc, number, date, time
        /// A formatter of an app's own, written against the public API alone
        /// (`GermanPostalCodeFormatter`, of the article "Writing your own formatter").
        case postalCode
    }

    var kind: Kind
    var locale: String?
    var currency: String?
    var allowsNegative: Bool?
    /// A currency field's display options (``CurrencyFormatter/Display``: the raw values of its
    /// symbol, sign and grouping, and a custom symbol); `nil` for the defaults.
    var symbol: String?
    var sign: String?
    var grouping: String?
    var customSymbol: String?
    /// A mask field's mask, a date or time field's ICU pattern, or a number field's ICU decimal
    /// pattern (``NumberFieldFormatter/pattern``), which its finished text and typing follow.
    var pattern: String?
    var region: String?
    /// A card brand (``CardBrand`` raw value): a security code field's brand, or the brand chosen
    /// for a card number field's co-badged numbers; `nil` for none.
    var brand: String?
    /// A number field's style: a percentage, or a unit (an ICU identifier) in a width
    /// (``NumberFieldFormatter/UnitWidth`` raw value); a plain number when both are `nil`.
    var percent: Bool?
    var unit: String?
    var unitWidth: String?
    /// A number field's most fraction digits (3 unless set).
    var fractionDigits: Int?
    /// How an amount's or a number's digits are entered (``AmountEntry`` raw value); `nil` as
    /// typed. (A number field's ``grouping`` is its ``DigitGrouping``.)
    var entry: String?
    /// A date field's ICU skeleton (`yMM`, `yyMM`) instead of `yMMdd`, its own pattern being
    /// ``pattern`` (`MM/yy`, `dd/MM/yy`); or a number field's ICU number skeleton, which its
    /// finished text and typing follow. `nil` for neither.
    var skeleton: String?
    /// A date field's calendar (an ICU name) instead of its locale's; `nil` for the locale's.
    var calendar: String?
    /// A time field's clock (``TimeOfDayFormatter/Clock`` raw value: `12`, `24`) and whether it
    /// has seconds; `nil` for the locale's clock without seconds (or the field's `pattern`).
    var clock: String?
    var seconds: Bool?
    /// A time field's duration mode: its most hours (``TimeOfDayFormatter/DurationMode``), its
    /// seconds being ``seconds``; `nil` for a time of day.
    var durationHours: Int?
    var prefix: String?
    var suffix: String?
    /// A character counter around the field: its limit, unit (``CountingUnit``) and mode
    /// (``CharacterCounter/LimitMode``); `nil` for none.
    var counterLimit: Int?
    var counterUnit: String?
    var counterMode: String?

    var description: String {
        var parts = [kind.rawValue]
        for part in [locale, currency, pattern, region, brand, unit, unitWidth, calendar, skeleton.map { "skeleton " + $0 }] { if let part { parts.append(part) } }
        if percent == true { parts.append("percent") }
        if let clock { parts.append("\(clock)-hour clock") }
        if let durationHours { parts.append("duration up to \(durationHours) hours") }
        if seconds == true { parts.append("seconds") }
        if let fractionDigits { parts.append("\(fractionDigits) fraction digits") }
        if let entry { parts.append(entry) }
        if allowsNegative == true { parts.append("negative") }
        for (name, option) in [("symbol", symbol), ("sign", sign), ("grouping", grouping)] {
            if let option { parts.append("\(name) \(option)") }
        }
        if let customSymbol { parts.append("custom symbol “\(customSymbol)”") }
        if let prefix { parts.append("prefix “\(prefix)”") }
        if let suffix { parts.append("suffix “\(suffix)”") }
        if let counterLimit { parts.append("counter \(counterLimit) \(counterUnit ?? "graphemes") \(counterMode ?? "stop")") }
        return parts.joined(separator: " ")
    }

    /// A name usable in a file name.
    var fileName: String {
        description.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? String($0) : "-" }.joined()
    }

    static func currency(_ locale: String, _ code: String, negative: Bool = true) -> Self {
        Self(kind: .currency, locale: locale, currency: code, allowsNegative: negative)
    }

    static func phone(_ region: String) -> Self { Self(kind: .phone, region: region) }

    /// A number field: a plain number, a percentage, or a measurement in `unit` written `width`.
    static func number(_ locale: String, percent: Bool = false, unit: String? = nil, width: NumberFieldFormatter.UnitWidth? = nil,
                       fractionDigits: Int = 3, negative: Bool = false) -> Self {
        var field = Self(kind: .number, locale: locale, allowsNegative: negative)
        field.percent = percent ? true : nil
        field.unit = unit
        field.unitWidth = unit == nil ? nil : (width ?? .short).rawValue
        field.fractionDigits = fractionDigits
        return field
    }

    /// The number field's style these options name.
    var numberStyle: NumberFieldFormatter.Style {
        if let unit { return .unit(unit, width: unitWidth.flatMap(NumberFieldFormatter.UnitWidth.init(rawValue:)) ?? .short) }
        return percent == true ? .percent : .decimal
    }

    static func mask(_ pattern: String) -> Self { Self(kind: .mask, pattern: pattern) }

    /// A date field in `locale`'s calendar, or in `calendar`; in `pattern` or the pattern of
    /// `skeleton` (a month and a year, a two-digit year) instead of the locale's date.
    static func date(_ locale: String, calendar: String? = nil, pattern: String? = nil, skeleton: String? = nil) -> Self {
        var field = Self(kind: .date, locale: locale, pattern: pattern)
        field.calendar = calendar
        field.skeleton = skeleton
        return field
    }

    /// A time field in `locale` on `clock` (the locale's when `nil`), with or without seconds.
    static func time(_ locale: String, clock: TimeOfDayFormatter.Clock = .locale, seconds: Bool = false) -> Self {
        var field = Self(kind: .time, locale: locale)
        field.clock = clock == .locale ? nil : clock.rawValue
        field.seconds = seconds ? true : nil
        return field
    }

    /// A time field in `locale` on `clock` with or without seconds where the locale writes that
    /// clock in a pattern the field types; else on the locale's clock (ja_JP's 12-hour `aK:mm`,
    /// es_AR's 12-hour `hh:mm:ss` without a day period are refused with a configuration error).
    static func typableTime(_ locale: String, clock: TimeOfDayFormatter.Clock, seconds: Bool) -> Self {
        if (try? TimeOfDayFormatter(locale: locale, clock: clock, seconds: seconds)) != nil { return time(locale, clock: clock, seconds: seconds) }
        if (try? TimeOfDayFormatter(locale: locale, clock: .locale, seconds: seconds)) != nil { return time(locale, seconds: seconds) }
        return time(locale)
    }

    /// A time field's duration mode in `locale`, of at most `maximumHours` hours, with or without seconds.
    static func duration(_ locale: String, maximumHours: Int = 9999, seconds: Bool = false) -> Self {
        var field = Self(kind: .time, locale: locale)
        field.durationHours = maximumHours
        field.seconds = seconds ? true : nil
        return field
    }

    /// The time field's clock these options name.
    var timeClock: TimeOfDayFormatter.Clock { clock.flatMap(TimeOfDayFormatter.Clock.init(rawValue:)) ?? .locale }

    /// The field's counter, or `nil` for a field without one.
    var counter: CharacterCounter? {
        guard let counterLimit else { return nil }
        return CharacterCounter(limit: counterLimit, unit: counterUnit.flatMap(CountingUnit.init(rawValue:)) ?? .graphemes,
                                mode: counterMode.flatMap(CharacterCounter.LimitMode.init(rawValue:)) ?? .stopAtLimit)
    }

    func counted(limit: Int, unit: CountingUnit, mode: CharacterCounter.LimitMode) -> Self {
        var copy = self
        copy.counterLimit = limit
        copy.counterUnit = unit.rawValue
        copy.counterMode = mode.rawValue
        return copy
    }

    /// Custom currency symbols the random fields draw from: letters, a symbol, an RTL sign, empty.
    static let customSymbols = ["US$", "¤", "€€", "ر.س", "", "Fr."]

    /// This field with random display options (each option its default half the time), as
    /// `draw` picks.
    func displayed(_ draw: inout SeededGenerator) -> Self {
        typealias Display = CurrencyFormatter.Display
        var copy = self
        func pick<Option: CaseIterable & RawRepresentable<String>>(_: Option.Type) -> String? {
            let cases = Array(Option.allCases)
            return draw.next(2) == 0 ? nil : cases[draw.next(cases.count)].rawValue
        }
        copy.symbol = pick(Display.Symbol.self)
        copy.sign = pick(Display.Sign.self)
        copy.grouping = pick(Display.Grouping.self)
        if draw.next(4) == 0 { copy.customSymbol = Self.customSymbols[draw.next(Self.customSymbols.count)] }
        copy.entry = pick(AmountEntry.self)
        return copy
    }

    /// This number field with a random grouping and entry (each its default half the time), or
    /// made from a random skeleton or decimal pattern.
    func entered(_ draw: inout SeededGenerator) -> Self {
        var copy = self
        copy.grouping = draw.next(2) == 0 ? nil : DigitGrouping.allCases[draw.next(DigitGrouping.allCases.count)].rawValue
        copy.entry = draw.next(2) == 0 ? nil : AmountEntry.allCases[draw.next(AmountEntry.allCases.count)].rawValue
        // One field in four is made from a skeleton, one in eight from a decimal pattern, instead
        // of a style and a grouping.
        switch draw.next(8) {
        case 0, 1: copy.skeleton = Self.skeletons[draw.next(Self.skeletons.count)]
        case 2: copy.pattern = Self.numberPatterns[draw.next(Self.numberPatterns.count)]
        default: return copy
        }
        (copy.percent, copy.unit, copy.unitWidth, copy.fractionDigits, copy.grouping) = (nil, nil, nil, nil, nil)
        // Minor-units-first entry is refused where the skeleton or pattern may write a whole
        // number without its fraction digits (`.##`): those are entered as typed.
        if copy.amountEntry == .minorUnitsFirst, (try? copy.visit(InvariantPropertyTests.Made())) == nil { copy.entry = nil }
        return copy
    }

    /// Skeletons a number field takes, drawn by ``entered(_:)``: styles, fraction digits,
    /// grouping and the stems ICU alone writes (signs, integer width, the decimal mark).
    static let skeletons = ["percent .00", "group-off .0#", "sign-always .##", "sign-accounting .00", "integer-width/*000",
                            "precision-integer group-min2", ".00+", "decimal-always .0", "() %", "+! ,_ .000",
                            "measure-unit/length-meter unit-width-full-name .0", "rounding-mode-floor .0"]

    /// Decimal patterns a number field takes, drawn by ``entered(_:)``: ICU's specification's
    /// (fraction digits, percents, a suffix sign, integer digits) and an app's own (accounting
    /// negatives, a trailing minus, affixes, grouping by 3 then 2).
    static let numberPatterns = ["#,##0.0###;(#)", "#,##0.00;(#,##0.00)", "0.##", "###0.0000#", "00000.0000", "0.0%", "%0.0",
                                 "0.00+;(#)", "#,##0;#,##0-", "'$'#,##0.00", "#,##0.00 'pcs'", "#,##,###.##", "'tick''bitten '0.00"]

    /// The entry these options name.
    var amountEntry: AmountEntry { entry.flatMap(AmountEntry.init(rawValue:)) ?? .asTyped }

    /// The currency display these options name.
    var display: CurrencyFormatter.Display {
        CurrencyFormatter.Display(symbol: symbol.flatMap(CurrencyFormatter.Display.Symbol.init(rawValue:)) ?? .symbol,
                                  sign: sign.flatMap(CurrencyFormatter.Display.Sign.init(rawValue:)) ?? .auto,
                                  grouping: grouping.flatMap(CurrencyFormatter.Display.Grouping.init(rawValue:)) ?? .auto,
                                  customSymbol: customSymbol)
    }

    /// Prefixes and suffixes the random fields draw from: symbols, units, words, an RTL sign.
    static let affixes = ["$", "Card ", " kg", " / month", "≈ ", "₪", "Tel. ", " €", "№ ", " ر.س"]

    /// This field with no affix, a prefix, a suffix or both, and with or without a counter
    /// (any limit from 1 to 24, every unit, both modes), as `draw` picks.
    func decorated(_ draw: inout SeededGenerator) -> Self {
        var copy = self
        switch draw.next(4) {
        case 0: break
        case 1: copy.prefix = Self.affixes[draw.next(Self.affixes.count)]
        case 2: copy.suffix = Self.affixes[draw.next(Self.affixes.count)]
        default:
            copy.prefix = Self.affixes[draw.next(Self.affixes.count)]
            copy.suffix = Self.affixes[draw.next(Self.affixes.count)]
        }
        if draw.next(2) == 0 {
            copy = copy.counted(limit: 1 + draw.next(24), unit: CountingUnit.allCases[draw.next(CountingUnit.allCases.count)],
                                mode: draw.next(2) == 0 ? .stopAtLimit : .allowOverLimit)
        }
        return copy
    }

    func affixed(prefix: String? = nil, suffix: String? = nil) -> Self {
        var copy = self
        copy.prefix = prefix
        copy.suffix = suffix
        return copy
    }

    /// The masks of a field whose formatter is a mask engine (a mask, a card number, an IBAN):
    /// what says which literals a key may type ahead of the next raw character; `nil` for the
    /// others, which let no decoration be typed.
    var maskSet: MaskSet? {
        switch kind {
        case .mask: return (try? Mask(pattern ?? "#")).map { MaskSet(single: $0) }
        case .card: return brand.flatMap(CardBrand.init(rawValue:)).flatMap { CardBrand.chosenMaskSets[$0] } ?? CardBrand.maskSet
        case .iban: return IBANRegistry.shared.masks
        case .currency, .phone, .text, .expiry, .cvc, .number, .date, .time, .postalCode: return nil
        }
    }

    /// Runs `visitor` with the formatter this configuration names (wrapped in its affixes).
    func visit<V: FormatterVisitor>(_ visitor: V) throws -> V.Result {
        switch kind {
        case .currency:
            return try wrap(CurrencyFormatter(locale: locale ?? "en_US", currency: currency ?? "USD",
                                              allowsNegative: allowsNegative ?? false, display: display, entry: amountEntry), visitor)
        case .mask: return try wrap(MaskFormatter(pattern: pattern ?? "#"), visitor)
        case .card: return try wrap(CardNumberFormatter(choosing: brand.flatMap(CardBrand.init(rawValue:))), visitor)
        case .phone: return try wrap(PhoneFormatter(region: region ?? "US"), visitor)
        case .text: return try wrap(PlainTextFormatter(), visitor)
        case .iban: return try wrap(IBANFormatter(), visitor)
        case .expiry: return try wrap(ExpiryDateFormatter(year: 2026, month: 11), visitor)
        case .cvc: return try wrap(SecurityCodeFormatter(brand: brand.flatMap(CardBrand.init(rawValue:))), visitor)
        case .postalCode: return try wrap(GermanPostalCodeFormatter(), visitor)
        case .number:
            if let pattern {
                return try wrap(NumberFieldFormatter(locale: locale ?? "en_US", pattern: pattern, allowsNegative: allowsNegative ?? false,
                                                     entry: amountEntry), visitor)
            }
            if let skeleton {
                return try wrap(NumberFieldFormatter(locale: locale ?? "en_US", skeleton: skeleton, allowsNegative: allowsNegative ?? false,
                                                     entry: amountEntry), visitor)
            }
            // A fixed fraction shows all the fraction digits, as `--fixed-fraction` does.
            let shown = amountEntry == .fixedFraction ? fractionDigits ?? 3 : 0
            return try wrap(NumberFieldFormatter(locale: locale ?? "en_US", style: numberStyle, maximumFractionDigits: fractionDigits ?? 3,
                                                 minimumFractionDigits: shown, allowsNegative: allowsNegative ?? false,
                                                 grouping: grouping.flatMap(DigitGrouping.init(rawValue:)) ?? .auto, entry: amountEntry),
                            visitor)
        case .date:
            return try wrap(DateFieldFormatter(locale: locale ?? "en_US", calendar: calendar, skeleton: skeleton ?? "yMMdd", pattern: pattern),
                            visitor)
        case .time:
            if let pattern { return try wrap(TimeOfDayFormatter(locale: locale ?? "en_US", pattern: pattern), visitor) }
            if let durationHours {
                return try wrap(TimeOfDayFormatter(locale: locale ?? "en_US", duration: .init(maximumHours: durationHours, seconds: seconds ?? false)),
                                visitor)
            }
            return try wrap(TimeOfDayFormatter(locale: locale ?? "en_US", clock: timeClock, seconds: seconds ?? false), visitor)
        }
    }

    private func wrap<F: InputFormatter, V: FormatterVisitor>(_ formatter: F, _ visitor: V) throws -> V.Result {
        guard prefix != nil || suffix != nil else { return try visitor.visit(formatter, configuration: self) }
        let direction: AffixedFormatter<F>.Direction = ICULocale.isRightToLeft(locale ?? "en_US") ? .rightToLeft : .leftToRight
        return try visitor.visit(AffixedFormatter(formatter, prefix: prefix ?? "", suffix: suffix ?? "", direction: direction),
                                 configuration: self)
    }
}

/// Something done with a formatter whatever its type, knowing the configuration that made it.
protocol FormatterVisitor {
    associatedtype Result
    func visit<F: InputFormatter>(_ formatter: F, configuration: FieldConfiguration) throws -> Result
}
