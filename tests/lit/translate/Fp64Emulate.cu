// double (the type row, --fp64=emulate, the default): Metal has no double,
// so device code's double is metalify::f64, IEEE binary64 in software
// (rules/helpers), in bodies, signatures, structs, kernel parameters and
// shared memory; the helpers come once, before the code. Host code keeps
// double, and a template instance is named for double on both sides. The
// bit intrinsics read the bits the type holds.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: not grep MTL %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl -DMETALIFY_FP64_SOFTWARE %t.dir/%basename_t.tmp.metal
// RUN: grep -c "^struct f64 {" %t.dir/%basename_t.tmp.metal | FileCheck %s --check-prefix=ONCE

// CHECK: struct f64 {
// CHECK: struct Particle {
// CHECK-NEXT: metalify::f64 mass;
struct Particle {
  double mass;
  float pos;
};

// CHECK: metalify::f64 energy(Particle p, metalify::f64 v) { return p.mass * v * v; }
__device__ double energy(Particle p, double v) { return p.mass * v * v; }

template <typename T> __global__ void scale(T *x, T s) { x[threadIdx.x] *= s; }

// CHECK: kernel void scale_double(
// CHECK: kernel void kinetic(
// CHECK: device metalify::f64 *out
// CHECK: threadgroup metalify::f64 partial[32];
// CHECK: long bits = long(metalify::f64_to_bits(out[0]));
// CHECK: out[1] = metalify::f64_from_bits(ulong(bits ^ 1));
// CHECK: int hi = int(metalify::f64_to_bits(out[2]) >> 32);
__global__ void kinetic(const Particle *p, double *out, double v) {
  __shared__ double partial[32];
  partial[threadIdx.x] = energy(p[threadIdx.x], v);
  __syncthreads();
  if (threadIdx.x == 0) {
    double sum = 0;
    for (int i = 0; i < 32; ++i)
      sum += partial[i];
    out[0] = sum;
    long long bits = __double_as_longlong(out[0]);
    out[1] = __longlong_as_double(bits ^ 1);
    int hi = __double2hiint(out[2]);
    out[3] = __hiloint2double(hi, __double2loint(out[2]));
  }
}

int main() {
  double *x = nullptr;
  scale<<<1, 32>>>(x, 2.0);
  kinetic<<<1, 32>>>(nullptr, x, 1.5);
  return 0;
}
// HOST: struct Particle {
// HOST-NEXT: double mass;
// HOST: "scale_double"
// ONCE: {{^1$}}
