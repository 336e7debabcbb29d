// MTL2023: a row that needs a newer MSL than the one translated for
// (device printf maps to os_log, MSL 3.2; the default target is 3.1).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

__global__ void k(int *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: 'printf' needs MSL 3.2; translating for MSL 3.1 [MTL2023]
  printf("%d\n", x[0]);
}

int main() { return 0; }
