"""Output comparison for the end-to-end corpus tests.

A program's stdout on the CPU backend is compared with the stdout recorded on
an NVIDIA GPU (expected.txt):

* Lines are compared one by one, exactly, after masking timings: the number
  in "took 1.234 ms" becomes "<time>" on both sides, because event timings
  legitimately differ.
* Where a program folder has a `tolerance` file, a line that differs is
  accepted when its text between numbers is identical and each pair of
  numbers is within the tolerance: |a - b| <= abs + rel * max(|a|, |b|).
  A "number" is a decimal literal standing alone (not part of a word or a
  hexadecimal string), so hashes such as 5b516800 are always compared exactly.

Tolerance file format: `#` starts a comment (give the reason there), other
lines are `rel <value>` or `abs <value>`; both default to 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional

TIMING_RE = re.compile(r"(took\s+)[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?(\s*ms\b)")
NUMBER_RE = re.compile(r"(?<![\w.])[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?(?![\w.])")
MAX_REPORTED = 10


class ToleranceError(ValueError):
    """Raised for a malformed tolerance file, with the file and line."""


@dataclass(frozen=True)
class Tolerance:
    """Per-program numeric tolerance (both bounds 0 means exact)."""

    rel: float = 0.0
    abs: float = 0.0

    def accepts(self, expected: float, actual: float) -> bool:
        """True when the two numbers are within this tolerance."""
        bound = self.abs + self.rel * max(abs(expected), abs(actual))
        return abs(expected - actual) <= bound


def load_tolerance(path: Path) -> Optional[Tolerance]:
    """Reads a tolerance file; returns None when the file does not exist."""
    if not path.exists():
        return None
    values = {"rel": 0.0, "abs": 0.0}
    for number, raw in enumerate(path.read_text().splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2 or parts[0] not in values:
            raise ToleranceError(f"{path}:{number}: expected 'rel <value>' or 'abs <value>', got '{raw}'")
        try:
            value = float(parts[1])
        except ValueError:
            raise ToleranceError(f"{path}:{number}: '{parts[1]}' is not a number") from None
        if value < 0:
            raise ToleranceError(f"{path}:{number}: tolerance must not be negative")
        values[parts[0]] = value
    return Tolerance(rel=values["rel"], abs=values["abs"])


def mask_timings(line: str) -> str:
    """Replaces the number of every "took N ms" with a fixed marker."""
    return TIMING_RE.sub(r"\1<time>\2", line)


def lines_match(expected: str, actual: str, tolerance: Optional[Tolerance]) -> bool:
    """Compares one line: exact after masking, else numerically if allowed."""
    expected, actual = mask_timings(expected), mask_timings(actual)
    if expected == actual:
        return True
    if tolerance is None:
        return False
    if NUMBER_RE.split(expected) != NUMBER_RE.split(actual):
        return False
    wanted = [float(m) for m in NUMBER_RE.findall(expected)]
    got = [float(m) for m in NUMBER_RE.findall(actual)]
    return len(wanted) == len(got) and all(tolerance.accepts(w, g) for w, g in zip(wanted, got))


def compare_output(expected: str, actual: str, tolerance: Optional[Tolerance] = None) -> List[str]:
    """Returns human-readable differences; an empty list means a match."""
    want_lines, got_lines = expected.splitlines(), actual.splitlines()
    problems: List[str] = []
    for index, (want, got) in enumerate(zip(want_lines, got_lines), start=1):
        if not lines_match(want, got, tolerance):
            problems.append(f"line {index}:\n  expected: {want}\n  actual:   {got}")
    if len(want_lines) != len(got_lines):
        problems.append(f"expected {len(want_lines)} lines, got {len(got_lines)}")
        longer = want_lines if len(want_lines) > len(got_lines) else got_lines
        side = "missing" if longer is want_lines else "extra"
        for index in range(min(len(want_lines), len(got_lines)), len(longer)):
            problems.append(f"line {index + 1} {side}: {longer[index]}")
    if len(problems) > MAX_REPORTED:
        dropped = len(problems) - MAX_REPORTED
        problems = problems[:MAX_REPORTED] + [f"... {dropped} more differences"]
    return problems
