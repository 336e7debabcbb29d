// CompileTimeCallRewrite on double constants: a constant double expression
// converted at once to another type (`float(-0x1.8p-1)`,
// `constexpr float quarter = kPi / 4;`) is folded as nvcc folds it, in
// double and then converted, so the MSL has a float or integer constant
// where metalify::f64 could not appear in a constant expression. A double
// that stays double keeps metalify::f64.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

constexpr double kPi = 3.14159265358979323846;

__device__ constexpr float scaled(float x) { return x * float(-0x1.8p-1); }

__global__ void fold(float *out, double *wide, int *steps) {
  constexpr float quarter = 3.14159265358979 / 4;
  constexpr float halfPi = kPi / 2;
  const int count = 10.0 / 3;
  out[threadIdx.x] = quarter + halfPi + scaled(out[threadIdx.x]) + count;
  wide[threadIdx.x] = wide[threadIdx.x] * (1.0 / 3);
  steps[0] = int(kPi * 100);
}

int main() { return 0; }

// CHECK:      constexpr float scaled(float x) { return x * (-0.75f); }
// CHECK-LABEL: kernel void fold(
// CHECK:      constexpr float quarter = 0.785398185f;
// CHECK-NEXT: constexpr float halfPi = 1.57079637f;
// CHECK-NEXT: const int count = 3;
// CHECK:      wide[threadIdx.x] = wide[threadIdx.x] * (metalify::f64(1.0f) / 3);
// CHECK-NEXT: steps[0] = 314;
// CHECK-NOT:  kPi
