// MTL2018: goto
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void k(int *out) {
  if (out[0])
    // CHECK: {{.*}}.cu:[[@LINE+1]]:5: error: 'goto' in device code is not available in Metal [MTL2018]
    goto done;
  out[0] = 1;
done:
  out[1] = 2;
}

int main() { return 0; }
