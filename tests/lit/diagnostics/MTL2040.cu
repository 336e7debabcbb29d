// MTL2040: an extended lambda (`__device__` or `__host__ __device__`, nvcc
// --extended-lambda) written in host code and passed to a kernel template.
// Its closure type would cross from the host compiler to Metal as a kernel
// argument, and C++ does not fix a closure's layout: a located error at the
// lambda, and nothing is written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

template <typename F> __global__ void transform(float *p, int n, F f) {
  int i = threadIdx.x;
  if (i < n)
    p[i] = f(p[i]);
}

int main() {
  float *p = nullptr;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:31: error: kernel 'transform' is instantiated with the closure type of a lambda written in host code; a host closure cannot be passed to a Metal kernel [MTL2040]
  transform<<<1, 32>>>(p, 32, [] __device__ (float x) { return 2 * x; });
  float k = 3.0f;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:31: error: kernel 'transform' is instantiated with the closure type of a lambda written in host code; a host closure cannot be passed to a Metal kernel [MTL2040]
  transform<<<1, 32>>>(p, 32, [=] __host__ __device__ (float x) { return k * x; });
  return 0;
}
