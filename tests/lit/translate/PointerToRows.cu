// A device function's array parameter with more than one dimension
// (`T rl[H][W]`) is a pointer to rows in C++; in MSL the declarator goes
// between the element type and the bounds: `threadgroup float (*rl)[16]`,
// in each address-space copy, template instances included.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

// CHECK: void step_float_16_4(thread float &cell, int kx, int ky, threadgroup float (*rl)[16]) {
template <typename T, int W, int H>
__device__ void step(T &cell, int kx, int ky, T rl[H][W]) {
  cell += rl[ky][kx];
  rl[ky][kx] = cell;
}

// CHECK: void scale(device float (*m)[3], float s) {
__device__ void scale(float m[][3], float s) { m[0][1] *= s; }

template <typename T, int W, int H>
__global__ void tile(T *out) {
  __shared__ T rl[H][W];
  T cell = out[threadIdx.x];
  rl[threadIdx.y][threadIdx.x] = cell;
  __syncthreads();
  step<T, W, H>(cell, threadIdx.x, threadIdx.y, rl);
  out[threadIdx.x] = cell;
}

__global__ void rows(float (*m)[3]) { scale(m, 2.0f); }

int main() {
  float *o = nullptr;
  tile<float, 16, 4><<<1, dim3(16, 4)>>>(o);
  rows<<<1, 1>>>(nullptr);
  return 0;
}
