#!/usr/bin/env python3
"""Renames the static thresholds `benchmark thresholds update` wrote so that `thresholds check`
finds them, and keeps only the main benchmarks' (the keystrokes).

Usage: benchmark_thresholds.py RUN.md THRESHOLDS_DIR

ordo-one/benchmark 1.38.1 writes `Target.Name_with_underscores.p90.json` (spaces and slashes made
underscores) but reads `Target.Name with spaces.p90.json`; the benchmark names of RUN.md (the
suite's markdown output) tell which file is which. Comparisons (ICU, Foundation, the naive
counter), cold creation and the harness floor get no threshold: they measure others' code.
"""
import os
import sys

NOT_MAIN = ("Create · ", "Foundation ", "ICU ", "Naive counter", "Floor · ")


def cleaned(name):
    return name.replace("/", "_").replace(" ", "_")


def main():
    names = [line[4:].strip() for line in open(sys.argv[1], encoding="utf-8") if line.startswith("### ")]
    directory = sys.argv[2]
    by_cleaned = {cleaned(name): name for name in names}
    for file in sorted(os.listdir(directory)):
        if not file.endswith(".p90.json"):
            continue
        target, _, rest = file[: -len(".p90.json")].partition(".")
        name = by_cleaned.get(rest, rest if rest in names else None)
        path = os.path.join(directory, file)
        if name is None or name.startswith(NOT_MAIN):
            os.remove(path)
            continue
        wanted = os.path.join(directory, f"{target}.{name}.p90.json")
        if wanted != path:
            os.replace(path, wanted)


main()
