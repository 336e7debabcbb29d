#include <cstdio>
#include <cfg/select.h>
#include "limits.h"

__global__ void probe(float *out) {
  Limits<float> l;
  out[threadIdx.x] = l.two() * threadIdx.x + (l.infinity() > 3e38f ? 1.0f : 0.0f);
}

int main() {
  float *d;
  cudaMallocManaged(&d, 4 * sizeof(float));
  probe<<<1, 4>>>(d);
  cudaDeviceSynchronize();
  Limits<float> h;
  printf("platform from %s\n", PLATFORM_FROM);
  printf("%g %g %g %g, host two %g\n", d[0], d[1], d[2], d[3], h.two());
  return 0;
}
