// MTL3001: a function whose Metal counterpart differs observably (a
// system-scope atomic is only device-coherent on Metal).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err

__global__ void k(int *n) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: warning: 'atomicAdd_system' is approximated on Metal: {{.*}} [MTL3001]
  atomicAdd_system(n, 1);
}

int main() { return 0; }
