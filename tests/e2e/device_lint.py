"""Checks that device code in the corpus stays in the single-precision,
32-bit world the Metal backend supports: inside __global__/__device__
functions there must be no `double`, no `long long`, and no floating literal
without an `f` suffix (which is a double in C++). Host code may use both.
Programs in 64-bit folders (atomics/atomic_u64, atomics/atomic_f64 (64-bit
atomics under the lock table, docs/ABI.md), the fp64/ suite, whose
double kernels run as metalify::f64, docs/fp64.md, and cccl/cub_device,
which sorts 64-bit keys with DeviceRadixSort, math/curand_device, which checks cuRAND's double distributions and 64-bit
subsequences, and cccl/thrust_complex, which checks complex<double>) are
exempt, and so are
PolyBench programs that keep the suite's unsuffixed constants in float
kernels on purpose (the GPU computes those expressions in double; their
tolerance files say so)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator, List, Tuple

DEVICE_FUNCTION_RE = re.compile(r"__(?:global|device)__[^;{}()]*\([^;{}]*\)[^;{}]*\{")
COMMENT_RE = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRING_RE = re.compile(r'"(?:\\.|[^"\\\n])*"')
FORBIDDEN = [
    (re.compile(r"\bdouble\b"), "double"),
    (re.compile(r"\blong\s+long\b"), "long long"),
    (re.compile(r"(?<![\w.])(?:\d+\.\d*|\.\d+)(?:[eE][-+]?\d+)?(?![\w.])"), "double literal (add an f suffix)"),
]
EXEMPT = {"atomics/atomic_u64", "atomics/atomic_f64", "atomics/atomic_bitwise_u64", "polybench/correlation", "polybench/fdtd2d",
          "fp64/reduce_double", "fp64/complex_numbers", "cccl/cub_device", "fp64/stencil_double", "fp64/nbody_double", "fp64/montecarlo_double",
          "math/curand_device", "cccl/thrust_complex"}


def strip_comments_and_strings(source: str) -> str:
    """Blanks out comments and string literals, keeping line numbers."""
    blank = lambda m: re.sub(r"[^\n]", " ", m.group(0))  # noqa: E731
    return STRING_RE.sub(blank, COMMENT_RE.sub(blank, source))


def device_bodies(source: str) -> Iterator[Tuple[int, str]]:
    """Yields (first line, text) of each __global__/__device__ function."""
    for match in DEVICE_FUNCTION_RE.finditer(source):
        depth, end = 0, match.end() - 1
        while end < len(source):
            depth += {"{": 1, "}": -1}.get(source[end], 0)
            if depth == 0:
                break
            end += 1
        start = match.start()
        yield source.count("\n", 0, start) + 1, source[start:end + 1]


def lint_file(path: Path) -> List[str]:
    """Returns 'file:line: problem' strings for one source file."""
    problems = []
    source = strip_comments_and_strings(path.read_text(errors="replace"))
    for first_line, body in device_bodies(source):
        for pattern, what in FORBIDDEN:
            for hit in pattern.finditer(body):
                line = first_line + body.count("\n", 0, hit.start())
                problems.append(f"{path}:{line}: {what} in device code: '{hit.group(0)}'")
    return problems


def lint_program(ident: str, folder: Path) -> List[str]:
    """Lints every CUDA source of a program folder."""
    if ident in EXEMPT:
        return []
    problems: List[str] = []
    for path in sorted(folder.rglob("*")):
        if path.suffix in (".cu", ".cuh"):
            problems.extend(lint_file(path))
    return problems
