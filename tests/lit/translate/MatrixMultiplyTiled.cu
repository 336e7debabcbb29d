// Tiled matrix multiply: two shared tiles, a loop with two barriers.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

constexpr int Tile = 16;

__global__ void matmul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[Tile][Tile];
  __shared__ float Bs[Tile][Tile];
  int row = blockIdx.y * Tile + threadIdx.y;
  int col = blockIdx.x * Tile + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < n / Tile; ++t) {
    As[threadIdx.y][threadIdx.x] = A[row * n + t * Tile + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(t * Tile + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < Tile; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

int main() { return 0; }

// CHECK: #include <metal_stdlib>
// CHECK-NEXT: using namespace metal;
// CHECK-EMPTY:
// CHECK-NEXT: constexpr constant int Tile = 16;
// CHECK-EMPTY:
// CHECK-NEXT: struct matmul_args {
// CHECK-NEXT: int n;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: kernel void matmul(
// CHECK-NEXT: const device float *A {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: const device float *B {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT: device float *C {{\[\[}}buffer(2){{\]\]}},
// CHECK-NEXT: constant matmul_args &args {{\[\[}}buffer(3){{\]\]}},
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT: int n = args.n;
// CHECK-NEXT: threadgroup float As[16][16];
// CHECK-NEXT: threadgroup float Bs[16][16];
// CHECK-NEXT: int row = blockIdx.y * Tile + threadIdx.y;
// CHECK-NEXT: int col = blockIdx.x * Tile + threadIdx.x;
// CHECK-NEXT: float acc = 0.0f;
// CHECK-NEXT: for (int t = 0; t < n / Tile; ++t) {
// CHECK-NEXT: As[threadIdx.y][threadIdx.x] = A[row * n + t * Tile + threadIdx.x];
// CHECK-NEXT: Bs[threadIdx.y][threadIdx.x] = B[(t * Tile + threadIdx.y) * n + col];
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: for (int k = 0; k < Tile; ++k)
// CHECK-NEXT: acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: }
// CHECK-NEXT: C[row * n + col] = acc;
// CHECK-NEXT: }

