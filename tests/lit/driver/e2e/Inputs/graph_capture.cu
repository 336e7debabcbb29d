// Work captured from a stream into a CUDA graph runs only when the graph is
// launched, once per launch, in capture order.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void addOne(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += 1;
}

__global__ void twice(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] *= 2;
}

int main() {
  const int n = 64;
  int *d = nullptr;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaStreamCaptureMode mode = cudaStreamCaptureModeGlobal;
  cudaStreamBeginCapture(s, mode);
  addOne<<<1, n, 0, s>>>(d, n);
  twice<<<1, n, 0, s>>>(d, n);
  cudaGraph_t graph;
  cudaStreamEndCapture(s, &graph);
  struct CUgraph_st *same = graph;
  int before = -1;
  cudaMemcpy(&before, d, sizeof(int), cudaMemcpyDeviceToHost);
  cudaGraphExec_t exec;
  cudaGraphInstantiateWithFlags(&exec, same, 0);
  struct CUgraphExec_st *instance = exec;
  for (int r = 0; r < 3; ++r)
    cudaGraphLaunch(instance, s);
  cudaStreamSynchronize(s);
  int after[n];
  cudaMemcpy(after, d, sizeof(after), cudaMemcpyDeviceToHost);
  // ((0 + 1) * 2 + 1) * 2 + 1) * 2 = 14
  printf("before %d after %d %d\n", before, after[0], after[n - 1]);
  cudaGraph_t empty;
  cudaGraphCreate(&empty, 0);
  cudaGraphNode_t node = nullptr;
  struct CUgraphNode_st *raw = node;
  printf("empty graph %s, node %s\n", empty ? "made" : "missing",
         raw ? "set" : "null");
  cudaGraphDestroy(empty);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaStreamDestroy(s);
  cudaFree(d);
  return 0;
}
