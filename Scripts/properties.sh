#!/usr/bin/env bash
# Runs the property tests long: COUNT random edit sequences per property (default 20000), then
# the regression fixtures. A failure shrinks to a minimal sequence saved in Fixtures/regressions.
#   Scripts/properties.sh [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-20000}"
log="$(mktemp)"
start=$(date +%s)
IFK_PROPERTY_COUNT="$count" swift test --filter 'InvariantPropertyTests|RegressionFixtureTests' 2>&1 | tee "$log" | grep -E 'property edits|✘|Test run'
status=${PIPESTATUS[0]}
total=$(grep -o 'property edits: [0-9]*' "$log" | awk '{s += $3} END {print s + 0}')
echo "properties: $count sequences per property, $total edits, $(( $(date +%s) - start )) s, exit $status"
exit "$status"
