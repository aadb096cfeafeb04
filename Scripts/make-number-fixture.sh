#!/usr/bin/env bash
# Writes Fixtures/numbers/icu-finished.tsv: ICU's own finished text of numbers, percentages and
# units of measure in 51 locales, made by Scripts/make-number-fixture.c through ICU's C API
# alone (not by the library), the oracle of NumberICUOracleTests. Needs a C compiler (clang from
# the Swift toolchain, or cc; CC to choose) and ICU's development files (libicu-dev, found by
# pkg-config when it knows them).
#   bash Scripts/make-number-fixture.sh
set -euo pipefail
cd "$(dirname "$0")/.."

compiler="${CC:-}"
if [[ -z "$compiler" ]]; then
    compiler="$(command -v clang || command -v cc || true)"
fi
[[ -n "$compiler" ]] || { echo "make-number-fixture: no C compiler (clang or cc) found; set CC" >&2; exit 1; }

if pkg-config --exists icu-i18n icu-uc 2>/dev/null; then
    read -r -a icu_flags <<< "$(pkg-config --cflags --libs icu-i18n icu-uc)"
else
    icu_flags=(-licui18n -licuuc -licudata)
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$compiler" -std=c11 -O1 -Wall -Wextra -Werror -o "$work/make-number-fixture" Scripts/make-number-fixture.c "${icu_flags[@]}"

output=Fixtures/numbers/icu-finished.tsv
mkdir -p "$(dirname "$output")"
# Written beside the fixture and moved over it only when the program succeeded.
"$work/make-number-fixture" > "$work/icu-finished.tsv"
mv "$work/icu-finished.tsv" "$output"
echo "make-number-fixture: wrote $output ($(($(wc -l < "$output") - 1)) cases)"
