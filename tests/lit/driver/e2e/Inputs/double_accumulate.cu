// A float kernel that accumulates in double, as many benchmark kernels do:
// IEEE double in software by default, float with warnings under
// `metalify cc --fp64=demote`.
#include <cstdio>

__global__ void rowSums(const float *a, float *out, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n)
    return;
  double sum = 0.0;
  for (int j = 0; j < n; ++j)
    sum += a[row * n + j];
  out[row] = (float)sum;
}

int main() {
  const int n = 8;
  float h[n * n], r[n];
  for (int i = 0; i < n * n; ++i)
    h[i] = (float)(i % 5) * 0.5f;
  float *da, *dr;
  cudaMalloc(&da, sizeof(h));
  cudaMalloc(&dr, sizeof(r));
  cudaMemcpy(da, h, sizeof(h), cudaMemcpyHostToDevice);
  rowSums<<<1, 32>>>(da, dr, n);
  cudaMemcpy(r, dr, sizeof(r), cudaMemcpyDeviceToHost);
  printf("row sums: %.1f %.1f %.1f\n", r[0], r[1], r[7]);
  return 0;
}
