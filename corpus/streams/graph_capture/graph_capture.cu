// Stream capture into a CUDA graph: three kernels recorded on a stream between
// cudaStreamBeginCapture and cudaStreamEndCapture (nothing runs while
// capturing), cudaGraphInstantiate with flags 0, then cudaGraphLaunch four
// times. The kernels do not commute and each appends its tag to a log, so the
// results show the captured work ran once per launch, in capture order.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void doubleAdd(int *x, int n, int *log, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = x[i] * 2 + i % 3;
  if (i == 0)
    log[atomicAdd(count, 1)] = 1;
}

__global__ void subtract(int *x, int n, int k, int *log, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] -= k;
  if (i == 0)
    log[atomicAdd(count, 1)] = 2;
}

__global__ void clampNeg(int *x, int n, int *log, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i] < 0)
    x[i] = -x[i];
  if (i == 0)
    log[atomicAdd(count, 1)] = 3;
}

int main() {
  const int n = 1000, launches = 4;
  int h[n], ref[n];
  for (int i = 0; i < n; ++i)
    h[i] = ref[i] = (i * 17) % 41 - 20;
  int *dx, *dlog, *dcount;
  cudaMalloc(&dx, sizeof(h));
  cudaMalloc(&dlog, 64 * sizeof(int));
  cudaMalloc(&dcount, sizeof(int));
  cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);
  cudaMemset(dlog, 0, 64 * sizeof(int));
  cudaMemset(dcount, 0, sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cudaStreamCaptureStatus status;
  cudaStreamIsCapturing(s, &status);
  doubleAdd<<<(n + 255) / 256, 256, 0, s>>>(dx, n, dlog, dcount);
  subtract<<<(n + 255) / 256, 256, 0, s>>>(dx, n, 7, dlog, dcount);
  clampNeg<<<(n + 255) / 256, 256, 0, s>>>(dx, n, dlog, dcount);
  cudaError_t endErr = cudaStreamEndCapture(s, &graph);
  cudaError_t instErr = cudaGraphInstantiate(&exec, graph, 0);
  int countAfterCapture = -1;
  cudaMemcpy(&countAfterCapture, dcount, sizeof(int), cudaMemcpyDeviceToHost);
  printf("capturing=%d end=%d instantiate=%d count after capture=%d\n", status == cudaStreamCaptureStatusActive,
         (int)endErr, (int)instErr, countAfterCapture);
  for (int l = 0; l < launches; ++l)
    cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  int out[n], log[64], count = 0;
  cudaMemcpy(out, dx, sizeof(out), cudaMemcpyDeviceToHost);
  cudaMemcpy(log, dlog, sizeof(log), cudaMemcpyDeviceToHost);
  cudaMemcpy(&count, dcount, sizeof(int), cudaMemcpyDeviceToHost);
  int bad = countAfterCapture != 0 || count != 3 * launches;
  for (int l = 0; l < launches; ++l)
    for (int i = 0; i < n; ++i) {
      ref[i] = ref[i] * 2 + i % 3 - 7;
      ref[i] = ref[i] < 0 ? -ref[i] : ref[i];
    }
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    bad += out[i] != ref[i];
    sum += out[i];
  }
  printf("log:");
  for (int k = 0; k < count && k < 64; ++k) {
    printf(" %d", log[k]);
    bad += log[k] != k % 3 + 1;
  }
  printf("\nlaunches=%d kernels run=%d out[0]=%d out[5]=%d out[999]=%d sum=%ld\n", launches, count, out[0], out[5],
         out[999], sum);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaStreamDestroy(s);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
