// A class template whose members are declared in the class and defined
// after it (`template <class T> R S<T>::f() {...}`): an instance's copies
// of the members device code calls go where the class declares them, with
// the bodies of the out-of-class definitions; members it never calls are
// left out. A reference bound to what a call returns by value names a
// temporary of the thread, whatever memory the callee read; a member for
// device objects returns a device reference to what it names without
// `this` (check-msl: the CPU front end reads it through a generic `this`).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

template <class T>
class Span {
public:
  __device__ __host__ Span();
  __device__ __host__ Span(T const &lo, T const &hi);
  __device__ __host__ T const &lower() const;
  __device__ __host__ T width() const;

private:
  T lo_, hi_;
};

template <class T> inline __device__ __host__ Span<T>::Span() {}
template <class T>
inline __device__ __host__ Span<T>::Span(T const &lo, T const &hi)
    : lo_(lo), hi_(hi) {}
template <class T>
inline __device__ __host__ T const &Span<T>::lower() const { return lo_; }
template <class T>
inline __device__ __host__ T Span<T>::width() const { return hi_ - lo_; }

struct Ops {
  __device__ float larger(float const &a, float const &b) { return a > b ? a : b; }
};

__global__ void widths(const Span<float> *in, float *out) {
  Span<float> s(1.0f, 4.0f);
  Ops ops;
  float const &m = ops.larger(in[threadIdx.x].lower(), s.width());
  out[threadIdx.x] = s.width() + m;
}

int main() { return 0; }

// CHECK-LABEL: class Span_float { using T = float;
// CHECK-NEXT:  public:
// CHECK-NEXT:  ;
// CHECK-NEXT:  Span_float(const thread float &lo, const thread float &hi) : lo_(lo), hi_(hi) {};
// CHECK-NEXT:  const device float &lower() device const { return lo_; };
// CHECK-NEXT:  float width() thread const { return hi_ - lo_; };
// CHECK-NOT:   Span<T>::
// CHECK-LABEL: struct Ops {
// CHECK-NEXT:    float larger(const device float &a, const thread float &b) thread
// CHECK-LABEL: kernel void widths(
// CHECK:       const thread float &m = ops.larger(in[threadIdx.x].lower(), s.width());
