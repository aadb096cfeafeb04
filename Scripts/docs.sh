#!/usr/bin/env bash
# Builds the documentation catalog with the library's symbols and fails on any warning
# (a broken symbol link, a missing article):   Scripts/docs.sh [OUTPUT]   (default .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
graphs="$(mktemp -d)"
swift build --target InputFormatKit -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
log="$(mktemp)"
docc convert Sources/InputFormatKit/InputFormatKit.docc --additional-symbol-graph-dir "$graphs" \
    --output-path "$out" --fallback-display-name InputFormatKit --fallback-bundle-identifier org.inputformatkit \
    2>&1 | tee "$log"
if grep -qE "warning|error" "$log"; then echo "docs: warnings above"; exit 1; fi
echo "docs: $out"
