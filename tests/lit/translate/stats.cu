// --stats (alias --examine) lists the CUDA names a file uses, grouped by the
// status of their rows (a user rules file moves two of them to other
// statuses here).
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out --stats --rules %S/Inputs/stats-rules.yaml | FileCheck %s
// RUN: %metalify translate %t.cu -o %t.out --examine --rules %S/Inputs/stats-rules.yaml | FileCheck %s
// Without --stats nothing is printed.
// RUN: %metalify translate %t.cu -o %t.out | count 0
#include <cuda_runtime.h>

__global__ void count(const unsigned *in, int *out) {
  __shared__ int local;
  local = __popc(in[threadIdx.x]);
  __syncthreads();
  out[blockIdx.x] = local + __popc(in[0]);
}

void run(const unsigned *in, int *out) { count<<<2, 32>>>(in, out); }
// CHECK: stats.cu.tmp.cu: {{[0-9]+}} use(s) of {{[0-9]+}} CUDA name(s)
// CHECK-NEXT: exact       <<<>>> x1, __global__ x1, __shared__ x1, blockIdx x1, cuda_runtime.h x1, threadIdx x1
// CHECK-NEXT: approximate __popc x2
// CHECK-NEXT: emulated    __syncthreads x1
// CHECK-NOT: no row
