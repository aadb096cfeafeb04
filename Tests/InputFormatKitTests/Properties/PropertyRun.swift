import Foundation
import InputFormatKit
import InputFormatReplay
import InputFormatTestSupport
import Testing

/// The property runs' random source: the same seed gives the same sequences on every machine,
/// so a failure can be replayed.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// `count` edit codes (``EditSequence``); one in 100,000 is the 1 MB paste.
    mutating func codes(count: Int) -> [Int] { (0..<count).map { _ in next(100_000) } }
}

/// How the property tests run, from the environment (`Scripts/properties.sh` sets it):
///
/// - `IFK_PROPERTY_EDITS`: edits each random property tries (default 6,000: what `swift test`
///   runs; the long run gives millions);
/// - `IFK_PROPERTY_SEED`: the seed (default: a fresh random one, printed with every report);
/// - `IFK_PROPERTY_ONLY` and `IFK_PROPERTY_SEQUENCE`: one property, one sequence of it — what the
///   replay command a failure prints sets.
///
/// Each sequence draws its own random source from the seed, the property's name and its index,
/// so one failing sequence replays without the ones before it.
enum PropertyRun {
    static let environment = ProcessInfo.processInfo.environment
    static let edits = environment["IFK_PROPERTY_EDITS"].flatMap(Int.init) ?? 6_000
    static let seed = environment["IFK_PROPERTY_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
    static let only = environment["IFK_PROPERTY_ONLY"]
    static let sequence = environment["IFK_PROPERTY_SEQUENCE"].flatMap(Int.init)

    /// Whether the property named `name` runs in this process.
    static func runs(_ name: String) -> Bool { only == nil || only == name }

    /// The random source of sequence `index` of the property named `name`.
    static func random(_ name: String, index: Int) -> SeededGenerator {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var mixer = SeededGenerator(seed: seed ^ hash ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        return SeededGenerator(seed: mixer.next())
    }

    /// What is checked of one drawn sequence: the field it names, driven by its codes.
    struct Property: Sendable {
        /// What one sequence of codes did on the field and the failures it met.
        struct Outcome {
            var steps: [SessionStep]
            var failures: [String]
            var edits: Int
        }

        /// Runs the sequence.
        let run: @Sendable (FieldConfiguration, [Int]) throws -> Outcome
        /// Whether a failing sequence is saved as a regression fixture (`RegressionFixtureTests`
        /// replays those against the invariants).
        let savesFixture: Bool

        /// The invariants of the caret rules after every edit (``FieldInvariants``).
        static let invariants = Property(run: { configuration, codes in
            let outcome = try configuration.visit(FieldInvariants(codes: codes, counter: configuration.counter))
            return Outcome(steps: outcome.steps, failures: outcome.failures, edits: outcome.edits)
        }, savesFixture: true)
    }

    /// Draws sequences with `draw` and checks each with `property` until `budget` edits have run
    /// (or only the one sequence the environment names). A failure is shrunk, saved as a
    /// regression fixture (when the property saves them) and reported with the command that
    /// replays it; the run stops there.
    static func check(_ name: String, budget: Int = edits, property: Property = .invariants, sourceLocation: SourceLocation = #_sourceLocation,
                      draw: (inout SeededGenerator) -> (FieldConfiguration, [Int])) throws {
        guard runs(name) else { return }
        let clock = ContinuousClock()
        let start = clock.now
        var done = 0
        var sequences = 0
        var index = sequence ?? 0
        while sequence == nil ? done < budget : sequences == 0 {
            var random = random(name, index: index)
            let (configuration, codes) = draw(&random)
            let outcome = try property.run(configuration, codes)
            done += outcome.edits
            sequences += 1
            if let failure = outcome.failures.first {
                let shrunk = try shrink(configuration, codes, property: property)
                let minimal = try property.run(configuration, shrunk)
                if property.savesFixture { RegressionFixture(configuration: configuration, steps: minimal.steps).save() }
                Issue.record("""
                    \(name), sequence \(index): \(configuration): \(failure)
                    shrunk to \(minimal.steps.count) steps: \(minimal.failures.first ?? "(passes once shrunk)")
                    \(property.savesFixture ? "saved in Fixtures/regressions/\(configuration.fileName).*; " : "")replay with:
                      IFK_PROPERTY_SEED=\(seed) IFK_PROPERTY_ONLY='\(name)' IFK_PROPERTY_SEQUENCE=\(index) bash Scripts/properties.sh
                    """, sourceLocation: sourceLocation)
                break
            }
            index += 1
        }
        report(name, edits: done, sequences: sequences, seconds: (clock.now - start) / .seconds(1))
    }

    /// One line for the log (`Scripts/properties.sh` sums them).
    static func report(_ name: String, edits: Int, sequences: Int, seconds: Double) {
        let rate = seconds > 0 ? Int(Double(edits) / seconds) : 0
        print("property edits: \(edits) — \(name): \(sequences) sequences, \(String(format: "%.1f", seconds)) s, \(rate) edits/s, seed \(seed)")
    }

    /// A shorter or simpler sequence that still fails: steps removed (halves, then one at a
    /// time), then each code made smaller while it keeps failing.
    static func shrink(_ configuration: FieldConfiguration, _ codes: [Int], property: Property = .invariants) throws -> [Int] {
        func fails(_ candidate: [Int]) throws -> Bool {
            try !property.run(configuration, candidate).failures.isEmpty
        }
        var best = codes
        var improved = true
        while improved {
            improved = false
            var chunk = max(best.count / 2, 1)
            while chunk >= 1 {
                var start = 0
                while start + chunk <= best.count {
                    var candidate = best
                    candidate.removeSubrange(start..<(start + chunk))
                    if try fails(candidate) { best = candidate; improved = true } else { start += chunk }
                }
                chunk /= 2
            }
            for position in best.indices {
                // The same kind of step (the code modulo 10) with a smaller argument.
                for smaller in [best[position] % 10, best[position] % 100, best[position] / 2 / 10 * 10 + best[position] % 10]
                    where smaller < best[position] {
                    var candidate = best
                    candidate[position] = smaller
                    if try fails(candidate) { best = candidate; improved = true; break }
                }
            }
        }
        return best
    }
}
