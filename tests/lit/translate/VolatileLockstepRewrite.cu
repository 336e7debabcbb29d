// Warp-synchronous code: assignments to volatile shared memory get a
// SIMD-group step around the right-hand side and around the store (the
// `volatile` row); the same through a helper's volatile pointer parameter.
// Volatile thread-local and device-memory stores, and plain shared stores,
// are left alone.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__device__ void warpReduce(volatile int *s, unsigned t) {
  s[t] += s[t + 32];
  s[t] = s[t] + s[t + 16];
}

__global__ void reduce(const int *in, int *out, volatile int *flag) {
  __shared__ int data[64];
  unsigned t = threadIdx.x;
  data[t] = in[t];
  __syncthreads();
  if (t < 32) {
    volatile int *v = data;
    warpReduce(data, t);
    int sum = 0;
    v[t] = sum = sum + v[t + 8];
    *(v + t) += 1;
  }
  volatile int counter = 0;
  counter += 1;
  *flag = counter;
  if (t == 0)
    out[blockIdx.x] = data[0];
}

int main() { return 0; }

// CHECK:      template <typename T>
// CHECK-NEXT: inline T metalify_warp_lockstep(T value) {
// CHECK-NEXT:   simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK-LABEL: void warpReduce(
// CHECK:      metalify_warp_lockstep(s[t] += metalify_warp_lockstep(s[t + 32]));
// CHECK-NEXT: metalify_warp_lockstep(s[t] = metalify_warp_lockstep(s[t] + s[t + 16]));
// CHECK-LABEL: kernel void reduce(
// CHECK:      data[t] = in[t];
// CHECK:      metalify_warp_lockstep(v[t] = metalify_warp_lockstep(sum = sum + v[t + 8]));
// CHECK-NEXT: metalify_warp_lockstep(*(v + t) += metalify_warp_lockstep(1));
// CHECK:      counter += 1;
// CHECK-NEXT: *flag = counter;
