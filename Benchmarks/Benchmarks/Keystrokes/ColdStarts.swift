import Benchmark
import EngineCases
import Foundation
import ICUFloor
@_spi(Internals) import InputFormatKit

/// What a screen pays when it opens: each formatter created, the twelve-field form created in a
/// locale the process has not used, and each kind's first keystroke beside the same keystroke
/// warm; with Foundation's and ICU's own set-up for a currency beside them.
enum ColdStarts {
    static func register() {
        let configuration = BenchmarkSettings.slow
        // A formatter in a locale the process has used: what a second screen pays.
        for kind in FieldKinds.all {
            Benchmark("Create · \(kind.name) formatter, \(kind.locale)", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(kind.makeFormatter(kind.locale)) }
            }
        }
        // Twelve form fields (one of each kind, labelled, focused), each time in a locale the
        // process has not used: ICU's data for it is loaded then.
        let fresh = FreshLocales()
        var freshConfiguration = BenchmarkSettings.slow
        freshConfiguration.warmupIterations = 1
        freshConfiguration.maxIterations = FieldKinds.freshLocales.count - 1
        freshConfiguration.maxDuration = .seconds(10)
        Benchmark("Create · form of twelve fields, a new locale", configuration: freshConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                let locale = fresh.next()
                blackHole(FieldKinds.form.map { $0.makeField(locale, true) })
            }
        }
        // ICU alone opening the objects such a form needs, in C, each time in a new locale too:
        // the floor of the row above.
        let freshForICU = FreshLocales()
        Benchmark("Floor · ICU objects of a form, a new locale", configuration: freshConfiguration) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(icu_floor_open_form(freshForICU.next())) }
        }
        Benchmark("Create · form of twelve fields, de_DE again", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(FieldKinds.form.map { $0.makeField("de_DE", true) }) }
        }
        // The first keystroke of a form field just made, beside the same keystroke in a field
        // that has had it (typed and deleted) before.
        for kind in FieldKinds.all {
            Benchmark("First keystroke · \(kind.name), \(kind.locale)", configuration: configuration) { benchmark in
                guard let field = kind.makeField(kind.locale, true) else { fatalError("no \(kind.name) field in \(kind.locale)") }
                benchmark.startMeasurement()
                field.type(kind.key)
                benchmark.stopMeasurement()
                blackHole(field)
            }
            Benchmark("Warm keystroke · \(kind.name), \(kind.locale)", configuration: configuration) { benchmark in
                guard let field = kind.makeField(kind.locale, true) else { fatalError("no \(kind.name) field in \(kind.locale)") }
                field.type(kind.key)
                field.backspace()
                benchmark.startMeasurement()
                field.type(kind.key)
                benchmark.stopMeasurement()
                blackHole(field)
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
    }
}

/// The locales of ``FieldKinds/freshLocales`` one after another, each used once (a benchmark
/// runs in a process of its own, on one thread).
final class FreshLocales: @unchecked Sendable {
    private var taken = 0

    func next() -> String {
        defer { taken += 1 }
        return FieldKinds.freshLocales[taken % FieldKinds.freshLocales.count]
    }
}
