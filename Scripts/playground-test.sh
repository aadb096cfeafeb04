#!/usr/bin/env bash
# Drives the playground page (Playground/) in a real Chromium, headless, over the Chrome
# DevTools Protocol: every field kind in en_US, de_DE, ar_EG (right to left, Arabic-Indic digits)
# and ja_JP (an input method's composition), with real key events, paste, a drop, a selection by
# Shift-Home and by a mouse drag, Ctrl-Backspace, undo and redo, and leaving the field. After
# each step the <input>'s value and selection must be what `inputfmt replay` gives for the same
# steps, and the browser must never have shown a raw text of its own; when the server stops, the
# page must say so and keep its fields' texts. Screenshots of each locale's form go to
# .build-playground/screenshots (or $1) and must not be blank.
#
# Installs what a fresh machine lacks: Chromium (Debian's chromium; the DevTools Protocol needs
# no separate driver), fonts for Arabic and Japanese, and the Python modules websocket-client and
# Pillow. Stops the server and the browser it started, whatever the outcome.
set -euo pipefail
cd "$(dirname "$0")/.."
shots="${1:-.build-playground/screenshots}"

fonts="$(fc-list : family 2>/dev/null || true)"
# (Japanese from IPA's Gothic, 3.5 MB, where Noto's CJK fonts would be 56.)
if ! command -v chromium >/dev/null || ! grep -qi 'Noto Sans Arabic' <<< "$fonts" || ! grep -qiE 'IPAGothic|Noto Sans CJK' <<< "$fonts"; then
    echo "playground: installing Chromium and fonts for Arabic and Japanese"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core fonts-ipafont-gothic >/dev/null
fi
if ! python3 -c 'import websocket, PIL' 2>/dev/null; then
    # pip where python3 is a Python of its own (pyenv); Debian's packages where it is the
    # system's, which refuses pip (PEP 668).
    python3 -m pip install -q --disable-pip-version-check websocket-client pillow 2>/dev/null \
        || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-websocket python3-pil >/dev/null; }
fi

# The server (its own package, built in Playground/.build) and the command line whose replay
# the page is compared with.
mkdir -p .build-playground
if ! swift build --package-path Playground --product playground >.build-playground/build.log 2>&1; then
    tail -40 .build-playground/build.log >&2
    echo "playground: the server did not build (whole log: .build-playground/build.log)" >&2
    exit 1
fi
swift build --product inputfmt >/dev/null
server="$(swift build --package-path Playground --product playground --show-bin-path)/playground"
rm -rf "$shots"
python3 Scripts/playground_test.py "$server" "$PWD/.build/debug/inputfmt" "$shots"
