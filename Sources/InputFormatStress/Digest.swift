/// Everything one work item saw, written down in order as one string: two runs of the same item
/// did the same work exactly when their digests are equal.
///
/// ```swift
/// var digest = Digest()
/// digest.record("text", "1,234|")
/// digest.record("value", Optional("1234"))
/// digest.text   // "text=1,234|\nvalue=1234"
/// ```
struct Digest: Sendable {
    private var lines: [String] = []

    /// Writes down one output under `label`; `nil` is written as `nil`.
    mutating func record(_ label: String, _ output: (some CustomStringConvertible)?) {
        lines.append("\(label)=\(output.map(\.description) ?? "nil")")
    }

    /// The digest: one line per output, in the order they were recorded.
    var text: String { lines.joined(separator: "\n") }
}
