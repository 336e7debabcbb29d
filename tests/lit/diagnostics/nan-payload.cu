// A NaN with a payload (nan("5")): CUDA parses the tag into the payload
// bits; metalify maps only the empty tag and refuses the rest, writing
// nothing.
// RUN: rm -rf %t.dir && not %metalify translate %s -o %t.dir 2>&1 | FileCheck %s
// RUN: not ls %t.dir/nan-payload.metal

#include <cmath>

__global__ void payload(double *d, float *f) {
  // CHECK: nan-payload.cu:[[@LINE+1]]:10: error: 'nan' has no Metal counterpart: CUDA parses the tag {{.*}} [MTL3003]
  d[0] = nan("5");
  // CHECK: nan-payload.cu:[[@LINE+1]]:10: error: 'nanf' has no Metal counterpart: {{.*}} [MTL3003]
  f[0] = nanf("7");
}

int main() { return 0; }
