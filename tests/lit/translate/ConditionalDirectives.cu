// Conditional compilation is resolved by the translator: the directive
// lines and the skipped groups never reach the .metal, where they would be
// evaluated again without the program's macros or -D options. The taken
// group of an #if/#elif/#else chain is kept, whichever it is.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate -DFROM_COMMAND_LINE=3 %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=NONE --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#define MODE 2

// CHECK-LABEL: int pick(int x) {
__device__ int pick(int x) {
#if MODE == 1
  return x + 1;
#elif MODE == 2
  // CHECK: return x + 2;
  return x + 2;
#else
  return x + 3;
#endif
}

// CHECK-LABEL: int fromFlags(int x) {
__device__ int fromFlags(int x) {
#ifdef FROM_COMMAND_LINE
  // CHECK: return x * 3;
  return x * FROM_COMMAND_LINE;
#else
  return 0;
#endif
}

// CHECK-LABEL: kernel void k(
__global__ void k(int *out) { out[0] = pick(out[0]) + fromFlags(out[1]); }

int main() { return 0; }
// NONE-NOT: #if
// NONE-NOT: #elif
// NONE-NOT: #else
// NONE-NOT: #endif
// NONE-NOT: return x + 1;
// NONE-NOT: return x + 3;
