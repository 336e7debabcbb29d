// MTL2003: virtual calls
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

struct Shape {
  __device__ virtual float area() const { return 0; }
};
__global__ void k(float *out, Shape s) {
  const Shape *p = &s;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: error: virtual call to 'area' in device code; Metal has no virtual functions [MTL2003]
  out[0] = p->area();
}

int main() { return 0; }
