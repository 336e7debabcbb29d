// 3D grid of 3D blocks: a 7-point Laplacian on a small volume, integer data
// so the result is exact. Exercises blockIdx.z/threadIdx.z/gridDim.z.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void laplace3d(const int *in, int *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz)
    return;
  int idx = (z * ny + y) * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
    out[idx] = in[idx];
    return;
  }
  out[idx] = 6 * in[idx] - in[idx - 1] - in[idx + 1] - in[idx - nx] - in[idx + nx] -
             in[idx - nx * ny] - in[idx + nx * ny];
}

int main() {
  const int nx = 40, ny = 33, nz = 21, n = nx * ny * nz;
  int *h = (int *)malloc(n * sizeof(int)), *r = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    h[i] = (i * 7919) % 101 - 50;
  int *din, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  dim3 block(8, 4, 4);
  dim3 grid((nx + 7) / 8, (ny + 3) / 4, (nz + 3) / 4);
  laplace3d<<<grid, block>>>(din, dout, nx, ny, nz);
  cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  long long sum = 0;
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        int i = (z * ny + y) * nx + x;
        int want = h[i];
        if (x > 0 && y > 0 && z > 0 && x < nx - 1 && y < ny - 1 && z < nz - 1)
          want = 6 * h[i] - h[i - 1] - h[i + 1] - h[i - nx] - h[i + nx] - h[i - nx * ny] - h[i + nx * ny];
        if (r[i] != want)
          ++bad;
        sum += (long long)r[i] * (i % 13 + 1);
      }
  printf("grid=(%u,%u,%u) block=(%u,%u,%u)\n", grid.x, grid.y, grid.z, block.x, block.y, block.z);
  printf("weighted sum=%lld mid=%d\n", sum, r[(nz / 2 * ny + ny / 2) * nx + nx / 2]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout);
  free(h);
  free(r);
  return 0;
}
