// A __constant__ or __device__ variable template: each instance device
// code reads is a buffer parameter of its own, named after its arguments
// (`coef<float>` -> `coef_float`); the host handle is a variable template
// of handles, and a kernel's symbol list names the instance it reads.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

template <typename T> __constant__ T coef[4];
template <int N> __device__ int hits[N];

template <typename T> __device__ T tap(const T *in, int k) {
  return coef<T>[k] * in[k];
}

template <typename T> __global__ void filter(const T *in, T *out) {
  T s = 0;
  for (int k = 0; k < 4; ++k)
    s += tap(in + threadIdx.x, k);
  out[threadIdx.x] = s;
  atomicAdd(&hits<8>[threadIdx.x % 8], 1);
}

// HOST: template <typename T> inline metalify::Symbol<T[4]> coef{"{{.*}}.metal", "coef"};
// HOST: template <int N> inline metalify::Symbol<int[N]> hits{"{{.*}}.metal", "hits"};
// HOST: filter_float_symbols[] = {&coef<float>, &hits<8>};
// HOST: cudaMemcpyToSymbol(coef<float>, h, sizeof(h));

// CHECK: float tap_float(const device float *in, int k, constant float *coef_float) {
// CHECK:      return coef_float[k] * in[k];
// CHECK-LABEL: kernel void filter_float(
// CHECK: constant float *coef_float {{.}}{{.}}buffer(
// CHECK: device int *hits_8 {{.}}{{.}}buffer(
// CHECK: s += tap_float(in + threadIdx.x, k, coef_float);
// CHECK: (&hits_8[threadIdx.x % 8])
int main() {
  float h[4] = {1, 2, 3, 4};
  cudaMemcpyToSymbol(coef<float>, h, sizeof(h));
  float *in = nullptr, *out = nullptr;
  filter<float><<<1, 32>>>(in, out);
  return 0;
}
