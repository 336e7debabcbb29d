// 64-bit atomicAnd/atomicOr/atomicXor on unsigned long long: Metal has no
// 64-bit bitwise atomics, so each is one 32-bit atomic on each half, in device
// or threadgroup memory. A bitwise operation never carries between halves, so
// the final value is exact and a discarded call raises nothing; a call whose
// returned old value is used warns MTL3008 (each half is read atomically, the
// pair is not). The program then runs on the CPU backend and checks the values
// CUDA gives. (No %msl-syntax: its stand-in <metal_stdlib> has no atomics;
// check-msl compiles the helpers.)
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu 2>/dev/null | FileCheck %s --check-prefix=EXEC
#include <cstdio>

// CHECK: inline ulong metalify_atomic_and_u64(threadgroup atomic_uint *p, ulong v) {
// CHECK: inline ulong metalify_atomic_xor_u64(device atomic_uint *p, ulong v) {
__global__ void bitwise(unsigned long long *big, unsigned long long *seen) {
  __shared__ unsigned long long mask;
  if (threadIdx.x == 0)
    mask = ~0ull;
  __syncthreads();
  unsigned long long bit = 1ull << (threadIdx.x % 64);
  // CHECK: metalify_atomic_xor_u64((device atomic_uint*)(&big[0]), (ulong)(bit | (bit << 1)));
  atomicXor(&big[0], bit | (bit << 1));
  // CHECK: metalify_atomic_or_u64((device atomic_uint*)(&big[1]), (ulong)(bit));
  atomicOr(&big[1], bit);
  // CHECK: metalify_atomic_and_u64((device atomic_uint*)(&big[2]), (ulong)(~(bit & 0xff000000ffull)));
  atomicAnd_block(&big[2], ~(bit & 0xff000000ffull));
  // CHECK: metalify_atomic_and_u64((threadgroup atomic_uint*)(&mask), (ulong)(~bit));
  atomicAnd(&mask, ~bit);
  // ERR-NOT: warning
  // ERR: .cu:[[@LINE+2]]:28: warning: 64-bit atomic 'atomicOr' is emulated with two 32-bit atomics: {{.*}}atomic per half only{{.*}} [MTL3008]
  // CHECK: ulong old = /* MTL3008: {{.*}} */ metalify_atomic_or_u64((device atomic_uint*)(&big[3]), (ulong)(bit));
  unsigned long long old = atomicOr(&big[3], bit);
  seen[threadIdx.x] = old & bit;
  __syncthreads();
  if (threadIdx.x == 0)
    big[4] = mask;
}

int main() {
  unsigned long long hb[5] = {0, 0, ~0ull, 0, 1};
  unsigned long long hs[64];
  unsigned long long *big, *seen;
  cudaMalloc(&big, sizeof(hb));
  cudaMalloc(&seen, sizeof(hs));
  cudaMemcpy(big, hb, sizeof(hb), cudaMemcpyHostToDevice);
  bitwise<<<1, 64>>>(big, seen);
  cudaMemcpy(hb, big, sizeof(hb), cudaMemcpyDeviceToHost);
  cudaMemcpy(hs, seen, sizeof(hs), cudaMemcpyDeviceToHost);
  int set = 0;
  for (int i = 0; i < 64; ++i)
    set += hs[i] != 0;
  printf("xor=%llx or=%llx and=%llx or3=%llx mask=%llx set=%d\n", hb[0], hb[1],
         hb[2], hb[3], hb[4], set);
  return 0;
}

// 64 threads, bit = 1 << i: XOR of (bit | bit << 1) over all i leaves bits 0
// and 64 (dropped), so 1; OR of every bit is all ones; AND clears bits 0-7 and
// 32-39; each thread's old value of big[3] lacks its own bit; the shared mask
// ends at 0.
// EXEC: xor=1 or=ffffffffffffffff and=ffffff00ffffff00 or3=ffffffffffffffff mask=0 set=0
