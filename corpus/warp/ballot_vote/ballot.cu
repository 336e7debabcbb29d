// Warp votes: __ballot_sync, __any_sync, __all_sync, __activemask in
// converged code, __popc of ballots, and __syncwarp; per-warp results for a
// predicate that differs per warp.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void votes(const int *in, unsigned int *ballots, int *anyAll, int *counts) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int warpGlobal = g / 32;
  int lane = threadIdx.x % 32;
  bool pred = in[g] > 0;
  unsigned int b = __ballot_sync(0xffffffffu, pred);
  int any = __any_sync(0xffffffffu, pred);
  int all = __all_sync(0xffffffffu, pred);
  unsigned int active = __activemask();
  __syncwarp();
  if (lane == 0) {
    ballots[warpGlobal] = b;
    anyAll[warpGlobal] = (any ? 1 : 0) | (all ? 2 : 0) | (active == 0xffffffffu ? 4 : 0);
    counts[warpGlobal] = __popc(b);
  }
}

int main() {
  const int warps = 16, n = warps * 32;
  int h[n];
  for (int i = 0; i < n; ++i) {
    int w = i / 32, lane = i % 32;
    if (w % 4 == 0)
      h[i] = 1; // all true
    else if (w % 4 == 1)
      h[i] = -1; // all false
    else
      h[i] = ((lane * (w + 3)) % 5 == 0) ? 1 : 0;
  }
  int *d, *daa, *dc;
  unsigned int *db;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&db, warps * sizeof(unsigned int));
  cudaMalloc(&daa, warps * sizeof(int));
  cudaMalloc(&dc, warps * sizeof(int));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  votes<<<4, 128>>>(d, db, daa, dc);
  unsigned int b[warps];
  int aa[warps], c[warps];
  cudaMemcpy(b, db, sizeof(b), cudaMemcpyDeviceToHost);
  cudaMemcpy(aa, daa, sizeof(aa), cudaMemcpyDeviceToHost);
  cudaMemcpy(c, dc, sizeof(c), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int w = 0; w < warps; ++w) {
    unsigned int want = 0;
    for (int l = 0; l < 32; ++l)
      if (h[w * 32 + l] > 0)
        want |= 1u << l;
    int wantAA = (want != 0 ? 1 : 0) | (want == 0xffffffffu ? 2 : 0) | 4;
    if (b[w] != want || aa[w] != wantAA || c[w] != __builtin_popcount(want))
      ++bad;
    printf("warp %2d ballot=%08x any/all/active=%d popc=%d\n", w, b[w], aa[w], c[w]);
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
