#!/usr/bin/env bash
# The test suite under AddressSanitizer, with CICU (the C shim over ICU) also under
# UndefinedBehaviorSanitizer (Swift has none on Linux): one build in .build-asan, whose address
# sanitizer runtime carries the undefined-behaviour checks' handlers too. A memory error, an
# undefined behaviour in CICU (each stops the run: -fno-sanitize-recover) or a failing test fails
# the script.
#   Scripts/sanitizers.sh            the whole suite
#   Scripts/sanitizers.sh --short    what CI runs: the suites that drive the editing core, the
#                                    formatters and CICU hardest (edits in place and through the
#                                    layout, pastes, hostile input, the fuzz corpus, ICU's calls)
# Under the address sanitizer the tests that a long text is edited where it lies are skipped:
# its allocator gives each string exactly the bytes asked for, so a string always grows by a copy
# (underAddressSanitizer, Tests/InputFormatKitTests/Support.swift).
set -uo pipefail
cd "$(dirname "$0")/.."
if ! command -v swiftc >/dev/null; then
    echo "swiftc not found on PATH: install Swift 6 and put its usr/bin on PATH" >&2
    exit 1
fi
filter=()
case "${1:-}" in
    "") ;;
    --short) filter=(--filter 'InPlaceEditing|EditEngine|EditInput|HostileInput|FuzzRegression|ICUFirstUse|CICU|AmountPaste|DateEditedInPart|TimeEditedInPlace') ;;
    *) echo "usage: Scripts/sanitizers.sh [--short]" >&2; exit 64 ;;
esac

mkdir -p .build-asan
log=.build-asan/last-run.log
echo "sanitizers: address, and undefined behaviour in CICU${filter:+ (short)}"
# LeakSanitizer reports the runtime's own leaks (XCTest's runner, Foundation's Process), not
# ours; ASAN_OPTIONS keeps them from failing the run, memory errors still do.
ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 swift test --sanitize=address --scratch-path .build-asan \
    -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined "${filter[@]}" >"$log" 2>&1
status=$?
grep -E "Test run with|Executed [0-9]+ tests|ERROR: AddressSanitizer|runtime error|error:" "$log" | head -20
# The C shim must have been built with the undefined-behaviour checks, or they checked nothing.
# (The symbols read whole, not piped into grep -q: under pipefail nm's SIGPIPE would fail it.)
symbols=$(nm .build-asan/debug/CICU.build/CICU.c.o 2>/dev/null)
if [[ $symbols != *__ubsan_handle* ]]; then
    echo "sanitizers: CICU was built without the undefined-behaviour checks" >&2
    exit 1
fi
if [ "$status" -ne 0 ] || grep -qE "ERROR: AddressSanitizer|runtime error" "$log"; then
    echo "sanitizers: failed (exit $status; the whole output is in $log)" >&2
    exit 1
fi
echo "sanitizers: no memory error, no undefined behaviour, every test passed"
