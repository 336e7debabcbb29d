__global__ void shared_kernel(float *x);
