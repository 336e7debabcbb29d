// CUDA's double1..double4 on metalify::f64, with CUDA's layout (double2 and
// double4 are 16-byte aligned), so that buffers the host fills read the
// same. CUDA gives them no arithmetic operators, only members and make_*.
namespace metalify {

/// CUDA's double1.
struct double1 {
  f64 x;
};
/// CUDA's double2.
struct alignas(16) double2 {
  f64 x, y;
};
/// CUDA's double3.
struct double3 {
  f64 x, y, z;
};
/// CUDA's double4.
struct alignas(16) double4 {
  f64 x, y, z, w;
};

inline double1 make_double1(f64 x) {
  double1 r;
  r.x = x;
  return r;
}
inline double2 make_double2(f64 x, f64 y) {
  double2 r;
  r.x = x;
  r.y = y;
  return r;
}
inline double3 make_double3(f64 x, f64 y, f64 z) {
  double3 r;
  r.x = x;
  r.y = y;
  r.z = z;
  return r;
}
inline double4 make_double4(f64 x, f64 y, f64 z, f64 w) {
  double4 r;
  r.x = x;
  r.y = y;
  r.z = z;
  r.w = w;
  return r;
}

} // namespace metalify
