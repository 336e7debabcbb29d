// Members and friends without __device__ run on the host only: no kernel
// can reach them, and their text may use what MSL lacks (std::ostream), so
// they are left out of the struct in the MSL, declarations and member
// templates included. Their lines stay, blank, so the line map holds. The
// host file keeps them all.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu | FileCheck %s --check-prefix=EXEC

#include <cmath>
#include <cstdio>
#include <iostream>

class Shot {
  float angle_, speed_;
public:
  __host__ __device__ Shot(float a = 0.f, float s = 0.f) : angle_(a), speed_(s) {}
  __host__ __device__ float reach() const { return speed_ * angle_; }
  float angle() const { return angle_; }
  friend bool operator!=(const Shot &x, const Shot &y) {
    return std::fabs(x.angle_ - y.angle_) > 1.f;
  }
  friend std::ostream &operator<<(std::ostream &os, const Shot &s) {
    return os << "angle " << s.angle_;
  }
  template <typename T> T as() const { return T(angle_); }
  friend std::ostream &dump(std::ostream &os, const Shot &s);
};

std::ostream &dump(std::ostream &os, const Shot &s) { return os << s.angle(); }

__global__ void k(const Shot *in, float *out) { out[threadIdx.x] = in[threadIdx.x].reach(); }

int main() {
  Shot h[4] = {Shot(1, 2), Shot(2, 3), Shot(3, 4), Shot(4, 5)};
  Shot *d;
  float *o, r[4];
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&o, sizeof(r));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  k<<<1, 4>>>(d, o);
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  std::cout << h[1] << " differs " << (h[0] != h[2]) << " as " << h[3].as<int>() << "\n";
  printf("reach %.0f %.0f\n", r[0], r[3]);
  return 0;
}

// ERR-NOT: error
// CHECK: class Shot {
// CHECK-NEXT: float angle_, speed_;
// CHECK-NEXT: public:
// CHECK-NEXT: Shot(float a = 0.f, float s = 0.f) : angle_(a), speed_(s) {}
// CHECK-NEXT: float reach() device const { return speed_ * angle_; }
// CHECK-NOT: angle()
// CHECK-NOT: operator
// CHECK-NOT: as()
// CHECK-NOT: ostream
// CHECK: };
// CHECK-NOT: dump
// CHECK: kernel void k(
// HOST: friend bool operator!=(const Shot &x, const Shot &y) {
// HOST: friend std::ostream &operator<<(std::ostream &os, const Shot &s) {
// EXEC: angle 2 differs 1 as 4
// EXEC-NEXT: reach 2 20
