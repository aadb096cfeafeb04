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
            var command = try parseAsRoot(Format.Currency.movingNegativeValue(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("inputfmt: \(failure.message)\n".utf8))
            exit(withError: ExitCode(2))
        } catch {
            // ArgumentParser's own messages quote arguments as given: written with their control
            // and bidi characters escaped, they cannot drive the terminal.
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let output = code == .success ? FileHandle.standardOutput : FileHandle.standardError
                output.write(Data((escapingControls(message) + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// `text` with its control characters other than line feeds and tabs, and its bidi
    /// controls, written as `\u{1B}`, each line cut to 240 characters.
    static func escapingControls(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.unicodeScalars.count <= 240 ? String(line) : String(String.UnicodeScalarView(line.unicodeScalars.prefix(240))) + "…"
        }
        var result = ""
        for scalar in lines.joined(separator: "\n").unicodeScalars {
            let category = scalar.properties.generalCategory
            if (category == .control && scalar != "\n" && scalar != "\t") || category == .format {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
