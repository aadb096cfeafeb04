/// A digest a thread gave that is not the one the item gave alone: the first line where they
/// part.
///
/// ```swift
/// Mismatch.first(expected: "a=1\nb=2", found: "a=1\nb=3", item: "phone US", thread: 2, round: 1)?.description
/// // "phone US, thread 2, round 1, line 2: expected “b=2”, got “b=3”"
/// ```
struct Mismatch: CustomStringConvertible {
    let item: String
    let thread: Int
    let round: Int
    let line: Int
    let expected: String
    let found: String

    /// The first difference of `found` from `expected`, `nil` when they are equal.
    static func first(expected: String, found: String, item: String, thread: Int, round: Int) -> Mismatch? {
        guard expected != found else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let foundLines = found.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expectedLines, foundLines).prefix { $0 == $1 }.count
        func text(_ lines: [Substring]) -> String { line < lines.count ? String(lines[line]) : "(end)" }
        return Mismatch(item: item, thread: thread, round: round, line: line + 1,
                        expected: text(expectedLines), found: text(foundLines))
    }

    var description: String {
        "\(item), thread \(thread), round \(round), line \(line): expected “\(expected)”, got “\(found)”"
    }
}
