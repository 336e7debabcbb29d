// Constructors are helpers of the device call graph: a constructor that
// reads a built-in variable, itself or through what it calls (member
// initializers included), takes it as an extra parameter, and each
// construction passes it: `T t;` -> `T t(threadIdx)`, `T(a)` -> `T(a,
// threadIdx)`, `: m()` -> `: m(threadIdx)` (where no argument list can
// take them, MTL2043: tests/lit/diagnostics). A pointer or reference
// parameter gets one copy of the constructor per space its arguments live
// in (device, threadgroup, constant for a string literal), and a reference
// member takes the space its initializer binds in the constructor's copy.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu | FileCheck %s --check-prefix=EXEC

#include <cstdio>

__device__ int scaledLane(int s) { return threadIdx.x * s; }

// Reads built-ins in its initializer list and its body.
struct Lane {
  int id;
  int group;
  __device__ Lane() : id(threadIdx.x) { group = blockIdx.x; }
  __device__ explicit Lane(int s) : id(scaledLane(s)), group(blockIdx.x) {}
};

// Constructs members whose constructors need built-ins.
struct Pair {
  Lane lo, hi;
  __device__ Pair() : lo(), hi(2) {}
};

// Reference parameters bound to device and threadgroup memory.
struct Sum {
  float v;
  __device__ Sum(const float &a, const float &b) : v(a + b) {}
};

// A pointer parameter bound to a string literal, and a literal in the body.
struct Word {
  int length;
  __device__ Word(const char *s) : length(0) {
    while (s[length])
      ++length;
    const unsigned char *extra = (const unsigned char *)"!!";
    length += extra[0] == '!';
  }
};

// A reference member bound to what a helper passes on: threadgroup memory.
struct Slots {
  float cell[64];
};
struct Writer {
  Slots &slots;
  int lane;
  __device__ Writer(Slots &s) : slots(s), lane(threadIdx.x) {}
  __device__ void put(float x) { slots.cell[lane] = x; }
};
__device__ void store(Slots *to, float v) { Writer(*to).put(v); }

__global__ void k(const float *in, float *out) {
  __shared__ float tile[64];
  __shared__ Slots slots;
  int t = threadIdx.x;
  tile[t] = 2.0f * t;
  __syncthreads();
  Lane here;
  Pair pair;
  Sum s(in[t], tile[63 - t]);
  Word w("metal");
  store(&slots, s.v + w.length);
  __syncthreads();
  out[t] = slots.cell[t] + here.id + pair.hi.id + Lane{}.group;
}

int main() {
  const int n = 64;
  float h[n], o[n];
  for (int i = 0; i < n; ++i)
    h[i] = i;
  float *in, *out;
  cudaMalloc(&in, sizeof(h));
  cudaMalloc(&out, sizeof(o));
  cudaMemcpy(in, h, sizeof(h), cudaMemcpyHostToDevice);
  k<<<1, n>>>(in, out);
  cudaMemcpy(o, out, sizeof(o), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < n; ++t)
    bad += o[t] != t + 2.0f * (63 - t) + 6 + t + 2 * t;
  printf("out[5]=%.0f %s\n", o[5], bad ? "FAIL" : "PASS");
  return bad;
}

// ERR-NOT: warning
// CHECK: struct Writer {
// CHECK-NEXT: threadgroup Slots &slots;
// CHECK-NEXT: int lane;
// CHECK-NEXT: Writer(threadgroup Slots &s, uint3 threadIdx) : slots(s), lane(threadIdx.x) {}
// CHECK: struct Lane {
// CHECK: Lane(uint3 blockIdx, uint3 threadIdx) : id(threadIdx.x) { group = blockIdx.x; }
// CHECK-NEXT: explicit Lane(int s, uint3 blockIdx, uint3 threadIdx) : id(scaledLane(s, threadIdx)), group(blockIdx.x) {}
// CHECK: struct Pair {
// CHECK: Pair(uint3 blockIdx, uint3 threadIdx) : lo(blockIdx, threadIdx), hi(2, blockIdx, threadIdx) {}
// CHECK: struct Sum {
// CHECK: Sum(const device float &a, const threadgroup float &b) : v(a + b) {}
// CHECK: struct Word {
// CHECK: Word(const constant char *s) : length(0) {
// CHECK: const constant uchar *extra = (const constant uchar *)"!!";
// CHECK: void store(threadgroup Slots *to, float v, uint3 threadIdx) { Writer(*to, threadIdx).put(v); }
// CHECK: kernel void k(
// CHECK: Lane here(blockIdx, threadIdx);
// CHECK-NEXT: Pair pair(blockIdx, threadIdx);
// CHECK-NEXT: Sum s(in[t], tile[63 - t]);
// CHECK-NEXT: Word w((const constant char *)"metal");
// CHECK-NEXT: store(&slots, s.v + w.length, threadIdx);
// CHECK: Lane{blockIdx, threadIdx}.group;
// t + 2(63 - t) + 6 (length 5 + 1) + t + 2t at t = 5: 5 + 116 + 6 + 5 + 10.
// EXEC: out[5]=142 PASS
