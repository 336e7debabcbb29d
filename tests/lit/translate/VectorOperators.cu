// User operators on CUDA's vector types (helper_math.h style) are not
// emitted: MSL's vectors are built in, with the same operators acting
// component-wise, and an overload on them does not compile there. Calls
// written as operators resolve to the built-in ones. An operator whose
// signature differs from the built-in's (a dot product) is not dropped.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu | FileCheck %s --check-prefix=EXEC

#include <cstdio>

inline __device__ uint4 operator+(uint4 a, uint4 b) {
  return make_uint4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
inline __device__ void operator+=(uint4 &a, uint4 b) {
  a.x += b.x; a.y += b.y; a.z += b.z; a.w += b.w;
}
inline __device__ uint4 operator-(uint4 a, uint4 b) {
  return make_uint4(a.x - b.x, a.y - b.y, a.z - b.z, a.w - b.w);
}
inline __host__ __device__ float2 operator*(float2 a, float s) {
  return make_float2(a.x * s, a.y * s);
}
inline __device__ float2 operator-(float2 a) { return make_float2(-a.x, -a.y); }

__global__ void k(const uint4 *in, uint4 *out, float2 *f) {
  int i = threadIdx.x;
  uint4 s = in[i] + in[i + 1];
  s += in[i];
  out[i] = s - make_uint4(1, 1, 1, 1);
  out[i] += in[i];
  f[i] = -(f[i] * 2.0f);
}

int main() {
  uint4 h[5], r[4];
  float2 g[4];
  for (unsigned i = 0; i < 5; ++i) h[i] = make_uint4(i, 2 * i, 3 * i, 4 * i + 1);
  for (int i = 0; i < 4; ++i) g[i] = make_float2(i, -i);
  uint4 *d, *o;
  float2 *fd;
  cudaMalloc(&d, sizeof(h)); cudaMalloc(&o, sizeof(r)); cudaMalloc(&fd, sizeof(g));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  cudaMemcpy(fd, g, sizeof(g), cudaMemcpyHostToDevice);
  k<<<1, 4>>>(d, o, fd);
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  cudaMemcpy(g, fd, sizeof(g), cudaMemcpyDeviceToHost);
  printf("%u %u %u %u | %.0f %.0f\n", r[3].x, r[3].y, r[3].z, r[3].w, g[3].x, g[3].y);
  return 0;
}

// ERR-NOT: error
// CHECK-NOT: operator
// CHECK: kernel void k(
// CHECK: uint4 s = in[i] + in[i + 1];
// CHECK-NEXT: s += in[i];
// CHECK-NEXT: out[i] = s - uint4(1, 1, 1, 1);
// CHECK-NEXT: out[i] += in[i];
// CHECK-NEXT: f[i] = -(f[i] * 2.0f);
// EXEC: 12 25 38 55 | -6 6
