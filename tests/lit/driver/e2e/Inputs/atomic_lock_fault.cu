// A 64-bit atomic on an address outside every allocation: the fault must be
// reported (cudaErrorIllegalAddress), not leave a lock of the 64-bit atomics
// held while the other threads of the launch spin on it.
#include <cstdio>

// Block 0 faults at once; the others first keep their worker busy, so they
// reach the bad address after the fault.
__global__ void addFarAway(double *p, long offset) {
  if (blockIdx.x > 0)
    for (int i = 0; i < 2000; ++i)
      atomicAdd(&p[1], 1.0);
  atomicAdd(p + offset, 1.0);
}

int main() {
  double *p;
  cudaMalloc(&p, 2 * sizeof(double));
  addFarAway<<<8, 64>>>(p, 1l << 40);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
