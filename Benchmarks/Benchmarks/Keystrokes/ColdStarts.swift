import Benchmark
import Foundation
@_spi(Internals) import InputFormatKit

/// The cold cost of creating each formatter (what a screen pays when it opens a field), beside
/// Foundation's and ICU's own set-up for the same job.
enum ColdStarts {
    static func register() {
        let configuration = BenchmarkSettings.slow
        for (locale, currency) in [("en_US", "USD"), ("de_DE", "EUR"), ("en_IN", "INR"), ("ar_EG", "EGP")] {
            Benchmark("Create · CurrencyFormatter \(locale)", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try! CurrencyFormatter(locale: locale, currency: currency)) }
            }
        }
        for region in ["US", "DE"] {
            Benchmark("Create · PhoneFormatter \(region)", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try! PhoneFormatter(region: region)) }
            }
        }
        Benchmark("Create · ICUNumberFormatter en_US", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! ICUNumberFormatter(skeleton: "currency/USD", locale: "en_US")) }
        }
        Benchmark("Create · Foundation NumberFormatter en_US", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                formatter.locale = Locale(identifier: "en_US")
                blackHole(formatter.string(from: 1))
            }
        }
        Benchmark("Create · MaskFormatter (###) ###-####", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! MaskFormatter(pattern: "(###) ###-####")) }
        }
        Benchmark("Create · CardNumberFormatter", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(CardNumberFormatter()) }
        }
        Benchmark("Create · AffixedFormatter mask, kg suffix", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(AffixedFormatter(try! MaskFormatter(pattern: "### ### ###"), suffix: " kg")) }
        }
        Benchmark("Create · PlainTextFormatter", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(PlainTextFormatter()) }
        }
    }
}
