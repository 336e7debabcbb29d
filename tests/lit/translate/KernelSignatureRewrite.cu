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
