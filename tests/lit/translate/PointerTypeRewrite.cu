// PointerTypeRewrite and the address-space inference (locals are `thread`,
// the __local__ row): local pointers and
// references take the space of what they point into (through arithmetic,
// address-of and assignments), const when nothing writes through them;
// casts keep the space of their operand, and its `const` where the operand
// derives only from pointers declared const because nothing writes through
// them (MSL refuses a cast that drops it).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void locals(float *out, const int *idx, int n) {
  __shared__ float tile[32];
  float scratch[4] = {0, 1, 2, 3};
  float *dst = out + blockIdx.x;
  float *src = &tile[threadIdx.x];
  float *mine = scratch;
  const int *cursor = idx;
  float &first = tile[0];
  for (int i = 0; i < n; ++i)
    cursor++;
  *src = (float)*cursor + mine[1];
  __syncthreads();
  dst[0] = first + *(float *)src;
}

__global__ void widen(unsigned *keys, unsigned *out) {
  uint4 v = reinterpret_cast<uint4 *>(keys)[threadIdx.x];
  unsigned *cursor = keys + 4;
  reinterpret_cast<uint4 *>(out)[threadIdx.x] = v;
  out[0] = *(unsigned *)cursor;
}

int main() { return 0; }

// CHECK:      kernel void locals(
// CHECK-NEXT:     device float *out {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT:     const device int *idx {{\[\[}}buffer(1){{\]\]}},
// CHECK:        device float *dst = out + blockIdx.x;
// CHECK-NEXT:   threadgroup float *src = &tile[threadIdx.x];
// CHECK-NEXT:   const thread float *mine = scratch;
// CHECK-NEXT:   const device int *cursor = idx;
// CHECK-NEXT:   const threadgroup float &first = tile[0];
// CHECK:        dst[0] = first + *(threadgroup float *)src;

// CHECK-LABEL: kernel void widen(
// CHECK:        uint4 v = reinterpret_cast<const device uint4 *>(keys)[threadIdx.x];
// CHECK-NEXT:   const device uint *cursor = keys + 4;
// CHECK-NEXT:   reinterpret_cast<device uint4 *>(out)[threadIdx.x] = v;
// CHECK-NEXT:   out[0] = *(const device uint *)cursor;
