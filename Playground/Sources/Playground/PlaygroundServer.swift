import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The server: the page at `/`, and at `/ws` the WebSocket whose connection holds one form.
enum PlaygroundServer {
    /// The largest message a page may send: a paste of a megabyte, in JSON, fits; the field then
    /// refuses it with its reason.
    static let maximumMessageSize = 8 << 20

    /// The application on 127.0.0.1 at `port`; `started` gets the address it listens on.
    static func application(port: Int, started: @escaping @Sendable (String) -> Void) throws -> some ApplicationProtocol {
        let page = try pageBody()
        let router = Router()
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                     body: .init(byteBuffer: ByteBuffer(bytes: page)))
        }
        let sockets = Router(context: BasicWebSocketRequestContext.self)
        sockets.ws("/ws") { _, _ in
            .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            var form = PlaygroundForm()
            for try await message in inbound.messages(maxSize: maximumMessageSize) {
                guard case let .text(text) = message else { continue }
                for reply in form.handle(text) { try await outbound.write(.text(reply)) }
            }
        }
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: sockets),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "InputFormatKit playground"),
            onServerRunning: { channel in
                started("127.0.0.1:\(channel.localAddress?.port ?? port)")
            })
    }

    /// The page, read once from the package's resources.
    private static func pageBody() throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: "index", withExtension: "html") else {
            throw PlaygroundError("the page index.html is missing from the playground's resources")
        }
        return Array(try Data(contentsOf: url))
    }
}

/// A failure of the playground itself, said in a line.
struct PlaygroundError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
