// All four shuffles (__shfl_sync, __shfl_up_sync, __shfl_down_sync,
// __shfl_xor_sync) on int and float, full width and with width 16 and 8
// (independent segments), including out-of-range source lanes, which return
// the caller's own value.
#include <cstdio>
#include <initializer_list>
#include <cuda_runtime.h>

#define FULL 0xffffffffu

__global__ void shuffles(int *out) {
  int lane = threadIdx.x % 32;
  int v = threadIdx.x * 10 + 1;
  float f = threadIdx.x * 0.5f;
  int k = 0;
  int base = threadIdx.x * 16;
  out[base + k++] = __shfl_sync(FULL, v, 5);
  out[base + k++] = __shfl_sync(FULL, v, (lane + 3) % 32);
  out[base + k++] = __shfl_sync(FULL, v, 2, 16);
  out[base + k++] = __shfl_sync(FULL, v, lane + 1, 8);
  out[base + k++] = __shfl_up_sync(FULL, v, 1);
  out[base + k++] = __shfl_up_sync(FULL, v, 3, 16);
  out[base + k++] = __shfl_up_sync(FULL, v, 2, 8);
  out[base + k++] = __shfl_down_sync(FULL, v, 1);
  out[base + k++] = __shfl_down_sync(FULL, v, 5, 16);
  out[base + k++] = __shfl_down_sync(FULL, v, 4, 8);
  out[base + k++] = __shfl_xor_sync(FULL, v, 1);
  out[base + k++] = __shfl_xor_sync(FULL, v, 16);
  out[base + k++] = __shfl_xor_sync(FULL, v, 3, 8);
  out[base + k++] = (int)(__shfl_sync(FULL, f, 31) * 2.0f);
  out[base + k++] = (int)(__shfl_xor_sync(FULL, f, 8) * 2.0f);
  out[base + k++] = (int)(__shfl_down_sync(FULL, f, 31) * 2.0f);
}

static int srcLaneValue(int warpBase, int lane) { return (warpBase + lane) * 10 + 1; }

int main() {
  const int threads = 64;
  int *d, h[threads * 16];
  cudaMalloc(&d, sizeof(h));
  shuffles<<<1, threads>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < threads; ++t) {
    int lane = t % 32, wb = t - lane, own = t * 10 + 1;
    int seg16 = lane / 16 * 16, seg8 = lane / 8 * 8;
    int want[16] = {
        srcLaneValue(wb, 5),
        srcLaneValue(wb, (lane + 3) % 32),
        srcLaneValue(wb, seg16 + 2),
        srcLaneValue(wb, seg8 + (lane + 1) % 8),
        lane >= 1 ? srcLaneValue(wb, lane - 1) : own,
        lane - seg16 >= 3 ? srcLaneValue(wb, lane - 3) : own,
        lane - seg8 >= 2 ? srcLaneValue(wb, lane - 2) : own,
        lane + 1 < 32 ? srcLaneValue(wb, lane + 1) : own,
        lane - seg16 + 5 < 16 ? srcLaneValue(wb, lane + 5) : own,
        lane - seg8 + 4 < 8 ? srcLaneValue(wb, lane + 4) : own,
        srcLaneValue(wb, lane ^ 1),
        srcLaneValue(wb, lane ^ 16),
        srcLaneValue(wb, lane ^ 3),
        (wb + 31),
        (wb + (lane ^ 8)),
        lane + 31 < 32 ? (wb + lane + 31) : t,
    };
    for (int k = 0; k < 16; ++k)
      if (h[t * 16 + k] != want[k]) {
        if (bad < 5)
          printf("mismatch thread %d op %d: got %d want %d\n", t, k, h[t * 16 + k], want[k]);
        ++bad;
      }
  }
  for (int t : {0, 7, 15, 16, 31, 33})
    printf("t%-2d: %d %d %d %d | %d %d %d | %d %d %d | %d %d %d | %d %d %d\n", t, h[t * 16], h[t * 16 + 1],
           h[t * 16 + 2], h[t * 16 + 3], h[t * 16 + 4], h[t * 16 + 5], h[t * 16 + 6], h[t * 16 + 7],
           h[t * 16 + 8], h[t * 16 + 9], h[t * 16 + 10], h[t * 16 + 11], h[t * 16 + 12], h[t * 16 + 13],
           h[t * 16 + 14], h[t * 16 + 15]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
