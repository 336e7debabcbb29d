#include "scale.h"
#include <cstdio>
#include <cuda_runtime.h>

void report(const float *hostData, int n) {
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += hostData[i];
  printf("last=%.1f sum=%.1f (%s)\n", hostData[n - 1], sum,
         cudaGetErrorString(cudaGetLastError()));
}
