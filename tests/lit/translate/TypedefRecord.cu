// A struct defined in a typedef's declarator is shared with the host like
// any other: __align__ and 3-component vectors (packed) are rewritten in
// its text too, whether the struct is anonymous or named.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

typedef struct __align__(16) { float a, b; } Pair16;
typedef struct Particle_ { float3 p; float w; } Particle;

__global__ void touch(Pair16 *pairs, Particle *parts) {
  int i = threadIdx.x;
  pairs[i].b = pairs[i].a * 2.0f;
  parts[i].w = parts[i].p.x + parts[i].p.y + parts[i].p.z;
}

int main() { return 0; }

// CHECK-DAG: typedef struct alignas(16) { float a, b; } Pair16;
// CHECK-DAG: typedef struct Particle_ { packed_float3 p; float w; } Particle;
// CHECK-NOT: __align__
// CHECK:     kernel void touch(
