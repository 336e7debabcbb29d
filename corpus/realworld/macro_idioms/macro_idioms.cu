// Macro-heavy idioms from real CUDA code: launches written inside a variadic
// macro (LAUNCH(k, n, ...) expands to k<<<grid, 128>>>(__VA_ARGS__)), a struct
// whose array bound comes from a #define, a type-name macro (REAL) used in
// declarations and casts in device code, a function-like macro for indexing,
// and a constexpr recursive helper used as a template argument and as a
// shared-memory array size.
#include <cstdio>
#include <cuda_runtime.h>

#define REAL float
#define NCOEF 4
#define BLOCK 128
#define LAUNCH(k, n, ...) k<<<((n) + BLOCK - 1) / BLOCK, BLOCK>>>(__VA_ARGS__)
#define IDX(i, j, w) ((i) * (w) + (j))
#define SQR(x) ((x) * (x))

constexpr int pow2(int e) { return e == 0 ? 1 : 2 * pow2(e - 1); }
constexpr int ilog2(int v) { return v <= 1 ? 0 : 1 + ilog2(v / 2); }

struct Poly {
  REAL c[NCOEF];
  int degree;
};

__global__ void evalPoly(const REAL *x, REAL *y, Poly p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  REAL acc = (REAL)0;
  for (int k = p.degree; k >= 0; --k)
    acc = acc * x[i] + p.c[k];
  y[i] = (REAL)(int)(acc * (REAL)4) + SQR((REAL)(i % 3));
}

template <int TILE>
__global__ void tileSums(const REAL *y, REAL *sums, int w) {
  __shared__ REAL tile[TILE];
  int t = threadIdx.x;
  tile[t] = y[IDX(blockIdx.x, t, w)];
  __syncthreads();
  for (int s = TILE / 2; s > 0; s >>= 1) {
    if (t < s)
      tile[t] += tile[t + s];
    __syncthreads();
  }
  if (t == 0)
    sums[blockIdx.x] = tile[0];
}

int main() {
  const int n = 1000;
  constexpr int W = pow2(ilog2(64)); // 64
  static_assert(W == 64, "constexpr helpers");
  REAL hx[n];
  for (int i = 0; i < n; ++i)
    hx[i] = (REAL)(i % 21 - 10) * (REAL)0.125;
  Poly p = {{(REAL)1, (REAL)-0.5, (REAL)0.25, (REAL)2}, NCOEF - 1};
  REAL *dx, *dy, *dsums;
  cudaMalloc(&dx, n * sizeof(REAL));
  cudaMalloc(&dy, n * sizeof(REAL));
  cudaMalloc(&dsums, n / W * sizeof(REAL));
  cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice);
  LAUNCH(evalPoly, n, dx, dy, p, n);
  tileSums<W><<<n / W, W>>>(dy, dsums, W);
  REAL y[n], sums[n / W];
  cudaMemcpy(y, dy, sizeof(y), cudaMemcpyDeviceToHost);
  cudaMemcpy(sums, dsums, sizeof(sums), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    REAL xv = hx[i], acc = 0;
    for (int k = NCOEF - 1; k >= 0; --k)
      acc = acc * xv + p.c[k];
    bad += y[i] != (REAL)(int)(acc * 4) + SQR((REAL)(i % 3));
  }
  REAL total = 0;
  for (int b = 0; b < n / W; ++b) {
    REAL s = 0;
    for (int j = 0; j < W; ++j)
      s += y[IDX(b, j, W)];
    bad += sums[b] != s;
    total += sums[b];
  }
  printf("W=%d sizeof(Poly)=%d y[3]=%.2f y[500]=%.2f tiles=%d total=%.2f\n", W, (int)sizeof(Poly), y[3], y[500],
         n / W, total);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
