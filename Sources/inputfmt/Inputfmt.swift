import ArgumentParser

/// `inputfmt`: format values, replay keystroke sessions as JSON lines, and show the toolkit at
/// work.
@main
struct Inputfmt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inputfmt",
        abstract: "Format input fields the way InputFormatKit does, keystroke by keystroke.",
        subcommands: [FormatCommand.self, ReplayCommand.self, DemoCommand.self])
}
