#!/usr/bin/env bash
# Runs the property tests long, in release mode: EDITS edits in all (default 10,000,000), shared
# among the fifteen random properties (currency, numbers, dates, times, month–year dates, phones, masks, cards, IBANs, expiry dates, security
# codes, text, an app's own formatter, and "typed and pasted" and "text control" over all of those
# fields), then the sweeps over every ICU
# locale and every phone region and the regression fixtures. Prints, per property, its edits, sequences, seconds, edits per second and the seed;
# a failure shrinks to a minimal sequence saved in Fixtures/regressions and prints the one
# command that replays it.
#   Scripts/properties.sh [--debug] [EDITS]
# --debug runs the debug build `swift test` makes (.build), at about a fifth of the speed but with
# no build of its own (CI's short run, after the tests); without it, a release build in
# .build-release (about six minutes the first time), as every long run wants.
# Environment: IFK_PROPERTY_SEED (default: fresh), IFK_PROPERTY_ONLY and IFK_PROPERTY_SEQUENCE
# (replay one sequence of one property, as a failure's message says).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || { echo "swift not found on PATH: install Swift 6 and put its usr/bin on PATH" >&2; exit 1; }
mode=release
if [ "${1:-}" = "--debug" ]; then mode=debug; shift; fi
edits="${1:-10000000}"
[[ "$edits" =~ ^[0-9]+$ ]] || { echo "usage: Scripts/properties.sh [--debug] [EDITS] (a whole number; got '$edits')" >&2; exit 64; }
export IFK_PROPERTY_SEED="${IFK_PROPERTY_SEED:-$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')}"
export IFK_PROPERTY_EDITS=$(( edits / 15 ))
if [ -n "${IFK_PROPERTY_SEQUENCE:-}" ]; then
    echo "properties: replaying sequence $IFK_PROPERTY_SEQUENCE of ${IFK_PROPERTY_ONLY:-every property}, seed $IFK_PROPERTY_SEED"
else
    echo "properties: $edits edits, seed $IFK_PROPERTY_SEED"
fi

# Release mode with testing enabled (the suite imports the library @testable); its own build
# folder, so it does not rebuild the debug one. (--debug: the debug build, made if it is not.)
if [ "$mode" = release ]; then
    build=(-c release -Xswiftc -enable-testing --scratch-path .build-release)
    scratch=.build-release
else
    build=()
    scratch=.build
fi
set +e
mkdir -p "$scratch"
swift build "${build[@]}" --build-tests >"$scratch/properties-build.log" 2>&1
built=$?
set -e
grep -E 'error|warning: |Build complete' "$scratch/properties-build.log" || true
if [ "$built" -ne 0 ]; then echo "properties: the $mode build failed ($scratch/properties-build.log)" >&2; exit "$built"; fi
log="$(mktemp)"
start=$(date +%s)
set +e
swift test "${build[@]}" --skip-build --filter 'InvariantPropertyTests|RegressionFixtureTests' 2>&1 | tee "$log" \
    | grep -E 'property edits|written by ICU|✘|↳ |IFK_PROPERTY|Test run' | grep -v '↳ ///'
status=${PIPESTATUS[0]}
set -e
seconds=$(( $(date +%s) - start ))
total=$(grep -o 'property edits: [0-9]*' "$log" | awk '{s += $3} END {print s + 0}')
echo "properties: $total edits in $seconds s ($(( total / (seconds > 0 ? seconds : 1) )) edits/s), seed $IFK_PROPERTY_SEED, exit $status"
rm -f "$log"
exit "$status"
