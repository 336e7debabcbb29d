#!/usr/bin/env bash
# Checks that corpus programs compile as CUDA (host and sm_90 device side)
# with clang's CUDA front end and the CUDA headers, without a GPU or nvcc, so
# that a recording run on the GPU machine does not fail on a typo:
#
#   bash corpus/syntax_check.sh [PROGRAM_FOLDER...]     (default: all)
#
# Needs clang (CLANG, default clang-19) and a CUDA toolkit's headers
# (CUDA_PATH, default /usr/local/cuda). CUDA 13 dropped two headers that
# clang's wrapper includes and the old launch hook it declares; empty
# stand-ins and a declaration are supplied from a temporary folder.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CLANG=${CLANG:-clang-19}
CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
[ -f "$CUDA_PATH/include/cuda_runtime.h" ] || { echo "syntax_check.sh: no CUDA headers under $CUDA_PATH" >&2; exit 2; }

STUB=$(mktemp -d)
trap 'rm -rf "$STUB"' EXIT
for header in texture_fetch_functions.h texture_indirect_functions.h surface_indirect_functions.h; do
  [ -f "$CUDA_PATH/include/$header" ] || : >"$STUB/$header"
done
cat >"$STUB/prelude.h" <<'PRELUDE'
#include <cuda_runtime_api.h>
extern "C" __host__ __device__ cudaError_t cudaConfigureCall(dim3, dim3, size_t = 0, cudaStream_t = 0);
PRELUDE

if [ $# -gt 0 ]; then
  folders=("$@")
else
  mapfile -t folders < <(cd "$ROOT" && find corpus examples -mindepth 2 -maxdepth 3 -name args -printf '%h\n' | sort)
fi

failed=0
for folder in "${folders[@]}"; do
  dir=$ROOT/${folder%/}
  # Makefile programs get their -I/-D flags from the Makefile's CPPFLAGS line.
  extra=$(sed -n 's/^CPPFLAGS *= *//p' "$dir/Makefile" 2>/dev/null || true)
  for src in "$dir"/*.cu "$dir"/*.cpp; do
    [ -f "$src" ] || continue
    lang=cuda
    [ "${src##*.}" = cpp ] && lang=c++
    # shellcheck disable=SC2086
    if ! (cd "$dir" && "$CLANG" -x "$lang" --cuda-path="$CUDA_PATH" --cuda-gpu-arch=sm_90 -nocudalib \
      -Wno-unknown-cuda-version -Wno-unused-command-line-argument -std=c++17 -fsyntax-only -I. -I"$STUB" -I"$CUDA_PATH/include" \
      -I"$CUDA_PATH/include/cccl" $([ $lang = cuda ] && echo -include "$STUB/prelude.h") $extra "$src"); then
      echo "FAILED: $folder/$(basename "$src")"
      failed=$((failed + 1))
    fi
  done
done
echo "syntax check: ${#folders[@]} programs, $failed failing sources"
[ "$failed" -eq 0 ]
