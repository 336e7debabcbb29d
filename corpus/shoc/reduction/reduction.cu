// SHOC-style Reduction: a kernel templated on the element type and the
// block size, each thread first sums a grid-strided range, then a shared
// tree reduction finishes with the classic warp-synchronous unrolled tail on
// a volatile shared pointer (no __syncthreads inside the last warp). A
// second pass reduces the per-block sums. Options are parsed from argv the
// way SHOC's OptionParser front end passes them (--size N --passes N), and
// each pass is timed with cudaEventElapsedTime (kept off stdout).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_SAFE_CALL(call)                                                   \
  do {                                                                         \
    cudaError_t err = call;                                                    \
    if (cudaSuccess != err) {                                                  \
      fprintf(stderr, "Cuda error in file '%s' in line %i : %s.\n", __FILE__,  \
              __LINE__, cudaGetErrorString(err));                              \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

#define CHECK_CUDA_ERROR()                                                     \
  {                                                                            \
    cudaError_t err = cudaGetLastError();                                      \
    if (cudaSuccess != err) {                                                  \
      printf("error=%d name=%s at ln: %d\n  ", err, cudaGetErrorString(err),   \
             __LINE__);                                                        \
      exit(-1);                                                                \
    }                                                                          \
  }

/// A tiny stand-in for SHOC's OptionParser: --name value pairs with defaults.
class OptionParser {
public:
  void addOption(const std::string &name, int def) { names.push_back(name), values.push_back(def); }
  bool parse(int argc, char **argv) {
    for (int i = 1; i < argc; ++i) {
      std::string a = argv[i];
      bool known = false;
      for (size_t k = 0; k < names.size(); ++k)
        if (a == "--" + names[k] && i + 1 < argc) {
          values[k] = atoi(argv[++i]);
          known = true;
        }
      if (!known)
        return false;
    }
    return true;
  }
  int getOptionInt(const std::string &name) const {
    for (size_t k = 0; k < names.size(); ++k)
      if (names[k] == name)
        return values[k];
    return 0;
  }

private:
  std::vector<std::string> names;
  std::vector<int> values;
};

template <class T, int blockSize>
__global__ void reduce(const T *__restrict__ g_idata, T *__restrict__ g_odata, const unsigned int n) {
  const unsigned int tid = threadIdx.x;
  unsigned int i = (blockIdx.x * (blockDim.x * 2)) + tid;
  const unsigned int gridSize = blockDim.x * 2 * gridDim.x;

  extern __shared__ unsigned char sdataRaw[];
  T *sdata = reinterpret_cast<T *>(sdataRaw);

  sdata[tid] = 0;
  // Reduce multiple elements per thread
  while (i < n) {
    sdata[tid] += g_idata[i];
    if (i + blockSize < n)
      sdata[tid] += g_idata[i + blockSize];
    i += gridSize;
  }
  __syncthreads();

  // Reduce the contents of shared memory
  if (blockSize >= 512) {
    if (tid < 256) { sdata[tid] += sdata[tid + 256]; }
    __syncthreads();
  }
  if (blockSize >= 256) {
    if (tid < 128) { sdata[tid] += sdata[tid + 128]; }
    __syncthreads();
  }
  if (blockSize >= 128) {
    if (tid < 64) { sdata[tid] += sdata[tid + 64]; }
    __syncthreads();
  }
  if (tid < warpSize) {
    // Warp-synchronous: volatile keeps every store visible to the other lanes.
    volatile T *smem = sdata;
    if (blockSize >= 64) { smem[tid] += smem[tid + 32]; }
    if (blockSize >= 32) { smem[tid] += smem[tid + 16]; }
    if (blockSize >= 16) { smem[tid] += smem[tid + 8]; }
    if (blockSize >= 8) { smem[tid] += smem[tid + 4]; }
    if (blockSize >= 4) { smem[tid] += smem[tid + 2]; }
    if (blockSize >= 2) { smem[tid] += smem[tid + 1]; }
  }
  // Write result for this block to global memory
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0];
}

template <class T>
void RunTest(const std::string &testName, OptionParser &op) {
  const int probSizes[4] = {1, 8, 32, 64};
  int size = probSizes[op.getOptionInt("size") - 1];
  unsigned int bytes = size * 1024 * sizeof(T) / 4; // small problems for the corpus
  int n = bytes / sizeof(T);
  T *h_idata;
  CUDA_SAFE_CALL(cudaMallocHost((void **)&h_idata, bytes));
  for (int i = 0; i < n; i++)
    h_idata[i] = (T)(i % 3); // fill with a pattern that has an exact sum
  T cpuSum = 0;
  for (int i = 0; i < n; i++)
    cpuSum += h_idata[i];

  T *d_idata, *d_odata, *d_block;
  const int num_threads = 256;
  const int num_blocks = 64;
  int smem_size = sizeof(T) * num_threads;
  CUDA_SAFE_CALL(cudaMalloc((void **)&d_idata, bytes));
  CUDA_SAFE_CALL(cudaMalloc((void **)&d_odata, sizeof(T)));
  CUDA_SAFE_CALL(cudaMalloc((void **)&d_block, num_blocks * sizeof(T)));
  CUDA_SAFE_CALL(cudaMemcpy(d_idata, h_idata, bytes, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  CUDA_SAFE_CALL(cudaEventCreate(&start));
  CUDA_SAFE_CALL(cudaEventCreate(&stop));

  int passes = op.getOptionInt("passes");
  bool ok = true;
  T gpuSum = 0;
  for (int k = 0; k < passes; k++) {
    cudaEventRecord(start, 0);
    reduce<T, num_threads><<<num_blocks, num_threads, smem_size>>>(d_idata, d_block, n);
    CHECK_CUDA_ERROR();
    reduce<T, num_threads><<<1, num_threads, smem_size>>>(d_block, d_odata, num_blocks);
    CHECK_CUDA_ERROR();
    cudaEventRecord(stop, 0);
    CUDA_SAFE_CALL(cudaEventSynchronize(stop));
    float t = 0.0f;
    cudaEventElapsedTime(&t, start, stop);
    fprintf(stderr, "%s pass %d: %f ms\n", testName.c_str(), k, t);
    CUDA_SAFE_CALL(cudaMemcpy(&gpuSum, d_odata, sizeof(T), cudaMemcpyDeviceToHost));
    if (gpuSum != cpuSum)
      ok = false;
  }
  printf("%s: n=%d gpu=%.1f cpu=%.1f %s\n", testName.c_str(), n, (double)gpuSum, (double)cpuSum,
         ok ? "match" : "MISMATCH");
  CUDA_SAFE_CALL(cudaFreeHost(h_idata));
  CUDA_SAFE_CALL(cudaFree(d_idata));
  CUDA_SAFE_CALL(cudaFree(d_odata));
  CUDA_SAFE_CALL(cudaFree(d_block));
  CUDA_SAFE_CALL(cudaEventDestroy(start));
  CUDA_SAFE_CALL(cudaEventDestroy(stop));
  if (!ok)
    printf("FAIL\n"), exit(1);
}

int main(int argc, char **argv) {
  OptionParser op;
  op.addOption("size", 1);
  op.addOption("passes", 3);
  if (!op.parse(argc, argv)) {
    printf("usage: reduction [--size 1-4] [--passes N]\n");
    return 1;
  }
  RunTest<float>("Reduction", op);
  RunTest<int>("Reduction-int", op);
  printf("PASS\n");
  return 0;
}
