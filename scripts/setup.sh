#!/usr/bin/env bash
# One-command set-up: installs what is missing, configures and builds
# metalify into build/, then translates, builds and runs examples/vector_add.
#
#   bash scripts/setup.sh            # everything
#   SKIP_EXAMPLE=1 bash scripts/setup.sh
#
# Debian/Ubuntu: installs packages with apt (needs root or sudo).
# macOS: prints the brew command to run, then builds.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${BUILD_DIR:-build}
DEB_PACKAGES=(cmake ninja-build g++ python3 clang-19 libclang-19-dev llvm-19-dev
  llvm-19-tools libfmt-dev libgtest-dev libbenchmark-dev)

install_debian() {
  local missing=()
  for p in "${DEB_PACKAGES[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "setup: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

case "$(uname -s)" in
  Linux)
    if command -v dpkg >/dev/null; then
      install_debian
    else
      echo "setup: not Debian/Ubuntu; install LLVM/Clang 19, fmt, GoogleTest, CMake yourself" >&2
    fi
    ;;
  Darwin)
    if ! brew list llvm@19 >/dev/null 2>&1; then
      echo "setup: run: brew install llvm@19 fmt googletest google-benchmark cmake ninja" >&2
      exit 1
    fi
    export CMAKE_PREFIX_PATH="$(brew --prefix llvm@19);$(brew --prefix)"
    ;;
esac

GENERATOR=()
command -v ninja >/dev/null && GENERATOR=(-G Ninja)
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" "${GENERATOR[@]}" -DCMAKE_BUILD_TYPE=Release
fi
JOBS=${JOBS:-$(nproc 2>/dev/null || sysctl -n hw.ncpu)}
cmake --build "$BUILD_DIR" -j "$JOBS"

if [ -z "${SKIP_EXAMPLE:-}" ]; then
  echo "setup: running examples/vector_add through metalify"
  "$BUILD_DIR/bin/metalify" run examples/vector_add/vector_add.cu
fi
