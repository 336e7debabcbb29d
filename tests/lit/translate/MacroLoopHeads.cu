// A macro that expands to the head of a `for`, `while` or `if` whose body
// follows the use (`CUDA_KERNEL_LOOP(i, n) { ... }`) is replaced by the
// head as Clang parsed it; the body stays as written and is rewritten
// like any code. A head that needs a rewrite inside (__popc) is expanded
// in the file before translating (MacroPreexpansion).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: rm -rf %t.pre && %metalify translate -D WITH_BITS %t.cu -o %t.pre
// RUN: FileCheck %s --check-prefix=PRE --input-file %t.pre/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.pre/%basename_t.tmp.metal

#define STRIDED(i, n) for (int i = threadIdx.x; i < (n); i += blockDim.x)
#define IN_RANGE(i, n) if ((i) < (n))
#define UNTIL_DONE(c) while ((c) > 0)
#define EACH_BIT(b, m) for (int b = 0; b < __popc(m); ++b)

__global__ void heads(int *out, int n, unsigned mask) {
  STRIDED(k, n) {
    int acc = 0;
    int c = 3;
    UNTIL_DONE(c) { acc += c; --c; }
#ifdef WITH_BITS
    EACH_BIT(b, mask) acc += b;
#endif
    IN_RANGE(k, n) out[k] = acc + k;
  }
}

int main() { return 0; }

// CHECK-LABEL: kernel void heads(
// CHECK:      for (int k = threadIdx.x; k < (n); k += blockDim.x) {
// CHECK:      while ((c) > 0) { acc += c; --c; }
// CHECK:      if ((k) < (n)) out[k] = acc + k;

// PRE-LABEL: kernel void heads(
// PRE:       for (int k = threadIdx.x; k < (n); k += blockDim.x) {
// PRE:       for (int b = 0; b < int(popcount(mask)); ++b) acc += b;
