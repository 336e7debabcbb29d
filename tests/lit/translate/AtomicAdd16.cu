// atomicAdd on half, bfloat and their pairs. A pair fills a 32-bit word: a
// compare-and-swap loop on it. A single value shares its word with a
// neighbour: the word is found from the value's distance to the lock table
// (a page-aligned buffer the kernel then declares), and the loop leaves the
// neighbour as it was. In threadgroup memory a single value has no way to
// its word: a located error (MTL3003), see the diagnostics test.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu 2>/dev/null | FileCheck %s --check-prefix=EXEC
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// CHECK: inline T metalify_atomic_add_16(device atomic_uint *locks, device T *p, T v) {
// CHECK-LABEL: kernel void sums(
// CHECK: device atomic_uint *metalify_atomic_locks {{\[\[}}buffer(29)]],
__global__ void sums(__half *h, __half2 *h2, __nv_bfloat16 *b, __nv_bfloat162 *b2, float *seen) {
  __shared__ __half2 pairs;
  if (threadIdx.x == 0)
    pairs = __floats2half2_rn(0.0f, 0.0f);
  __syncthreads();
  // CHECK: half old = metalify_atomic_add_16(metalify_atomic_locks, &h[threadIdx.x % 3], half(0.5f));
  __half old = atomicAdd(&h[threadIdx.x % 3], __float2half(0.5f));
  // CHECK: metalify_atomic_add_pair((device atomic_uint*)(h2),
  atomicAdd(h2, __floats2half2_rn(1.0f, 2.0f));
  // CHECK: metalify_atomic_add_pair((threadgroup atomic_uint*)(&pairs),
  atomicAdd(&pairs, __floats2half2_rn(0.25f, 0.5f));
  atomicAdd(&b[threadIdx.x % 3], __float2bfloat16(0.25f));
  atomicAdd(b2, __floats2bfloat162_rn(1.0f, 2.0f));
  if (__half2float(old) >= 0.0f)
    atomicAdd(seen, 1.0f);
  __syncthreads();
  if (threadIdx.x == 0)
    h2[1] = pairs;
}

// CHECK-LABEL: kernel void plain(
// CHECK-NOT: metalify_atomic_locks
// CHECK: metalify_atomic_add_pair(
__global__ void plain(__half2 *h2) { atomicAdd(h2, __floats2half2_rn(1.0f, 1.0f)); }

int main() {
  __half *h;
  __half2 *h2;
  __nv_bfloat16 *b;
  __nv_bfloat162 *b2;
  float *seen;
  cudaMallocManaged(&h, 4 * sizeof(__half));
  cudaMallocManaged(&h2, 2 * sizeof(__half2));
  cudaMallocManaged(&b, 4 * sizeof(__nv_bfloat16));
  cudaMallocManaged(&b2, sizeof(__nv_bfloat162));
  cudaMallocManaged(&seen, sizeof(float));
  cudaMemset(h, 0, 4 * sizeof(__half));
  cudaMemset(h2, 0, 2 * sizeof(__half2));
  cudaMemset(b, 0, 4 * sizeof(__nv_bfloat16));
  cudaMemset(b2, 0, sizeof(__nv_bfloat162));
  cudaMemset(seen, 0, sizeof(float));
  h[3] = __float2half(-7.0f);
  b[3] = __float2bfloat16(-9.0f);
  sums<<<1, 96>>>(h, h2, b, b2, seen);
  plain<<<1, 32>>>(h2 + 1);
  cudaDeviceSynchronize();
  // EXEC: half 16 16 16 -7 pairs 96 192 shared 56 80
  printf("half %g %g %g %g pairs %g %g shared %g %g\n", __half2float(h[0]), __half2float(h[1]),
         __half2float(h[2]), __half2float(h[3]), __low2float(h2[0]), __high2float(h2[0]),
         __low2float(h2[1]), __high2float(h2[1]));
  // EXEC-NEXT: bfloat 8 8 8 -9 pairs 96 192 old values 96
  printf("bfloat %g %g %g %g pairs %g %g old values %g\n", __bfloat162float(b[0]),
         __bfloat162float(b[1]), __bfloat162float(b[2]), __bfloat162float(b[3]), __low2float(*b2),
         __high2float(*b2), *seen);
  return 0;
}
