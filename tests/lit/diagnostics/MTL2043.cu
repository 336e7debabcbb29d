// MTL2043: a constructor that needs implicit inputs (here threadIdx),
// constructed where the syntax has no argument list to pass them in.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

struct Tid {
  int v;
  __device__ Tid(int base = 0) : v(base + threadIdx.x) {}
};

// Its member is left to the default constructor.
struct Tile {
  Tid t;
  int n;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:14: error: constructor of 'Tid' uses built-in variables or shared memory, which this construction cannot pass to it in Metal [MTL2043]
  __device__ Tile() : n(1) {}
};

// Its implicit constructor constructs the member.
struct Holder {
  Tid t;
};

__global__ void k(int *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:11: error: constructor of 'Tid' {{.*}} [MTL2043]
  Tid a = 3;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:7: error: constructor of 'Tid' {{.*}} [MTL2043]
  Tid b[2];
  Tile c;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: error: constructor of 'Tid' {{.*}} [MTL2043]
  Holder d;
  out[threadIdx.x] = a.v + b[1].v + c.t.v + d.t.v;
}

int main() { return 0; }
