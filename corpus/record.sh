#!/usr/bin/env bash
# Records the ground truth of the corpus on a real NVIDIA GPU.
#
#   bash corpus/record.sh OUTDIR
#
# For every program folder (corpus/<suite>/<program>/ and examples/<name>/,
# each holding an `args` file) it builds the original CUDA sources with nvcc
# (`nvcc -O2 -arch=sm_90 <sources> -o prog`, or `make NVCC=nvcc` where the
# folder has a Makefile, which must produce ./prog), runs ./prog with the
# words of `args` from a copy of the folder, and writes
#   OUTDIR/recorded/<suite>/<program>/expected.txt   stdout of the run
#   OUTDIR/recorded/<suite>/<program>/expected_exit  exit status, if not 0
#   OUTDIR/recorded/<suite>/<program>/stderr.txt     stderr, if any (for review)
#   OUTDIR/recorded/<suite>/<program>/build.log      only when the build failed
# plus OUTDIR/recorded/ENVIRONMENT.txt (nvidia-smi, nvcc --version, date) and
# OUTDIR/recorded/SUMMARY.txt, then packs everything as
# OUTDIR/recorded.tar.gz. Builds run in parallel, runs one at a time.
set -u

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUTDIR=${1:?usage: record.sh OUTDIR}
NVCC=${NVCC:-nvcc}
NVCCFLAGS=${NVCCFLAGS:--O2 -arch=sm_90}
JOBS=${JOBS:-$(nproc)}
WORK=$(mktemp -d)
STAGE=$WORK/recorded
mkdir -p "$STAGE"

# Program ids relative to ROOT: corpus/<suite>/<program> and examples/<name>.
ids=$(cd "$ROOT" && find corpus examples -mindepth 2 -maxdepth 3 -name args -printf '%h\n' 2>/dev/null | sort)

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "host: $(uname -srm)"
  echo "build command: $NVCC $NVCCFLAGS <sources> -o prog   (Makefile programs: make NVCC=$NVCC)"
  echo
  echo '$ nvcc --version'
  "$NVCC" --version
  echo
  echo '$ nvidia-smi'
  nvidia-smi
  echo
  echo '$ nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv'
  nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv
} >"$STAGE/ENVIRONMENT.txt" 2>&1

buildOne() {
  local id=$1 dir=$WORK/build/$1
  mkdir -p "$dir"
  cp -r "$ROOT/$id/." "$dir/"
  (
    cd "$dir" || exit 1
    if [ -f Makefile ]; then
      make NVCC="$NVCC"
    else
      # shellcheck disable=SC2086
      "$NVCC" $NVCCFLAGS -I. $(ls *.cu *.cpp 2>/dev/null) -o prog
    fi
  ) >"$dir/.build.log" 2>&1
}
export -f buildOne
export ROOT WORK NVCC NVCCFLAGS

echo "$ids" | xargs -P "$JOBS" -I{} bash -c 'buildOne {}'

pass=0
fail=0
: >"$STAGE/SUMMARY.txt"
for id in $ids; do
  dir=$WORK/build/$id
  dest=$STAGE/${id#corpus/}
  mkdir -p "$dest"
  if [ ! -x "$dir/prog" ]; then
    cp "$dir/.build.log" "$dest/build.log"
    echo "BUILD-FAILED $id" >>"$STAGE/SUMMARY.txt"
    fail=$((fail + 1))
    continue
  fi
  read -r -a argv <"$dir/args" || true
  (cd "$dir" && timeout 60 ./prog "${argv[@]}" >"$dest/expected.txt" 2>"$dest/stderr.txt")
  status=$?
  [ -s "$dest/stderr.txt" ] || rm -f "$dest/stderr.txt"
  [ "$status" -eq 0 ] || echo "$status" >"$dest/expected_exit"
  verdict=$(tail -n 1 "$dest/expected.txt")
  echo "exit=$status last-line=$verdict $id" >>"$STAGE/SUMMARY.txt"
  pass=$((pass + 1))
done
echo "recorded=$pass build-failed=$fail" >>"$STAGE/SUMMARY.txt"
cat "$STAGE/SUMMARY.txt"
tar czf "$OUTDIR/recorded.tar.gz" -C "$WORK" recorded
cp "$STAGE/SUMMARY.txt" "$OUTDIR/SUMMARY.txt"
