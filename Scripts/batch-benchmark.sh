#!/usr/bin/env bash
# The batch rows of the benchmark report: a million generated lines each through
# `inputfmt format currency|number|date|phone|card -`, each timed (wall clock, release builds,
# output to a file) beside its floor in the same run: Benchmarks/Benchmarks/BatchFloor, a plain
# C loop over ICU doing the same formatting (currency, number, date) or, where ICU formats
# nothing (phone, card), the same loop reading and writing each line. The two sides run
# alternately, $BATCH_RUNS times each (3 unless set), and the fastest run of each counts.
#
#   bash Scripts/batch-benchmark.sh              # prints the rows
#   bash Scripts/batch-benchmark.sh ROWS.txt     # appends them to ROWS.txt (Scripts/benchmark.sh
#                                                # passes its machine.txt, which the report reads)
#   BATCH_LINES=20000 bash Scripts/batch-benchmark.sh   # fewer lines, for a quick look
#
# A row is `Batch KIND: LINES<TAB>OURS_S<TAB>FLOOR_S<TAB>DIFFERING<TAB>FAILED<TAB>WHAT`:
# DIFFERING counts the output lines that are not the floor's ("-" where the floor only copies
# its input), FAILED the lines ours refused.
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-/dev/stdout}"

echo "Building inputfmt and the C floor of the batches (release)…" >&2
swift build -c release --product inputfmt >/dev/null
swift build -c release --package-path Benchmarks --product BatchFloor >/dev/null
ours="$(swift build -c release --product inputfmt --show-bin-path)/inputfmt"
floor="$(swift build -c release --package-path Benchmarks --product BatchFloor --show-bin-path)/BatchFloor"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "Timing the batches against their C floor…" >&2
python3 - "$ours" "$floor" "$work" "${BATCH_LINES:-1000000}" "${BATCH_RUNS:-3}" >>"$rows" <<'PY'
import datetime, random, subprocess, sys, time
ours, floor, work, count, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
r = random.Random(2026)


def card():
    """A Luhn-valid 16-digit Visa or Mastercard number."""
    body = r.choice(["4", "51", "52", "53", "54", "55"])
    body += "".join(str(r.randint(0, 9)) for _ in range(15 - len(body)))
    total = sum(sum(divmod(int(digit) * (2 if index % 2 == 0 else 1), 10)) for index, digit in enumerate(reversed(body)))
    return body + str(-total % 10)


# US area codes in service, an exchange that is not N11: valid numbers of the region.
AREAS = [201, 202, 206, 212, 213, 214, 303, 305, 310, 312, 404, 415, 469, 503, 512, 602, 617, 646, 650, 702,
         713, 718, 773, 805, 818, 901, 917, 949]
EPOCH = datetime.date(1900, 1, 1)


def exchange():
    while (n := r.randint(200, 999)) % 100 == 11:
        pass
    return n


# kind: (make a line, our arguments, the floor's arguments, what the lines are)
KINDS = {
    "currency": (lambda: f"{r.randint(0, 9_999_999)},{r.randint(0, 99):02d}",
                 ["format", "currency", "-", "--currency", "EUR", "--locale", "de_DE"], ["currency", "EUR", "de_DE"],
                 "EUR in de_DE, written as de_DE writes them without grouping (1234567,89)"),
    "number": (lambda: str(r.randint(0, 9_999_999)) + r.choice(
                   ["", f",{r.randint(0, 9)}", f",{r.randint(0, 99):02d}", f",{r.randint(0, 999):03d}"]),
               ["format", "number", "-", "--locale", "de_DE"], ["number", "de_DE"],
               "de_DE, ungrouped, 0 to 3 fraction digits (1234567,891); the field's default 3 fraction digits"),
    "date": (lambda: (EPOCH + datetime.timedelta(days=r.randint(0, 73_000))).isoformat(),
             ["format", "date", "-", "--locale", "de_DE"], ["date", "de_DE"],
             "ISO 8601 dates from 1900 to 2099 (2026-11-25), shown in de_DE's pattern (25.11.2026)"),
    "phone": (lambda: f"{r.choice(AREAS)}{exchange()}{r.randint(0, 9999):04d}",
              ["format", "phone", "-", "--region", "US"], ["copy"],
              "valid US numbers as ten digits (6502532222 → (650) 253-2222)"),
    "card": (card, ["format", "card", "-"], ["copy"],
             "Luhn-valid 16-digit Visa and Mastercard numbers (4111111111111111 → 4111 1111 1111 1111)"),
}


def timed(command, source, target):
    with open(source, "rb") as stdin, open(target, "wb") as stdout:
        start = time.perf_counter()
        status = subprocess.run(command, stdin=stdin, stdout=stdout, stderr=subprocess.DEVNULL).returncode
        return time.perf_counter() - start, status


for kind, (make, arguments, floor_arguments, what) in KINDS.items():
    source = f"{work}/{kind}.txt"
    with open(source, "w") as out:
        out.writelines(make() + "\n" for _ in range(count))
    best_ours = best_floor = float("inf")
    for _ in range(runs):
        seconds, status = timed([ours] + arguments, source, f"{work}/ours.txt")
        best_ours = min(best_ours, seconds)
        seconds, _ = timed([floor] + floor_arguments, source, f"{work}/floor.txt")
        best_floor = min(best_floor, seconds)
    with open(f"{work}/ours.txt", encoding="utf-8") as a, open(f"{work}/floor.txt", encoding="utf-8") as b:
        ours_lines, floor_lines = a.readlines(), b.readlines()
    # A line missing from either side (a crash) counts as differing, and as failed when it is ours.
    missing = abs(len(ours_lines) - len(floor_lines))
    differing = "-" if floor_arguments == ["copy"] else str(sum(x != y for x, y in zip(ours_lines, floor_lines)) + missing)
    failed = sum(line == "\n" for line in ours_lines) + max(count - len(ours_lines), 0)
    print(f"Batch {kind}: {count}\t{best_ours:.3f}\t{best_floor:.3f}\t{differing}\t{failed}\t{what}", flush=True)
    print(f"  {kind}: ours {best_ours:.2f} s, floor {best_floor:.2f} s, {best_ours / best_floor:.2f} ×, "
          f"{differing} lines differ, {failed} failed (exit {status})", file=sys.stderr)
PY
