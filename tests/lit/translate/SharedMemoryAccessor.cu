// The CUDA samples' SharedMemory<T> idiom: a class whose conversion
// operators declare an `extern __shared__` array and return a cast of it.
// The class is left out of the module and each conversion becomes a view of
// the kernel's dynamic threadgroup buffer, typed per instance; the pointer
// it initialises is a threadgroup pointer. A class with any other member is
// not such an accessor.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

struct Scaler {
  float k;
  __device__ float apply(float x) const { return k * x; }
};

template <class T>
__device__ T blockSum(const T *in) {
  T *s = SharedMemory<T>();
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  return threadIdx.x == 0 ? s[0] + s[1] : T(0);
}

template <class T>
__global__ void reverse(T *data, Scaler sc) {
  T *sdata = SharedMemory<T>();
  sdata[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  data[threadIdx.x] = sc.apply(sdata[blockDim.x - 1 - threadIdx.x]) + blockSum(data);
}

int main() {
  float *f = nullptr;
  int *i = nullptr;
  reverse<float><<<1, 64, 64 * sizeof(float)>>>(f, Scaler{2.0f});
  reverse<int><<<1, 64, 64 * sizeof(int)>>>(i, Scaler{2.0f});
  return 0;
}

// CHECK-NOT:  struct SharedMemory
// CHECK:      struct Scaler {
// CHECK:      threadgroup float *s = ((threadgroup float *)metalify_dynamic_shared);
// CHECK:      threadgroup int *s = ((threadgroup int *)metalify_dynamic_shared);
// CHECK:      kernel void reverse_float(
// CHECK:      threadgroup float *sdata = ((threadgroup float *)metalify_dynamic_shared);
// CHECK:      kernel void reverse_int(
// CHECK:      threadgroup int *sdata = ((threadgroup int *)metalify_dynamic_shared);
// CHECK-NOT:  SharedMemory<
