// Double-precision block reduction, the way scientific codes write it: each
// block sums its slice of the array in shared double memory (tree order),
// the host adds the per-block partials. The data are chosen so that float
// would lose the answer (terms 1e8 apart), and the kernel also computes a
// sum of squares and a dot product with a double constant that float cannot
// hold (0.1). Every operation is + or *: results are exact IEEE double,
// bit for bit.
#include <cstdio>

#define BLOCK 256

__global__ void reduce(const double *x, double *partial, double *squares,
                       int n) {
  __shared__ double sum[BLOCK];
  __shared__ double sq[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double v = i < n ? x[i] : 0.0;
  sum[threadIdx.x] = v * 0.1;
  sq[threadIdx.x] = v * v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      sum[threadIdx.x] += sum[threadIdx.x + s];
      sq[threadIdx.x] += sq[threadIdx.x + s];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = sum[0];
    squares[blockIdx.x] = sq[0];
  }
}

int main() {
  const int n = 1 << 16;
  const int blocks = n / BLOCK;
  static double h[n];
  for (int i = 0; i < n; ++i)
    h[i] = (i % 7 == 0 ? 1e8 : 1.0) + i * 1e-6 - (i % 3) * 0.25;
  double *x, *partial, *squares;
  cudaMalloc(&x, n * sizeof(double));
  cudaMalloc(&partial, blocks * sizeof(double));
  cudaMalloc(&squares, blocks * sizeof(double));
  cudaMemcpy(x, h, n * sizeof(double), cudaMemcpyHostToDevice);
  reduce<<<blocks, BLOCK>>>(x, partial, squares, n);
  static double p[blocks], q[blocks];
  cudaMemcpy(p, partial, sizeof(p), cudaMemcpyDeviceToHost);
  cudaMemcpy(q, squares, sizeof(q), cudaMemcpyDeviceToHost);
  double total = 0, total_sq = 0;
  for (int b = 0; b < blocks; ++b) {
    total += p[b];
    total_sq += q[b];
  }
  printf("block 0: %.17g %.17g\n", p[0], q[0]);
  printf("block %d: %.17g %.17g\n", blocks - 1, p[blocks - 1], q[blocks - 1]);
  printf("sum*0.1: %.17g\n", total);
  printf("sum of squares: %.17g\n", total_sq);
  printf("%s\n", total > 9.3e10 && total < 9.4e10 ? "PASS" : "FAIL");
  return 0;
}
