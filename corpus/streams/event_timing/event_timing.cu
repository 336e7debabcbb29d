// Event timing: cudaEventCreate/Record/Synchronize/ElapsedTime/Query/Destroy
// around a kernel and a copy. Times are printed only as "took N ms" lines,
// which the end-to-end comparison masks; their sign is checked.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void busy(float *x, int n, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  for (int r = 0; r < rounds; ++r)
    v = v * 0.5f + 1.0f;
  x[i] = v;
}

int main() {
  const int n = 1 << 18;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemset(d, 0, n * sizeof(float));
  cudaEvent_t start, mid, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&mid);
  cudaEventCreateWithFlags(&stop, cudaEventBlockingSync);
  cudaEventRecord(start);
  busy<<<n / 256, 256>>>(d, n, 64);
  cudaEventRecord(mid);
  float *h = new float[n];
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float kernelMs = -1, totalMs = -1;
  cudaEventElapsedTime(&kernelMs, start, mid);
  cudaEventElapsedTime(&totalMs, start, stop);
  printf("kernel took %.3f ms\n", kernelMs);
  printf("kernel+copy took %.3f ms\n", totalMs);
  printf("event query after sync: %s\n", cudaGetErrorName(cudaEventQuery(stop)));
  printf("timings non-negative and ordered: %s\n", (kernelMs >= 0 && totalMs >= kernelMs) ? "yes" : "no");
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (h[i] != h[0])
      ++bad;
  printf("value=%.6f\n", h[0]);
  cudaEventDestroy(start);
  cudaEventDestroy(mid);
  cudaEventDestroy(stop);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
