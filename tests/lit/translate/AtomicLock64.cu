// The 64-bit atomics Metal has no instruction for (atomicAdd on double,
// atomicCAS and atomicExch on 64-bit words, signed or result-returning
// atomicMin/Max) run under a lock word per address from a table the shim
// binds at buffer(29) (docs/ABI.md, "64-bit atomics"). The table is threaded
// to helpers like a built-in, and only kernels whose calls may pick a locked
// overload declare it: a 32-bit atomicAdd does not. Threadgroup words lock
// per group, so the group (blockIdx) travels with the table. The program then
// runs on the CPU backend: the classic double add built on atomicCAS and the
// native-looking atomicAdd(double *) give the exact sums.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu 2>/dev/null | FileCheck %s --check-prefix=EXEC
#include <cstdio>

// CHECK: inline ulong metalify_atomic_update64(device atomic_uint *locks, uint3 group, W word, Op op) {
// CHECK: inline metalify::f64 metalify_atomic_add_f64(
// CHECK: metalify::f64 accumulate(device metalify::f64 *total, metalify::f64 v, uint3 blockIdx, device atomic_uint *metalify_atomic_locks) { return metalify_atomic_add_f64(metalify_atomic_locks, blockIdx, (device atomic_uint*)(total), metalify::f64(v)); }
__device__ double accumulate(double *total, double v) { return atomicAdd(total, v); }

__device__ double casAdd(double *address, double v) {
  unsigned long long *word = (unsigned long long *)address;
  unsigned long long old = *word, assumed;
  do {
    assumed = old;
    // CHECK: old = metalify_atomic_cas_u64(metalify_atomic_locks, blockIdx, (device atomic_uint*)(word), (ulong)(assumed),
    old = atomicCAS(word, assumed, __double_as_longlong(v + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}

// CHECK-LABEL: kernel void sums(
// CHECK: device atomic_uint *metalify_atomic_locks {{\[\[}}buffer(29)]],
__global__ void sums(double *out, unsigned long long *slots, long long *extremes) {
  __shared__ double blockSum;
  if (threadIdx.x == 0)
    blockSum = 0.0;
  __syncthreads();
  double v = threadIdx.x * 0.5;
  // CHECK: accumulate(&out[0], v, blockIdx, metalify_atomic_locks);
  accumulate(&out[0], v);
  // CHECK: metalify_atomic_add_f64(metalify_atomic_locks, blockIdx, (threadgroup atomic_uint*)(&blockSum), metalify::f64(v));
  atomicAdd(&blockSum, v);
  casAdd(&out[1], v);
  // CHECK: ulong previous = metalify_atomic_exch_u64(metalify_atomic_locks, blockIdx, (device atomic_uint*)(&slots[0]), (ulong)(0x100000000ull + threadIdx.x));
  unsigned long long previous = atomicExch(&slots[0], 0x100000000ull + threadIdx.x);
  if (previous == 0)
    atomicAdd(&slots[1], 1ull);
  long long signedValue = (long long)threadIdx.x - 100;
  // CHECK: metalify_atomic_min_long64(metalify_atomic_locks, blockIdx, (device atomic_uint*)(&extremes[0]), signedValue * 0x10000000ll);
  atomicMin(&extremes[0], signedValue * 0x10000000ll);
  // CHECK: long before = metalify_atomic_max_long64(metalify_atomic_locks, blockIdx, (device atomic_uint*)(&extremes[1]), signedValue);
  long long before = atomicMax(&extremes[1], signedValue);
  if (before < signedValue)
    atomicAdd((unsigned long long *)&extremes[2], 1ull);
  __syncthreads();
  if (threadIdx.x == 0)
    out[2 + blockIdx.x] = blockSum;
}

// CHECK-LABEL: kernel void counts(
// CHECK-NOT: metalify_atomic_locks
// CHECK: atomic_fetch_add_explicit((device atomic_int*)(n), 1, memory_order_relaxed);
__global__ void counts(int *n) { atomicAdd(n, 1); }

int main() {
  double *out;
  unsigned long long *slots;
  long long *extremes;
  int *n;
  cudaMalloc(&out, 4 * sizeof(double));
  cudaMalloc(&slots, 2 * sizeof(unsigned long long));
  cudaMalloc(&extremes, 3 * sizeof(long long));
  cudaMalloc(&n, sizeof(int));
  cudaMemset(out, 0, 4 * sizeof(double));
  cudaMemset(slots, 0, 2 * sizeof(unsigned long long));
  long long init[3] = {0, -1000, 0};
  cudaMemcpy(extremes, init, sizeof(init), cudaMemcpyHostToDevice);
  sums<<<2, 256>>>(out, slots, extremes);
  counts<<<1, 32>>>(n);
  double h[4];
  unsigned long long s[2];
  long long e[3];
  cudaMemcpy(h, out, sizeof(h), cudaMemcpyDeviceToHost);
  cudaMemcpy(s, slots, sizeof(s), cudaMemcpyDeviceToHost);
  cudaMemcpy(e, extremes, sizeof(e), cudaMemcpyDeviceToHost);
  // EXEC: sum 32640 cas-sum 32640 block sums 16320 16320
  printf("sum %.17g cas-sum %.17g block sums %.17g %.17g\n", h[0], h[1], h[2], h[3]);
  // EXEC-NEXT: exchanges from zero 1, last high word 1
  printf("exchanges from zero %llu, last high word %llu\n", s[1], s[0] >> 32);
  // Each raise of the maximum saw a smaller value before it; at least one
  // thread raised it, and never more than all 512.
  // EXEC-NEXT: min -26843545600 max 155 raised yes
  printf("min %lld max %lld raised %s\n", e[0], e[1], e[2] >= 1 && e[2] <= 512 ? "yes" : "no");
  return 0;
}
