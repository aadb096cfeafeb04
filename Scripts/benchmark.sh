#!/usr/bin/env bash
# Runs the benchmark suite in Benchmarks/ (release build) and writes BENCHMARKS.md at the
# repository root, and the chart BENCHMARKS.svg it opens with: machine, date, p50/p99/mallocs of
# every benchmark, each keystroke's ratio to one C call of ICU measured in the same run, the
# ratios to Foundation, and each line of the budget (the catalog's Performance article) marked
# met or not, and the batch rows of Scripts/batch-benchmark.sh (`inputfmt format KIND -` on a
# million lines beside a plain C loop over ICU).
#
#   bash Scripts/benchmark.sh           # the whole suite, about three minutes with the build
#   bash Scripts/benchmark.sh --check   # also check the main benchmarks against the static
#                                       # thresholds in Benchmarks/Thresholds (exit 2: regression)
#   bash Scripts/benchmark.sh --update-thresholds   # also write those thresholds anew (after
#                                       # adding a field, or a change that is meant to cost more)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null; then
    echo "swift not found on PATH: install Swift 6 and put its usr/bin on PATH" >&2
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "Building and running the benchmark suite (release)…" >&2
if ! swift package --package-path Benchmarks benchmark --target Keystrokes --no-progress --format markdown --time-units nanoseconds \
        >"$work/run.md" 2>"$work/run.err"; then
    cat "$work/run.err" >&2
    exit 1
fi

if perf stat -e instructions true >/dev/null 2>"$work/perf.txt" && ! grep -q "not supported" "$work/perf.txt"; then
    instructions="reported by the kernel (perf_event)"
else
    instructions="not reported on this machine (\`perf stat -e instructions true\` says <not supported>), so the suite has no instruction column; callgrind counts them instead"
fi
{
    echo "Date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "Machine: $(uname -srm)"
    echo "CPU: $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)"
    echo "Cores: $(nproc)"
    echo "Memory: $(free -g 2>/dev/null | awk '/^Mem:/ {print $2 " GiB"}')"
    echo "Swift: $(swift --version 2>&1 | head -1)"
    echo "ICU: $(pkg-config --modversion icu-i18n 2>/dev/null || echo unknown)"
    echo "Commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (with uncommitted changes)')"
    echo "Instructions: $instructions"
} >"$work/machine.txt"

# The command line for real work: a million lines through `inputfmt format currency|number|date|
# phone|card -`, each beside a plain C loop over ICU (Scripts/batch-benchmark.sh, which runs alone too).
bash Scripts/batch-benchmark.sh "$work/machine.txt"

# The heap bytes a kept field of each kind holds (glibc's per-thread cache off: it would hide them).
echo "Counting the heap bytes of each field kind…" >&2
swift build -c release --package-path Benchmarks --product FieldMemory >/dev/null
GLIBC_TUNABLES=glibc.malloc.tcache_count=0 Benchmarks/.build/release/FieldMemory >"$work/memory.md"

python3 Scripts/benchmark_report.py "$work/run.md" "$work/machine.txt" BENCHMARKS.svg "$work/memory.md" >BENCHMARKS.md
echo "Wrote BENCHMARKS.md and BENCHMARKS.svg" >&2

if [[ "${1:-}" == "--update-thresholds" ]]; then
    (cd Benchmarks && swift package --allow-writing-to-package-directory benchmark thresholds update --target Keystrokes --no-progress >/dev/null)
    python3 Scripts/benchmark_thresholds.py "$work/run.md" Benchmarks/Thresholds
    echo "Wrote Benchmarks/Thresholds" >&2
fi

if [[ "${1:-}" == "--check" ]]; then
    # Thresholds are read from ./Thresholds of the directory the plugin runs in. The plugin
    # throws `benchmarkThresholdRegression` or `benchmarkThresholdImprovement`, and SwiftPM
    # turns either into exit status 1, so the verdict is read from its output: a regression
    # exits 2; only improvements pass (update the thresholds to keep them).
    status=0
    (cd Benchmarks && swift package benchmark thresholds check --target Keystrokes --no-progress) 2>&1 | tee "$work/check.txt" || status=$?
    if grep -q "benchmarkThresholdRegression" "$work/check.txt"; then
        exit 2
    elif grep -q "benchmarkThresholdImprovement" "$work/check.txt"; then
        echo "Only improvements against Benchmarks/Thresholds: run with --update-thresholds to keep them." >&2
        exit 0
    fi
    exit "$status"
fi
