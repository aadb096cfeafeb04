import ArgumentParser
import Foundation

/// A failure the CLI reports as one line on standard error with exit status 2.
///
/// ```swift
/// throw CommandFailure("unknown locale “xx”")
/// ```
struct CommandFailure: Error {
    let message: String

    init(_ message: String) { self.message = message }

    /// Writes the message and returns the exit code to throw.
    func report() -> ExitCode {
        FileHandle.standardError.write(Data("inputfmt: \(message)\n".utf8))
        return ExitCode(2)
    }
}

extension ParsableCommand {
    /// Runs `body`, turning a ``CommandFailure`` into its one-line message and exit status 2.
    func reportingFailures(_ body: () throws -> Void) throws {
        do { try body() } catch let failure as CommandFailure { throw failure.report() }
    }
}
