#!/usr/bin/env python3
"""Writes BENCHMARKS.md from one run of the benchmark suite (its markdown output).

Usage: benchmark_report.py RUN.md MACHINE.txt CHART.svg > BENCHMARKS.md

RUN.md is what `swift package benchmark --format markdown --time-units nanoseconds` printed;
MACHINE.txt holds `key: value` lines about the machine (Scripts/benchmark.sh writes it).
Every line of the budget (the documentation catalog's Performance article, "The performance
budget") is judged from the figures of this run, each keystroke as a ratio to one C call of ICU
measured in the same run; CHART.svg draws those ratios as bars with each goal as a mark.
"""
import re
import sys

FLOOR = "Floor · empty iteration"
# The floor of the rows whose clock runs around the measured call only (the engine's keystrokes
# and the C calls of ICU): the harness's start and stop around nothing.
MEASURED_FLOOR = "Floor · empty measured call"
C_CALL = "Floor · one C call of ICU"
C_CALL_POSITIONS = "Floor · one C call of ICU with field positions"
CURRENCY_LOCALES = ["en_US", "de_DE", "en_IN", "ar_EG"]
# The budget: each keystroke of the engine table (`Engine · …`, through InputField) at most
# this many times one C call of ICU, and at most this many heap allocations. A goal of None is
# retired: the keystroke is below the floor users can feel, and Benchmarks/PROFILE.md guards it.
GOALS = [
    ("mask, type a digit", None, 0),
    ("mask, backspace right after )", None, 0),
    ("mask, paste a formatted number", 1.0, 0),
    ("card, type the 16th digit", None, 2),
    ("phone, type a digit", 1.5, 4),
    ("phone, backspace in the middle", 3.0, 4),
    ("phone, paste in the middle", 3.0, 4),
    ("currency, type a digit", 1.2, 2),
]


def chart(rows, path):
    """An SVG of each keystroke's ratio to the C call as a bar, its goal as a mark."""
    width, left, bar, gap, top = 760, 250, 22, 10, 40
    scale_max = max(max(ratio for _, ratio, _ in rows), max(goal or 0 for _, _, goal in rows)) * 1.1
    x = lambda value: left + (width - left - 40) * min(value, scale_max) / scale_max
    height = top + len(rows) * (bar + gap) + 40
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="13">',
             f'<rect width="{width}" height="{height}" fill="white"/>',
             f'<text x="{left}" y="22" font-weight="bold">Keystroke ÷ one C call of ICU (lower is better; '
             f'| is the goal)</text>']
    for index, (name, ratio, goal) in enumerate(rows):
        y = top + index * (bar + gap)
        colour = "#888888" if goal is None else "#2e7d32" if ratio <= goal else "#c62828"
        parts.append(f'<text x="{left - 8}" y="{y + bar * 0.7:.0f}" text-anchor="end">{name}</text>')
        parts.append(f'<rect x="{left}" y="{y}" width="{x(ratio) - left:.1f}" height="{bar}" fill="{colour}"/>')
        if goal is not None:
            parts.append(f'<line x1="{x(goal):.1f}" y1="{y - 3}" x2="{x(goal):.1f}" y2="{y + bar + 3}" stroke="black" '
                         f'stroke-width="3"/>')
        label = f"goal {goal:g}" if goal is not None else "goal retired"
        parts.append(f'<text x="{x(ratio) + 6:.1f}" y="{y + bar * 0.7:.0f}">{ratio:.2f} × ({label})</text>')
    axis = top + len(rows) * (bar + gap) + 5
    parts.append(f'<line x1="{left}" y1="{axis}" x2="{width - 40}" y2="{axis}" stroke="#888"/>')
    for tick in range(0, int(scale_max) + 1):
        parts.append(f'<line x1="{x(tick):.1f}" y1="{axis}" x2="{x(tick):.1f}" y2="{axis + 5}" stroke="#888"/>')
        parts.append(f'<text x="{x(tick):.1f}" y="{axis + 18}" text-anchor="middle" fill="#555">{tick}</text>')
    parts.append("</svg>")
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(parts) + "\n")


def parse_run(path):
    """Benchmark name -> {"time": {p50, p99}, "mallocs": {p50, p99}, "instructions": {...}} in ns."""
    results = {}
    name = None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("### "):
            name = line[4:].strip()
            results[name] = {}
        elif name and line.startswith("|") and not line.startswith("|:") and "Metric" not in line:
            cells = [cell.strip() for cell in line.strip("|").split("|")]
            label = cells[0]
            values = [float(cell) for cell in cells[1:8]]
            percentiles = dict(zip(["p0", "p25", "p50", "p75", "p90", "p99", "p100"], values))
            if label.startswith("Time (wall clock)"):
                unit = re.search(r"\((ns|μs|us|ms|s)\)", label)
                scale = {"ns": 1, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}[unit.group(1) if unit else "ns"]
                results[name]["time"] = {key: value * scale for key, value in percentiles.items()}
            elif label.startswith("Malloc (total)"):
                results[name]["mallocs"] = {key: int(value) for key, value in percentiles.items()}
            elif label.startswith("Instructions"):
                results[name]["instructions"] = percentiles
    return results


def duration(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e4:
        return f"{ns / 1e3:.1f} µs"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.0f} ns"


def verdict(met):
    return "✅ met" if met else "❌ not met"


def opening_a_form(run, emit, net_mallocs, memory_table):
    """What a screen pays when it opens: each formatter created, the twelve-field form in a new
    locale beside ICU opening the same objects in C, each kind's first keystroke beside the same
    keystroke warm, and the bytes a kept field holds."""
    emit("## Opening a form")
    emit("")
    emit("Each formatter created in a locale the process has used (the locale's ICU objects are shared, "
         "see the Performance article's list of caches): what a second screen pays. Goal: at most 100 µs (p50).")
    emit("")
    emit("| formatter | p50 | p99 | mallocs | goal | verdict |")
    emit("| --- | ---: | ---: | ---: | ---: | --- |")
    for name in run:
        if name.startswith("Create · ") and " formatter, " in name:
            p50 = run[name]["time"]["p50"]
            emit(f"| {name[len('Create · '):]} | {duration(p50)} | {duration(run[name]['time']['p99'])} | "
                 f"{net_mallocs(name)} | 100 µs | {verdict(p50 <= 100_000)} |")
    emit("")
    fresh, again, floor = ("Create · form of twelve fields, a new locale", "Create · form of twelve fields, de_DE again",
                           "Floor · ICU objects of a form, a new locale")
    if fresh in run:
        emit("A form of twelve fields (currency, number, unit, percent, date, time, phone, card, IBAN, expiry, mask, "
             "affixed mask; each a `FormField` with a label), each time in a locale the process has not used (ICU's "
             "data for it is loaded then), beside ICU alone opening in C, in a new locale too, the objects such a "
             "form needs (number formatters for a currency, a number, a percent and a unit, the number symbols, the "
             "calendar, a date format and the pattern generator with two patterns): that floor is ICU loading the "
             "locale's data. Goal: the form in at most 1 ms (p50).")
        emit("")
        emit("| | p50 | p99 | mallocs | ÷ ICU alone | goal | verdict | what stands in the way |")
        emit("| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |")
        obstacle = {fresh: "ICU loading the locale's data (the C row below, for fewer objects); about twenty ICU number "
                           "formatters opened and compiled at once (CICU's workaround of ICU's first-use bug), a unit's "
                           "plural forms in three widths, a new region's phone plan compiled to automata "
                           "(callgrind: 23.5 M instructions a form, 6.6 M of them the phone plan)"}
        icu = run[floor]["time"]["p50"] if floor in run else None
        for name, label in ((fresh, "form of twelve fields, a new locale"), (again, "form of twelve fields, de_DE again"),
                            (floor, "ICU alone: the objects of a form, a new locale (C)")):
            if name not in run:
                continue
            p50 = run[name]["time"]["p50"]
            judged = name != floor
            emit(f"| {label} | {duration(p50)} | {duration(run[name]['time']['p99'])} | {net_mallocs(name)} | "
                 f"{f'{p50 / icu:.2f}' if icu else '—'} | {'1 ms' if judged else '—'} | "
                 f"{verdict(p50 <= 1_000_000) if judged else '—'} | "
                 f"{obstacle.get(name, '') if judged and p50 > 1_000_000 else ''} |")
        emit("")
    firsts = [name for name in run if name.startswith("First keystroke · ")]
    if firsts:
        emit("The first keystroke in a form field just made (its formatter made just before), beside the same "
             "keystroke in a field that has had it once (typed and deleted): what a formatter or a field makes on "
             "first use. Goal: the first at most 3 × the warm one (p50).")
        emit("")
        emit("| field | first keystroke p50 | p99 | warm p50 | first ÷ warm | goal | verdict |")
        emit("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
        for name in firsts:
            kind = name[len("First keystroke · "):]
            warm = run.get(f"Warm keystroke · {kind}")
            if warm is None:
                continue
            first, warm_p50 = run[name]["time"]["p50"], warm["time"]["p50"]
            ratio = first / max(warm_p50, 1)
            emit(f"| {kind} | {duration(first)} | {duration(run[name]['time']['p99'])} | {duration(warm_p50)} | "
                 f"{ratio:.2f} | 3 × | {verdict(ratio <= 3)} |")
        emit("")
    if memory_table:
        emit("### Memory")
        emit("")
        emit("The heap bytes each kind keeps (`Benchmarks/Benchmarks/FieldMemory`): glibc's allocated bytes "
             "(`mallinfo2`) before and after the value is made and filled, once the locale's shared ICU objects exist; "
             "a field's count includes its formatter. No goal.")
        emit("")
        with open(memory_table, encoding="utf-8") as table:
            emit(table.read().rstrip("\n"))
        emit("")


# The batch rows (`Batch KIND: …` lines of MACHINE.txt, written by Scripts/batch-benchmark.sh):
# `inputfmt format KIND -` on a million lines against a plain C loop over ICU in the same run,
# and the most it may take, as a multiple of that loop (None: reported only).
BATCH_GOALS = {"currency": 1.5, "number": 1.5, "date": None, "phone": None, "card": None}


def batches(machine, emit):
    """The batch section: each kind's seconds beside its C floor's, the ratio, goal and verdict."""
    rows = [(kind, machine[f"Batch {kind}"].split("\t")) for kind in BATCH_GOALS if f"Batch {kind}" in machine]
    if not rows:
        return
    emit("## Batches from the command line, against a C loop over ICU")
    emit("")
    emit("`inputfmt format KIND -` on a million generated lines (fixed seed), timed by `Scripts/batch-benchmark.sh` "
         "(release builds, wall clock, output to a file, the fastest of three runs) beside its floor in the same run: "
         "`Benchmarks/Benchmarks/BatchFloor`, a plain C loop with buffered stdio over ICU's C API, opened once, doing the "
         "same formatting — `unumf_formatDecimal` for currency (`currency/EUR`) and number (`.###`, the number "
         "field's default three fraction digits), `udat_format` in the locale's `yMMdd` pattern for a date parsed "
         "with `sscanf`. ICU formats no phone number or card number: their floor is the same loop reading and "
         "writing each line, the I/O floor. *Differ* counts the output lines that are not the floor's; *refused* "
         "the lines ours refused (none should be).")
    emit("")
    emit("| kind | lines | ours | C floor | ÷ floor | goal | differ | refused | verdict | what |")
    emit("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |")
    for kind, (lines, ours, floor, differing, refused, what) in rows:
        ratio = float(ours) / float(floor)
        goal = BATCH_GOALS[kind]
        verdict = "reported" if goal is None else ("✅ met" if ratio <= goal and differing == "0" else "❌ not met")
        emit(f"| {kind} | {int(lines):,} | {float(ours):.2f} s | {float(floor):.2f} s | {ratio:.2f} | "
             f"{'—' if goal is None else f'{goal:g} ×'} | {differing} | {refused} | {verdict} | {what} |")
    emit("")
    emit("Where a line's time goes, counted by callgrind, and what stands between a batch and its goal: the "
         "catalog's Performance article, \"Batches\".")
    emit("")


def main():
    run = parse_run(sys.argv[1])
    machine = dict(line.rstrip("\n").split(": ", 1) for line in open(sys.argv[2], encoding="utf-8") if ": " in line)
    floor_time = run[FLOOR]["time"]["p50"]
    floor_mallocs = run[FLOOR]["mallocs"]["p50"]

    def floor_of(name):
        measured = name.startswith("Engine · ") or name in (C_CALL, C_CALL_POSITIONS)
        return MEASURED_FLOOR if measured and MEASURED_FLOOR in run else FLOOR

    def net_time(name, percentile="p50"):
        return max(run[name]["time"][percentile] - run[floor_of(name)]["time"]["p50"], 0)

    def net_mallocs(name):
        return run[name]["mallocs"]["p50"] - run[floor_of(name)]["mallocs"]["p50"]

    keystrokes = [name for name in run if " · " in name and not name.startswith(("Create", "Floor", "Naive", "Engine", "First", "Warm"))]
    c_call = net_time(C_CALL)

    def ratio(name):
        return net_time(name) / c_call

    engine_rows = [(goal_name, ratio(f"Engine · {goal_name}"), goal) for goal_name, goal, _ in GOALS
                   if f"Engine · {goal_name}" in run]
    chart(engine_rows, sys.argv[3])
    out = []
    emit = out.append
    emit("# Benchmarks")
    emit("")
    emit(f"![Each keystroke of the budget as a ratio to one C call of ICU, with its goal]({sys.argv[3].split('/')[-1]})")
    emit("")
    emit("Written by `bash Scripts/benchmark.sh` from one run of the suite in `Benchmarks/` (release build, "
         "ordo-one/benchmark with its malloc interposer), with the chart above. Do not edit by hand: run the "
         "script again.")
    emit("")
    emit("## Machine")
    emit("")
    for key in ["Date", "Machine", "CPU", "Cores", "Memory", "Swift", "ICU", "Commit", "Instructions"]:
        if key in machine:
            emit(f"- **{key}:** {machine[key]}")
    emit("")
    emit("## How to read it")
    emit("")
    emit(f"One sample is one keystroke: one edit applied to the same field state every time, then the new "
         f"text, selection and value read and the refusal message made when there is one. p50 and p99 are those of "
         f"single keystrokes. The harness itself costs **{duration(floor_time)} and {floor_mallocs} mallocs** per "
         f"sample (`{FLOOR}`); the *net* columns subtract that, and the budget is judged on them. The budget's "
         f"rows and the C calls of ICU run the clock around the measured call only, and subtract "
         f"`{MEASURED_FLOOR}` instead: **{duration(run[MEASURED_FLOOR]['time']['p50']) if MEASURED_FLOOR in run else '—'}**; "
         f"every ratio to the C call divides by the C call net of its own floor. The machine is "
         f"shared (2 cores, other builds running), so p99 carries their noise; ratios between rows of the same run "
         f"are steadier than absolute figures.")
    emit("")

    emit("## The budget: each keystroke against one C call of ICU")
    emit("")
    emit(f"Through `InputField`, the state a UI keeps (`Benchmarks/Benchmarks/EngineCases`): each sample copies "
         f"the same field state before the clock starts, then applies one edit and reads text, selection, value and "
         f"refusal (`measuredKeystroke`); the copy and its destruction are the harness's, outside the clock. The floor is "
         f"`{C_CALL}` — `unumf_formatDecimal` and `unumf_resultToString` on a cached en_US USD formatter, called "
         f"from C with nothing of ours around it: **{duration(c_call)}** net here "
         f"({duration(net_time(C_CALL_POSITIONS))} with the field positions walked). The goals are the catalog's "
         f"Performance article.")
    emit("")
    emit("| keystroke | net p50 | p99 | ÷ C call of ICU | goal | mallocs | at most | verdict |")
    emit("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for goal_name, goal, mallocs in GOALS:
        name = f"Engine · {goal_name}"
        if name not in run:
            continue
        met = (goal is None or ratio(name) <= goal) and net_mallocs(name) <= mallocs
        verdict = "✅ met" if met else "❌ not met"
        if goal is None:
            verdict += " (time goal retired: below the floor)"
        emit(f"| {goal_name} | {duration(net_time(name))} | {duration(run[name]['time']['p99'])} | "
             f"{ratio(name):.2f} | {'—' if goal is None else f'{goal:g}'} | {net_mallocs(name)} | {mallocs} | {verdict} |")
    short, long, whole = ("Engine · note 100 chars, type or delete a letter", "Engine · note 100000 chars, type or delete a letter",
                          "Engine · note 100000 chars, select-all replace")
    if short in run and long in run:
        emit(f"| note of 100,000 characters, type a letter or delete it (kept field) | {duration(net_time(long))} | "
             f"{duration(run[long]['time']['p99'])} | {net_time(long) / max(net_time(short), 1):.2f} × the "
             f"100-character note ({duration(net_time(short))}) | 1.2 × | {net_mallocs(long)} | — | "
             f"{'✅ met' if net_time(long) <= 1.2 * net_time(short) else '❌ not met'} |")
    form_short, form_long, form_longest = (f"Engine · note {size} chars with a counter, type or delete a letter"
                                           for size in ("100", "100000", "1000000"))
    for name, size in ((form_long, "100,000"), (form_longest, "1,000,000")):
        if form_short in run and name in run:
            emit(f"| note of {size} characters with a counter (`FormField`), type a letter or delete it (kept field) | "
                 f"{duration(net_time(name))} | {duration(run[name]['time']['p99'])} | "
                 f"{net_time(name) / max(net_time(form_short), 1):.2f} × the 100-character note ({duration(net_time(form_short))}) | "
                 f"{'1.2 ×' if size == '100,000' else '—'} | {net_mallocs(name)} | — | "
                 f"{('✅ met' if net_time(name) <= 1.2 * net_time(form_short) else '❌ not met') if size == '100,000' else '—'} |")
    if whole in run:
        emit(f"| note of 100,000 characters, select all and type | {duration(net_time(whole))} | "
             f"{duration(run[whole]['time']['p99'])} | {ratio(whole):.2f} | under 20 µs | {net_mallocs(whole)} | — | "
             f"{'✅ met' if net_time(whole) < 20_000 else '❌ not met'} |")
    for name, label in (("Engine · note 100000 chars, update the marked text of a composition",
                          "note of 100,000 characters, an input method's marked text updated (no goal)"),
                         ("Engine · note 100 chars, type on",
                          "note of 100 characters, type on at the end, each letter joining the open undo group "
                          "(50 letters, then the note again; no goal)")):
        if name in run:
            emit(f"| {label} | {duration(net_time(name))} | {duration(run[name]['time']['p99'])} | {ratio(name):.2f} | — | "
                 f"{net_mallocs(name)} | — | — |")
    emit("")
    emit("The harness's copy of a field state shares its buffers with the state it was taken from, so what the "
         "edit changes in place (the undo stack, a layout's storage) is copied inside the measured call: a UI "
         "that keeps its field does not pay that copy, so these rows count a little against the engine.")
    emit("")
    emit("Instructions per keystroke, counted by callgrind, and what each keystroke's time goes to: "
         "[Benchmarks/PROFILE.md](Benchmarks/PROFILE.md).")
    emit("")

    emit("## Per keystroke, stateless")
    emit("")
    emit("The same suite through `apply(_:to:)` — what a `UITextFieldDelegate` calls with the text it holds, "
         "the raw characters and their layout derived from the text at each keystroke — for every field kind "
         "and four keystrokes each.")
    emit("")
    emit("| field · keystroke | p50 | p99 | net p50 | ÷ C call of ICU | mallocs (net) |")
    emit("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name in keystrokes:
        emit(f"| {name} | {duration(run[name]['time']['p50'])} | {duration(run[name]['time']['p99'])} | "
             f"{duration(net_time(name))} | {ratio(name):.2f} | {net_mallocs(name)} |")
    emit("")

    emit("## Currency beside ICU and Foundation (same run)")
    emit("")
    emit("Per locale: our keystroke (type a digit, net p50); the bare ICU format call through CICU "
         "(`ICUNumberFormatter.format`, with field positions: the floor); Foundation's currency `FormatStyle` and "
         "`NumberFormatter` doing the straightforward per-keystroke job (parse the field's text, format again). "
         "A ratio above 1 means the other side is slower.")
    emit("")
    emit("| locale | ours: type digit | bare ICU | ours ÷ ICU | FormatStyle | FormatStyle ÷ ours | NumberFormatter | NumberFormatter ÷ ours | FormatStyle ÷ ICU |")
    emit("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    currency_ratios = []
    icu_vs_style = []
    for locale in CURRENCY_LOCALES:
        ours = net_time(f"Currency {locale} · type digit")
        icu = net_time(f"ICU bare format {locale}")
        style = net_time(f"Foundation FormatStyle {locale}")
        number = net_time(f"Foundation NumberFormatter {locale}")
        icu_vs_style.append((locale, style / icu))
        emit(f"| {locale} | {duration(ours)} | {duration(icu)} | {ours / icu:.2f} | {duration(style)} | "
             f"{style / ours:.1f} | {duration(number)} | {number / ours:.0f} | {style / icu:.1f} |")
        for name in keystrokes:
            if name.startswith(f"Currency {locale} · "):
                currency_ratios.append((name, net_time(name) / icu))
    emit("")
    emit("Every currency keystroke against the bare ICU call of its locale (net p50):")
    emit("")
    emit("| keystroke | ÷ bare ICU |")
    emit("| --- | ---: |")
    for name, ratio in currency_ratios:
        emit(f"| {name} | {ratio:.2f} |")
    emit("")

    emit("## A short note and a long one")
    # The budget line is about a note with a counter, kept as a UI keeps it (`FormField`):
    # the rows "Counter … chars · …"; the plain text fields (`InputField`, a copy of the field
    # per keystroke) beside them.
    emit("")
    emit("Rows: `Counter 100 chars`, `Counter 100,000 chars` and `Counter 1,000,000 chars` (a `FormField` with a "
         "counter, kept across keystrokes; net p50). The budget: a keystroke in the 100,000-character note costs "
         "at most 1.2 × one in the 100-character note.")
    emit("")
    emit("| | 100 characters | 100,000 characters | 1,000,000 characters | 100,000 ÷ 100 | budget |")
    emit("| --- | ---: | ---: | ---: | ---: | --- |")
    for keystroke in ["type or delete a letter", "paste 20 chars"]:
        short, long, longest = (f"Counter {size} chars · {keystroke}" for size in ("100", "100,000", "1,000,000"))
        if short in run and long in run:
            ratio_long = net_time(long) / max(net_time(short), 1)
            emit(f"| {keystroke} | {duration(net_time(short))} | {duration(net_time(long))} | "
                 f"{duration(net_time(longest)) if longest in run else '—'} | {ratio_long:.2f} | "
                 f"{'✅ met' if ratio_long <= 1.2 else '❌ not met'} |")
    emit("")
    emit("Rows: `Text 100 chars` and `Text 100,000 chars` (an `InputField` copied for each keystroke, net p50).")
    emit("")
    emit("| | 100 characters | 100,000 characters | long ÷ short |")
    emit("| --- | ---: | ---: | ---: |")
    short_name, long_name = "Text 100 chars", "Text 100,000 chars"
    for keystroke in ["type digit", "backspace", "paste 20 chars", "select-all replace"]:
        short, long = f"{short_name} · {keystroke}", f"{long_name} · {keystroke}"
        if short in run and long in run:
            emit(f"| {keystroke} | {duration(net_time(short))} | {duration(net_time(long))} | "
                 f"{net_time(long) / max(net_time(short), 1):.0f} |")
    naive_short, naive_long = "Naive counter · recount 100 chars", "Naive counter · recount 100000 chars"
    emit(f"| naive counter: recount the whole text (`String.count`) | {duration(net_time(naive_short))} | "
         f"{duration(net_time(naive_long))} | {net_time(naive_long) / max(net_time(naive_short), 1):.0f} |")
    emit("")

    def beside(title, text, column, budgets):
        """A section of engine rows, each judged against another keystroke of the same run:
        `budgets` holds (keystroke, the keystroke it is divided by, at most)."""
        emit(f"## {title}")
        emit("")
        emit(text)
        emit("")
        emit(f"| keystroke | time | ÷ {column} | budget |")
        emit("| --- | ---: | ---: | --- |")
        for name, reference, budget in budgets:
            row, reference_row = f"Engine · {name}", f"Engine · {reference}"
            if row in run and reference_row in run:
                versus = net_time(row) / max(net_time(reference_row), 1)
                emit(f"| {name} | {duration(net_time(row))} | {versus:.2f} | "
                     f"{'✅ met' if versus <= budget else '❌ not met'} (at most {budget:g} ×) |")
        emit("")

    def beside_currency(title, text, budgets):
        """A section of engine rows judged against the currency keystroke of the same run."""
        currency = "currency, type a digit"
        beside(title, text, currency, [(name, currency, budget) for name, budget in budgets])

    beside_currency("Number fields beside a currency field",
                    "The same digit typed after `123456` (engine rows, net p50): a plain number (en_US), a unit the "
                    "same for every number (`kg`, de_DE) and a unit's full name, whose plural form is read "
                    "(`kilograms`, en_US). The budget: a number keystroke at most 1.1 × the currency keystroke, a "
                    "unit's at most 1.5 ×.",
                    [("number, type a digit", 1.1), ("unit, type a digit", 1.5), ("unit full name, type a digit", 1.5)])
    beside_currency("Date fields beside a currency field",
                    "The seventh digit typed after six, as the currency row types `7` after `123456` (engine rows, "
                    "net p50): de_DE, Gregorian (`25.11.20` → `25.11.202`), and fa_IR, Persian, in Persian digits "
                    "(`۱۴۰۵/۰۹/` → `۱۴۰۵/۰۹/۰`). The budget: a date keystroke at most 1.2 × the currency keystroke.",
                    [("date, type a digit", 1.2), ("date persian, type a digit", 1.2)])
    beside("Form fields beside input fields",
           "The keystrokes of the budget's mask, card, phone and currency rows through a `FormField` (a label, "
           "required, a counter with a limit, the formatter's verdict and a length rule run on every edit; the "
           "announcement for a screen reader made; net p50), each divided by the same keystroke through an "
           "`InputField`. The budget: at most 1.5 ×.",
           "the same keystroke in an InputField",
           [("mask in a form field, type a digit", "mask, type a digit", 1.5),
            ("card in a form field, type the 16th digit", "card, type the 16th digit", 1.5),
            ("phone in a form field, type a digit", "phone, type a digit", 1.5),
            ("currency in a form field, type a digit", "currency, type a digit", 1.5)])

    batches(machine, emit)

    opening_a_form(run, emit, net_mallocs, memory_table=sys.argv[4] if len(sys.argv) > 4 else None)

    emit("## Adding a field")
    emit("")
    emit("A field kind is one line in `Benchmarks/Benchmarks/Keystrokes/FieldCatalog.swift`: "
         "`FieldUnderTest(name:formatter:filled:paste:)` registers its four keystrokes (type, backspace over "
         "the first decoration, paste, select-all replacement), and this report picks them up by name. A keystroke "
         "judged against the budget is one builder in `Benchmarks/Benchmarks/EngineCases/EngineCases.swift` and "
         "its goal in `GOALS` of `Scripts/benchmark_report.py`. A kind of the form (its creation, first keystroke and memory rows) is one `kind(…)` line in `Benchmarks/Benchmarks/EngineCases/FieldKinds.swift`. After "
         "adding one, write the static thresholds anew: `bash Scripts/benchmark.sh --update-thresholds`.")
    emit("")
    print("\n".join(out))


main()
