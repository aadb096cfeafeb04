// The heap bytes a screen keeps for each field kind: its formatter, an `InputField` and a
// `FormField` holding a whole value (the formatter in them included), and a form of twelve
// fields. Counted as the bytes glibc's allocator has handed out and not taken back
// (`heap_bytes_in_use()`) before and after the kept value is made, once the locale's shared ICU
// objects exist (each kind is made and dropped once first: those are the process's, listed in
// the Performance article, not a field's). `Scripts/benchmark.sh` runs it and puts its table in
// BENCHMARKS.md.
//
// glibc counts the chunks its per-thread cache holds as allocated, so run it without that cache:
//
//   GLIBC_TUNABLES=glibc.malloc.tcache_count=0 .build/release/FieldMemory   # prints a Markdown table
import EngineCases
import Foundation
import HeapBytes

guard ProcessInfo.processInfo.environment["GLIBC_TUNABLES"]?.contains("glibc.malloc.tcache_count=0") == true else {
    FileHandle.standardError.write(Data("run with GLIBC_TUNABLES=glibc.malloc.tcache_count=0: glibc's per-thread cache hides allocations\n".utf8))
    exit(64)
}

/// The bytes `make` leaves allocated while its result is kept.
func keptBytes<Kept>(_ make: () -> Kept) -> Int {
    let before = heap_bytes_in_use()
    let kept = make()
    let after = heap_bytes_in_use()
    withExtendedLifetime(kept) {}
    return Int(after) - Int(before)
}

func kilobytes(_ bytes: Int) -> String {
    bytes < 10_000 ? "\(bytes) B" : String(Int((Double(bytes) / 1024).rounded())) + " KB"
}

print("| field | formatter | `InputField` with a whole value | `FormField` with a whole value | `FormField`'s own bytes (inline) |")
print("| --- | ---: | ---: | ---: | ---: |")
for kind in FieldKinds.all {
    // The locale's shared objects first, and each path once, so only what is kept is counted.
    for form in [false, true] { kind.makeField(kind.locale, form)?.paste(kind.sample) }
    let formatter = keptBytes { kind.makeFormatter(kind.locale) }
    var inline = 0
    let input = keptBytes { () -> AnyField? in
        let field = kind.makeField(kind.locale, false)
        field?.paste(kind.sample)
        return field
    }
    let form = keptBytes { () -> AnyField? in
        let field = kind.makeField(kind.locale, true)
        field?.paste(kind.sample)
        inline = field?.inlineBytes ?? 0
        return field
    }
    print("| \(kind.name), \(kind.locale) | \(kilobytes(formatter)) | \(kilobytes(input)) | \(kilobytes(form)) | \(inline) B |")
}
let twelve = keptBytes { () -> [AnyField?] in
    FieldKinds.form.map { kind in
        let field = kind.makeField(kind.locale, true)
        field?.paste(kind.sample)
        return field
    }
}
print("| **form of twelve fields** (one of each of the first twelve kinds, each holding a whole value) | | | \(kilobytes(twelve)) | |")
