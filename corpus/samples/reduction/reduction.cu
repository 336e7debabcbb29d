// CUDA-samples-style parallel reduction: kernels templated on the element
// type (and block size / power-of-two flag) that reach dynamic shared
// memory through the samples' SharedMemory<T> accessor class, use
// cooperative-groups block sync and a thread_block_tile<32> shuffle tail,
// plus the older SDK variant whose last warp is warp-synchronous through a
// volatile pointer. Block/grid sizes from getNumBlocksAndThreads with
// nextPow2, a switch over block sizes for the template argument, a second
// pass reducing the partial sums on the GPU, and a host check for int and
// float input.
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace cg = cooperative_groups;

#ifndef MIN
#define MIN(x, y) ((x < y) ? x : y)
#endif

// Utility class used to avoid linker errors with extern
// unsized shared memory arrays with templated type
template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }

  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

// Interleaved addressing with divergent branching
template <class T>
__global__ void reduce0(T *g_idata, T *g_odata, unsigned int n) {
  cg::thread_block cta = cg::this_thread_block();
  T *sdata = SharedMemory<T>();

  // load shared mem
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

  sdata[tid] = (i < n) ? g_idata[i] : 0;

  cg::sync(cta);

  // do reduction in shared mem
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    // modulo arithmetic is slow!
    if ((tid % (2 * s)) == 0) {
      sdata[tid] += sdata[tid + s];
    }

    cg::sync(cta);
  }

  // write result for this block to global mem
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

// First add during load, then the older SDK's unrolled warp-synchronous
// last warp through a volatile pointer.
template <class T, unsigned int blockSize>
__global__ void reduce4_legacy(T *g_idata, T *g_odata, unsigned int n) {
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + threadIdx.x;

  T mySum = (i < n) ? g_idata[i] : 0;
  if (i + blockSize < n) mySum += g_idata[i + blockSize];
  sdata[tid] = mySum;
  __syncthreads();

  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }

  if (tid < 32) {
    volatile T *smem = sdata;
    if (blockSize >= 64) smem[tid] = mySum = mySum + smem[tid + 32];
    if (blockSize >= 32) smem[tid] = mySum = mySum + smem[tid + 16];
    if (blockSize >= 16) smem[tid] = mySum = mySum + smem[tid + 8];
    if (blockSize >= 8) smem[tid] = mySum = mySum + smem[tid + 4];
    if (blockSize >= 4) smem[tid] = mySum = mySum + smem[tid + 2];
    if (blockSize >= 2) smem[tid] = mySum = mySum + smem[tid + 1];
  }

  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

// Multiple elements per thread, a tile shuffle for the last warp.
template <class T, unsigned int blockSize, bool nIsPow2>
__global__ void reduce6(T *g_idata, T *g_odata, unsigned int n) {
  // Handle to thread block group
  cg::thread_block cta = cg::this_thread_block();
  T *sdata = SharedMemory<T>();

  unsigned int tid = threadIdx.x;
  unsigned int gridSize = blockSize * gridDim.x;

  T mySum = 0;

  if (nIsPow2) {
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    gridSize = gridSize << 1;

    while (i < n) {
      mySum += g_idata[i];
      // ensure we don't read out of bounds -- this is optimized away for
      // powerOf2 sized arrays
      if ((i + blockSize) < n) {
        mySum += g_idata[i + blockSize];
      }
      i += gridSize;
    }
  } else {
    unsigned int i = blockIdx.x * blockSize + threadIdx.x;
    while (i < n) {
      mySum += g_idata[i];
      i += gridSize;
    }
  }

  // each thread puts its local sum into shared memory
  sdata[tid] = mySum;
  cg::sync(cta);

  // do reduction in shared mem
  if ((blockSize >= 512) && (tid < 256)) {
    sdata[tid] = mySum = mySum + sdata[tid + 256];
  }

  cg::sync(cta);

  if ((blockSize >= 256) && (tid < 128)) {
    sdata[tid] = mySum = mySum + sdata[tid + 128];
  }

  cg::sync(cta);

  if ((blockSize >= 128) && (tid < 64)) {
    sdata[tid] = mySum = mySum + sdata[tid + 64];
  }

  cg::sync(cta);

  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);

  if (cta.thread_rank() < 32) {
    // Fetch final intermediate sum from 2nd warp
    if (blockSize >= 64) mySum += sdata[tid + 32];
    // Reduce final warp using shuffle
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2) {
      mySum += tile32.shfl_down(mySum, offset);
    }
  }

  // write result for this block to global mem
  if (cta.thread_rank() == 0) g_odata[blockIdx.x] = mySum;
}

bool isPow2(unsigned int x) { return ((x & (x - 1)) == 0); }

unsigned int nextPow2(unsigned int x) {
  --x;
  x |= x >> 1;
  x |= x >> 2;
  x |= x >> 4;
  x |= x >> 8;
  x |= x >> 16;
  return ++x;
}

void getNumBlocksAndThreads(int whichKernel, int n, int maxBlocks, int maxThreads, int &blocks,
                            int &threads) {
  if (whichKernel < 3) {
    threads = (n < maxThreads) ? nextPow2(n) : maxThreads;
    blocks = (n + threads - 1) / threads;
  } else {
    threads = (n < maxThreads * 2) ? nextPow2((n + 1) / 2) : maxThreads;
    blocks = (n + (threads * 2 - 1)) / (threads * 2);
  }
  if (whichKernel >= 6)
    blocks = MIN(maxBlocks, blocks);
}

template <class T>
void reduce(int size, int threads, int blocks, int whichKernel, T *d_idata, T *d_odata) {
  dim3 dimBlock(threads, 1, 1);
  dim3 dimGrid(blocks, 1, 1);

  // when there is only one warp per block, we need to allocate two warps
  // worth of shared memory so that we don't index shared memory out of bounds
  int smemSize = (threads <= 32) ? 2 * threads * sizeof(T) : threads * sizeof(T);

  switch (whichKernel) {
  case 0:
    reduce0<T><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
    break;
  case 4:
    switch (threads) {
    case 256:
      reduce4_legacy<T, 256><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
      break;
    case 128:
      reduce4_legacy<T, 128><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
      break;
    case 64:
      reduce4_legacy<T, 64><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
      break;
    }
    break;
  case 6:
  default:
    if (isPow2(size)) {
      switch (threads) {
      case 256:
        reduce6<T, 256, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
        break;
      case 64:
        reduce6<T, 64, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
        break;
      }
    } else {
      switch (threads) {
      case 256:
        reduce6<T, 256, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
        break;
      case 64:
        reduce6<T, 64, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size);
        break;
      }
    }
    break;
  }
}

template <class T>
bool runTest(const char *typeName, int size, int whichKernel, int maxThreads) {
  T *h_idata = (T *)malloc(size * sizeof(T));
  for (int i = 0; i < size; i++)
    h_idata[i] = (T)((i * 7) % 23) / (T)2; // halves: exact float sums
  T cpu = 0;
  for (int i = 0; i < size; i++)
    cpu += h_idata[i];

  int numBlocks = 0, numThreads = 0;
  getNumBlocksAndThreads(whichKernel, size, 64, maxThreads, numBlocks, numThreads);
  T *d_idata = NULL, *d_odata = NULL;
  cudaMalloc((void **)&d_idata, size * sizeof(T));
  cudaMalloc((void **)&d_odata, numBlocks * sizeof(T));
  cudaMemcpy(d_idata, h_idata, size * sizeof(T), cudaMemcpyHostToDevice);

  // First pass; then, as the sample does, either keep reducing the partial
  // sums on the GPU (kernel 0 takes any power-of-two block) or finish them
  // on the host (cpuFinalReduction).
  reduce<T>(size, numThreads, numBlocks, whichKernel, d_idata, d_odata);
  T gpu = 0;
  bool cpuFinalReduction = whichKernel != 0;
  if (cpuFinalReduction) {
    T *h_odata = (T *)malloc(numBlocks * sizeof(T));
    cudaMemcpy(h_odata, d_odata, numBlocks * sizeof(T), cudaMemcpyDeviceToHost);
    for (int i = 0; i < numBlocks; i++)
      gpu += h_odata[i];
    free(h_odata);
  } else {
    int s = numBlocks;
    while (s > 1) {
      int threads = 0, blocks = 0;
      getNumBlocksAndThreads(whichKernel, s, 64, maxThreads, blocks, threads);
      cudaMemcpy(d_idata, d_odata, s * sizeof(T), cudaMemcpyDeviceToDevice);
      reduce<T>(s, threads, blocks, whichKernel, d_idata, d_odata);
      s = (s + threads - 1) / threads;
    }
    cudaMemcpy(&gpu, d_odata, sizeof(T), cudaMemcpyDeviceToHost);
  }
  cudaError_t err = cudaGetLastError();
  printf("%-5s kernel %d n=%-6d blocks=%-3d threads=%-3d GPU %.1f CPU %.1f %s\n", typeName, whichKernel,
         size, numBlocks, numThreads, (double)gpu, (double)cpu, err == cudaSuccess ? "" : cudaGetErrorString(err));
  free(h_idata);
  cudaFree(d_idata);
  cudaFree(d_odata);
  return gpu == cpu && err == cudaSuccess;
}

int main(int argc, char **argv) {
  int size = argc > 1 ? atoi(argv[1]) : 1 << 14;
  bool ok = true;
  const int kernels[3] = {0, 4, 6};
  for (int k = 0; k < 3; ++k) {
    ok &= runTest<int>("int", size, kernels[k], 256);
    ok &= runTest<float>("float", size, kernels[k], 256);
    ok &= runTest<int>("int", size - 77, kernels[k], 64);
  }
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
