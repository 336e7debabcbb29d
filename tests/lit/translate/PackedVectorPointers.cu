// 3-component vectors in memory the host also sees keep CUDA's 12-byte
// layout (the __packed__ row): device pointers to float3/int3 become
// packed_float3/packed_int3,
// while values (parameters, locals, threadgroup arrays) stay float3 for
// arithmetic. MSL's float3 is 16 bytes: an unpacked pointer would read the
// wrong elements and write past the end of the buffer.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__device__ float3 scaled(float3 v, float s) {
  return make_float3(v.x * s, v.y * s, v.z * s);
}

__global__ void advance(float3 *pos, const float3 *vel, int3 *cell, float dt) {
  __shared__ float3 staged[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  staged[threadIdx.x] = vel[i];
  __syncthreads();
  float3 *mine = pos + i;
  float3 step = scaled(staged[threadIdx.x], dt);
  mine->x += step.x;
  cell[i] = make_int3((int)pos[i].x, (int)pos[i].y, (int)pos[i].z);
}

int main() { return 0; }

// CHECK:      float3 scaled(float3 v, float s) {
// CHECK:      kernel void advance(
// CHECK-NEXT:     device packed_float3 *pos {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT:     const device packed_float3 *vel {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT:     device packed_int3 *cell {{\[\[}}buffer(2){{\]\]}},
// CHECK:        threadgroup float3 staged[64];
// CHECK:        device packed_float3 *mine = pos + i;
// CHECK:        float3 step = scaled(staged[threadIdx.x], dt);
