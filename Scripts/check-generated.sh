#!/usr/bin/env bash
# Runs Scripts/make-phone-formats.py again and fails when the committed phone data differs from
# what it writes (Sources/InputFormatKit/Phones/PhoneFormatTable+Data.swift, Fixtures/phones/).
# Installs the libphonenumber metadata version the data is made from when it is not there.
#   Scripts/check-generated.sh
set -euo pipefail
cd "$(dirname "$0")/.."
version="9.0.43"   # the version make-phone-formats.py writes into every output

installed="$(python3 -c 'import phonenumbers; print(phonenumbers.__version__)' 2>/dev/null || true)"
if [[ "$installed" != "$version" ]]; then
    echo "phonenumbers ${installed:-not installed}: installing phonenumbers==$version"
    python3 -m pip install --quiet "phonenumbers==$version"
fi

generated=(Sources/InputFormatKit/Phones Fixtures/phones)
# Only a tree whose generated files match the commit can be checked.
if ! git diff --quiet HEAD -- "${generated[@]}" || [[ -n "$(git ls-files --others --exclude-standard -- "${generated[@]}")" ]]; then
    echo "check-generated: ${generated[*]} has uncommitted changes; commit or stash them first" >&2
    exit 1
fi

before="$(git status --porcelain --untracked-files=all)"
python3 Scripts/make-phone-formats.py
if [[ "$(git status --porcelain --untracked-files=all)" != "$before" ]]; then
    echo "check-generated: running Scripts/make-phone-formats.py again changed files of the repository:" >&2
    git diff --stat HEAD >&2
    git status --short --untracked-files=all >&2
    echo "Commit the regenerated files with the change that needs them, or make the generator deterministic." >&2
    exit 1
fi
echo "check-generated: the phone data regenerates without a difference (phonenumbers $version)"
