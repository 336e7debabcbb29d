// CUDA's own math functions called from host code and from a kernel.
#include <cstdio>
__global__ void device(float *out) {
  out[0] = rsqrtf(4.0f);
  out[1] = sinpif(0.5f);
  out[2] = normcdff(0.0f);
}
int main() {
  float *d, h[3];
  cudaMalloc(&d, sizeof h);
  device<<<1, 1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("host %g %g %g %g %g\n", rsqrtf(4.0f), sinpif(0.5f), cospi(1.0), normcdff(0.0f), rcbrt(8.0));
  printf("device %g %g %g\n", h[0], h[1], h[2]);
  return 0;
}
