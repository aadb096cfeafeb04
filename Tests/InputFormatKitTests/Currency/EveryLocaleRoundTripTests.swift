@_spi(Internals) @testable import InputFormatKit
import Testing

/// Every locale ICU lists, with its own currency and with USD, JPY and BHD: an amount typed
/// digit by digit shows ICU's editing text, its display is ICU's, and pasting that display back
/// gives the same decimal value.
///
/// The one documented difference from ICU: while editing, the minus sign leads the amount even
/// where the locale's currency pattern puts it after the number (`fy`); there the editing text
/// is compared with ICU's sign moved to the front.
@Suite("Round trip in every ICU locale")
struct EveryLocaleRoundTripTests {
    @Test("type, display, paste back")
    func roundTrip() throws {
        var configurations = 0
        var failures: [String] = []
        var trailingSignLocales: Set<String> = []
        for locale in ICULocale.available {
            let currencies = Set([ICULocale.currency(of: locale), "USD", "JPY", "BHD"].compactMap { $0 })
            for code in currencies.sorted() {
                guard failures.count < 20 else { break }
                configurations += 1
                let formatter: CurrencyFormatter
                do {
                    formatter = try CurrencyFormatter(locale: locale, currency: code, allowsNegative: true)
                } catch {
                    failures.append("\(locale) \(code): \(error)")
                    continue
                }
                let keys = "-" + (formatter.minorUnits == 0 ? "9876543" : "9876543." + String("215".prefix(formatter.minorUnits)))
                var field = InputField(formatter: formatter)
                if let rejection = field.type(keys).rejection {
                    failures.append("\(locale) \(code): typing \(keys) refused: \(rejection)")
                    continue
                }
                var editing = try ICUOracle.editingText(raw: formatter.rawText(of: field.text.string), locale: formatter.locale, currency: code)
                if formatter.notation.minusFollowsNumber, editing.hasSuffix(formatter.notation.minusSign) {
                    editing = formatter.notation.minusSign + editing.dropLast(formatter.notation.minusSign.count)
                    trailingSignLocales.insert(locale)
                }
                if field.text.string != editing {
                    failures.append("\(locale) \(code): editing text \(field.text.string) ≠ ICU \(editing)")
                }
                let value = field.value?.description
                field.blur()
                let display = field.text.string
                var again = InputField(formatter: formatter)
                let pasted = again.paste(display)
                if pasted.rejection != nil || again.value?.description != value {
                    failures.append("\(locale) \(code): pasting “\(display)” gave \(again.value?.description ?? "nothing") (\(pasted.rejection?.description ?? "accepted")), not \(value ?? "nil")")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.joined(separator: "\n"))")
        #expect(configurations > 2_000)
        #expect(trailingSignLocales.sorted() == ["fy", "fy_NL"])
    }
}
