// MTL2039: an operator whose body needs implicit inputs (built-in
// variables, shared memory) cannot receive them through operator syntax.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

struct V {
  float x;
  __device__ V operator+(const V &o) const { return V{x + o.x + threadIdx.x}; }
};

__global__ void k(V *out, V a) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:14: error: operator 'operator+' uses built-in variables or shared memory, which an operator call cannot pass to it in Metal [MTL2039]
  out[0] = a + a;
}

int main() { return 0; }
