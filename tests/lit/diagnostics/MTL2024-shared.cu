// MTL2024: a lambda whose body reaches __shared__ memory without naming a
// local of the enclosing function (a file-scope `extern __shared__` array,
// directly or through a helper): the function object has no way to hold the
// threadgroup buffer. Located at the lambda; nothing is written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

extern __shared__ float dyn[];

__device__ float first() { return dyn[0]; }

__global__ void k(float *out) {
  dyn[threadIdx.x] = out[threadIdx.x];
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: error: this lambda cannot become a function object for MSL 3.1: it reaches __shared__ memory, which a function object cannot hold; capture a pointer to it [MTL2024]
  auto f = [](float v) { return v + first(); };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: error: this lambda cannot become a function object for MSL 3.1: it reaches __shared__ memory, which a function object cannot hold; capture a pointer to it [MTL2024]
  auto g = [](int j) { return dyn[j]; };
  out[0] = f(1.0f) + g(1);
}

int main() { return 0; }
