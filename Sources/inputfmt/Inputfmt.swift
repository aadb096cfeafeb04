import ArgumentParser
import Foundation
import InputFormatKit

/// `inputfmt`: format values, replay keystroke sessions as JSON lines, and show the toolkit at
/// work.
@main
struct Inputfmt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inputfmt",
        abstract: "Format input fields the way InputFormatKit does, keystroke by keystroke.",
        subcommands: [Format.self, Replay.self, Demo.self])

    /// Parses the arguments and runs the command they name. A ``CommandFailure`` (input the
    /// library refuses) is reported here, and only here, as one line on standard error with exit
    /// status 2; every other error is ArgumentParser's to report (a usage error from a
    /// `validate()`: the message, the usage line, exit status 64). Both are written through
    /// ``terminalSafe(_:)``.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(Format.Currency.movingNegativeValue(arguments))
            try command.run()
        } catch let failure as CommandFailure {
            writeError(failure.message)
            exit(withError: ExitCode(2))
        } catch {
            // ArgumentParser's own messages quote arguments whole, as given.
            let code = exitCode(for: error)
            let message = shortening(fullMessage(for: error), quoting: arguments)
            if !message.isEmpty {
                let output = code == .success ? FileHandle.standardOutput : FileHandle.standardError
                output.write(Data((terminalSafe(message) + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// `inputfmt: message` on standard error, through ``terminalSafe(_:)``.
    static func writeError(_ message: String) {
        FileHandle.standardError.write(Data(("inputfmt: " + terminalSafe(message) + "\n").utf8))
    }

    /// `message` with each of `arguments` that it quotes whole cut short as
    /// `EditRejection.quoted` cuts a value, its length said: ArgumentParser's messages quote an
    /// argument as given (`The value '…' is invalid for '--symbol'`).
    ///
    /// ```swift
    /// Inputfmt.shortening("The value '\(digits)' is invalid", quoting: [digits])
    /// // "The value '9999999999999999999999999999999999999999… (100,000 characters)' is invalid"
    /// ```
    ///
    /// - Complexity: O(*n* × *m*): *n* the length of `message`, *m* the number of long arguments.
    static func shortening(_ message: String, quoting arguments: [String]) -> String {
        arguments.filter { $0.unicodeScalars.count > EditRejection.quoteLimit }.reduce(message) { message, argument in
            message.replacingOccurrences(of: argument, with: EditRejection.shown(argument) + EditRejection.lengthSaid(of: argument))
        }
    }

    /// `text` safe to write to a terminal: each line as a message quotes input
    /// (`EditRejection.shown`): its control, bidi and line characters written as `\u{1B}`, cut
    /// to 1,000 characters, a bound no message of the command line reaches. Every error the
    /// command line writes passes here, whatever it quotes (each value in it already quoted
    /// short, with its length, by `EditRejection.quoted` or ``shortening(_:quoting:)``).
    ///
    /// ```swift
    /// Inputfmt.terminalSafe("unknown option '--\u{1B}[2J'")   // "unknown option '--\\u{1B}[2J'"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func terminalSafe(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { EditRejection.shown(String($0), limit: 1_000) }
            .joined(separator: "\n")
    }
}
