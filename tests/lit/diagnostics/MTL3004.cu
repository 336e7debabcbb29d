// MTL3004: a warp function called with a constant lane mask of some lanes.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err

__global__ void k(float *v) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:20: warning: '__shfl_down_sync' with lane mask 0xFFFF: Metal SIMD-group functions have no masks, so every active lane takes part [MTL3004]
  float t = v[0] + __shfl_down_sync(0x0000ffff, v[0], 8);
  v[0] = t;
}

int main() { return 0; }
