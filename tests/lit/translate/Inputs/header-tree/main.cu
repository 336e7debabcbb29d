#include "inc/ops.cuh"

__global__ void doubled(float *x) { x[threadIdx.x] = twice(x[threadIdx.x]); }

void run(float *x) { doubled<<<1, 32>>>(x); }
