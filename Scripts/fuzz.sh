#!/usr/bin/env bash
# Fuzzes the replay engine and CICU's entry points with libFuzzer, address sanitizer on.
#   Scripts/fuzz.sh [SECONDS]      (default 300; CI runs 120)
# The seed corpus (Fixtures/fuzz/README.md) is the inputs kept in Fixtures/fuzz and every
# keystroke session in Fixtures/*/*.steps.jsonl under each field selector of
# Fixtures/fuzz/selectors; FuzzRegressionTests runs the same inputs. The run stops by itself
# after SECONDS, and is killed if it has not stopped a minute later. A crashing (or hanging)
# input lands in .build-fuzz/crashes/, the script prints the command that replays it, and exits
# non-zero; turn the input into a regression test (Fixtures/fuzz/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
if ! [[ $seconds =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: Scripts/fuzz.sh [SECONDS]   (a whole number of seconds, default 300)" >&2
    exit 2
fi
# One -sanitize flag naming both: swiftc keeps only the last of several, and with
# `-sanitize=fuzzer -sanitize=address` the Swift code had no coverage instrumentation at all.
swift build -c release --product InputFormatFuzzer --scratch-path .build-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xcc -fsanitize=fuzzer-no-link,address
# The fuzzer is blind without coverage: refuse to run when the library was built without it.
# readelf's output is read whole: piped into `grep -q`, readelf died of SIGPIPE when grep quit at
# the first match, and under pipefail an instrumented library failed the check.
sections="$(readelf -S -W .build-fuzz/release/InputFormatKit.build/EditEngine.swift.o)"
if [[ $sections != *sancov* ]]; then
    echo "fuzz: the library has no coverage instrumentation (check the -sanitize flags)" >&2
    exit 1
fi

# The seed corpus, as FuzzRegressionTests reads it.
corpus=.build-fuzz/corpus
crashes=.build-fuzz/crashes
mkdir -p "$corpus" "$crashes"
for kept in Fixtures/fuzz/*; do
    case "$(basename "$kept")" in
        README.md | selectors) ;;
        *) cp "$kept" "$corpus/" ;;
    esac
done
selectors=()
while read -r line || [[ -n $line ]]; do
    [[ -z $line || $line == "#"* ]] && continue
    if ! [[ $line =~ ^[0-9]+$ ]] || ((10#$line > 255)); then
        echo "fuzz: Fixtures/fuzz/selectors: \"$line\" is not a byte (0-255)" >&2
        exit 1
    fi
    selectors+=("$((10#$line))")
done < Fixtures/fuzz/selectors
if ((${#selectors[@]} == 0)); then
    echo "fuzz: Fixtures/fuzz/selectors lists no selector" >&2
    exit 1
fi
seeds=0
for steps in Fixtures/*/*.steps.jsonl; do
    name="$(basename "$(dirname "$steps")")-$(basename "$steps" .steps.jsonl)"
    for selector in "${selectors[@]}"; do
        { printf "\\x$(printf %02x "$selector")"; cat "$steps"; } > "$corpus/$name-$selector"
        seeds=$((seeds + 1))
    done
done
echo "fuzz: $seeds seeds (sessions × ${#selectors[@]} selectors) and the kept inputs in $corpus; ${seconds} s"

# A crash must end the run at once, its input written: the Swift runtime's backtracer (which
# stops the process to inspect it) is off, and the address sanitizer reports without
# symbolizing (slow on this binary) and handles abort() itself.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}symbolize=0:handle_abort=1"
started="$(date +%s)"
set +e
timeout --foreground --kill-after=30 "$((seconds + 60))" \
    .build-fuzz/release/InputFormatFuzzer -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$crashes/" -print_final_stats=1 "$corpus" 2>&1 | tee .build-fuzz/last-run.log |
    grep -E "INITED|DONE|pulse|ERROR|SUMMARY|Test unit written|^Done|^stat::"
status=${PIPESTATUS[0]}
set -e
# libFuzzer's status (a crash, a leak, a timeout), not grep's; the whole log is in last-run.log.
if ((status == 124 || status == 137)); then
    echo "fuzz: the fuzzer had not stopped $(($(date +%s) - started)) s after it started: killed" >&2
fi
# Inputs written in this run (libFuzzer: "Test unit written to <path>").
sed -n 's/.*Test unit written to //p' .build-fuzz/last-run.log | while read -r input; do
    echo "fuzz: replay with: swift run InputFormatFuzzer $input" >&2
done
if ((status == 0)); then
    echo "fuzz: no crash in ${seconds} s (log: .build-fuzz/last-run.log)"
else
    echo "fuzz: failed with status $status (log: .build-fuzz/last-run.log)" >&2
fi
exit "$status"
