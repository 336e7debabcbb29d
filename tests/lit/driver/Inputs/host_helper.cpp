// Copies through device memory with the runtime API only (no kernel).
#include <cuda_runtime.h>

// Host-device helpers stay in host code; the qualifiers mean nothing there.
__host__ __device__ __forceinline__ int identity(int X) { return X; }

int sumOnDevice(const int *Values, int N) {
  int *Device = nullptr;
  if (cudaMalloc(&Device, N * sizeof(int)) != cudaSuccess)
    return -1;
  cudaMemcpy(Device, Values, N * sizeof(int), cudaMemcpyHostToDevice);
  int Sum = 0;
  for (int I = 0; I < N; ++I)
    Sum += identity(Device[I]); // unified memory
  cudaFree(Device);
  return Sum;
}
