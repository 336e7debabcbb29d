// Warp-synchronous exchange through plain shared memory (the
// shared-lockstep row): a SIMD-group barrier goes between a threadgroup
// store and a later load (or a load and a later store) that no barrier
// separates, after the earlier statement; loop bodies are checked with what
// their previous iteration leaves. A loop or branch whose barriers are all
// owed to earlier statements takes one barrier before it instead. Barrier-separated and thread-local code,
// and volatile stores (VolatileLockstepRewrite), are left alone.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void exchange(const float *in, float *out) {
  __shared__ float tile[8][33];
  float *col = &tile[0][threadIdx.x];
  float *row = &tile[threadIdx.x % 8][threadIdx.x - threadIdx.x % 8];
  float d[8];
  for (int i = 0; i < 8; ++i)
    col[i * 33] = in[i * 32 + threadIdx.x];
#pragma unroll
  for (int i = 0; i < 8; ++i)
    d[i] = row[i];
  for (int i = 0; i < 8; ++i)
    row[i] = 2 * d[i];
  for (int i = 0; i < 8; ++i)
    out[i * 32 + threadIdx.x] = col[i * 33];
}

__global__ void separated(const float *in, float *out) {
  __shared__ float s[64];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = s[63 - threadIdx.x];
}

__global__ void rounds(float *out) {
  __shared__ float s[32];
  float v = threadIdx.x;
  for (int r = 0; r < 4; ++r) {
    v += s[(threadIdx.x + 1) % 32];
    s[threadIdx.x] = v;
  }
  out[threadIdx.x] = v;
}

__global__ void hoisted(const float *in, float *out, int n) {
  __shared__ float s[64];
  float sum = 0;
  s[threadIdx.x] = in[threadIdx.x];
  for (int i = 0; i < n; ++i) {
    float v = s[(threadIdx.x + i) % 32];
    sum += v;
  }
  s[threadIdx.x] = sum;
  if (threadIdx.x % 2 == 0) {
    float v = s[threadIdx.x + 1];
    out[threadIdx.x] = v;
  }
}

int main() { return 0; }

// CHECK-LABEL: kernel void exchange(
// CHECK:      col[i * 33] = in[i * 32 + threadIdx.x]; simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK-NEXT: #pragma unroll
// CHECK:      d[i] = row[i]; simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK:      row[i] = 2 * d[i]; simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK-LABEL: kernel void separated(
// CHECK-NOT:  simdgroup_barrier
// CHECK-LABEL: kernel void rounds(
// CHECK:      for (int r = 0; r < 4; ++r) { simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK-NEXT: v += s[(threadIdx.x + 1) % 32]; simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK-NEXT: s[threadIdx.x] = v;
// CHECK-LABEL: kernel void hoisted(
// CHECK:      s[threadIdx.x] = in[threadIdx.x]; simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK-NEXT: for (int i = 0; i < n; ++i) {
// CHECK-NEXT: float v = s[(threadIdx.x + i) % 32];
// CHECK-NEXT: sum += v;
// CHECK-NEXT: } simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK-NEXT: s[threadIdx.x] = sum; simdgroup_barrier(mem_flags::mem_threadgroup);
// CHECK-NEXT: if (threadIdx.x % 2 == 0) {
// CHECK-NEXT: float v = s[threadIdx.x + 1];
// CHECK-NEXT: out[threadIdx.x] = v;
