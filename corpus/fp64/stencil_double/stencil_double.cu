// A 2D Jacobi stencil in double, with a convergence check: the update uses
// weights that float cannot hold (1/3, 1/6), a residual accumulated per row
// in double, and the host iterates until the residual drops. + - * / only:
// the outputs are exact IEEE double, bit for bit.
#include <cmath>
#include <cstdio>

#define N 66

__global__ void jacobi(const double *in, double *out, double *rowResidual) {
  int row = blockIdx.x * blockDim.x + threadIdx.x + 1;
  if (row >= N - 1)
    return;
  double residual = 0.0;
  for (int col = 1; col < N - 1; ++col) {
    double centre = in[row * N + col];
    double next = (1.0 / 3.0) * centre +
                  (1.0 / 6.0) * (in[(row - 1) * N + col] + in[(row + 1) * N + col] +
                                 in[row * N + col - 1] + in[row * N + col + 1]);
    out[row * N + col] = next;
    double d = next - centre;
    residual += d < 0 ? -d : d;
  }
  rowResidual[row] = residual / (N - 2);
}

int main() {
  static double grid[N * N];
  for (int r = 0; r < N; ++r)
    for (int c = 0; c < N; ++c)
      grid[r * N + c] = (r == 0 ? 100.0 : 0.0) + (c == N - 1 ? 37.5 : 0.0);
  double *a, *b, *res;
  cudaMalloc(&a, sizeof(grid));
  cudaMalloc(&b, sizeof(grid));
  cudaMalloc(&res, N * sizeof(double));
  cudaMemcpy(a, grid, sizeof(grid), cudaMemcpyHostToDevice);
  cudaMemcpy(b, grid, sizeof(grid), cudaMemcpyHostToDevice);
  double rows[N];
  int iter = 0;
  double residual = 1.0;
  while (residual > 0.3 && iter < 4000) {
    jacobi<<<(N + 31) / 32, 32>>>(a, b, res);
    double *t = a;
    a = b;
    b = t;
    ++iter;
    if (iter % 250 == 0) {
      cudaMemcpy(rows, res, sizeof(rows), cudaMemcpyDeviceToHost);
      residual = 0;
      for (int r = 1; r < N - 1; ++r)
        residual += rows[r];
      printf("iteration %d: residual %.17g\n", iter, residual);
    }
  }
  cudaMemcpy(grid, a, sizeof(grid), cudaMemcpyDeviceToHost);
  printf("iterations: %d\n", iter);
  printf("centre: %.17g\n", grid[(N / 2) * N + N / 2]);
  printf("near the hot edge: %.17g\n", grid[1 * N + N / 2]);
  printf("%s\n", residual <= 0.3 ? "PASS" : "FAIL");
  return 0;
}
