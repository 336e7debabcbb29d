// A plain .cpp sees the guards once it includes the runtime itself.
#include <cuda_runtime.h>
#include "guard_probe.h"

void fromCpp() {
  printGuards("other.cpp");
  checkErrors(cudaDeviceSynchronize());
}
