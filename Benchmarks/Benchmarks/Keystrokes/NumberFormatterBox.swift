import Foundation

/// A `NumberFormatter` handed to a benchmark closure. The suite runs benchmarks one at a time
/// on one thread, so the (non-Sendable) formatter is never used concurrently.
final class NumberFormatterBox: @unchecked Sendable {
    /// The formatter, used by one benchmark at a time.
    let formatter: NumberFormatter

    /// Wraps `formatter`.
    init(_ formatter: NumberFormatter) { self.formatter = formatter }
}
