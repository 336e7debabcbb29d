#!/usr/bin/env python3
"""Run a command and succeed only when it exits with the given status.

usage: expect_exit.py STATUS COMMAND [ARG...]

lit's `not` accepts any failure; diagnostics tests need "exit 1, not a
crash", so they say `%expect-exit 1 %metalify translate ...`.
"""
import subprocess
import sys


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    want = int(sys.argv[1])
    got = subprocess.run(sys.argv[2:]).returncode
    if got != want:
        print(f"expect_exit: exit status {got}, expected {want}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
