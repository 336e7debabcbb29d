// A header that defines a kernel is merged too.
__global__ void fill(int *y, int v) { y[threadIdx.x] = v; }
