#!/usr/bin/env python3
"""Writes a 50-file CUDA project for the whole-tree translation tests.

usage: make_tree.py DIR EXPECTED

DIR receives 41 .cu files (40 kernels in three folders and one broken
file), 2 headers the .cu files include (common.cuh, util.h), 7 other files
(Makefile, README.md, main.cpp, helper.cpp, run.sh, input.txt, and
unused.h that no .cu includes), plus what a translation must skip (.git/,
an object file). EXPECTED receives the sorted list of the files the
translated tree must hold (relative, ./-prefixed as `find .` prints them).
"""
import os
import sys


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def kernel_source(i, folder):
    return f"""// Kernel {i}: scale by {i}.
#include "../../include/common.cuh"
#include "../../include/util.h"

__global__ void scale{i}(float *x, int n) {{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    x[t] *= {i}.0f + UTIL_OFFSET;
}}

void run{i}(float *x, int n) {{ scale{i}<<<(n + 63) / 64, 64>>>(x, n); }}
"""


def main():
    root, expected_path = sys.argv[1], sys.argv[2]
    expected = []
    folders = ["kernels/a", "kernels/b", "kernels/c"]
    for i in range(40):
        folder = folders[i % 3]
        stem = f"{folder}/k{i:02d}"
        write(root, stem + ".cu", kernel_source(i, folder))
        expected += [stem + ".metal", stem + ".cpp"]
    # Deliberately broken: a missing ';'.
    write(root, "broken/bad.cu", "__global__ void bad(int *x) {\n  x[0] = 1\n}\n")
    write(root, "include/common.cuh",
          "#pragma once\n#include <cuda_runtime.h>\n// #include <cuda.h> stays a comment\n")
    write(root, "include/util.h", "#pragma once\n#include <cstdio>\n#define UTIL_OFFSET 0.5f\n")
    expected += ["include/common.cuh", "include/util.h"]
    others = {
        "Makefile": "all:\n\tnvcc -o prog main.cpp kernels/*/*.cu\n",
        "README.md": "# A test project\n",
        "main.cpp": "int main() { return 0; }\n",
        "host/helper.cpp": "int helper() { return 1; }\n",
        "scripts/run.sh": "#!/bin/sh\n./prog\n",
        "data/input.txt": "1 2 3\n",
        "include/unused.h": "#pragma once\n#include <cuda_runtime.h>\n",
    }
    for rel, text in others.items():
        write(root, rel, text)
        expected.append(rel)
    os.chmod(os.path.join(root, "scripts/run.sh"), 0o755)
    write(root, ".git/HEAD", "ref: refs/heads/main\n")
    write(root, "obj/k00.o", "not really an object file\n")
    with open(expected_path, "w") as f:
        for rel in sorted("./" + e for e in expected):
            f.write(rel + "\n")


if __name__ == "__main__":
    main()
