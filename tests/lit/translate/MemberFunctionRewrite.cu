// Member functions, operators and friends of a device struct: CUDA
// qualifiers go, bodies are translated like helpers (sqrtf -> sqrt), and
// each member gets one copy per address-space signature, inside the
// struct: reference parameters name the space of their arguments, and
// `this` is qualified with the space of the object (`device` for one in a
// buffer: Metal rejects the call otherwise; `thread` for locals). The CPU backend (check-msl) accepts exactly
// these calls. Device members no kernel reaches only lose their CUDA
// qualifiers; host-only ones are left out (their line stays, blank).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu | FileCheck %s --check-prefix=EXEC

#include <cmath>
#include <cstdio>

struct Complex {
  float re, im;
  __host__ __device__ Complex(float r = 0.0f, float i = 0.0f) : re(r), im(i) {}
  __host__ __device__ Complex operator+(const Complex &o) const { return Complex(re + o.re, im + o.im); }
  __host__ __device__ Complex &operator+=(const Complex &o) {
    re += o.re;
    im += o.im;
    return *this;
  }
  __host__ __device__ float norm2() const { return re * re + im * im; }
  __device__ float scaled(float s) const { return sqrtf(norm2()) * s; }
  __host__ __device__ friend bool operator==(const Complex &a, const Complex &b) { return a.re == b.re && a.im == b.im; }
  __host__ float hostOnly() const { return re; }
};

__global__ void k(const Complex *in, Complex *out, float *norms, int *same) {
  int i = threadIdx.x;
  Complex a = in[i];
  Complex b = a + in[i + 1];
  b += a;
  out[i] += b;
  norms[i] = in[i].norm2() + b.scaled(2.0f);
  same[i] = a == in[i];
}

int main() {
  const int n = 33;
  Complex h[n];
  for (int j = 0; j < n; ++j)
    h[j] = Complex(j, 1 - j);
  Complex *in, *out;
  float *norms;
  int *same;
  cudaMalloc(&in, sizeof(h));
  cudaMalloc(&out, 32 * sizeof(Complex));
  cudaMalloc(&norms, 32 * sizeof(float));
  cudaMalloc(&same, 32 * sizeof(int));
  cudaMemcpy(in, h, sizeof(h), cudaMemcpyHostToDevice);
  cudaMemset(out, 0, 32 * sizeof(Complex));
  k<<<1, 32>>>(in, out, norms, same);
  Complex o[32];
  float nn[32];
  int s[32];
  cudaMemcpy(o, out, sizeof(o), cudaMemcpyDeviceToHost);
  cudaMemcpy(nn, norms, sizeof(nn), cudaMemcpyDeviceToHost);
  cudaMemcpy(s, same, sizeof(s), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 32; ++i) {
    Complex b = h[i] + h[i + 1];
    b += h[i];
    float want = h[i].norm2() + sqrtf(b.norm2()) * 2.0f;
    bad += !(o[i] == b) || fabsf(nn[i] - want) > 1e-3f * want || s[i] != 1;
  }
  printf("out[5]=(%.0f, %.0f) %s\n", o[5].re, o[5].im, bad ? "FAIL" : "PASS");
  return bad;
}

// ERR-NOT: warning
// CHECK: struct Complex {
// CHECK-NEXT: float re, im;
// CHECK-NEXT: Complex(float r = 0.0f, float i = 0.0f) : re(r), im(i) {}
// CHECK-NEXT: Complex operator+(const device Complex &o) thread const { return Complex(re + o.re, im + o.im); }
// CHECK-NEXT: const thread Complex &operator+=(const thread Complex &o) thread {
// CHECK-NEXT: re += o.re;
// CHECK-NEXT: im += o.im;
// CHECK-NEXT: return *this;
// CHECK-NEXT: }
// CHECK-NEXT: const device Complex &operator+=(const thread Complex &o) device {
// CHECK-NEXT: re += o.re;
// CHECK-NEXT: im += o.im;
// CHECK-NEXT: return *this;
// CHECK-NEXT: }
// CHECK-NEXT: float norm2() device const { return re * re + im * im; }
// CHECK-NEXT: float norm2() thread const { return re * re + im * im; }
// CHECK-NEXT: float scaled(float s) thread const { return sqrt(norm2()) * s; }
// CHECK-NEXT: friend bool operator==(const thread Complex &a, const device Complex &b) { return a.re == b.re && a.im == b.im; }
// CHECK: };
// CHECK-NOT: hostOnly
// CHECK: kernel void k(
// CHECK: out[i] += b;
// CHECK-NEXT: norms[i] = in[i].norm2() + b.scaled(2.0f);
// CHECK-NEXT: same[i] = a == in[i];
// a = (i, 1-i), a' = (i+1, -i), b = 2a + a': out[5] = (16, -13).
// EXEC: out[5]=(16, -13) PASS
