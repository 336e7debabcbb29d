// RUN: %metalify check-msl %s 2>&1 | FileCheck %s --allow-empty
// RUN: %metalify check-msl --msl-version=3.2 --fast-math -DVALID_A=4 -D VALID_B=2 %s
// Valid MSL of the shapes the translator emits compiles without a word.
// CHECK-NOT: {{.}}
#include <metal_stdlib>
using namespace metal;

struct saxpy_args {
  int n;
  float a;
};

constant float Table[2] = {1.0f, 2.0f};

static float twice(float x) { return x * 2.0; }

kernel void saxpy(device const float *x [[buffer(0)]],
                  device float *y [[buffer(1)]],
                  constant saxpy_args &args [[buffer(2)]],
                  threadgroup uchar *metalify_dynamic_shared [[threadgroup(0)]],
                  uint3 threadIdx [[thread_position_in_threadgroup]],
                  uint3 blockIdx [[threadgroup_position_in_grid]],
                  uint3 blockDim [[dispatch_threads_per_threadgroup]],
                  uint3 gridDim [[threadgroups_per_grid]]) {
  int n = args.n;
  threadgroup float tile[256];
  uint i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < uint(n) ? x[i] : 0.0f;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  if (i < uint(n))
    y[i] = args.a * tile[threadIdx.x] + twice(y[i]) * Table[gridDim.x & 1];
}

template <typename T>
kernel void fill(device T *out [[buffer(0)]],
                 uint i [[thread_position_in_grid]]) {
  out[i] = T(i);
}
template [[host_name("fill_float")]] kernel void fill<float>(device float *,
                                                            uint);
