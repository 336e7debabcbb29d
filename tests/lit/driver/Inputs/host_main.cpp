// A plain host file that includes <cuda_runtime.h> directly, as a .cpp in
// a CUDA project does; linked with host_helper.o.
#include <cuda_runtime.h>
#include <cstdio>

int sumOnDevice(const int *Values, int N);

int main(int Argc, char **Argv) {
  int Values[4] = {1, 2, 3, 4};
  int Sum = sumOnDevice(Values, 4);
  int Count = 0;
  cudaGetDeviceCount(&Count);
  std::printf("sum=%d devices=%d args=%d\n", Sum, Count, Argc - 1);
  std::printf("%s\n", cudaGetErrorName(cudaMemset(Values, 0, 16)));
  return Sum == 10 ? 0 : 1;
}
