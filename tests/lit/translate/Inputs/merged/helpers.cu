// Device helper in a .cu file included by kernels.cu (merged as well).
__device__ float twice(float v) { return 2.0f * v; }
