// A CHECK macro that reports the failing call and exits with status 1, hit
// by an impossible allocation (1 PiB). The expected exit status is 1; the
// message names the error and the call.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                                                                  \
  do {                                                                                                               \
    cudaError_t e_ = (call);                                                                                         \
    if (e_ != cudaSuccess) {                                                                                         \
      printf("CHECK failed: %s returned %s (%s)\n", #call, cudaGetErrorName(e_), cudaGetErrorString(e_));            \
      exit(1);                                                                                                       \
    }                                                                                                                \
  } while (0)

int main() {
  float *small;
  CHECK(cudaMalloc(&small, 1024));
  printf("small allocation ok\n");
  float *huge;
  CHECK(cudaMalloc(&huge, (size_t)1 << 50));
  printf("unreachable\n");
  return 0;
}
