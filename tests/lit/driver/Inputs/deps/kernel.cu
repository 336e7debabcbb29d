#include "local header.h"
#include <cuda_runtime.h>
#ifdef __CUDACC__
#include "cudacc_only.h"
#endif
#include <cooperative_groups.h>
__global__ void k(int *p) { *p = LOCAL_VALUE + CUDACC_VALUE; }
