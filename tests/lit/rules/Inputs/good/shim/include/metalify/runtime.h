cudaError_t cudaMalloc(void **p, unsigned long n);
