// Runs one keystroke of the engine's goal table N times, for callgrind, which counts the
// measured calls only (the harness's copy of the field state before each keystroke is not):
//
//   valgrind --tool=callgrind --toggle-collect='*measured*' .build/release/KeystrokeProfile "mask, type a digit" 1000
//
// Instructions per keystroke = (count at N − count at 1) / (N − 1); `Scripts/profile.sh` does
// this for every keystroke and writes the table of Benchmarks/PROFILE.md.
import EngineCases
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first, let times = arguments.dropFirst().first.flatMap({ Int($0) }), times > 0 else {
    print("usage: KeystrokeProfile <keystroke> <times>\nkeystrokes:")
    for keystroke in [EngineCases.floor.name, EngineCases.floorWithPositions.name] + EngineCases.names { print("  \(keystroke)") }
    exit(64)
}
// A form opened N times (`form of twelve fields`), or one kind's formatter made N times
// (`create date`): what a screen pays when it opens.
if name == "form of twelve fields" || name == "form of twelve fields, new locales" {
    let fresh = name.hasSuffix("new locales")
    for time in 0..<times {
        for kind in FieldKinds.form { _ = kind.makeField(fresh ? FieldKinds.freshLocales[time] : kind.locale, true) }
    }
    exit(0)
}
if name.hasPrefix("create "), let kind = FieldKinds.all.first(where: { "create " + $0.name == name }) {
    for _ in 0..<times { _ = kind.makeFormatter(kind.locale) }
    exit(0)
}
let floors = [EngineCases.floor, EngineCases.floorWithPositions]
guard let keystroke = floors.first(where: { $0.name == name }) ?? EngineCases.named(name) else {
    print("no keystroke named “\(name)”; run without arguments for the list")
    exit(64)
}
let nothing = KeystrokeMeasurement(start: {}, stop: {})
for _ in 0..<times { keystroke.run(nothing) }
