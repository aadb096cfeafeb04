import Foundation

/// `inputfmt format KIND -`: one value a line from standard input, one line out for each.
///
/// Exactly one line out for each line in, so that output lines stay aligned with input lines: a
/// line that cannot be formatted (or read: not UTF-8, longer than 4 MiB) prints an empty line,
/// and its reason on standard error as `line N: …`; a blank line prints an empty line and is no
/// error. The exit status is 2 at the end if any line failed. Output is written in blocks, not a
/// system call a line.
enum FormatLines {
    static func run(_ format: (String) throws -> String) throws {
        var lines = InputLines()
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        var failures = 0
        func flush() {
            guard !output.isEmpty else { return }
            FileHandle.standardOutput.write(Data(output))
            output.removeAll(keepingCapacity: true)
        }
        func report(_ message: String) {
            output.append(UInt8(ascii: "\n"))   // the failed line's place
            flush()
            Inputfmt.writeError(message)
            failures += 1
        }
        while true {
            let line: String
            do {
                guard let next = try lines.next() else { break }
                line = next
            } catch let failure as CommandFailure {
                report(failure.message)   // not UTF-8, or too long: it names its line
                continue
            }
            if line.isBlank {
                output.append(UInt8(ascii: "\n"))
                continue
            }
            do {
                output.append(contentsOf: try format(line).utf8)
                output.append(UInt8(ascii: "\n"))
            } catch let failure as CommandFailure {
                report("line \(lines.number): \(failure.message)")
            }
            if output.count >= 1 << 16 { flush() }
        }
        flush()
        if failures > 0 {
            throw CommandFailure("\(failures) of \(lines.number) lines could not be formatted")
        }
    }
}
