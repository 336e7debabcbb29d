// HelperCallRewrite: a call to a helper that reads built-in variables
// passes them as extra arguments, and so does a call of a function object
// (`op(v)` -> `op(v, threadIdx)`): its parentheses take them like a named
// helper's. Other operators cannot (MTL2039).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu | FileCheck %s --check-prefix=EXEC

#include <cstdio>

__device__ int lane() { return threadIdx.x % 4; }

struct AddLane {
  int base;
  __device__ int operator()(int v) const { return base + v * 10 + lane(); }
};

template <typename Op> __global__ void apply(int *out, Op op) {
  out[threadIdx.x] = op(threadIdx.x);
}

// Declared first: the member function emitted inside its class calls it.
// CHECK: int lane(uint3 threadIdx);
// CHECK: int operator()(int v, uint3 threadIdx) thread const { return base + v * 10 + lane(threadIdx); }
// CHECK: int lane(uint3 threadIdx) { return threadIdx.x % 4; }
// CHECK: out[threadIdx.x] = op(threadIdx.x, threadIdx);
int main() {
  int *out;
  cudaMallocManaged(&out, 8 * sizeof(int));
  apply<<<1, 8>>>(out, AddLane{1000});
  cudaDeviceSynchronize();
  for (int i = 0; i < 8; ++i)
    printf("%d ", out[i]);
  printf("\n");
  return 0;
}
// EXEC: 1000 1011 1022 1033 1040 1051 1062 1073
