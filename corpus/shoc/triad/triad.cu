// SHOC-style Triad: A = B + s*C over blocks of a vector, each block's
// host-to-device copies, kernel and device-to-host copy issued on one of two
// streams from pinned memory (cudaMallocHost, cudaMemcpyAsync), events
// recorded per pass, and a __launch_bounds__ kernel. Block sizes
// (in KB) come from the command line, as SHOC sweeps them.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define CHECK_CUDA_ERROR()                                                     \
  {                                                                            \
    cudaError_t err = cudaGetLastError();                                      \
    if (cudaSuccess != err) {                                                  \
      printf("error=%d name=%s at ln: %d\n  ", err, cudaGetErrorString(err),   \
             __LINE__);                                                        \
      exit(-1);                                                                \
    }                                                                          \
  }

__global__ void __launch_bounds__(128) triad(float *A, float *B, float *C, float s) {
  int gid = threadIdx.x + (blockIdx.x * blockDim.x);
  C[gid] = A[gid] + s * B[gid];
}

int main(int argc, char **argv) {
  std::vector<int> blockSizesKB;
  for (int i = 1; i < argc; ++i)
    blockSizesKB.push_back(atoi(argv[i]));
  if (blockSizesKB.empty())
    blockSizesKB = {4, 16, 64};
  const int maxKB = 64;
  const int numMaxFloats = 1024 * maxKB / 4;
  const int halfNumFloats = numMaxFloats / 2;

  float *hostMem, *hostMem2;
  cudaMallocHost((void **)&hostMem, sizeof(float) * numMaxFloats);
  CHECK_CUDA_ERROR();
  cudaMallocHost((void **)&hostMem2, sizeof(float) * numMaxFloats);
  CHECK_CUDA_ERROR();
  // Small integers and a power-of-two scalar: every triad is exact.
  for (int i = 0; i < halfNumFloats; i++) {
    hostMem[i] = hostMem[halfNumFloats + i] = (float)(i % 100);
  }

  float *d_memA0, *d_memB0, *d_memC0, *d_memA1, *d_memB1, *d_memC1;
  cudaMalloc((void **)&d_memA0, maxKB * 1024);
  cudaMalloc((void **)&d_memB0, maxKB * 1024);
  cudaMalloc((void **)&d_memC0, maxKB * 1024);
  cudaMalloc((void **)&d_memA1, maxKB * 1024);
  cudaMalloc((void **)&d_memB1, maxKB * 1024);
  cudaMalloc((void **)&d_memC1, maxKB * 1024);
  CHECK_CUDA_ERROR();

  float scalar = 1.75f;
  const size_t blockSize = 128;

  cudaStream_t streams[2];
  cudaStreamCreate(&streams[0]);
  cudaStreamCreate(&streams[1]);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  CHECK_CUDA_ERROR();

  bool ok = true;
  for (size_t i = 0; i < blockSizesKB.size(); ++i) {
    int elemsInBlock = blockSizesKB[i] * 1024 / sizeof(float);
    for (int j = 0; j < halfNumFloats; ++j)
      hostMem2[j] = hostMem2[halfNumFloats + j] = 0.0f;
    int blocksPerGrid = elemsInBlock / blockSize;
    int globalWorkSize = numMaxFloats / elemsInBlock;

    cudaEventRecord(start, 0);
    // Start the first block's copies in stream 0.
    cudaMemcpyAsync(d_memA0, hostMem, blockSizesKB[i] * 1024, cudaMemcpyHostToDevice, streams[0]);
    cudaMemcpyAsync(d_memB0, hostMem, blockSizesKB[i] * 1024, cudaMemcpyHostToDevice, streams[0]);
    triad<<<blocksPerGrid, blockSize, 0, streams[0]>>>(d_memA0, d_memB0, d_memC0, scalar);

    if (elemsInBlock < numMaxFloats) {
      // Start the second block's copies in stream 1.
      cudaMemcpyAsync(d_memA1, hostMem + elemsInBlock, blockSizesKB[i] * 1024, cudaMemcpyHostToDevice,
                      streams[1]);
      cudaMemcpyAsync(d_memB1, hostMem + elemsInBlock, blockSizesKB[i] * 1024, cudaMemcpyHostToDevice,
                      streams[1]);
      triad<<<blocksPerGrid, blockSize, 0, streams[1]>>>(d_memA1, d_memB1, d_memC1, scalar);
    }

    int currStream = 0;
    for (int k = 0; k < globalWorkSize; ++k) {
      float *d_memC = currStream == 0 ? d_memC0 : d_memC1;
      cudaMemcpyAsync(hostMem2 + k * elemsInBlock, d_memC, elemsInBlock * sizeof(float),
                      cudaMemcpyDeviceToHost, streams[currStream]);
      if (k + 2 < globalWorkSize) {
        float *d_memA = currStream == 0 ? d_memA0 : d_memA1;
        float *d_memB = currStream == 0 ? d_memB0 : d_memB1;
        cudaMemcpyAsync(d_memA, hostMem + (k + 2) * elemsInBlock, elemsInBlock * sizeof(float),
                        cudaMemcpyHostToDevice, streams[currStream]);
        cudaMemcpyAsync(d_memB, hostMem + (k + 2) * elemsInBlock, elemsInBlock * sizeof(float),
                        cudaMemcpyHostToDevice, streams[currStream]);
        triad<<<blocksPerGrid, blockSize, 0, streams[currStream]>>>(d_memA, d_memB, d_memC, scalar);
      }
      currStream = !currStream;
    }
    cudaDeviceSynchronize();
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    CHECK_CUDA_ERROR();
    float t = 0.0f;
    cudaEventElapsedTime(&t, start, stop);
    fprintf(stderr, "block %d KB: %f ms\n", blockSizesKB[i], t);

    int bad = 0;
    double sum = 0;
    for (int j = 0; j < numMaxFloats; ++j) {
      float want = hostMem[j] + scalar * hostMem[j];
      bad += hostMem2[j] != want;
      sum += hostMem2[j];
    }
    printf("TriadBdwth block %d KB: %d blocks of %d floats, sum %.2f, mismatches %d\n", blockSizesKB[i],
           globalWorkSize, elemsInBlock, sum, bad);
    ok = ok && bad == 0;
  }

  cudaFree(d_memA0); cudaFree(d_memB0); cudaFree(d_memC0);
  cudaFree(d_memA1); cudaFree(d_memB1); cudaFree(d_memC1);
  cudaFreeHost(hostMem);
  cudaFreeHost(hostMem2);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaStreamDestroy(streams[0]);
  cudaStreamDestroy(streams[1]);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
