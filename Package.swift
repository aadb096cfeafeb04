// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "InputFormatKit",
    products: [
        .library(name: "InputFormatKit", targets: ["InputFormatKit"]),
        .executable(name: "inputfmt", targets: ["inputfmt"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Tests only: random edit sequences that shrink to a minimal failing one.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The only place that calls ICU. Its public header exposes no ICU type (see the catalog's
        // Architecture article, "ICU through CICU").
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        .target(
            name: "InputFormatKit",
            dependencies: ["CICU"]
        ),
        // The replay wire format: JSON lines of keystroke steps in, of field states out. Used by
        // `inputfmt`, the fuzzer and the tests; the library itself carries no JSON protocol.
        .target(
            name: "InputFormatReplay",
            dependencies: ["InputFormatKit"]
        ),
        .executableTarget(
            name: "inputfmt",
            dependencies: [
                "InputFormatKit", "InputFormatReplay",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The libFuzzer target (Scripts/fuzz.sh); built normally it replays inputs from files.
        .executableTarget(
            name: "InputFormatFuzzer",
            dependencies: ["InputFormatKit", "InputFormatReplay"]
        ),
        .testTarget(
            name: "InputFormatKitTests",
            dependencies: [
                "InputFormatKit", "InputFormatReplay", "CICU", "InputFormatFuzzer",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Field/GuidelineRules.md"]
        ),
        // The command line as a user runs it (the executable beside the test bundle), and its
        // terminal key decoding.
        .testTarget(
            name: "inputfmtTests",
            dependencies: ["inputfmt"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
