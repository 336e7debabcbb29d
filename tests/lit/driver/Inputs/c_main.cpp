#include <cstdio>
#include <cuda_runtime.h>
extern "C" int cTwice(int x);
int main() {
  int Version = 0;
  cudaRuntimeGetVersion(&Version);
  std::printf("twice=%d runtime=%d\n", cTwice(21), Version);
  return 0;
}
