// swift-tools-version:6.2
// The playground of InputFormatKit: a web page whose fields the engine drives, over a WebSocket
// from a Hummingbird server. Its own package, so that users of the library never resolve a
// server. Start it with `swift run --package-path Playground playground` from the repository root
// (`--port N` to choose the port); `bash Scripts/playground-test.sh` drives it in Chromium.
import PackageDescription

let package = Package(
    name: "InputFormatKitPlayground",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "InputFormatKit", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "playground",
            dependencies: [
                .product(name: "InputFormatKit", package: "InputFormatKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Playground",
            resources: [.copy("Resources/index.html")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
