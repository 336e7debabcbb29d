// Every form of <<<>>> becomes metalify::launch(k, grid, block, shmem,
// stream, args...) with shmem and stream defaulting to 0. (Clang lowers each
// launch to a __cudaPushCallConfiguration call, which the rewrite replaces
// with the rest of the launch.)
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.out/%basename_t.tmp.cpp

__global__ void none() {}
__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

namespace ns {
__global__ void inner(int *p) { p[threadIdx.x] = 0; }
} // namespace ns

void run(float *x, int *p, int n, cudaStream_t s) {
  dim3 grid((n + 255) / 256), block(256);
  // CHECK: metalify::launch(none, 1, 1, 0, 0);
  none<<<1, 1>>>();
  // CHECK: metalify::launch(scale, grid, block, 0, 0, x, 2.0f, n);
  scale<<<grid, block>>>(x, 2.0f, n);
  // CHECK: metalify::launch(scale, grid, block, 64 * sizeof(float), 0, x, 2.0f, n);
  scale<<<grid, block, 64 * sizeof(float)>>>(x, 2.0f, n);
  // CHECK: metalify::launch(scale, grid, block, 0, s, x, 2.0f, n);
  scale<<<grid, block, 0, s>>>(x, 2.0f, n);
  // CHECK: metalify::launch(scale, dim3(4, 2), dim3(8, 8, 1), 0, 0, x, 1.0f, n);
  scale<<<dim3(4, 2), dim3(8, 8, 1)>>>(x, 1.0f, n);
  // CHECK: metalify::launch(ns::inner, 1, 32, 0, 0, p);
  ns::inner<<<1, 32>>>(p);
  // CHECK: metalify::launch(scale, grid,block,0, 0, x,3.0f,n);
  scale<<<grid,block,0>>>(x,3.0f,n);
}

// Launches split over lines keep their layout and comments.
void multiline(float *x, int n) {
  // CHECK-LABEL: void multiline
  // CHECK: metalify::launch(scale, /* grid */ 1,
  // CHECK-NEXT: {{^}}           256, 0, 0, // block
  // CHECK-NEXT: {{^}}           x, 0.5f, n);
  scale<<</* grid */ 1,
           256>>>( // block
           x, 0.5f, n);
}

// Inside a lambda and a loop.
void nested(float *x, int n) {
  // CHECK-LABEL: void nested
  // CHECK: auto go = [&](int k) { metalify::launch(scale, k, 256, 0, 0, x, 1.0f, n); };
  auto go = [&](int k) { scale<<<k, 256>>>(x, 1.0f, n); };
  // CHECK: for (int i = 0; i < 3; ++i) metalify::launch(none, 1, 1, 0, 0);
  for (int i = 0; i < 3; ++i) none<<<1, 1>>>();
  go(2);
}

// Launches in host templates are rewritten once, in the template.
// CHECK-LABEL: template <class T> void inTemplate
// CHECK-NEXT: metalify::launch(scale, 1, 1, 0, 0, x, static_cast<float>(v), 1);
template <class T> void inTemplate(float *x, T v) {
  scale<<<1, 1>>>(x, static_cast<float>(v), 1);
}
void instantiate(float *x) {
  inTemplate(x, 1);
  inTemplate(x, 2.0);
}

// An argument written as a braced list takes the parameter's type, which
// the handle's launch cannot deduce from `{}`.
struct Window {
  int lo, hi;
};
__global__ void windowed(float *x, Window w, int n) {
  if ((int)threadIdx.x >= w.lo && (int)threadIdx.x < w.hi)
    x[threadIdx.x] = n;
}
void braced(float *x) {
  // CHECK-LABEL: void braced
  // CHECK: metalify::launch(windowed, 1, 32, 0, 0, x, Window{2, 8}, 3);
  windowed<<<1, 32>>>(x, {2, 8}, 3);
  void (*p)(float *, Window, int) = windowed;
  // CHECK: metalify::launch(p, 1, 32, 0, 0, x, Window{}, 3);
  p<<<1, 32>>>(x, {}, 3);
}
