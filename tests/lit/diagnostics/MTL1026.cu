// MTL1026: a kernel template instantiated with a type the host handle
// cannot name at global scope (a type declared inside a function). A type
// declared after the template is fine: the instance's handle follows it.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

template <class F> __global__ void apply(float *p, F f) { p[0] = f.k; }

// CHECK-NOT: 'Later'
struct Later {
  float k;
};

void go(float *p) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: error: template kernel 'apply' is instantiated with 'Local', which is declared inside a function{{.*}} [MTL1026]
  struct Local {
    float k;
  };
  apply<<<1, 1>>>(p, Later{1.0f});
  apply<<<1, 1>>>(p, Local{2.0f});
}
