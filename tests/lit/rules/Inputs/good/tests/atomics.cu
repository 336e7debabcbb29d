// exercises atomicAdd and cudaMalloc
