#!/usr/bin/env bash
# Runs the generators of committed data again and fails when what they write differs from what
# is committed:
#   Scripts/make-phone-formats.py       (phonenumbers)  Phones/PhoneFormatTable+Data.swift, Fixtures/phones/
#   Scripts/make-iban-registry.py       (schwifty)      IBAN/IBANRegistry+Data.swift, Fixtures/iban/
#   Scripts/make-icu-fixture.sh number  (ICU's C API)   Fixtures/numbers/icu-finished.tsv
#   Scripts/make-icu-fixture.sh date    (ICU's C API)   Fixtures/dates/icu-dates.tsv
#   Scripts/make-translations.py        (Localization/*.xcstrings, the String Catalogs translators edit)
#                                       Messages/Translations/, inputfmt's Terminal/DemoTexts/
#   Scripts/make-prespecializations.py  (its list of formatters)  Core/EditEntryPoints.swift
# Installs the version of each source package the data is made from when it is not there; the
# number and date fixtures are made by the system's ICU (libicu-dev), whose version their first
# lines name.
#   Scripts/check-generated.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# The package each generator reads, at the version written into every output.
require() {
    local package="$1" version="$2" installed
    installed="$(python3 -c "import importlib.metadata as m; print(m.version('$package'))" 2>/dev/null || true)"
    if [[ "$installed" != "$version" ]]; then
        echo "$package ${installed:-not installed}: installing $package==$version"
        python3 -m pip install --quiet --disable-pip-version-check "$package==$version"
    fi
}
require phonenumbers 9.0.43
require schwifty 2026.10.1

generated=(Sources/InputFormatKit/Phones/PhoneFormatTable+Data.swift Fixtures/phones Sources/InputFormatKit/IBAN/IBANRegistry+Data.swift Fixtures/iban
           Fixtures/numbers Fixtures/dates Sources/InputFormatKit/Messages/Translations Sources/inputfmt/Terminal/DemoTexts
           Sources/InputFormatKit/Core/EditEntryPoints.swift)
# Only a tree whose generated files match the commit can be checked.
if ! git diff --quiet HEAD -- "${generated[@]}" || [[ -n "$(git ls-files --others --exclude-standard -- "${generated[@]}")" ]]; then
    echo "check-generated: ${generated[*]} has uncommitted changes; commit or stash them first" >&2
    exit 1
fi

before="$(git status --porcelain --untracked-files=all)"
# Each generator: a script and its arguments.
for generator in Scripts/make-phone-formats.py Scripts/make-iban-registry.py "Scripts/make-icu-fixture.sh number" \
                 "Scripts/make-icu-fixture.sh date" Scripts/make-translations.py Scripts/make-prespecializations.py; do
    read -r -a command <<< "$generator"
    case "${command[0]}" in
        *.py) python3 "${command[@]}" ;;
        *.sh) bash "${command[@]}" ;;
    esac
    if [[ "$(git status --porcelain --untracked-files=all)" != "$before" ]]; then
        echo "check-generated: running $generator again changed files of the repository:" >&2
        git diff --stat HEAD >&2
        git status --short --untracked-files=all >&2
        fixture=""
        case "$generator" in
            *make-icu-fixture.sh\ number) fixture=Fixtures/numbers/icu-finished.tsv ;;
            *make-icu-fixture.sh\ date) fixture=Fixtures/dates/icu-dates.tsv ;;
        esac
        if [[ -n "$fixture" ]]; then
            echo "The committed fixture was made by: $(git show "HEAD:$fixture" 2>/dev/null | head -n 1)" >&2
            echo "This machine's ICU wrote:          $(head -n 1 "$fixture")" >&2
        fi
        echo "Commit the regenerated files with the change that needs them, or make the generator deterministic." >&2
        exit 1
    fi
done
echo "check-generated: the phone data, the IBAN registry, the number and date fixtures, the translations and the edit entry points regenerate without a difference"
