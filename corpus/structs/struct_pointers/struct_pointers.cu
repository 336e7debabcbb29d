// Structs passed by value to kernels that carry device pointers: an Arrays
// struct {const float *x; float *y; int n;} for an axpy, a struct whose
// pointer members are declared two per declaration (const float *x1, *x2;),
// two of them aliasing one buffer, and a template struct View<T> with a
// pointer, a length and value accessors, used for float and int.
#include <cstdio>
#include <cuda_runtime.h>

struct Arrays {
  const float *x;
  float *y;
  int n;
};

struct Pair2 {
  const float *x1, *x2;
  float *y1, *y2;
  int n1, n2;
  float scale;
};

template <typename T>
struct View {
  T *data;
  int len;
  __device__ T get(int i) const { return data[i]; }
  __device__ void set(int i, T v) const { data[i] = v; }
};

__global__ void axpy(float a, Arrays arr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < arr.n)
    arr.y[i] = a * arr.x[i] + arr.y[i];
}

__global__ void both(Pair2 p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n1)
    p.y1[i] += p.scale * p.x2[i];
  if (i < p.n2)
    p.y2[i] -= p.x1[i];
}

template <typename T>
__global__ void addIndex(View<T> v, View<int> counts) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < v.len) {
    v.set(i, v.get(i) + (T)(i % 5));
    if (i < counts.len)
      atomicAdd(counts.data + i, 1);
  }
}

int main() {
  const int n = 500;
  float hx[n], hy[n], hz[n];
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 10) * 0.5f;
    hy[i] = (float)(i % 3);
    hz[i] = (float)(i % 8) - 4.0f;
  }
  float *dx, *dy, *dz;
  int *dcount;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  cudaMalloc(&dz, n * sizeof(float));
  cudaMalloc(&dcount, 16 * sizeof(int));
  cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, hy, sizeof(hy), cudaMemcpyHostToDevice);
  cudaMemcpy(dz, hz, sizeof(hz), cudaMemcpyHostToDevice);
  cudaMemset(dcount, 0, 16 * sizeof(int));
  Arrays a = {dx, dy, n};
  axpy<<<(n + 127) / 128, 128>>>(2.0f, a);
  Pair2 p = {dx, dz, dy, dz, n, n / 2, 0.25f};
  both<<<(n + 127) / 128, 128>>>(p);
  View<float> vf = {dy, n};
  View<int> vc = {dcount, 16};
  addIndex<float><<<(n + 63) / 64, 64>>>(vf, vc);
  float ry[n], rz[n];
  int counts[16];
  cudaMemcpy(ry, dy, sizeof(ry), cudaMemcpyDeviceToHost);
  cudaMemcpy(rz, dz, sizeof(rz), cudaMemcpyDeviceToHost);
  cudaMemcpy(counts, dcount, sizeof(counts), cudaMemcpyDeviceToHost);
  int bad = 0;
  float sy = 0.0f, sz = 0.0f;
  for (int i = 0; i < n; ++i) {
    float wz = i < n / 2 ? hz[i] - hx[i] : hz[i];
    float wy = 2.0f * hx[i] + hy[i] + 0.25f * hz[i] + (float)(i % 5);
    if (ry[i] != wy || rz[i] != wz)
      ++bad;
    sy += ry[i];
    sz += rz[i];
  }
  for (int k = 0; k < 16; ++k)
    if (counts[k] != 1)
      ++bad;
  printf("sizeof(Arrays)=%d sizeof(Pair2)=%d sizeof(View<float>)=%d\n", (int)sizeof(Arrays), (int)sizeof(Pair2),
         (int)sizeof(View<float>));
  printf("y[3]=%.3f y[499]=%.3f z[3]=%.3f z[499]=%.3f\n", ry[3], ry[499], rz[3], rz[499]);
  printf("sum y=%.3f sum z=%.3f\n", sy, sz);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
