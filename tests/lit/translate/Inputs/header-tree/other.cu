#include "inc/ops.cuh"

__global__ void tripled(float *x) { x[threadIdx.x] *= 3; }

void run3(float *x) { tripled<<<1, 32>>>(x); }
