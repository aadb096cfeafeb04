/// A value made on first use: a benchmark's field states, built in the process that runs that
/// benchmark rather than in every process of the suite (each benchmark runs in a process of its
/// own, and every process registers every benchmark).
final class LazyValue<Value>: @unchecked Sendable {
    private let make: () -> Value
    private var made: Value?

    init(_ make: @escaping () -> Value) { self.make = make }

    /// The value, made the first time it is asked for (benchmarks run on one thread).
    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
