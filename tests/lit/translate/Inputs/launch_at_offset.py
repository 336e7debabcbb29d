"""Writes a .cu whose launch's kernel name sits at the same byte offset as
the first launch in a merged header, so a rewrite that tells launches
apart by offset alone would skip the main file's one."""
import re
import sys

header, out = sys.argv[1], sys.argv[2]
text = open(header).read()
launch = re.search(r"(\w+)(<[^;{}()]*?>)?\s*<<<", text)
offset = launch.start()
head = ("#include <cublas_v2.h>\n"
        "__global__ void scale(float *p) { p[threadIdx.x] *= 2.0f; }\n"
        "void run(float *p) {\n")
tail = "scale<<<1, 32>>>(p);\n}\nint main() { return 0; }\n"
padding = offset - len(head)
assert padding > 2, "the header's first launch is too early"
lines = "".join("//\n" if i % 3 == 0 else "" for i in range(padding - padding % 3))
body = head + lines
body += " " * (offset - len(body))
open(out, "w").write(body + tail)
