import ArgumentParser
import Foundation

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
    /// `validate()`: the message, the usage line, exit status 64).
    static func main() {
        do {
            var command = try parseAsRoot(Format.Currency.movingNegativeAmount(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("inputfmt: \(failure.message)\n".utf8))
            exit(withError: ExitCode(2))
        } catch {
            exit(withError: error)
        }
    }
}
