// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "InputFormatKit",
    // Apple platforms: the oldest releases whose Swift standard library has `Regex` and the
    // string algorithms of _StringProcessing (`firstRange(of:)`), which the library uses. Their
    // ICU (libicucore) is newer than the ICU 62 whose C API CICU calls, as far as is known here
    // (the Mac runner is what confirms it). Nothing needs Synchronization.Mutex (macOS 15,
    // iOS 18): the shared caches use a pthread lock (Sources/InputFormatKit/Core/Locked.swift).
    // Only Linux is built and tested here; Apple platforms wait for a Mac runner
    // (.github/workflows/apple.yml).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1), .macCatalyst(.v16)],
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
        // Architecture article, "ICU through CICU"). On Linux it uses the system's ICU (libicu-dev);
        // on Apple platforms the system's libicucore, through CICU's own declarations of the ICU
        // functions it calls (Sources/CICU/ICUDeclarations.h, checked by Scripts/check-apple-icu.sh).
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icui18n", .when(platforms: [.linux])),
                .linkedLibrary("icuuc", .when(platforms: [.linux])),
                .linkedLibrary("icudata", .when(platforms: [.linux])),
                .linkedLibrary("icucore", .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst])),
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
        // The thread-safety stress program (Scripts/threads.sh, under the thread sanitizer):
        // formatters and the process-wide caches shared by many threads, each result checked
        // against the same work done on one thread.
        .executableTarget(
            name: "InputFormatStress",
            dependencies: ["InputFormatKit", "InputFormatTestSupport"]
        ),
        // What the property tests, the stress program and the command line's tests share (a
        // seeded random number generator); no product.
        .target(name: "InputFormatTestSupport"),
        // A formatter of an app's own, written against the public API alone (no `@_spi` import):
        // the catalog's article "Writing your own formatter" shows it, and the tests drive it
        // through the invariant runs. No product.
        .target(name: "InputFormatExamples", dependencies: ["InputFormatKit"], path: "Tests/InputFormatExamples"),
        .testTarget(
            name: "InputFormatKitTests",
            dependencies: [
                "InputFormatKit", "InputFormatReplay", "CICU", "InputFormatFuzzer", "InputFormatTestSupport", "InputFormatExamples",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Field/GuidelineRules.md"]
        ),
        // The command line as a user runs it (the executable beside the test bundle), and its
        // terminal key decoding.
        .testTarget(
            name: "inputfmtTests",
            dependencies: ["inputfmt", "InputFormatTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
