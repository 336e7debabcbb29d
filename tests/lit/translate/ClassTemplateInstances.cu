// Class templates of the program are emitted once per instance, as plain
// classes named after their arguments (as function template instances
// are): the template's text with the parameters bound at the top of the
// body, the members device code calls as their translated copies (built-in
// variables passed in, member templates one copy per instance), constructors
// as written under the instance's name, everything else left out. Names
// written for instances take the instance's name. A reference member bound
// to __shared__ storage by the constructor calls is a threadgroup reference.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ALIGN --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp

namespace blk {

template <typename T> struct Plus {
  __host__ __device__ T operator()(const T &a, const T &b) const { return a + b; }
};

template <typename T, int Threads> class Sum {
public:
  struct Storage {
    T partial[Threads];
  };
  __device__ Sum(Storage &s) : storage(s) {}
  template <typename Op> __device__ T reduce(T v, Op op) {
    storage.partial[threadIdx.x] = v;
    __syncthreads();
    for (int s = Threads / 2; s > 0; s >>= 1) {
      if (threadIdx.x < s)
        storage.partial[threadIdx.x] =
            op(storage.partial[threadIdx.x], storage.partial[threadIdx.x + s]);
      __syncthreads();
    }
    return storage.partial[0];
  }
  __device__ T total(T v) { return reduce(v, Plus<T>()); }
  __device__ T unused() { return Sum<T, Threads * 2>::missing(); }

private:
  Storage &storage;
};

} // namespace blk

// CHECK: namespace blk {
// CHECK: struct Plus_float { using T = float;
// CHECK-NEXT: float operator()(const threadgroup float &a, const threadgroup float &b) thread const { return a + b; }
// CHECK-NEXT: float operator()(const device float &a, const device float &b) thread const { return a + b; }
// CHECK: class Sum_float_64 { using T = float; static constexpr constant int Threads = 64;
// CHECK: Sum_float_64(threadgroup blk::Sum_float_64::Storage &s) : storage(s) {}
// CHECK: float reduce_blk__Plus_float(float v, blk::Plus_float op, uint3 threadIdx) thread {
// CHECK: float total(float v, uint3 threadIdx) thread { return reduce_blk__Plus_float(v, Plus_float(), threadIdx); }
// CHECK-NOT: missing
// CHECK: threadgroup blk::Sum_float_64::Storage &storage;
__global__ void blockTotals(const float *in, float *out) {
  // CHECK: typedef blk::Sum_float_64 Block;
  typedef blk::Sum<float, 64> Block;
  // CHECK: threadgroup blk::Sum_float_64::Storage storage;
  __shared__ typename Block::Storage storage;
  float t = Block(storage).total(in[blockIdx.x * 64 + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = t + blk::Plus<float>()(in[0], in[1]);
}

// An alignment computed from the template's parameters is written as the
// instance's value: the parameters are bound only inside the body.
template <typename T, int N>
struct __align__(N * sizeof(T)) Packet {
  T lanes[N];
};

__global__ void copyPackets(const Packet<float, 4> *in, Packet<float, 4> *out) {
  out[threadIdx.x] = in[threadIdx.x];
}

void launchCopyPackets(const Packet<float, 4> *in, Packet<float, 4> *out) {
  copyPackets<<<1, 32>>>(in, out);
}

// ALIGN: struct alignas(16) Packet_float_4 {
