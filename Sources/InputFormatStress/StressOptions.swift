/// The command line of the stress program.
///
///     InputFormatStress [--rounds N] [--threads N] [--locales N] [--seed N] [--show NAME]
///
/// - `--rounds`: how many times every thread runs every work item (default 1).
/// - `--threads`: how many threads run at once (default 8).
/// - `--locales`: how many of ICU's locales get currency, number, date and plural work, spread
///   evenly over ICU's list (default 0: every one). Phone regions, card brands, message
///   languages, masks and IBAN countries are always all there.
/// - `--seed`: the seed of the orders the threads take the items in (default: fresh, printed,
///   so that a run can be repeated).
/// - `--show`: prints the digest of every item whose name contains NAME (`phone GB`,
///   `currency de_DE`), worked out on one thread, and runs nothing else: what a mismatch's
///   line is in.
struct StressOptions: Sendable {
    var rounds = 1
    var threads = 8
    var locales = 0
    var seed = UInt64.random(in: 1...UInt64.max)
    var show: String?

    /// What went wrong reading the command line.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = "usage: InputFormatStress [--rounds N] [--threads N] [--locales N (0: all)] [--seed N] [--show NAME]"

    /// The options `arguments` (without the program's name) give.
    ///
    /// ```swift
    /// try StressOptions(arguments: ["--rounds", "2", "--locales", "60"]).locales   // 60
    /// ```
    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard let text = rest.popFirst() else { throw UsageError(description: "\(name) needs a value\n\(Self.usage)") }
            if name == "--show" {
                show = text
                continue
            }
            guard let number = UInt64(text) else { throw UsageError(description: "\(name) takes a whole number, not \(text)\n\(Self.usage)") }
            switch name {
            case "--rounds" where number >= 1 && number <= 1_000: rounds = Int(number)
            case "--threads" where number >= 2 && number <= 256: threads = Int(number)
            case "--locales" where number <= 100_000: locales = Int(number)
            case "--seed": seed = number
            case "--rounds", "--threads", "--locales": throw UsageError(description: "\(name) \(text) is out of range\n\(Self.usage)")
            default: throw UsageError(description: "unknown option \(name)\n\(Self.usage)")
            }
        }
    }
}
