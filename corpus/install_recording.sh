#!/usr/bin/env bash
# Copies a GPU recording made by corpus/record.sh into the program folders:
#
#   bash corpus/install_recording.sh recorded.tar.gz
#
# For each recorded/<suite>/<program>/ (and recorded/examples/<name>/) it
# replaces expected.txt, and writes or removes expected_exit, in
# corpus/<suite>/<program>/ (examples/<name>/); ENVIRONMENT.txt and
# SUMMARY.txt go to corpus/recording/. Programs that failed to build are
# reported and left untouched. This is the only way expected files change.
# CORPUS_ROOT overrides the folder holding corpus/ and examples/ (tests).
set -euo pipefail

ROOT=${CORPUS_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
ARCHIVE=$(realpath "${1:?usage: install_recording.sh recorded.tar.gz}")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
tar xzf "$ARCHIVE" -C "$WORK"
REC=$WORK/recorded

installed=0
while IFS= read -r dir; do
  id=${dir#"$REC"/}
  case $id in
  examples/*) dest=$ROOT/$id ;;
  *) dest=$ROOT/corpus/$id ;;
  esac
  if [ ! -f "$dest/args" ]; then
    echo "skipped $id: no program folder at $dest" >&2
    continue
  fi
  cp "$dir/expected.txt" "$dest/expected.txt"
  if [ -f "$dir/expected_exit" ]; then
    cp "$dir/expected_exit" "$dest/expected_exit"
  else
    rm -f "$dest/expected_exit"
  fi
  installed=$((installed + 1))
done < <(find "$REC" -name expected.txt -printf '%h\n' | sort)

while IFS= read -r log; do
  echo "not installed (build failed): ${log#"$REC"/}" >&2
done < <(find "$REC" -name build.log | sort)

mkdir -p "$ROOT/corpus/recording"
cp "$REC/ENVIRONMENT.txt" "$REC/SUMMARY.txt" "$ROOT/corpus/recording/"
echo "installed $installed recorded outputs"
