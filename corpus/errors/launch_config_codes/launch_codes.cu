// Invalid launch configurations and the error each one returns through
// cudaPeekAtLastError/cudaGetLastError: 0 threads, 2048 threads per block,
// 64 KB of dynamic shared memory without opting in, grid.y = 70000, block
// z = 65. Launch errors are not sticky: a valid launch afterwards succeeds.
// The printed names, strings and numeric codes are what the runtime must
// reproduce (recorded on the GPU, see corpus/README.md).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void touch(int *p) {
  if (p)
    atomicAdd(p, 1);
}

static void report(const char *what) {
  cudaError_t peek = cudaPeekAtLastError();
  cudaError_t err = cudaGetLastError();
  cudaError_t after = cudaGetLastError();
  printf("%-22s -> %s (%d) \"%s\" peek-matches=%d cleared=%s\n", what, cudaGetErrorName(err), (int)err,
         cudaGetErrorString(err), peek == err, cudaGetErrorName(after));
}

int main() {
  int *counter;
  cudaMalloc(&counter, sizeof(int));
  cudaMemset(counter, 0, sizeof(int));
  touch<<<1, 0>>>(counter);
  report("<<<1, 0>>>");
  touch<<<2, 2048>>>(counter);
  report("<<<2, 2048>>>");
  touch<<<1, 1, 64 * 1024>>>(counter);
  report("<<<1, 1, 64 KB>>>");
  touch<<<dim3(1, 70000), 1>>>(counter);
  report("grid (1, 70000)");
  touch<<<1, dim3(1, 1, 65)>>>(counter);
  report("block (1, 1, 65)");
  touch<<<0, 32>>>(counter);
  report("<<<0, 32>>>");
  touch<<<3, 32>>>(counter);
  report("valid <<<3, 32>>>");
  cudaError_t sync = cudaDeviceSynchronize();
  int h = 0;
  cudaMemcpy(&h, counter, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sync=%s counter=%d (only the valid launch ran)\n", cudaGetErrorName(sync), h);
  printf("%s\n", h == 96 ? "PASS" : "FAIL");
  return 0;
}
