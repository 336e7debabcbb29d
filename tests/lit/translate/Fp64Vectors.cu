// double1..double4, make_double1..4: Metal has no double vectors; they are
// structs of metalify::f64 with CUDA's layout (double2 and double4 16-byte
// aligned), members and make_*, in bodies, buffers and shared structs.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

// CHECK: struct alignas(16) double2 {
// CHECK: struct Body {
// CHECK-NEXT: metalify::double3 pos;
struct Body {
  double3 pos;
  double mass;
};

// CHECK: kernel void step(
// CHECK: device metalify::double2 *v
__global__ void step(Body *b, double2 *v, double4 *q, double dt) {
  int i = threadIdx.x;
  // CHECK: metalify::double2 w = metalify::make_double2(v[i].x * dt, v[i].y * dt);
  double2 w = make_double2(v[i].x * dt, v[i].y * dt);
  // CHECK: b[i].pos = metalify::make_double3(b[i].pos.x + w.x, b[i].pos.y + w.y, b[i].pos.z);
  b[i].pos = make_double3(b[i].pos.x + w.x, b[i].pos.y + w.y, b[i].pos.z);
  q[i] = make_double4(w.x, w.y, b[i].mass, 1.0f);
}

int main() { return 0; }
