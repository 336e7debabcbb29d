// NamespaceScope: device code keeps its namespaces in MSL (qualified names
// read the same); kernels are emitted at program scope with a using
// directive per enclosing namespace.
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

namespace geo {
constexpr int kDim = 3;
static_assert(kDim == 3, "three dimensions");
struct Point {
  float c[kDim];
};
namespace detail {
constexpr float square(float x) { return x * x; }
template <int N> __device__ float norm2(const Point &p) {
  float s = 0;
  for (int i = 0; i < N; ++i)
    s += square(p.c[i]);
  return s;
}
} // namespace detail

__global__ void lengths(const Point *in, float *out) {
  out[threadIdx.x] = detail::norm2<kDim>(in[threadIdx.x]);
}
} // namespace geo

__global__ void outside(const geo::Point *in, float *out) {
  out[0] = geo::detail::norm2<2>(in[0]) + geo::kDim;
}

// CHECK:      namespace geo {
// CHECK-NEXT: constexpr constant int kDim = 3;
// CHECK-NEXT: }
// CHECK-NEXT: namespace geo {
// CHECK-NEXT: struct Point {
// CHECK:      namespace geo {
// CHECK-NEXT: namespace detail {
// CHECK-NEXT: constexpr float square(float x) {
// CHECK:      namespace geo {
// CHECK-NEXT: namespace detail {
// CHECK-NEXT: float norm2_3(const device geo::Point &p) {
// CHECK:      kernel void lengths(
// CHECK:        using namespace geo;
// CHECK-NEXT:   out[threadIdx.x] = detail::norm2_3(in[threadIdx.x]);
// CHECK:      kernel void outside(
// CHECK-NOT:    using namespace
// CHECK:        out[0] = geo::detail::norm2_2(in[0]) + geo::kDim;

int main() { return 0; }
