// MTL3003 in host code: a runtime call whose row is unsupported (the shim
// does not provide it) is reported at the call, not left for the C++
// compiler to reject.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

int main() {
  static float buf[64];
  cudaDeviceProp prop = {};
  int dev = 0;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: 'cudaChooseDevice' has no Metal counterpart: {{.*}} [MTL3003]
  cudaChooseDevice(&dev, &prop);
  // CHECK: {{.*}}.cu:[[@LINE+1]]:7: error: 'cudaHostRegister' has no Metal counterpart: {{.*}} [MTL3003]
  if (cudaHostRegister(buf, sizeof buf, cudaHostRegisterDefault) != cudaSuccess)
    return 1;
  return 0;
}
