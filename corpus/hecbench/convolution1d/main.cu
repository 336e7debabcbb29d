// HeCBench-style single-file benchmark: 1D convolution with a mask, three
// ways (naive with __ldg, a tiled shared-memory kernel templated on the
// tile size with #pragma unroll, and a __restrict__/__launch_bounds__
// variant whose block size comes from cudaOccupancyMaxPotentialBlockSize),
// repeated `repeat` times from the command line, std::chrono timing on
// stderr, input from std::mt19937 on the host, cudaFuncSetCacheConfig and
// cudaDeviceReset at the end, and a host reference check.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>
#include <cuda_runtime.h>

#define MAX_MASK_WIDTH 10
#define BLOCK_SIZE 256
#define TILE_SIZE BLOCK_SIZE

template <typename T>
__global__ void conv1d(const T *__restrict__ mask, const T *__restrict__ in, T *__restrict__ out,
                       const int input_width, const int mask_width) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= input_width)
    return;
  T s = 0;
  int start = i - mask_width / 2;
  for (int j = 0; j < mask_width; j++) {
    if (start + j >= 0 && start + j < input_width) {
      s += __ldg(&in[start + j]) * __ldg(&mask[j]);
    }
  }
  out[i] = s;
}

template <typename T, int TILE>
__global__ void conv1d_tiled(const T *__restrict__ mask, const T *__restrict__ in, T *__restrict__ out,
                             const int input_width, const int mask_width) {
  __shared__ T tile[TILE + MAX_MASK_WIDTH - 1];
  int bid = blockIdx.x;
  int lid = threadIdx.x;
  int dim = blockDim.x;
  int i = bid * dim + lid;

  int n = mask_width / 2; // last n cells of the previous tile
  int halo_left = (bid - 1) * dim + lid;
  if (lid >= dim - n)
    tile[lid - (dim - n)] = halo_left < 0 ? 0 : in[halo_left];
  tile[n + lid] = i < input_width ? in[i] : 0;
  int halo_right = (bid + 1) * dim + lid;
  if (lid < n)
    tile[lid + dim + n] = halo_right >= input_width ? 0 : in[halo_right];
  __syncthreads();

  if (i >= input_width)
    return;
  T s = 0;
#pragma unroll
  for (int j = 0; j < MAX_MASK_WIDTH; j++)
    if (j < mask_width)
      s += tile[lid + j] * mask[j];
  out[i] = s;
}

__global__ void __launch_bounds__(1024) conv1d_occupancy(const float *__restrict__ mask, const float *__restrict__ in,
                                                         float *__restrict__ out, const int input_width,
                                                         const int mask_width) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < input_width; i += blockDim.x * gridDim.x) {
    float s = 0;
    int start = i - mask_width / 2;
#pragma unroll 4
    for (int j = 0; j < mask_width; j++)
      if (start + j >= 0 && start + j < input_width)
        s += in[start + j] * mask[j];
    out[i] = s;
  }
}

template <typename T>
void reference(const T *h_in, T *d_out, const T *mask, const int input_width, const int mask_width) {
  for (int i = 0; i < input_width; i++) {
    T s = 0;
    int start = i - mask_width / 2;
    for (int j = 0; j < mask_width; j++)
      if (start + j >= 0 && start + j < input_width)
        s += h_in[start + j] * mask[j];
    d_out[i] = s;
  }
}

int main(int argc, char *argv[]) {
  if (argc != 3) {
    printf("Usage: %s <input_width> <repeat>\n", argv[0]);
    return 1;
  }
  int input_width = atoi(argv[1]);
  // a multiple of BLOCK_SIZE
  input_width = (input_width + BLOCK_SIZE - 1) / BLOCK_SIZE * BLOCK_SIZE;
  const int repeat = atoi(argv[2]);

  size_t size_bytes = input_width * sizeof(float);

  std::mt19937 gen(19937);
  std::vector<float> a(input_width), b(input_width), mask(MAX_MASK_WIDTH);
  for (int i = 0; i < MAX_MASK_WIDTH; i++)
    mask[i] = (float)(gen() % 8);
  for (int i = 0; i < input_width; i++)
    a[i] = (float)(gen() % 16);

  float *d_a, *d_b, *d_mask;
  cudaMalloc((void **)&d_a, size_bytes);
  cudaMalloc((void **)&d_b, size_bytes);
  cudaMalloc((void **)&d_mask, MAX_MASK_WIDTH * sizeof(float));
  cudaMemcpy(d_a, a.data(), size_bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(d_mask, mask.data(), MAX_MASK_WIDTH * sizeof(float), cudaMemcpyHostToDevice);

  cudaFuncSetCacheConfig(conv1d_occupancy, cudaFuncCachePreferL1);
  int minGridSize = 0, occBlock = 0;
  cudaError_t occ = cudaOccupancyMaxPotentialBlockSize(&minGridSize, &occBlock, conv1d_occupancy, 0, 0);
  printf("occupancy query: %s, block size valid: %s\n", cudaGetErrorName(occ),
         (occBlock > 0 && occBlock <= 1024 && occBlock % 32 == 0) ? "yes" : "no");

  dim3 grids(input_width / BLOCK_SIZE);
  dim3 blocks(BLOCK_SIZE);
  bool ok = true;
  for (int mask_width = 3; mask_width < MAX_MASK_WIDTH; mask_width += 2) {
    std::vector<float> ref(input_width);
    reference(a.data(), ref.data(), mask.data(), input_width, mask_width);
    const char *names[3] = {"naive", "tiled", "occupancy"};
    for (int kind = 0; kind < 3; ++kind) {
      cudaMemset(d_b, 0, size_bytes);
      cudaDeviceSynchronize();
      auto start = std::chrono::steady_clock::now();
      for (int r = 0; r < repeat; r++) {
        if (kind == 0)
          conv1d<float><<<grids, blocks>>>(d_mask, d_a, d_b, input_width, mask_width);
        else if (kind == 1)
          conv1d_tiled<float, TILE_SIZE><<<grids, blocks>>>(d_mask, d_a, d_b, input_width, mask_width);
        else
          conv1d_occupancy<<<minGridSize > 0 ? minGridSize : 1, occBlock>>>(d_mask, d_a, d_b, input_width,
                                                                             mask_width);
      }
      cudaDeviceSynchronize();
      auto end = std::chrono::steady_clock::now();
      auto time = std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count();
      fprintf(stderr, "Average kernel execution time of %s (mask %d): %f (us)\n", names[kind], mask_width,
              (time * 1e-3f) / repeat);
      cudaMemcpy(b.data(), d_b, size_bytes, cudaMemcpyDeviceToHost);
      int bad = 0;
      double sum = 0;
      for (int i = 0; i < input_width; i++) {
        bad += b[i] != ref[i];
        sum += b[i];
      }
      printf("mask %d %-9s checksum %.0f mismatches %d\n", mask_width, names[kind], sum, bad);
      ok = ok && bad == 0;
    }
  }
  cudaFree(d_a);
  cudaFree(d_b);
  cudaFree(d_mask);
  printf("reset: %s\n", cudaGetErrorName(cudaDeviceReset()));
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
