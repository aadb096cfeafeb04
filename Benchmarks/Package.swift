// swift-tools-version:6.1
// The benchmark suite of InputFormatKit: its own package, so that users of the library never
// resolve benchmark dependencies. Run it with `bash Scripts/benchmark.sh` from the repository
// root (or `swift package benchmark` here).
import PackageDescription

let package = Package(
    name: "InputFormatKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "InputFormatKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // ICU's C calls alone: the floor every keystroke is measured against (Linux, libicu-dev).
        .target(
            name: "ICUFloor",
            path: "Benchmarks/ICUFloor",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // The floor of the batch rows (Scripts/batch-benchmark.sh): `inputfmt format KIND -` as a
        // plain C loop over ICU, one line in and one out.
        .executableTarget(
            name: "BatchFloor",
            path: "Benchmarks/BatchFloor",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // The formatter of an app's own of the catalog's article "Writing your own formatter"
        // (a link to Tests/InputFormatExamples/GermanPostalCodeFormatter.swift): its keystroke
        // is measured beside the library's formatters.
        .target(
            name: "OwnFormatter",
            dependencies: [.product(name: "InputFormatKit", package: "InputFormatKit")],
            path: "Benchmarks/OwnFormatter"
        ),
        // The keystrokes of the engine's goal table, shared by the suite and the profiler.
        .target(
            name: "EngineCases",
            dependencies: ["ICUFloor", "OwnFormatter", .product(name: "InputFormatKit", package: "InputFormatKit")],
            path: "Benchmarks/EngineCases"
        ),
        // One keystroke run N times, for callgrind (Scripts/profile.sh); not a benchmark target
        // (Scripts/benchmark.sh runs `--target Keystrokes` only).
        .executableTarget(
            name: "KeystrokeProfile",
            dependencies: ["EngineCases"],
            path: "Benchmarks/KeystrokeProfile"
        ),
        // The heap bytes a kept field of each kind holds (Scripts/benchmark.sh runs it).
        .target(name: "HeapBytes", path: "Benchmarks/HeapBytes"),
        .executableTarget(
            name: "FieldMemory",
            dependencies: ["EngineCases", "HeapBytes"],
            path: "Benchmarks/FieldMemory"
        ),
        .executableTarget(
            name: "Keystrokes",
            dependencies: [
                "EngineCases",
                "ICUFloor",
                .product(name: "InputFormatKit", package: "InputFormatKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Keystrokes",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
