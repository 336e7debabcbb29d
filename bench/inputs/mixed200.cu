// A 200-line CUDA program for timing `metalify translate`: several kernel
// families (element-wise, shared-memory reduction, tiled transpose,
// histogram with atomics, warp shuffles) and a host driver with error
// checks, as a typical single-file CUDA program has them.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                       \
              cudaGetErrorString(err_));                                       \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

constexpr int kBlock = 256;
constexpr int kTile = 32;
constexpr int kBins = 64;

__device__ __forceinline__ float clampf(float v, float lo, float hi) {
  return fminf(fmaxf(v, lo), hi);
}

__device__ float warpSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void scaleAdd(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * (x[i] + y[i]);
}

__global__ void clampMul(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = clampf(a * x[i], -1.0f, 1.0f) * y[i];
}

__global__ void expBlend(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = __expf(-a * x[i]) + y[i];
}

__global__ void blockSum(const float *in, float *out, int n) {
  __shared__ float partial[kBlock / 32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  v = warpSum(v);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < blockDim.x / 32 ? partial[threadIdx.x] : 0.0f;
    v = warpSum(v);
    if (threadIdx.x == 0)
      atomicAdd(out, v);
  }
}

__global__ void transpose(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[kTile][kTile + 1];
  int x = blockIdx.x * kTile + threadIdx.x;
  int y = blockIdx.y * kTile + threadIdx.y;
  if (x < cols && y < rows)
    tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * kTile + threadIdx.x;
  y = blockIdx.x * kTile + threadIdx.y;
  if (x < rows && y < cols)
    out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void histogram(const unsigned *keys, unsigned *bins, int n) {
  __shared__ unsigned local[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd(&local[keys[i] % kBins], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    atomicAdd(&bins[b], local[b]);
}

__global__ void stencil5(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1)
    return;
  float c = in[y * w + x];
  float n = in[(y - 1) * w + x], s = in[(y + 1) * w + x];
  float e = in[y * w + x + 1], west = in[y * w + x - 1];
  out[y * w + x] = 0.5f * c + 0.125f * (n + s + e + west);
}

__global__ void fillPattern(float *out, int n, float base) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    out[i] = base + __sinf(i * 0.01f) * __cosf(i * 0.02f);
}

__global__ void countPositive(const float *in, int n, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool positive = i < n && in[i] > 0.0f;
  unsigned mask = __ballot_sync(0xffffffffu, positive);
  if (threadIdx.x % 32 == 0)
    atomicAdd(count, __popc(mask));
}

static float checksum(const std::vector<float> &v) {
  double s = 0;
  for (float f : v)
    s += f;
  return static_cast<float>(s);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 16;
  int rows = 256, cols = 128;
  size_t bytes = n * sizeof(float);
  std::vector<float> hx(n), hy(n);
  std::vector<unsigned> hk(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = (i % 17) * 0.25f;
    hy[i] = (i % 5) * 0.5f;
    hk[i] = i * 2654435761u;
  }
  float *x, *y, *t, *sum;
  unsigned *keys, *bins;
  CUDA_CHECK(cudaMalloc(&x, bytes));
  CUDA_CHECK(cudaMalloc(&y, bytes));
  CUDA_CHECK(cudaMalloc(&t, rows * cols * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&sum, sizeof(float)));
  CUDA_CHECK(cudaMalloc(&keys, n * sizeof(unsigned)));
  CUDA_CHECK(cudaMalloc(&bins, kBins * sizeof(unsigned)));
  CUDA_CHECK(cudaMemcpy(x, hx.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(y, hy.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(keys, hk.data(), n * sizeof(unsigned),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(sum, 0, sizeof(float)));
  CUDA_CHECK(cudaMemset(bins, 0, kBins * sizeof(unsigned)));

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  int grid = (n + kBlock - 1) / kBlock;
  saxpy<<<grid, kBlock>>>(n, 2.0f, x, y);
  scaleAdd<<<grid, kBlock, 0, stream>>>(n, 0.5f, x, y);
  clampMul<<<grid, kBlock>>>(n, 1.5f, x, y);
  expBlend<<<grid, kBlock, 0, stream>>>(n, 0.1f, x, y);
  CUDA_CHECK(cudaGetLastError());
  blockSum<<<grid, kBlock>>>(y, sum, n);
  dim3 tiles((cols + kTile - 1) / kTile, (rows + kTile - 1) / kTile);
  transpose<<<tiles, dim3(kTile, kTile)>>>(y, t, rows, cols);
  histogram<<<64, kBlock>>>(keys, bins, n);
  stencil5<<<tiles, dim3(kTile, kTile)>>>(t, y, cols, rows);
  fillPattern<<<32, kBlock, 0, stream>>>(x, n, 1.0f);
  int *positives;
  CUDA_CHECK(cudaMalloc(&positives, sizeof(int)));
  countPositive<<<grid, kBlock>>>(x, n, positives);
  CUDA_CHECK(cudaStreamSynchronize(stream));
  CUDA_CHECK(cudaDeviceSynchronize());

  float hsum = 0;
  std::vector<unsigned> hb(kBins);
  CUDA_CHECK(cudaMemcpy(&hsum, sum, sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(hy.data(), y, bytes, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(hb.data(), bins, kBins * sizeof(unsigned),
                        cudaMemcpyDeviceToHost));
  unsigned total = 0;
  for (unsigned b : hb)
    total += b;
  printf("sum %.3f checksum %.3f bins %u\n", hsum, checksum(hy), total);

  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(x));
  CUDA_CHECK(cudaFree(y));
  CUDA_CHECK(cudaFree(t));
  CUDA_CHECK(cudaFree(sum));
  CUDA_CHECK(cudaFree(keys));
  CUDA_CHECK(cudaFree(bins));
  return 0;
}
