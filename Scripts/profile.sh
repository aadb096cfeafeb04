#!/usr/bin/env bash
# Instructions per keystroke of the engine's goal table, counted by callgrind (the same on every
# run, whatever else the machine does): each keystroke is run N and 1 times by
# Benchmarks' KeystrokeProfile, and (count at N − count at 1) / (N − 1) printed as a Markdown
# table row. Only the measured calls are counted (`measuredKeystroke` and its kind), not the
# harness's copy of the field state each keystroke starts from. Benchmarks/PROFILE.md keeps the table.
#
#   bash Scripts/profile.sh            # every keystroke
#   bash Scripts/profile.sh "mask, type a digit"
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
# Without debug information: valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 writes.
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-profile --product KeystrokeProfile \
    -Xswiftc -gnone -Xcc -g0 >/dev/null
bin=Benchmarks/.build-profile/release/KeystrokeProfile
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
count() {   # keystroke, times -> instructions of the whole run
    valgrind --tool=callgrind --toggle-collect='*measured*' --callgrind-out-file="$work/out" "$bin" "$1" "$2" >/dev/null 2>"$work/err"
    sed -n 's/^summary: //p; s/^totals: //p' "$work/out" | head -1
}
if [ $# -gt 0 ]; then names=("$@"); else
    mapfile -t names < <("$bin" 2>/dev/null | sed -n 's/^  //p')
fi
echo "| keystroke | instructions per keystroke |"
echo "| --- | ---: |"
for name in "${names[@]}"; do
    case "$name" in *100000*) times=21 ;; *) times=1001 ;; esac
    one=$(count "$name" 1)
    many=$(count "$name" "$times")
    echo "| $name | $(python3 -c "print(f'{($many - $one) / ($times - 1):,.0f}')") |"
done
