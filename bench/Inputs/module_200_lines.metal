// A 200-line MSL module of the shapes the translator emits: argument
// structs, helpers, element-wise kernels, threadgroup reductions with
// barriers, a tiled transpose, a SIMD-group sum and a template kernel.
#include <metal_stdlib>
using namespace metal;

struct saxpy_args {
  int n;
  float a;
};

struct stencil_args {
  int width;
  int height;
  float weight;
};

struct histogram_args {
  int n;
  int bins;
};

constant float Coefficients[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};

static inline float clamp_unit(float x) {
  return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x);
}

static inline float smooth(float a, float b, float t) {
  float s = clamp_unit(t);
  return a + (b - a) * s * s * (3.0f - 2.0f * s);
}

static inline uint hash(uint x) {
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}

kernel void saxpy(device const float *x [[buffer(0)]],
                  device float *y [[buffer(1)]],
                  constant saxpy_args &args [[buffer(2)]],
                  uint3 threadIdx [[thread_position_in_threadgroup]],
                  uint3 blockIdx [[threadgroup_position_in_grid]],
                  uint3 blockDim [[dispatch_threads_per_threadgroup]]) {
  int n = args.n;
  float a = args.a;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

kernel void blend(device const float *a [[buffer(0)]],
                  device const float *b [[buffer(1)]],
                  device float *out [[buffer(2)]],
                  constant saxpy_args &args [[buffer(3)]],
                  uint i [[thread_position_in_grid]]) {
  if (int(i) >= args.n)
    return;
  out[i] = smooth(a[i], b[i], args.a);
}

kernel void stencil(device const float *in [[buffer(0)]],
                    device float *out [[buffer(1)]],
                    constant stencil_args &args [[buffer(2)]],
                    uint3 gid [[thread_position_in_grid]]) {
  int w = args.width, h = args.height;
  int x = gid.x, y = gid.y;
  if (x >= w || y >= h)
    return;
  float sum = 0.0f;
  for (int k = -2; k <= 2; ++k) {
    int xx = x + k;
    xx = xx < 0 ? 0 : (xx >= w ? w - 1 : xx);
    sum += Coefficients[k + 2] * in[y * w + xx];
  }
  out[y * w + x] = sum * args.weight;
}

kernel void block_reduce(device const float *in [[buffer(0)]],
                         device float *partial [[buffer(1)]],
                         constant saxpy_args &args [[buffer(2)]],
                         uint3 threadIdx [[thread_position_in_threadgroup]],
                         uint3 blockIdx [[threadgroup_position_in_grid]],
                         uint3 blockDim [[dispatch_threads_per_threadgroup]]) {
  threadgroup float sdata[256];
  uint tid = threadIdx.x;
  uint i = blockIdx.x * blockDim.x + tid;
  sdata[tid] = int(i) < args.n ? in[i] : 0.0f;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  for (uint s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    threadgroup_barrier(mem_flags::mem_threadgroup);
  }
  if (tid == 0)
    partial[blockIdx.x] = sdata[0];
}

kernel void transpose(device const float *in [[buffer(0)]],
                      device float *out [[buffer(1)]],
                      constant stencil_args &args [[buffer(2)]],
                      uint3 threadIdx [[thread_position_in_threadgroup]],
                      uint3 blockIdx [[threadgroup_position_in_grid]]) {
  threadgroup float tile[16][17];
  int w = args.width, h = args.height;
  int x = blockIdx.x * 16 + threadIdx.x;
  int y = blockIdx.y * 16 + threadIdx.y;
  if (x < w && y < h)
    tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  threadgroup_barrier(mem_flags::mem_threadgroup);
  x = blockIdx.y * 16 + threadIdx.x;
  y = blockIdx.x * 16 + threadIdx.y;
  if (x < h && y < w)
    out[y * h + x] = tile[threadIdx.x][threadIdx.y];
}

kernel void warp_sum(device const float *in [[buffer(0)]],
                     device float *out [[buffer(1)]],
                     uint i [[thread_position_in_grid]],
                     uint lane [[thread_index_in_simdgroup]],
                     uint warp [[simdgroup_index_in_threadgroup]]) {
  float total = simd_sum(in[i]);
  if (lane == 0)
    out[warp] = total;
}

kernel void histogram(device const uint *keys [[buffer(0)]],
                      device uint *counts [[buffer(1)]],
                      constant histogram_args &args [[buffer(2)]],
                      uint i [[thread_position_in_grid]],
                      uint lid [[thread_position_in_threadgroup]],
                      uint tpt [[threads_per_threadgroup]]) {
  threadgroup uint local_counts[64];
  for (uint b = lid; b < 64; b += tpt)
    local_counts[b] = 0;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  if (int(i) < args.n)
    local_counts[hash(keys[i]) % uint(args.bins)] += 1;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  for (uint b = lid; b < uint(args.bins); b += tpt)
    counts[b] += local_counts[b];
}

kernel void normalize(device float2 *points [[buffer(0)]],
                      constant saxpy_args &args [[buffer(1)]],
                      uint i [[thread_position_in_grid]]) {
  if (int(i) >= args.n)
    return;
  float2 p = points[i];
  float len = sqrt(p.x * p.x + p.y * p.y);
  points[i] = len > 0.0f ? p / len : p;
}

template <typename T>
kernel void scale(device T *data [[buffer(0)]],
                  constant saxpy_args &args [[buffer(1)]],
                  uint i [[thread_position_in_grid]]) {
  if (int(i) < args.n)
    data[i] = data[i] * T(args.a);
}

template [[host_name("scale_float")]] kernel void
scale<float>(device float *data, constant saxpy_args &args, uint i);
template [[host_name("scale_int")]] kernel void
scale<int>(device int *data, constant saxpy_args &args, uint i);

kernel void fill_pattern(device uint *out [[buffer(0)]],
                         constant histogram_args &args [[buffer(1)]],
                         uint2 gid [[thread_position_in_grid]],
                         uint2 grid [[threads_per_grid]]) {
  uint index = gid.y * grid.x + gid.x;
  if (int(index) < args.n)
    out[index] = hash(index) % uint(args.bins);
}

kernel void dot_partial(device const float *a [[buffer(0)]],
                        device const float *b [[buffer(1)]],
                        device float *partial [[buffer(2)]],
                        constant saxpy_args &args [[buffer(3)]],
                        uint tid [[thread_index_in_threadgroup]],
                        uint group [[threadgroup_position_in_grid]],
                        uint size [[threads_per_threadgroup]]) {
  threadgroup float cache[256];
  float sum = 0.0f;
  for (int i = group * size + tid; i < args.n; i += 1024 * size)
    sum += a[i] * b[i];
  cache[tid] = sum;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  for (uint s = size / 2; s > 0; s >>= 1) {
    if (tid < s)
      cache[tid] += cache[tid + s];
    threadgroup_barrier(mem_flags::mem_threadgroup);
  }
  if (tid == 0)
    partial[group] = cache[0];
}
