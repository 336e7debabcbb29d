// Cross-stream dependency: a producer kernel in stream A records an event,
// stream B waits on it with cudaStreamWaitEvent before consuming; a
// non-blocking stream and the default stream are mixed in.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void produce(int *buf, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    buf[i] = i * 2;
}

__global__ void consume(const int *buf, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = buf[n - 1 - i] + 1;
}

__global__ void finalize(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] *= 3;
}

int main() {
  const int n = 100000;
  int *buf, *out;
  cudaMalloc(&buf, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaStream_t a, b;
  cudaStreamCreate(&a);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_t produced;
  cudaEventCreateWithFlags(&produced, cudaEventDisableTiming);
  produce<<<(n + 255) / 256, 256, 0, a>>>(buf, n);
  cudaEventRecord(produced, a);
  cudaStreamWaitEvent(b, produced, 0);
  consume<<<(n + 255) / 256, 256, 0, b>>>(buf, out, n);
  cudaStreamSynchronize(b);
  finalize<<<(n + 255) / 256, 256>>>(out, n); // legacy default stream
  int *h = new int[n];
  cudaMemcpy(h, out, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    if (h[i] != ((n - 1 - i) * 2 + 1) * 3)
      ++bad;
    sum += h[i];
  }
  printf("h[0]=%d h[n-1]=%d sum=%lld\n", h[0], h[n - 1], sum);
  cudaEventDestroy(produced);
  cudaStreamDestroy(a);
  cudaStreamDestroy(b);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
