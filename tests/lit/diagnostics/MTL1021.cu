// MTL1021: a host call to a CUDA runtime function that the metalify runtime
// does not provide, when its row names no diagnostic of its own.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate --rules %S/Inputs/host-api-without-diagnostic.yaml %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

int main() {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: error: 'cudaProfilerStart' is not provided by the metalify runtime: this project's rules drop profiler calls [MTL1021]
  return cudaProfilerStart() == cudaSuccess ? 0 : 1;
}
