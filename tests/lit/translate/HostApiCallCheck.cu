// HostApiCallCheck: host calls into the CUDA runtime stay as written (the
// shim provides them under their CUDA names); a supported call whose row
// raises a diagnostic (an ignored hint) warns at the call, and the launch
// configuration call Clang builds for <<<...>>> is not reported. Calls to
// unsupported rows are errors: tests/lit/diagnostics/MTL3003.cu, MTL1021.cu.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file %t.err
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include -x c++ %t.dir/%basename_t.tmp.cpp

__global__ void fill(float *x) { x[threadIdx.x] = 1.0f; }

int main() {
  float *d = nullptr;
  cudaMalloc(&d, 32 * sizeof(float));
  // WARN: {{.*}}.cu:[[@LINE+1]]:3: warning: 'cudaFuncSetCacheConfig' is ignored on Metal: {{.*}} [MTL3009]
  cudaFuncSetCacheConfig(fill, cudaFuncCachePreferShared);
  fill<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}

// CHECK: cudaMalloc(&d, 32 * sizeof(float));
// CHECK: cudaFuncSetCacheConfig(fill, cudaFuncCachePreferShared);
// CHECK: cudaDeviceSynchronize();
// CHECK: cudaFree(d);
// WARN-NOT: error
// WARN-NOT: [MTL
