#!/usr/bin/env python3
"""End-to-end corpus runner: build each CUDA program with `metalify cc`, run it
on the CPU backend and compare its stdout with the output recorded on an
NVIDIA GPU.

    run_corpus.py --metalify build/bin/metalify [-j 2] [PROGRAM ...]
    run_corpus.py --list
    run_corpus.py --check-corpus

A PROGRAM is `<suite>/<program>` for corpus/<suite>/<program>/ or
`examples/<name>` for examples/<name>/. With no PROGRAM every program runs and
a pass count is printed. Each program is built in a fresh copy of its folder:

    metalify cc -O2 -arch=sm_90 -I. <*.cu *.cpp> -o prog     (no Makefile)
    make NVCC="<metalify> cc"                                 (Makefile, makes ./prog)

and run as `./prog <args>` with METALIFY_BACKEND=cpu (`--backend metal`: the
Metal backend, emulated on Linux; docs/metal-backend.md). It passes when the exit
status equals expected_exit (0 when absent) and stdout matches expected.txt
(see compare.py for timing masks and tolerances).

tests/e2e/known_failures.txt lists programs expected to fail, one per line:
`<program>  <reason>`. A listed program that fails is reported XFAIL (not a
test failure); a listed program that passes is XPASS and counts as a failure,
so a fix is noticed and the entry removed.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compare import ToleranceError, compare_output, load_tolerance  # noqa: E402
from device_lint import lint_program  # noqa: E402

HERE = Path(__file__).resolve().parent
DEFAULT_ROOT = HERE.parent.parent
BUILD_FLAGS = ["-O2", "-arch=sm_90", "-I."]
OUTPUT_LIMIT = 4000


@dataclass
class Program:
    """One corpus program or example: its id and source folder."""

    ident: str
    folder: Path

    @property
    def test_name(self) -> str:
        """The ctest name, e2e.<suite>.<program>."""
        return "e2e." + self.ident.replace("/", ".")


@dataclass
class Outcome:
    """Result of one program: PASS, FAIL, XFAIL or XPASS, with details."""

    program: Program
    status: str
    detail: str = ""


def discover(root: Path) -> List[Program]:
    """Finds every program folder (one holding an `args` file)."""
    programs = []
    for args in sorted((root / "corpus").glob("*/*/args")):
        folder = args.parent
        programs.append(Program(f"{folder.parent.name}/{folder.name}", folder))
    for args in sorted((root / "examples").glob("*/args")):
        programs.append(Program(f"examples/{args.parent.name}", args.parent))
    return programs


def load_known_failures(path: Path) -> Dict[str, str]:
    """Reads `<program> <reason>` lines; `#` starts a comment."""
    known: Dict[str, str] = {}
    if not path.exists():
        return known
    for raw in path.read_text().splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            ident, _, reason = line.partition(" ")
            known[ident] = reason.strip() or "(no reason given)"
    return known


def clip(text: str) -> str:
    """Keeps the end of long tool output, without trailing blank lines."""
    text = text.rstrip()
    return text if len(text) <= OUTPUT_LIMIT else "...\n" + text[-OUTPUT_LIMIT:]


def build(workdir: Path, metalify: str, timeout: float) -> Optional[str]:
    """Builds ./prog in workdir; returns an error description or None."""
    if (workdir / "Makefile").exists():
        command = ["make", f"NVCC={shlex.quote(metalify)} cc"]
    else:
        sources = sorted(p.name for p in workdir.iterdir() if p.suffix in (".cu", ".cpp"))
        command = [metalify, "cc", *BUILD_FLAGS, *sources, "-o", "prog"]
    try:
        done = subprocess.run(command, cwd=workdir, capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"build could not run: {error}"
    if done.returncode != 0 or not (workdir / "prog").exists():
        return f"build failed ({shlex.join(command)}), status {done.returncode}:\n{clip(done.stdout + done.stderr)}"
    return None


def execute(program: Program, workdir: Path, timeout: float, backend: str = "cpu") -> Optional[str]:
    """Runs ./prog and compares it with the recording; returns the differences."""
    args = (program.folder / "args").read_text().split()
    env = dict(os.environ, METALIFY_BACKEND=backend)
    try:
        done = subprocess.run(["./prog", *args], cwd=workdir, capture_output=True, text=True, timeout=timeout,
                              env=env, errors="replace")
    except subprocess.TimeoutExpired:
        return f"timed out after {timeout:.0f} s"
    exit_file = program.folder / "expected_exit"
    expected_exit = int(exit_file.read_text().strip()) if exit_file.exists() else 0
    tolerance = load_tolerance(program.folder / "tolerance")
    problems = compare_output((program.folder / "expected.txt").read_text(), done.stdout, tolerance)
    if done.returncode != expected_exit:
        problems.insert(0, f"exit status {done.returncode}, expected {expected_exit}")
    if not problems:
        return None
    stderr = f"\nstderr:\n{clip(done.stderr)}" if done.stderr else ""
    return "\n".join(problems) + stderr


def run_one(program: Program, metalify: str, work: Path, known: Dict[str, str], timeout: float,
            backend: str = "cpu") -> Outcome:
    """Builds, runs and judges one program in a fresh copy of its folder."""
    workdir = work / program.ident
    shutil.rmtree(workdir, ignore_errors=True)
    shutil.copytree(program.folder, workdir)
    try:
        failure = build(workdir, metalify, timeout) or execute(program, workdir, timeout, backend)
    except (ToleranceError, ValueError, OSError) as error:
        failure = f"corpus folder is malformed: {error}"
    reason = known.get(program.ident)
    if reason is None:
        return Outcome(program, "FAIL", failure) if failure else Outcome(program, "PASS")
    if failure:
        return Outcome(program, "XFAIL", f"known failure: {reason}\n{failure}")
    return Outcome(program, "XPASS", f"listed in known_failures.txt ({reason}) but passes: remove the entry")


def check_corpus(programs: List[Program], known: Dict[str, str]) -> List[str]:
    """Checks the corpus layout and device-code rules; returns problems."""
    problems = []
    idents = {p.ident for p in programs}
    for program in programs:
        folder = program.folder
        sources = [p for p in folder.rglob("*") if p.suffix in (".cu", ".cpp", ".cuh", ".h")]
        if not any(p.suffix == ".cu" for p in sources):
            problems.append(f"{program.ident}: no .cu source")
        if not (folder / "expected.txt").exists():
            problems.append(f"{program.ident}: no expected.txt (record it on the GPU: corpus/record.sh)")
        has_readme = (folder / "README.md").exists()
        if not has_readme and not any(p.read_text(errors="replace").startswith("//") for p in sources):
            problems.append(f"{program.ident}: no README.md and no header comment")
        try:
            load_tolerance(folder / "tolerance")
        except ToleranceError as error:
            problems.append(str(error))
        if (folder / "tolerance").exists() and "#" not in (folder / "tolerance").read_text():
            problems.append(f"{program.ident}: tolerance file does not say why (add a # comment)")
        problems.extend(lint_program(program.ident, folder))
    for ident in known:
        if ident not in idents:
            problems.append(f"known_failures.txt: unknown program '{ident}'")
    return problems


def parse_args(argv: List[str]) -> argparse.Namespace:
    """Parses the command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="*", help="<suite>/<program> or examples/<name>; default: all")
    parser.add_argument("--metalify", default=str(DEFAULT_ROOT / "build" / "bin" / "metalify"))
    parser.add_argument("--root", type=Path, default=DEFAULT_ROOT, help="folder holding corpus/ and examples/")
    parser.add_argument("--work", type=Path, default=None, help="scratch folder (default: <root>/build/e2e-work)")
    parser.add_argument("--known-failures", type=Path, default=HERE / "known_failures.txt")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds for each build and each run")
    parser.add_argument("-j", "--jobs", type=int, default=1)
    parser.add_argument("--backend", choices=("cpu", "metal"), default="cpu",
                        help="METALIFY_BACKEND for the runs (metal: emulated on Linux)")
    parser.add_argument("--list", action="store_true", help="print the program ids and exit")
    parser.add_argument("--check-corpus", action="store_true", help="check the corpus layout and exit")
    parser.add_argument("-v", "--verbose", action="store_true", help="print details of passing programs too")
    return parser.parse_args(argv)


def main(argv: List[str]) -> int:
    """Runs the selected programs; returns 0 when none failed or passed unexpectedly."""
    options = parse_args(argv)
    programs = discover(options.root)
    known = load_known_failures(options.known_failures)
    if options.list:
        print("\n".join(p.ident for p in programs))
        return 0
    if options.check_corpus:
        problems = check_corpus(programs, known)
        print("\n".join(problems) or f"corpus OK: {len(programs)} programs")
        return 1 if problems else 0
    if options.programs:
        by_id = {p.ident: p for p in programs}
        unknown = [i for i in options.programs if i not in by_id]
        if unknown:
            print(f"error: unknown program(s): {', '.join(unknown)}", file=sys.stderr)
            return 2
        programs = [by_id[i] for i in options.programs]
    metalify = str(Path(options.metalify).resolve())
    if not Path(metalify).exists():
        print(f"error: metalify not found at {metalify} (build it, or pass --metalify)", file=sys.stderr)
        return 2
    work = (options.work or options.root / "build" / "e2e-work").resolve()
    with ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        outcomes = list(pool.map(lambda p: run_one(p, metalify, work, known, options.timeout,
                                                     options.backend), programs))
    counts: Dict[str, int] = {}
    for outcome in outcomes:
        counts[outcome.status] = counts.get(outcome.status, 0) + 1
        print(f"{outcome.status:5} {outcome.program.ident}")
        if outcome.detail and (outcome.status != "PASS" or options.verbose):
            print("      " + outcome.detail.replace("\n", "\n      "))
    passed = counts.get("PASS", 0)
    print(f"e2e: {passed}/{len(outcomes)} passed, {counts.get('FAIL', 0)} failed, "
          f"{counts.get('XFAIL', 0)} known failures, {counts.get('XPASS', 0)} unexpected passes")
    return 1 if counts.get("FAIL") or counts.get("XPASS") else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
