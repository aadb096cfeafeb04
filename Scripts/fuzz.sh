#!/usr/bin/env bash
# Fuzzes the replay engine and CICU's entry points with libFuzzer, address sanitizer on.
#   Scripts/fuzz.sh [SECONDS]      (default 300)
# The seed corpus is every keystroke session in Fixtures/, each under every field selector.
# Crashing inputs land in .build-fuzz/crashes/; replay one with
#   swift run InputFormatFuzzer .build-fuzz/crashes/crash-…
# and turn it into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
# One -sanitize flag naming both: swiftc keeps only the last of several, and with
# `-sanitize=fuzzer -sanitize=address` the Swift code had no coverage instrumentation at all.
swift build -c release --product InputFormatFuzzer --scratch-path .build-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xcc -fsanitize=fuzzer-no-link,address
# The fuzzer is blind without coverage: refuse to run when the library was built without it.
if ! readelf -S .build-fuzz/release/InputFormatKit.build/EditEngine.swift.o | grep -q sancov; then
    echo "fuzz: the library has no coverage instrumentation (check the -sanitize flags)" >&2
    exit 1
fi
corpus=.build-fuzz/corpus
mkdir -p "$corpus" .build-fuzz/crashes
cp Fixtures/fuzz/* "$corpus"/ 2>/dev/null || true
rm -f "$corpus/README.md"
for steps in Fixtures/*/*.steps.jsonl; do
    for selector in 0 1 2 3 4 5 6 7 11 12 20 77 149 222; do
        name="$(basename "$steps" .steps.jsonl)-$selector"
        { printf "\\x$(printf %02x "$selector")"; cat "$steps"; } > "$corpus/$name"
    done
done
set +e
.build-fuzz/release/InputFormatFuzzer -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix=.build-fuzz/crashes/ -print_final_stats=1 "$corpus" 2>&1 | tee .build-fuzz/last-run.log |
    grep -E "INITED|DONE|pulse|ERROR|SUMMARY|Test unit written|^Done|^stat::"
status=${PIPESTATUS[0]}
set -e
# libFuzzer's status (a crash, a leak, a timeout), not grep's; the whole log is in last-run.log.
exit "$status"
