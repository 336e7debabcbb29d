// MacroExpansionRewrite: macros used in device code are expanded, since
// the .metal file has no #defines; constexpr constants are emitted.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#define WIDTH 64
#define AT(r, c) ((r) * WIDTH + (c))
constexpr float Half = 0.5f;

__global__ void scale(float *m) {
  __shared__ float row[WIDTH];
  row[threadIdx.x] = m[AT(blockIdx.x, threadIdx.x)];
  m[AT(blockIdx.x, threadIdx.x)] = row[WIDTH - 1 - threadIdx.x] * Half;
}

int main() { return 0; }

// CHECK:      constexpr constant float Half = 0.5f;
// CHECK:      threadgroup float row[64];
// CHECK-NEXT: row[threadIdx.x] = m[((blockIdx.x) * 64 + (threadIdx.x))];
// CHECK-NEXT: m[((blockIdx.x) * 64 + (threadIdx.x))] = row[64 - 1 - threadIdx.x] * Half;
