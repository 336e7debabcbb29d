// __device__ functions and file-scope __shared__ variables leave the host
// output; __host__ __device__ functions and constexpr functions stay;
// constant and device globals become symbol handles.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp
// The shim does not define the CUDA qualifiers for host code yet.
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include -D__host__= -D__device__= -D__forceinline__=inline %t.out/%basename_t.tmp.cpp

// CHECK-NOT: __device__ float square
// CHECK-NOT: cube
__device__ float square(float x) { return x * x; }
__device__ __forceinline__ float cube(float x);
__device__ __forceinline__ float cube(float x) { return x * square(x); }

// CHECK-NOT: __constant__
// CHECK: inline metalify::Symbol<float[4]> table{"{{.*}}.metal", "table", {1.0f, 2.0f, 3.0f, 4.0f}};
__constant__ float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
// CHECK-NOT: __device__ int
// CHECK: inline metalify::Symbol<int> counter{"{{.*}}.metal", "counter"};
// CHECK-NEXT: inline metalify::Symbol<int> other{"{{.*}}.metal", "other"};
__device__ int counter, other;
// CHECK-NOT: extern __shared__
extern __shared__ float dynamicShared[];

// CHECK-NOT: twice
template <class T> __device__ T twice(T v) { return v + v; }

// CHECK: struct Vec {
// CHECK-NEXT:  float x, y;
// CHECK-NEXT:  __host__ __device__ float dot(const Vec &o) const { return x * o.x + y * o.y; }
// CHECK-NEXT: };
struct Vec {
  float x, y;
  __device__ float lengthSquared() const { return dot(*this); }
  __host__ __device__ float dot(const Vec &o) const { return x * o.x + y * o.y; }
};

// CHECK: __host__ __device__ inline float lerp(float a, float b, float t) {
__host__ __device__ inline float lerp(float a, float b, float t) {
  return a + t * (b - a);
}
// CHECK: constexpr int blockSize() { return 256; }
constexpr int blockSize() { return 256; }

__global__ void kernel(float *out) {
  out[threadIdx.x] = cube(2.0f) + twice(1.0f) + dynamicShared[0] +
                     lerp(0, 1, 0.5f) + Vec{1, 2}.lengthSquared();
}

// CHECK: int main() { return lerp(0, 2, 0.5f) == 1.0f && blockSize() == 256 ? 0 : 1; }
int main() { return lerp(0, 2, 0.5f) == 1.0f && blockSize() == 256 ? 0 : 1; }
