// Kernels that take structs of device pointers by value (the unified-memory
// idiom of NVIDIA's blog code, llm.c and Rodinia), checked on the CPU
// backend, plus a host pointer in such a struct, which fails the launch.
#include <cstdio>
#include <cstdlib>

struct Arrays {
  const float *x;
  float *y;
  int n;
};

struct Stats {
  float *sum;
  unsigned *count;
};

template <typename T> struct View {
  T *data;
  int size;
};

// The pointer in a base class, as tensor accessors keep it.
struct Storage {
  int rank;
  float *data;
};
struct Strided : Storage {
  int stride;
};

__global__ void scaleStrided(Strided t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    t.data[i * t.stride] *= 2.0f;
}

__device__ float load(const float *p, int i) { return p[i]; }

__global__ void axpy(float a, Arrays s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float *out = s.y + i;
  if (i < s.n)
    *out = a * load(s.x, i) + *out;
}

__global__ void accumulate(Arrays s, Stats st) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < s.n) {
    atomicAdd(st.sum, s.y[i]);
    atomicAdd(st.count, 1u);
  }
}

template <typename T> __global__ void fill(View<T> v, T value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < v.size)
    v.data[i] = value + i;
}

int main() {
  const int n = 1000;
  float *x, *y, *sum;
  unsigned *count;
  int *ints;
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMallocManaged(&sum, sizeof(float));
  cudaMallocManaged(&count, sizeof(unsigned));
  cudaMallocManaged(&ints, n * sizeof(int));
  float *hy = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) {
    x[i] = 1.0f;
    hy[i] = 2.0f;
  }
  *sum = 0.0f;
  *count = 0;
  cudaMemcpy(y, hy, n * sizeof(float), cudaMemcpyHostToDevice);

  Arrays s{x, y, n};
  axpy<<<(n + 255) / 256, 256>>>(3.0f, s);
  accumulate<<<(n + 255) / 256, 256>>>(s, Stats{sum, count});
  fill<<<(n + 127) / 128, 128>>>(View<int>{ints, n}, 5);
  cudaDeviceSynchronize();
  cudaMemcpy(hy, y, n * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += hy[i] != 5.0f || ints[i] != 5 + i;
  printf("axpy+fill: %s\n", bad ? "FAIL" : "PASS");
  printf("sum %.0f count %u: %s\n", *sum, *count,
         *sum == 5000.0f && *count == 1000u ? "PASS" : "FAIL");

  Strided t;
  t.rank = 1;
  t.data = y;
  t.stride = 2;
  scaleStrided<<<(n / 2 + 127) / 128, 128>>>(t, n / 2);
  cudaMemcpy(hy, y, n * sizeof(float), cudaMemcpyDeviceToHost);
  bool scaled = true;
  for (int i = 0; i < n; ++i)
    scaled = scaled && hy[i] == (i % 2 == 0 ? 10.0f : 5.0f);
  printf("base-class pointer: %s\n", scaled ? "PASS" : "FAIL");

  // A host pointer inside the struct is refused, like a host pointer
  // argument.
  Arrays wrong{hy, y, n};
  axpy<<<1, 32>>>(1.0f, wrong);
  cudaError_t e = cudaGetLastError();
  printf("host pointer: %s\n",
         e == cudaErrorInvalidValue ? "refused" : cudaGetErrorString(e));
  free(hy);
  return 0;
}
