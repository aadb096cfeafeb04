import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// `swift run --package-path Playground playground`: serves the playground page on 127.0.0.1 and
/// prints its address.
@main
struct PlaygroundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Serve a page whose fields InputFormatKit drives, on 127.0.0.1.",
        discussion: """
            Open the printed address in a browser. Each edit of a field goes to the server over one \
            WebSocket; the page shows the text, caret, message, counter and label the engine returns. \
            Stop it with Ctrl-C.
            """)

    @Option(help: "The port to listen on (0: any free port, printed).")
    var port: Int = 8080

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535, not \(port)") }
    }

    func run() async throws {
        let app = try PlaygroundServer.application(port: port) { address in
            // Flushed at once: a script that started the server reads the address from a pipe.
            FileHandle.standardOutput.write(Data("InputFormatKit playground: http://\(address)/ (Ctrl-C stops it)\n".utf8))
        }
        // No graceful shutdown: an open page's WebSocket would hold Ctrl-C up. The process ends at
        // once, and the page says that the server is gone.
        do {
            try await app.runService(gracefulShutdownSignals: [])
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw PlaygroundError("port \(port) of 127.0.0.1 is in use: stop what holds it, or choose another with --port (0 picks a free one)")
        }
    }
}
