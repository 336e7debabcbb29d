#!/usr/bin/env python3
"""Time `metalify translate` against a plain Clang parse of the same file.

For each input (bench/inputs/*.cu and the golden tests in tests/lit/translate)
prints the median wall time and the peak RSS of

  metalify translate FILE -o TMPDIR
  clang++ -x cuda --cuda-host-only -nocudainc -nocudalib -fsyntax-only
          -isystem translator/cuda-include -include cuda_runtime.h FILE

(the second is the parse alone, against the same CUDA headers; Clang cannot
parse CUDA without headers). Peak RSS comes from GNU time.

usage: bench/translate_time.py [--build DIR] [--runs N] [--clang PATH] [FILE...]
"""
import argparse
import glob
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def measure(cmd, runs):
    """Median wall and CPU (user + system) seconds over `runs` runs, and the
    peak RSS in MB. On a loaded machine CPU time is the steadier figure."""
    walls, cpus, peak = [], [], 0
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run(["/usr/bin/time", "-f", "%U %S %M"] + cmd,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              text=True)
        walls.append(time.perf_counter() - start)
        if proc.returncode != 0:
            sys.exit("failed: " + " ".join(cmd) + "\n" + proc.stderr)
        user, system, rss = proc.stderr.strip().splitlines()[-1].split()
        cpus.append(float(user) + float(system))
        peak = max(peak, int(rss))
    return statistics.median(walls), statistics.median(cpus), peak / 1024.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--clang", default="clang++-19")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    files = args.files or sorted(
        glob.glob(os.path.join(ROOT, "bench", "inputs", "*.cu")) +
        glob.glob(os.path.join(ROOT, "tests", "lit", "translate", "*.cu")))
    metalify = os.path.join(args.build, "bin", "metalify")
    headers = os.path.join(ROOT, "translator", "cuda-include")
    print(f"{'file':<24}{'lines':>6}  {'translate wall/cpu ms':>22}{'MB':>6}"
          f"  {'clang parse wall/cpu ms':>24}{'MB':>6}")
    with tempfile.TemporaryDirectory() as out:
        for f in files:
            lines = sum(1 for _ in open(f, encoding="utf-8"))
            t_wall, t_cpu, t_rss = measure([metalify, "translate", f, "-o", out],
                                    args.runs)
            c_wall, c_cpu, c_rss = measure(
                [args.clang, "-x", "cuda", "--cuda-host-only", "-nocudainc",
                 "-nocudalib", "--cuda-path=/nonexistent",
                 "-Wno-unknown-cuda-version", "-fsyntax-only", "-std=c++17",
                 "-isystem", headers, "-include", "cuda_runtime.h", f],
                args.runs)
            print(f"{os.path.basename(f):<24}{lines:>6}  "
                  f"{t_wall * 1000:>12.0f} /{t_cpu * 1000:>6.0f}{t_rss:>8.1f}  "
                  f"{c_wall * 1000:>14.0f} /{c_cpu * 1000:>6.0f}{c_rss:>8.1f}")


if __name__ == "__main__":
    main()
