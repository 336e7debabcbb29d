#!/usr/bin/env python3
"""Copy a lit test input with every FileCheck directive line blanked.

Translated output keeps the input's comments, so a CHECK line copied into the
output would match itself. Blanking (not deleting) keeps line numbers intact,
so diagnostics still point at the right lines.

usage: blank_checks.py IN OUT
"""
import re
import sys

# lit directives and FileCheck prefixes used in tests/lit: any prefix that
# contains CHECK, plus the fixed set below.
DIRECTIVE = re.compile(
    r"^\s*//\s*(RUN|REQUIRES|UNSUPPORTED|XFAIL|METAL|HOST|ERR|STDERR|STATS|MSL"
    r"|[A-Z0-9_]*CHECK[A-Z0-9_]*)(-NEXT|-NOT|-SAME|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?:")


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    src, dst = sys.argv[1], sys.argv[2]
    with open(src, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out = ["" if DIRECTIVE.match(line) else line for line in lines]
    with open(dst, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
