// MTL2029: a member function that uses a device global.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

__constant__ float table[4];
struct Lookup {
  int index;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:20: error: member function 'get' uses device variable 'table'; {{.*}} [MTL2029]
  __device__ float get() const { return table[index]; }
};
__global__ void k(float *out, Lookup l) { out[0] = l.get(); }

int main() { return 0; }
