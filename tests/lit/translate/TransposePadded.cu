// Matrix transpose through a [32][33] shared tile (padded against bank
// conflicts): the padding survives, both barriers too.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transpose(float *odata, const float *idata, int width,
                          int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height)
      tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < height && y + j < width)
      odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() { return 0; }

// CHECK: #include <metal_stdlib>
// CHECK-NEXT: using namespace metal;
// CHECK-EMPTY:
// CHECK-NEXT: struct transpose_args {
// CHECK-NEXT: int width;
// CHECK-NEXT: int height;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: kernel void transpose(
// CHECK-NEXT: device float *odata {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: const device float *idata {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT: constant transpose_args &args {{\[\[}}buffer(2){{\]\]}},
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT: int width = args.width;
// CHECK-NEXT: int height = args.height;
// CHECK-NEXT: threadgroup float tile[32][33];
// CHECK-NEXT: int x = blockIdx.x * 32 + threadIdx.x;
// CHECK-NEXT: int y = blockIdx.y * 32 + threadIdx.y;
// CHECK-NEXT: for (int j = 0; j < 32; j += 8)
// CHECK-NEXT: if (x < width && y + j < height)
// CHECK-NEXT: tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: x = blockIdx.y * 32 + threadIdx.x;
// CHECK-NEXT: y = blockIdx.x * 32 + threadIdx.y;
// CHECK-NEXT: for (int j = 0; j < 32; j += 8)
// CHECK-NEXT: if (x < height && y + j < width)
// CHECK-NEXT: odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
// CHECK-NEXT: }

