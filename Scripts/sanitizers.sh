#!/usr/bin/env bash
# The test suite under address sanitizer, then with CICU (the C shim over ICU) under
# undefined-behaviour sanitizer; each in its own build folder.   Scripts/sanitizers.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swiftc >/dev/null; then
    echo "swiftc not found on PATH: install Swift 6 and put its usr/bin on PATH" >&2
    exit 1
fi
echo "== address sanitizer"
# LeakSanitizer reports the runtime's own leaks (XCTest's runner, Foundation's Process), not
# ours; ASAN_OPTIONS keeps them from failing the run, memory errors still do.
ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build-asan 2>&1 | grep -E "Test run|ERROR: AddressSanitizer" 
echo "== undefined-behaviour sanitizer (C)"
# The UBSan runtime of the toolchain's clang, found from the swiftc on PATH.
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"   # …/usr
runtime="$(ls -d "$toolchain"/lib/clang/*/lib/linux | head -1)"
LD_LIBRARY_PATH="$runtime" swift test --scratch-path .build-ubsan \
    -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined \
    -Xlinker -L"$runtime" -Xlinker -lclang_rt.ubsan_standalone-x86_64 2>&1 | grep -E "Test run|runtime error"
