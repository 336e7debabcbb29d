#!/usr/bin/env bash
# Runs the whole test suite (unit, shim, lit golden tests, end-to-end corpus)
# after bringing the build up to date. Assumes scripts/setup.sh ran once.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc 2>/dev/null || sysctl -n hw.ncpu)}
cmake --build "$BUILD_DIR" -j "$JOBS"
ctest --test-dir "$BUILD_DIR" -j "$JOBS" --output-on-failure "$@"
