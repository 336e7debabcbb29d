__global__ void reverse(unsigned *x) { x[threadIdx.x] = __brev(x[threadIdx.x]); }

void run2(unsigned *x) { reverse<<<1, 32>>>(x); }
