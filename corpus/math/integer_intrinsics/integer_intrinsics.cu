// Integer intrinsics: __mul24, __umul24, __mulhi, __umulhi, __sad, __usad,
// __hadd, __uhadd, __rhadd, __urhadd, and the min/max/abs overloads for int
// and unsigned in device code.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void intOps(const int *a, const int *b, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = a[i], y = b[i];
  unsigned int ux = (unsigned int)x, uy = (unsigned int)y;
  int *o = out + i * 12;
  o[0] = __mul24(x & 0x7fffff, y & 0x7fff);
  o[1] = (int)__umul24(ux & 0xffffff, uy & 0xfff);
  o[2] = __mulhi(x, y);
  o[3] = (int)__umulhi(ux, uy);
  o[4] = (int)__sad(x, y, 7u);
  o[5] = (int)__usad(ux, uy, 3u);
  o[6] = __hadd(x, y);
  o[7] = (int)__uhadd(ux, uy);
  o[8] = __rhadd(x, y);
  o[9] = (int)__urhadd(ux, uy);
  o[10] = max(x, y) - min(x, y);
  o[11] = abs(x) + (int)(min(ux, uy) % 1000u);
}

int main() {
  const int n = 2048;
  int *a = new int[n], *b = new int[n], *out = new int[n * 12];
  for (int i = 0; i < n; ++i) {
    a[i] = (int)(i * 2654435761u);
    b[i] = (int)(i * 40503u + 977u) - 1000000;
  }
  int *da, *db, *dout;
  cudaMalloc(&da, n * sizeof(int));
  cudaMalloc(&db, n * sizeof(int));
  cudaMalloc(&dout, n * 12 * sizeof(int));
  cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, n * sizeof(int), cudaMemcpyHostToDevice);
  intOps<<<n / 256, 256>>>(da, db, dout, n);
  cudaMemcpy(out, dout, n * 12 * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    long long x = a[i], y = b[i];
    unsigned long long ux = (unsigned int)a[i], uy = (unsigned int)b[i];
    long long want[12] = {
        (long long)(int)((x & 0x7fffff) * (y & 0x7fff)),
        (long long)(int)(unsigned int)((ux & 0xffffff) * (uy & 0xfff)),
        (x * y) >> 32,
        (long long)(int)(unsigned int)((ux * uy) >> 32),
        (long long)(int)(unsigned int)((x > y ? x - y : y - x) + 7),
        (long long)(int)(unsigned int)((ux > uy ? ux - uy : uy - ux) + 3),
        (x + y) >> 1,
        (long long)(int)(unsigned int)((ux + uy) >> 1),
        (x + y + 1) >> 1,
        (long long)(int)(unsigned int)((ux + uy + 1) >> 1),
        (long long)(int)((x > y ? x : y) - (x < y ? x : y)),
        (long long)(int)((x < 0 ? -x : x) + (long long)((ux < uy ? ux : uy) % 1000)),
    };
    for (int k = 0; k < 12; ++k)
      if ((long long)out[i * 12 + k] != want[k]) {
        if (bad < 5)
          printf("op %d i=%d got %d want %lld\n", k, i, out[i * 12 + k], want[k]);
        ++bad;
      }
  }
  unsigned int h[12] = {0};
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < 12; ++k)
      h[k] = h[k] * 31u + (unsigned int)out[i * 12 + k];
  for (int k = 0; k < 12; ++k)
    printf("op%02d hash=%08x\n", k, h[k]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
