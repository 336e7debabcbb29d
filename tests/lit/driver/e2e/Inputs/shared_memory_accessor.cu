// The CUDA samples' SharedMemory<T> accessor in a templated block reduction
// launched for int and float with dynamic shared memory, plus an explicit
// specialization with its own array name.
#include <cstdio>

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

template <>
struct SharedMemory<unsigned> {
  __device__ inline operator unsigned *() {
    extern __shared__ unsigned __smem_u[];
    return __smem_u;
  }
};

template <class T>
__global__ void reduce(const T *in, T *out, unsigned n) {
  T *sdata = SharedMemory<T>();
  unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + tid;
  sdata[tid] = i < n ? in[i] : T(0);
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

template <class T>
T run(unsigned n) {
  T *h = new T[n], *d, *o, r[8];
  for (unsigned i = 0; i < n; ++i)
    h[i] = T(i % 9) / T(2);
  cudaMalloc(&d, n * sizeof(T));
  cudaMalloc(&o, 8 * sizeof(T));
  cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
  reduce<T><<<8, 128, 128 * sizeof(T)>>>(d, o, n);
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  T sum = 0;
  for (int b = 0; b < 8; ++b)
    sum += r[b];
  cudaFree(d);
  cudaFree(o);
  delete[] h;
  return sum;
}

int main() {
  printf("int %d float %.1f unsigned %u\n", run<int>(1000), run<float>(1000), run<unsigned>(1000));
  return 0;
}
