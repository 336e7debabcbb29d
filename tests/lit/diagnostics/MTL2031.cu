// MTL2031: a tile wider than a SIMD-group, or of a size that is not a
// literal power of two, is an error located at the tiled_partition call.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tiles(int *p, int n) {
  cg::thread_block block = cg::this_thread_block();
  // CHECK: {{.*}}.cu:[[@LINE+1]]:15: error: unsupported tile size in 'cooperative_groups::tiled_partition': The tile size must be a literal power of two from 1 to 32{{.*}} [MTL2031]
  auto wide = cg::tiled_partition<64>(block);
  // CHECK: {{.*}}.cu:[[@LINE+1]]:24: error: unsupported tile size in 'cooperative_groups::tiled_partition': The tile size must be a power of two from 1 to 32, written as a literal{{.*}} [MTL2031]
  cg::thread_group g = cg::tiled_partition(block, n);
  p[0] = wide.size() + g.size();
}

int main() { return 0; }
