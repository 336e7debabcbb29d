// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

__constant__ float coeffs[4];
__managed__ int total;
// CHECK: device-symbol-host-use.cu.tmp.cu:7:17: error: __managed__ variable 'total' is not supported yet [MTL1015]
extern __shared__ float dynamicShared[];

// A symbol handle is fine; shared memory has no host counterpart.
void upload(const float *h) { cudaMemcpyToSymbol(coeffs, h, sizeof coeffs); }
const void *sharedHandle() { return dynamicShared; }
// CHECK-NOT: coeffs
// CHECK: device-symbol-host-use.cu.tmp.cu:13:37: error: host code uses device variable 'dynamicShared'
// CHECK-SAME: [MTL1012]
