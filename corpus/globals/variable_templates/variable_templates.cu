// __constant__ and __device__ variable templates: a filter whose taps are
// a constant array per element type (coef<float>, coef<int>), read by a
// kernel template and a device function template, and a device counter
// array per width (hits<8>, hits<16>), updated atomically and read back
// with cudaMemcpyFromSymbol.
#include <cstdio>

template <typename T> __constant__ T coef[4];
template <int N> __device__ int hits[N];

template <typename T> __device__ T tap(const T *in, int k) {
  return coef<T>[k] * in[k];
}

template <typename T, int N>
__global__ void filter(const T *in, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 4 > n)
    return;
  T s = 0;
  for (int k = 0; k < 4; ++k)
    s += tap(in + i, k);
  out[i] = s;
  atomicAdd(&hits<N>[i % N], 1);
}

int main() {
  const int n = 500;
  float hf[4] = {0.5f, -1.25f, 2.0f, 0.75f};
  int hi[4] = {3, -1, 4, 1};
  cudaMemcpyToSymbol(coef<float>, hf, sizeof(hf));
  cudaMemcpyToSymbol(coef<int>, hi, sizeof(hi));
  float *inf, *outf;
  int *ini, *outi;
  cudaMallocManaged(&inf, n * sizeof(float));
  cudaMallocManaged(&outf, n * sizeof(float));
  cudaMallocManaged(&ini, n * sizeof(int));
  cudaMallocManaged(&outi, n * sizeof(int));
  for (int i = 0; i < n; ++i) {
    inf[i] = (i % 13) * 0.25f;
    ini[i] = i % 17 - 8;
  }
  filter<float, 8><<<(n + 127) / 128, 128>>>(inf, outf, n);
  filter<int, 16><<<(n + 63) / 64, 64>>>(ini, outi, n);
  cudaDeviceSynchronize();
  int h8[8], h16[16];
  cudaMemcpyFromSymbol(h8, hits<8>, sizeof(h8));
  cudaMemcpyFromSymbol(h16, hits<16>, sizeof(h16));

  int errors = 0;
  double sumf = 0;
  long long sumi = 0;
  for (int i = 0; i + 4 <= n; ++i) {
    float sf = 0;
    int si = 0;
    for (int k = 0; k < 4; ++k) {
      sf += hf[k] * inf[i + k];
      si += hi[k] * ini[i + k];
    }
    errors += outf[i] != sf || outi[i] != si;
    sumf += outf[i];
    sumi += outi[i];
  }
  int total8 = 0, total16 = 0;
  for (int b = 0; b < 8; ++b)
    total8 += h8[b];
  for (int b = 0; b < 16; ++b)
    total16 += h16[b];
  errors += total8 != n - 3 || total16 != n - 3;
  printf("float sum %.4f, int sum %lld\n", sumf, sumi);
  printf("hits<8>[0] = %d, hits<16>[15] = %d, totals %d %d\n", h8[0], h16[15],
         total8, total16);
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
