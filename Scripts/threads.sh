#!/usr/bin/env bash
# Shares formatters and the library's process-wide caches among 8 threads, under the thread
# sanitizer: currency, number, date and time fields and plural forms in every ICU locale, every
# phone region, every card brand with its security code and an expiry date, every message
# language, masks and every IBAN country (Sources/InputFormatStress). Each thread's result of
# each item must be what one thread alone gets, and the sanitizer must see no data race.
#   Scripts/threads.sh [ROUNDS [LOCALES]]   (default 2 rounds, every locale; CI: 1 60)
# The first round runs before anything else, the caches cold; the others with them warm.
# LOCALES limits the ICU locales to that many, spread over ICU's list (0: all).
# Environment: IFK_STRESS_SEED repeats a run's orders (each run prints its seed);
# IFK_STRESS_TIMEOUT (seconds, default 1800 a round) stops a run that hangs, as a deadlock would.
# A mismatch names the item, thread, round and first line that differs; print an item's whole
# result with  .build-tsan/release/InputFormatStress --show "phone GB"
# Exits with the program's status: 1 for a mismatch, 66 for a data race (the sanitizer's report
# is printed, and the whole output kept in .build-tsan/last-run.log), 124 or 137 for a timeout.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || { echo "swift not found on PATH: install Swift 6 and put its usr/bin on PATH" >&2; exit 1; }
rounds="${1:-2}"
locales="${2:-0}"
[[ "$rounds" =~ ^[1-9][0-9]*$ && "$locales" =~ ^[0-9]+$ ]] \
    || { echo "usage: Scripts/threads.sh [ROUNDS [LOCALES]] (whole numbers, ROUNDS at least 1; got '$rounds' '$locales')" >&2; exit 64; }
timeout_seconds="${IFK_STRESS_TIMEOUT:-$(( 1800 * rounds ))}"

mkdir -p .build-tsan
start=$(date +%s)
set +e
swift build -c release --sanitize=thread --product InputFormatStress --scratch-path .build-tsan >.build-tsan/build.log 2>&1
built=$?
set -e
grep -E 'error:|warning: |Build.*complete' .build-tsan/build.log || true
if [ "$built" -ne 0 ]; then echo "threads: the build failed (.build-tsan/build.log)" >&2; exit "$built"; fi
# A run without the sanitizer would pass whatever races there are: refuse to run one.
# (The symbols read whole, not piped into grep -q: under pipefail nm's SIGPIPE would fail the test.)
symbols=$(nm .build-tsan/release/InputFormatKit.build/Locked.swift.o)
if [[ $symbols != *__tsan_* ]]; then
    echo "threads: the library was built without the thread sanitizer" >&2
    exit 1
fi
built_seconds=$(( $(date +%s) - start ))

arguments=(--rounds "$rounds" --locales "$locales")
if [ -n "${IFK_STRESS_SEED:-}" ]; then arguments+=(--seed "$IFK_STRESS_SEED"); fi
# halt_on_error: the first race ends the run with the sanitizer's exit code (66). No Swift
# backtracer after a crash: it would wait for input, and the sanitizer already reports.
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
export SWIFT_BACKTRACE=enable=no
# coreutils' timeout where there is one (not on a bare Mac).
watchdog=()
if command -v timeout >/dev/null; then watchdog=(timeout --kill-after=30 "$timeout_seconds"); fi
set +e
${watchdog[@]+"${watchdog[@]}"} .build-tsan/release/InputFormatStress "${arguments[@]}" 2>&1 | tee .build-tsan/last-run.log
status=${PIPESTATUS[0]}
set -e
races=$(grep -cE '^(WARNING|ERROR): ThreadSanitizer' .build-tsan/last-run.log || true)
echo "threads: build ${built_seconds} s, run $(( $(date +%s) - start - built_seconds )) s, ${races} sanitizer reports, exit $status"
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then echo "threads: stopped after ${timeout_seconds} s" >&2; fi
exit "$status"
