// MTL2030: grid-wide synchronization (this_grid, grid.sync()) has no Metal
// counterpart; the error names the call and says to split the kernel.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void twoPhase(float *p) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:22: error: 'cooperative_groups::this_grid' is not supported: Metal has no grid-wide barrier {{.*}}split the kernel at grid.sync() into two kernels{{.*}} [MTL2030]
  cg::grid_group g = cg::this_grid();
  p[threadIdx.x] *= 2.0f;
  g.sync();
  p[threadIdx.x] += 1.0f;
}

int main() { return 0; }
