import Benchmark
import EngineCases
import Foundation
@_spi(Internals) import InputFormatKit

/// What a user would otherwise use, measured in the same run as the keystrokes:
///
/// - the bare ICU format call through CICU (``ICUNumberFormatter``), the floor for currency;
/// - Foundation's currency `FormatStyle` and `NumberFormatter` doing the straightforward
///   per-keystroke job: parse the field's text, format the number again;
/// - a naive character counter that recounts the whole text at every keystroke;
/// - an empty iteration: what the harness itself costs per measured call.
enum Comparisons {
    /// The amount every currency comparison formats: the one the "type digit" keystroke makes.
    static let amount = "12345678"

    static func register() {
        let configuration = BenchmarkSettings.keystroke
        Benchmark("Floor · empty iteration", configuration: configuration) { benchmark in
            for index in benchmark.scaledIterations { blackHole(index) }
        }
        for (locale, currency) in [("en_US", "USD"), ("de_DE", "EUR"), ("en_IN", "INR"), ("ar_EG", "EGP")] {
            let icu = try! ICUNumberFormatter(skeleton: "currency/\(currency)", locale: locale)
            Benchmark("ICU bare format \(locale)", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations {
                    let formatted = try! icu.format(decimal: amount)
                    blackHole(formatted.text)
                    blackHole(formatted.fields)
                }
            }

            let style = Decimal.FormatStyle.Currency(code: currency, locale: Locale(identifier: locale))
            let styled = Decimal(string: amount)!.formatted(style)
            precondition((try? style.parseStrategy.parse(styled)) != nil, "FormatStyle cannot read its own \(styled)")
            Benchmark("Foundation FormatStyle \(locale)", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations {
                    let value = try! style.parseStrategy.parse(styled)
                    blackHole(value.formatted(style))
                }
            }

            let numberFormatter = NumberFormatter()
            numberFormatter.numberStyle = .currency
            numberFormatter.currencyCode = currency
            numberFormatter.locale = Locale(identifier: locale)
            let numbered = numberFormatter.string(from: NSDecimalNumber(string: amount))!
            precondition(numberFormatter.number(from: numbered) != nil, "NumberFormatter cannot read its own \(numbered)")
            let shared = NumberFormatterBox(numberFormatter)
            Benchmark("Foundation NumberFormatter \(locale)", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations {
                    let value = shared.formatter.number(from: numbered)!
                    blackHole(shared.formatter.string(from: value))
                }
            }
        }
        for count in [100, 100_000] {
            let note = EngineCases.note(characters: count) + "x"
            Benchmark("Naive counter · recount \(count) chars", configuration: count > 100 ? BenchmarkSettings.slow : configuration) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(note.count) }
            }
        }
    }
}
