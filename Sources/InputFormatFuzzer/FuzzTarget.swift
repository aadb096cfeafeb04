@_spi(Internals) import InputFormatKit
import InputFormatReplay

/// The fuzz target: the bytes of one input drive the replay engine and CICU's entry points.
///
/// - Byte 0 picks the field (`% 16`: currency in one of several locales and currencies, a mask,
///   a card or an IBAN, a phone region, plain text, an affixed field, a number, percentage or
///   measurement, a date, a time or a duration, an expiry date, a security code); the rest is
///   read as replay protocol lines, each run and its result checked: selection in bounds and on grapheme
///   boundaries, the text the layout of its raw characters (with any literals typed ahead) or,
///   while an input method composes, the text under the composition that layout with the
///   marked text over its selection, a refusal changing nothing, a character counter (plain
///   and affixed text) equal to a recount of the value and within a stop limit.
/// - The same bytes, as text, go to CICU's locale, currency and number-formatting entry points.
///
/// Built with `-sanitize=fuzzer -DFUZZING` (see `Scripts/fuzz.sh`), libFuzzer calls
/// ``fuzzOneInput(_:)``; built normally, the executable runs the files named on its command
/// line through it, so a crashing input can be replayed under a debugger.
enum FuzzTarget {
    static let locales = ["en_US", "de_DE", "ar_EG", "fa_IR", "he_IL", "ja_JP", "hi_IN", "de_CH", "fr_FR", "my_MM"]
    static let currencies = ["USD", "EUR", "JPY", "BHD", "EGP", "IRR", "CHF", "INR"]
    static let regions = ["US", "DE", "GB", "IN", "BR", "JP", "AR", "CX", "001", "XX"]

    static func fuzzOneInput(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        exerciseICU(text, selector: selector)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).prefix(64)
        let steps = lines.compactMap { try? SessionStep(jsonLine: String($0)) }
        switch selector % 16 {
        case 0, 1:
            let locale = locales[Int(selector / 8) % locales.count]
            let code = currencies[Int(selector / 3) % currencies.count]
            if let formatter = try? CurrencyFormatter(locale: locale, currency: code, allowsNegative: selector & 1 == 0) {
                run(formatter, steps)
            }
        case 2:
            if let formatter = try? MaskFormatter(pattern: String(lines.first ?? "(###) ###-####")) { run(formatter, steps) }
        case 3:
            if selector & 16 == 0 { run(CardNumberFormatter(), steps) } else { run(IBANFormatter(), steps) }
        case 4:
            if let formatter = try? PhoneFormatter(region: regions[Int(selector / 8) % regions.count]) { run(formatter, steps) }
        case 5: run(PlainTextFormatter(), steps, counter: counter(for: selector))
        case 6:
            run(AffixedFormatter(PlainTextFormatter(), prefix: "≈ ", suffix: " kg", direction: .rightToLeft), steps,
                counter: counter(for: selector))
        case 7:
            if let formatter = try? CurrencyFormatter(locale: "ar_EG", currency: "EGP") {
                run(AffixedFormatter(formatter, suffix: " / month", direction: .rightToLeft), steps)
            }
        case 8:
            let styles: [NumberFieldFormatter.Style] = [.decimal, .percent, .unit("mass-kilogram"), .unit("length-kilometer", width: .fullName)]
            if let formatter = try? NumberFieldFormatter(locale: locale(for: selector), style: styles[Int(selector / 64)],
                                                         allowsNegative: selector & 32 == 0) {
                run(formatter, steps)
            }
        case 9:
            // The locale's calendar (Persian in fa_IR), or the Gregorian one.
            if let formatter = try? DateFieldFormatter(locale: locale(for: selector), calendar: selector & 128 == 0 ? nil : "gregorian") {
                run(formatter, steps)
            }
        case 10:
            // A time of day, or a duration with seconds.
            let time = selector & 128 == 0 ? try? TimeOfDayFormatter(locale: locale(for: selector))
                : try? TimeOfDayFormatter(locale: locale(for: selector), duration: .hoursMinutesAndSeconds)
            if let time { run(time, steps) }
        case 11: run(ExpiryDateFormatter(year: 2026, month: 11), steps)
        case 12: run(SecurityCodeFormatter(brand: selector & 16 == 0 ? nil : .americanExpress), steps)
        case 13:
            if let formatter = try? DateFieldFormatter(locale: locale(for: selector)) {
                run(AffixedFormatter(formatter, prefix: "≈ ", direction: .rightToLeft), steps)
            }
        case 14: run(AffixedFormatter(ExpiryDateFormatter(year: 2026, month: 11), prefix: "Card "), steps)
        default:
            if let formatter = try? NumberFieldFormatter(locale: ["ar_EG", "pl_PL", "ru_RU", "cy_GB"][Int(selector / 16) % 4],
                                                         style: .unit("mass-kilogram", width: .fullName)) {
                run(formatter, steps)
            }
        }
    }

    /// The locale the selector's high bits pick.
    static func locale(for selector: UInt8) -> String { locales[Int(selector / 16) % locales.count] }

    /// A character counter chosen by the selector's high bits: a limit of 1 to 22, each
    /// counting unit, both modes.
    static func counter(for selector: UInt8) -> CharacterCounter {
        let high = Int(selector / 8)
        return CharacterCounter(limit: (high % 8) * 3 + 1, unit: CountingUnit.allCases[high / 8 % CountingUnit.allCases.count],
                                mode: high & 1 == 0 ? .stopAtLimit : .allowOverLimit)
    }

    static func run<F: InputFormatter>(_ formatter: F, _ steps: [SessionStep], counter: CharacterCounter? = nil) {
        var session = ReplaySession(formatter: formatter, configuration: .init(counter: counter ?? CharacterCounter()))
        /// The field's text when the input method began composing; `nil` when not composing.
        var composingBase: FieldText?
        for step in steps {
            let before = session.field
            let unchangedIfRefused = fieldLeftByRefusal(of: step, in: session)
            let snapshot = session.run(step)
            let after = session.field
            let text = after.text
            if !after.isComposing {
                composingBase = nil
            } else if composingBase == nil {
                composingBase = before.text
            }
            precondition(text.selection.lowerBound >= 0 && text.selection.upperBound <= text.utf16Count, "selection out of bounds")
            if snapshot.rejected, step.pressesOnce {
                // (A key pressed N times may change the field before a later press is refused.)
                if let unchanged = unchangedIfRefused {
                    precondition(after.text == unchanged.text && after.raw == unchanged.raw, "a refused edit changed the field")
                }
            } else if let base = composingBase, let marked = after.markedRange {
                // Composing: the text before the composition, its selection replaced by the
                // marked text; the raw characters are still those of that text.
                let shown = Array(text.string.utf16), committed = Array(base.string.utf16)
                precondition(marked.lowerBound == base.selection.lowerBound
                             && shown[..<marked.lowerBound] == committed[..<base.selection.lowerBound]
                             && shown[marked.upperBound...] == committed[base.selection.upperBound...],
                             "the text shown while composing is not the committed text with the marked text over its selection")
                precondition(formatter.layout(raw: after.raw, shownAs: base.string) != nil,
                             "the text under the composition is not the layout of its raw characters")
            } else if after.isFocused {
                // The layout of the raw characters, maybe with a start of a mask's literals typed
                // ahead of the next one (caret rule 7).
                precondition(formatter.layout(raw: after.raw, shownAs: text.string) != nil, "the text is not the layout of its raw characters")
            }
            var offsets: Set<Int> = [0]
            var offset = 0
            for character in text.string { offset += character.utf16.count; offsets.insert(offset) }
            precondition(offsets.contains(text.selection.lowerBound) && offsets.contains(text.selection.upperBound),
                         "selection off a grapheme boundary")
            let counted = session.formField.counter
            precondition(counted.count == counted.unit.count(after.raw), "the counter is not the count of the value")
            if counted.mode == .stopAtLimit, let limit = counted.limit {
                precondition(counted.count <= limit, "a stop-at-limit counter passed its limit")
            }
        }
    }

    /// The field `step` must leave as it is if it is refused: the field before it, or, when it
    /// ends a composition, the field after the commit the replay makes first (after the cancel
    /// that comes before a refused commit's paste). `nil` when that commit is refused: the step
    /// may still change the field, and its outcome is not its own refusal.
    static func fieldLeftByRefusal<F: InputFormatter>(of step: SessionStep, in session: ReplaySession<F>) -> InputField<F>? {
        guard session.field.isComposing else { return session.field }
        var ended = session
        switch step {
        case .commitComposition:
            ended.run(.cancelComposition)
        case .type, .paste, .backspace, .deleteForward, .select, .replace:
            if ended.run(.commitComposition).rejected { return nil }
        default: break
        }
        return ended.field
    }

    static func exerciseICU(_ text: String, selector: UInt8) {
        let words = text.split(whereSeparator: { $0 == "\n" || $0 == " " }).prefix(4).map(String.init)
        let locale = words.first ?? ""
        _ = ICULocale.resolve(locale)
        _ = try? ICUNumberSymbols(locale: locale)
        _ = try? ICUCurrency.name(of: words.dropFirst().first ?? "USD", in: locale)
        _ = try? ICUCurrency.minorUnits(of: words.dropFirst().first ?? "USD")
        _ = ICULocale.isRightToLeft(locale)
        _ = ICULocale.currency(of: locale)
        let code = words.dropFirst().first ?? "USD"
        _ = ICUCurrency.isKnown(code)
        _ = PluralCategory(Int(selector) - 128, locale: locale)
        _ = try? MessageTable(locale: locale, templates: [:]).remaining(Int(selector), digits: .ascii)
        if let formatter = try? ICUNumberFormatter(skeleton: words.dropFirst(2).first ?? "currency/USD", locale: selector & 1 == 0 ? "en_US" : locale) {
            _ = try? formatter.format(decimal: words.dropFirst(3).first ?? "1234.5")
        }
    }
}

extension SessionStep {
    /// Whether the step is one edit (not a key pressed several times).
    var pressesOnce: Bool {
        switch self {
        case let .backspace(count), let .deleteForward(count): return count == 1
        default: return true
        }
    }
}
