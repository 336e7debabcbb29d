// A 2D 5-point stencil with a shared-memory tile and a one-cell halo: the
// tile becomes kernel-scope threadgroup storage, macros are expanded.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#define BLOCK 16

__global__ void stencil(const float *in, float *out, int width, int height) {
  __shared__ float tile[BLOCK + 2][BLOCK + 2];
  int x = blockIdx.x * BLOCK + threadIdx.x;
  int y = blockIdx.y * BLOCK + threadIdx.y;
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  bool inside = x < width && y < height;
  tile[ty][tx] = inside ? in[y * width + x] : 0.0f;
  if (threadIdx.x == 0 && x > 0)
    tile[ty][0] = in[y * width + x - 1];
  if (threadIdx.x == BLOCK - 1 && x + 1 < width)
    tile[ty][BLOCK + 1] = in[y * width + x + 1];
  if (threadIdx.y == 0 && y > 0)
    tile[0][tx] = in[(y - 1) * width + x];
  if (threadIdx.y == BLOCK - 1 && y + 1 < height)
    tile[BLOCK + 1][tx] = in[(y + 1) * width + x];
  __syncthreads();
  if (inside)
    out[y * width + x] = 0.2f * (tile[ty][tx] + tile[ty][tx - 1] +
                                 tile[ty][tx + 1] + tile[ty - 1][tx] +
                                 tile[ty + 1][tx]);
}

int main() { return 0; }

// CHECK: #include <metal_stdlib>
// CHECK-NEXT: using namespace metal;
// CHECK-EMPTY:
// CHECK-NEXT: struct stencil_args {
// CHECK-NEXT: int width;
// CHECK-NEXT: int height;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: kernel void stencil(
// CHECK-NEXT: const device float *in {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: device float *out {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT: constant stencil_args &args {{\[\[}}buffer(2){{\]\]}},
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT: int width = args.width;
// CHECK-NEXT: int height = args.height;
// CHECK-NEXT: threadgroup float tile[18][18];
// CHECK-NEXT: int x = blockIdx.x * 16 + threadIdx.x;
// CHECK-NEXT: int y = blockIdx.y * 16 + threadIdx.y;
// CHECK-NEXT: int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
// CHECK-NEXT: bool inside = x < width && y < height;
// CHECK-NEXT: tile[ty][tx] = inside ? in[y * width + x] : 0.0f;
// CHECK-NEXT: if (threadIdx.x == 0 && x > 0)
// CHECK-NEXT: tile[ty][0] = in[y * width + x - 1];
// CHECK-NEXT: if (threadIdx.x == 16 - 1 && x + 1 < width)
// CHECK-NEXT: tile[ty][16 + 1] = in[y * width + x + 1];
// CHECK-NEXT: if (threadIdx.y == 0 && y > 0)
// CHECK-NEXT: tile[0][tx] = in[(y - 1) * width + x];
// CHECK-NEXT: if (threadIdx.y == 16 - 1 && y + 1 < height)
// CHECK-NEXT: tile[16 + 1][tx] = in[(y + 1) * width + x];
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: if (inside)
// CHECK-NEXT: out[y * width + x] = 0.2f * (tile[ty][tx] + tile[ty][tx - 1] +
// CHECK-NEXT: tile[ty][tx + 1] + tile[ty - 1][tx] +
// CHECK-NEXT: tile[ty + 1][tx]);
// CHECK-NEXT: }

