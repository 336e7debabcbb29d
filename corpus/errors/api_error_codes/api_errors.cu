// Error returns of runtime API calls with bad arguments: cudaFree of a
// pointer that was never allocated, cudaMemcpy with a null pointer or an
// invalid kind, cudaSetDevice on a missing device, cudaMalloc of 0 bytes,
// the names/strings of several codes, and that API errors do not make later
// valid calls fail.
#include <cstdio>
#include <cuda_runtime.h>

static void show(const char *what, cudaError_t e) {
  printf("%-30s %s (%d)\n", what, cudaGetErrorName(e), (int)e);
  cudaGetLastError(); // clear for the next case
}

int main() {
  int count = -1;
  cudaError_t e = cudaGetDeviceCount(&count);
  printf("device count call: %s, at least one: %s\n", cudaGetErrorName(e), count >= 1 ? "yes" : "no");
  int hostValue = 5;
  show("cudaFree(host pointer)", cudaFree(&hostValue));
  show("cudaFree(nullptr)", cudaFree(nullptr));
  int *d = nullptr;
  show("cudaMalloc(0 bytes)", cudaMalloc(&d, 0));
  int *buf;
  cudaMalloc(&buf, 64);
  show("cudaMemcpy(dst=nullptr)", cudaMemcpy(nullptr, buf, 64, cudaMemcpyDeviceToHost));
  show("cudaMemcpy(bad kind)", cudaMemcpy(buf, &hostValue, 4, (cudaMemcpyKind)42));
  show("cudaSetDevice(99)", cudaSetDevice(99));
  show("cudaMemset(nullptr)", cudaMemset(nullptr, 0, 16));
  show("cudaMemcpy(valid)", cudaMemcpy(buf, &hostValue, 4, cudaMemcpyHostToDevice));
  int back = 0;
  cudaMemcpy(&back, buf, 4, cudaMemcpyDeviceToHost);
  printf("value after errors=%d\n", back);
  const cudaError_t codes[] = {cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation,
                               cudaErrorInvalidConfiguration, cudaErrorInvalidDevice, cudaErrorInvalidDevicePointer,
                               cudaErrorInvalidMemcpyDirection, cudaErrorLaunchFailure, cudaErrorNotReady,
                               cudaErrorInvalidResourceHandle, cudaErrorIllegalAddress, cudaErrorAssert};
  for (cudaError_t c : codes)
    printf("%4d %s: %s\n", (int)c, cudaGetErrorName(c), cudaGetErrorString(c));
  cudaFree(buf);
  printf("%s\n", back == 5 ? "PASS" : "FAIL");
  return 0;
}
