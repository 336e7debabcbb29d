// Atomics Metal lacks or restricts, and what they become: a float add on
// threadgroup memory is a compare-and-swap loop on the bits; atomicInc and
// atomicDec wrap like CUDA's; a discarded 64-bit atomicMax/atomicMin on
// device memory is Metal's atomic_max/min_explicit on atomic_ulong (which
// returns nothing, needs an Apple8 GPU: warning MTL3025); a 64-bit
// atomicAdd is two 32-bit atomics with a carry (MTL3008); the _block and
// _system forms map like the plain ones. The program then runs on the CPU
// backend and checks the values CUDA gives. (No %msl-syntax: its stand-in
// <metal_stdlib> has no atomics; check-msl compiles the helpers.)
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu 2>/dev/null | FileCheck %s --check-prefix=EXEC
#include <cstdio>

__global__ void atomics(unsigned long long *big, unsigned int *ring,
                        float *out) {
  __shared__ float tile;
  if (threadIdx.x == 0)
    tile = 0.0f;
  __syncthreads();
  // CHECK: metalify_atomic_add_float((threadgroup atomic_uint*)(&tile), (0.5f));
  atomicAdd(&tile, 0.5f);
  unsigned long long key = threadIdx.x;
  // ERR: .cu:[[@LINE+2]]:3: warning: 'atomicMax' needs an Apple8-family GPU (M2) or later: {{.*}} [MTL3025]
  // CHECK: atomic_max_explicit((device atomic_ulong*)(&big[0]), key << 33, memory_order_relaxed);
  atomicMax(&big[0], key << 33);
  // ERR: .cu:[[@LINE+2]]:3: warning: 'atomicMin' needs an Apple8-family GPU
  // CHECK: atomic_min_explicit((device atomic_ulong*)(&big[1]), key + 5, memory_order_relaxed);
  atomicMin(&big[1], key + 5);
  // ERR: .cu:[[@LINE+2]]:3: warning: 64-bit atomic 'atomicAdd' is emulated with two 32-bit atomics
  // CHECK: metalify_atomic_add_u64((device atomic_uint*)(&big[2]), (ulong)(key << 32));
  atomicAdd(&big[2], key << 32);
  // CHECK: metalify_atomic_inc((device atomic_uint*)(&ring[0]), 9u);
  atomicInc(&ring[0], 9u);
  // CHECK: metalify_atomic_dec((device atomic_uint*)(&ring[1]), 9u);
  atomicDec(&ring[1], 9u);
  // CHECK: metalify_atomic_inc((device atomic_uint*)(&ring[2]), 1000u);
  atomicInc_block(&ring[2], 1000u);
  // ERR: .cu:[[@LINE+2]]:3: warning: 'atomicAdd_system' is approximated on Metal
  // CHECK: atomic_fetch_add_explicit((device atomic_uint*)(&ring[3]), 2u, memory_order_relaxed);
  atomicAdd_system(&ring[3], 2u);
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = tile;
}

int main() {
  unsigned long long hb[3] = {0, ~0ull, 0};
  unsigned int hr[4] = {0, 0, 0, 0};
  unsigned long long *big;
  unsigned int *ring;
  float *out, tile = -1;
  cudaMalloc(&big, sizeof(hb));
  cudaMalloc(&ring, sizeof(hr));
  cudaMalloc(&out, sizeof(float));
  cudaMemcpy(big, hb, sizeof(hb), cudaMemcpyHostToDevice);
  cudaMemcpy(ring, hr, sizeof(hr), cudaMemcpyHostToDevice);
  atomics<<<1, 64>>>(big, ring, out);
  cudaMemcpy(hb, big, sizeof(hb), cudaMemcpyDeviceToHost);
  cudaMemcpy(hr, ring, sizeof(hr), cudaMemcpyDeviceToHost);
  cudaMemcpy(&tile, out, sizeof(float), cudaMemcpyDeviceToHost);
  printf("tile=%.1f max=%llu min=%llu sum=%llu inc=%u dec=%u block=%u system=%u\n",
         tile, hb[0], hb[1], hb[2], hr[0], hr[1], hr[2], hr[3]);
  return 0;
}

// 64 threads: 64 * 0.5; 63 << 33; 0 + 5; (0 + ... + 63) << 32; 64 wrapping
// increments below 10 from 0 (64 mod 10); 64 wrapping decrements from 0
// (-64 mod 10); 64; 64 * 2.
// EXEC: tile=32.0 max=541165879296 min=5 sum=8658654068736 inc=4 dec=6 block=64 system=128
