// Lane masks: the full mask (however it is written, -1 included), a mask
// from __activemask() or __ballot_sync, and a default mask translate
// silently; a constant mask of some lanes gets MTL3004 (a warning, with a
// marker) and the call is translated as with the full mask.
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file %t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cuda_runtime.h>
#define FULL_MASK 0xffffffff

__global__ void k(int *out) {
  int v = out[threadIdx.x];
  v += __shfl_down_sync(FULL_MASK, v, 16);
  v += __shfl_xor_sync(-1, v, 8);
  unsigned active = __activemask();
  v += __shfl_down_sync(active, v, 4);
  unsigned voters = __ballot_sync(0xFFFFFFFFu, v > 0);
  v += __shfl_sync(voters, v, 0);
  __syncwarp();
  // DIAG: WarpMaskCheck.cu.tmp.cu:[[@LINE+2]]:8: warning: '__shfl_down_sync' with lane mask 0xFFFF: {{.*}}[MTL3004]
  // CHECK: /* MTL3004: '__shfl_down_sync' with lane mask 0xFFFF: {{.*}} */
  v += __shfl_down_sync(0x0000ffff, v, 2);
  // DIAG: WarpMaskCheck.cu.tmp.cu:[[@LINE+1]]:3: warning: '__syncwarp' with lane mask 0xF: {{.*}}[MTL3004]
  __syncwarp(0xf);
  out[threadIdx.x] = v;
}
// DIAG-NOT: MTL3004

int main() { return 0; }
