// PointerFlow on references: a reference parameter bound to `f ? x : y`
// (two locals) is a thread reference, and one whose object a non-const
// member operator is called on (`c()`) is written, so it stays non-const.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

struct Counter {
  unsigned v;
  __device__ unsigned operator()() { return v++; }
};

// CHECK-DAG: bool lessThan(const thread int &a, const thread int &b)
// CHECK-DAG: uint twice(thread Counter &c)
__device__ bool lessThan(const int &a, const int &b) { return a < b; }
__device__ unsigned twice(Counter &c) { return c() + c(); }

__global__ void pick(unsigned *out, int x, int y) {
  bool first = threadIdx.x == 0;
  Counter c{threadIdx.x};
  out[threadIdx.x] = lessThan(first ? x : y, y) + twice(c);
}

int main() { return 0; }
