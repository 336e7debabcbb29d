// CompileTimeCallRewrite: a call of a constexpr function whose arguments
// are constants is evaluated at compile time, as nvcc does, and the MSL has
// its value. A recursive constexpr helper used only that way is not
// run-time recursion (MTL2001) and is not emitted; one also called with a
// run-time argument is emitted, its constant calls still folded.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: not grep log2Floor %t.dir/%basename_t.tmp.metal

__host__ __device__ constexpr int log2Floor(int v) {
  return v > 1 ? 1 + log2Floor(v >> 1) : -1 + (v > 0) * 1;
}
constexpr unsigned roundUp(unsigned v) { return (v + 31u) / 32u * 32u; }
__device__ constexpr bool isPow2(int v) { return v > 0 && (v & (v - 1)) == 0; }
__device__ constexpr int twice(int v) { return 2 * v; }
#define LOG_OF(n) log2Floor(n)

template <int Width>
__global__ void shiftByLog(int *out, int n) {
  constexpr int kShift = log2Floor(Width);
  int bias = LOG_OF(1024) + log2Floor(0);
  unsigned padded = roundUp(Width);
  if (isPow2(Width))
    out[threadIdx.x] = (threadIdx.x << kShift) + bias + padded + twice(n);
}

int main() {
  shiftByLog<16><<<1, 32>>>(nullptr, 0);
  return 0;
}

// CHECK:      twice(int v)
// CHECK:      kernel void shiftByLog{{.*}}16(
// CHECK:      constexpr int kShift = 4;
// CHECK-NEXT: int bias = 10 + (-1);
// CHECK-NEXT: padded = static_cast<uint>(32u);
// CHECK-NEXT: if (true)
// CHECK-NEXT: out[threadIdx.x] = (threadIdx.x << kShift) + bias + padded + twice(n);
