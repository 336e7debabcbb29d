"""Prints a C++ file that names, with a using-declaration, every function
and type the given CUDA headers of ours declare __host__ __device__: it
compiles against the shim's host headers only when host code can call each
of them, as a .cu file's host code may."""
import re
import sys

NAME = re.compile(r"__host__ __device__[^;{(]*?\b([A-Za-z_][A-Za-z_0-9]*)\s*\(")

names = set()
for path in sys.argv[1:]:
    with open(path) as header:
        for line in header:
            match = NAME.search(line)
            if match and "operator" not in line:
                names.add(match.group(1))
# Constructors and conversions of the types themselves are not functions.
names -= {"__half", "__half2", "__nv_bfloat16", "__nv_bfloat162",
          "__half_raw", "__nv_bfloat16_raw"}
print('#include "metalify/runtime.h"')
print("namespace check {")
for name in sorted(names):
    print(f"using ::{name};")
print("}")
