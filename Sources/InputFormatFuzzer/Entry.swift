#if FUZZING
/// libFuzzer's entry point (the build with `-sanitize=fuzzer -DFUZZING`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTarget.fuzzOneInput(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// The executable's entry point under SwiftPM's name for it: hands over to libFuzzer's driver.
@_cdecl("InputFormatFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
#else
import Foundation

/// Without libFuzzer: runs each file named on the command line through the fuzz target, so a
/// crashing input (`crash-…`) can be replayed and debugged.
@main
struct FuzzInputReplay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            FuzzTarget.fuzzOneInput(Array(data))
            print("ok \(path)")
        }
    }
}
#endif
