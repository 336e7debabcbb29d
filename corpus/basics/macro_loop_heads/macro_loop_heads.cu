// Macros that expand to the head of a loop or an `if` whose body follows
// the use (the grid-stride CUDA_KERNEL_LOOP idiom): for, while and if
// heads, one needing a rewrite inside (__popc), nested in each other.
#include <cstdio>

#define GRID_STRIDE(i, n)                                                     \
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n);                \
       i += blockDim.x * gridDim.x)
#define EACH_SET_BIT(b, m) for (int b = 0; b < __popc(m); ++b)
#define WHEN_EVEN(v) if (((v) & 1) == 0)
#define COUNT_DOWN(c) while ((c)-- > 0)

__global__ void histogram(const int *in, int *bins, int n) {
  GRID_STRIDE(k, n) {
    atomicAdd(&bins[in[k] % 8], 1);
  }
}

__global__ void mixed(const unsigned *masks, int *out, int n) {
  GRID_STRIDE(k, n) {
    int acc = 0;
    EACH_SET_BIT(b, masks[k]) acc += b + 1;
    int c = k % 5;
    COUNT_DOWN(c) acc += 3;
    WHEN_EVEN(k) acc = -acc;
    out[k] = acc;
  }
}

int main() {
  const int n = 3000;
  int *in, *bins, *out;
  unsigned *masks;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&bins, 8 * sizeof(int));
  cudaMallocManaged(&out, n * sizeof(int));
  cudaMallocManaged(&masks, n * sizeof(unsigned));
  for (int i = 0; i < n; ++i) {
    in[i] = (i * 7919) % 1013;
    masks[i] = 2654435761u * (unsigned)i;
  }
  for (int b = 0; b < 8; ++b)
    bins[b] = 0;
  histogram<<<4, 128>>>(in, bins, n);
  mixed<<<3, 96>>>(masks, out, n);
  cudaDeviceSynchronize();

  int errors = 0;
  int ref[8] = {0};
  for (int i = 0; i < n; ++i)
    ++ref[in[i] % 8];
  for (int b = 0; b < 8; ++b) {
    printf("bin %d: %d\n", b, bins[b]);
    errors += bins[b] != ref[b];
  }
  long long sum = 0;
  for (int k = 0; k < n; ++k) {
    int acc = 0;
    int bits = __builtin_popcount(masks[k]);
    for (int b = 0; b < bits; ++b)
      acc += b + 1;
    acc += 3 * (k % 5);
    if ((k & 1) == 0)
      acc = -acc;
    errors += out[k] != acc;
    sum += out[k];
  }
  printf("out[0..3] = %d %d %d %d, sum %lld\n", out[0], out[1], out[2], out[3],
         sum);
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
