// KernelSignatureRewrite: the kernel ABI of docs/ABI.md. Pointers first, as
// buffers in declaration order; by-value parameters (any position) in one
// constant struct at the next index; only the built-ins used; types of the
// argument struct mapped for the host's layout.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void mixed(int n, const float *in, unsigned char flag, float *out,
                      float scale) {
  if (flag && n > 0)
    out[0] = in[0] * scale;
}

__global__ void __launch_bounds__(256) noArgs() {}

// Writes through class-typed elements are operator or member calls, not
// built-in assignments; they still make the buffer writable.
struct Counter {
  int hits;
  __device__ void bump() { ++hits; }
  __device__ Counter &operator+=(int n) {
    hits += n;
    return *this;
  }
};
__global__ void classWrites(float4 *vecs, Counter *counters,
                            const float4 *src) {
  vecs[threadIdx.x] = src[threadIdx.x + 1];
  vecs[threadIdx.x].x += src[threadIdx.x].x;
  counters[threadIdx.x] += 2;
  counters[threadIdx.x + 1].bump();
}

int main() { return 0; }

// CHECK:      struct mixed_args {
// CHECK-NEXT:   int n;
// CHECK-NEXT:   uchar flag;
// CHECK-NEXT:   float scale;
// CHECK-NEXT: };
// CHECK:      kernel void mixed(
// CHECK-NEXT:     const device float *in {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT:     device float *out {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT:     constant mixed_args &args {{\[\[}}buffer(2){{\]\]}}) {
// CHECK-NEXT:   int n = args.n;
// CHECK-NEXT:   uchar flag = args.flag;
// CHECK-NEXT:   float scale = args.scale;
// CHECK:      {{\[\[}}max_total_threads_per_threadgroup(256){{\]\]}} kernel void noArgs() {}
// CHECK:      kernel void classWrites(
// CHECK-NEXT:     device float4 *vecs {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT:     device Counter *counters {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT:     const device float4 *src {{\[\[}}buffer(2){{\]\]}},
