#!/usr/bin/env bash
# Writes ICU's fixtures, each made by its C program (Scripts/make-<name>-fixture.c, with the
# helpers of Scripts/icu-fixture.h) through ICU's C API alone (not by the library):
#   number  Fixtures/numbers/icu-finished.tsv: ICU's own finished text of numbers, percentages
#           and units of measure in 51 locales, the oracle of NumberICUOracleTests.
#   date    Fixtures/dates/icu-dates.tsv: ICU's own text of 12 Gregorian dates in 62 locales, in
#           the numeric pattern ICU's date-time pattern generator gives for the skeleton "yMMdd"
#           and in each locale's default calendar (buddhist, persian, islamic-umalqura,
#           gregorian), the oracle of DateICUOracleTests.
# Needs a C compiler (clang from the Swift toolchain, or cc; CC to choose) and ICU's development
# files (libicu-dev, found by pkg-config when it knows them).
#   bash Scripts/make-icu-fixture.sh            (both)
#   bash Scripts/make-icu-fixture.sh number
#   bash Scripts/make-icu-fixture.sh date
set -euo pipefail
cd "$(dirname "$0")/.."

# The fixture each name's program writes.
output_of() {
    case "$1" in
        number) echo Fixtures/numbers/icu-finished.tsv ;;
        date) echo Fixtures/dates/icu-dates.tsv ;;
        *) return 1 ;;
    esac
}

names=("$@")
[[ ${#names[@]} -gt 0 ]] || names=(number date)
for name in "${names[@]}"; do
    output_of "$name" > /dev/null || { echo "make-icu-fixture: no fixture \"$name\" (number or date)" >&2; exit 2; }
done

compiler="${CC:-}"
if [[ -z "$compiler" ]]; then
    compiler="$(command -v clang || command -v cc || true)"
fi
[[ -n "$compiler" ]] || { echo "make-icu-fixture: no C compiler (clang or cc) found; set CC" >&2; exit 1; }

if pkg-config --exists icu-i18n icu-uc 2>/dev/null; then
    read -r -a icu_flags <<< "$(pkg-config --cflags --libs icu-i18n icu-uc)"
else
    icu_flags=(-licui18n -licuuc -licudata)
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for name in "${names[@]}"; do
    program="make-$name-fixture"
    output="$(output_of "$name")"
    "$compiler" -std=c11 -O1 -Wall -Wextra -Werror -o "$work/$program" "Scripts/$program.c" "${icu_flags[@]}"
    mkdir -p "$(dirname "$output")"
    # Written in the temporary folder and moved over the fixture only when the program succeeded.
    "$work/$program" > "$work/$name.tsv"
    mv "$work/$name.tsv" "$output"
    echo "make-icu-fixture: wrote $output ($(($(wc -l < "$output") - 1)) cases)"
done
