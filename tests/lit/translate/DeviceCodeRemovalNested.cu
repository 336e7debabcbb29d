// DeviceCodeRemoval with a declaration inside a removed body: the primary
// template of a device member declares `extern __device__ void missing();`
// in its body (so that only specializations compile, as CUDA samples'
// SharedMemory<T> does). The body goes, the declaration with it, and the
// host text before it stays whole.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.out/%basename_t.tmp.cpp

// CHECK: static int hostOne(int a) { return a + 1; }
// CHECK-NEXT: static int hostTwo(int b) { return b * 2; }
// CHECK-NOT: missing
static int hostOne(int a) { return a + 1; }
static int hostTwo(int b) { return b * 2; }
template <typename T> struct Holder {
  __device__ T *get() {
    extern __device__ void missing(void);
    missing();
    return nullptr;
  }
};
template <> struct Holder<int> {
  __device__ int *get() {
    extern __shared__ int storage[];
    return storage;
  }
};

__global__ void fill(int *out) {
  Holder<int> h;
  int *s = h.get();
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}

int main() { return hostOne(0) + hostTwo(0) - 1; }
