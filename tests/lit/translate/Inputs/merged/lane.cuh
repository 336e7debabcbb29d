// A header with device-only functions and no kernel is merged as well: the
// host compiler never sees their bodies (nvcc's host pass does not).
#ifndef LANE_CUH
#define LANE_CUH
__device__ inline unsigned lane() { return threadIdx.x % 32; }
#endif
