// Cooperative groups beyond reductions: thread_block group_index() and
// thread_index(), static tiles of 4 and 8 with shfl/shfl_xor/any/all/ballot,
// a dynamic tiled_partition(block, 16) thread_group, cg::reduce with less<>,
// and coalesced_threads() inside a divergent branch (size, thread_rank).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void tiles(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  int rank = block.thread_rank();
  int g = block.group_index().x * block.size() + rank;
  int v = in[g];
  int *o = out + g * 10;

  cg::thread_block_tile<4> quad = cg::tiled_partition<4>(block);
  o[0] = quad.shfl(v, 0);              // quad leader's value
  o[1] = quad.shfl_xor(v, 1);          // neighbour in the pair
  o[2] = (int)quad.ballot(v % 2 == 0); // even lanes of the quad
  o[3] = quad.any(v > 90) + 2 * quad.all(v > 10);

  cg::thread_block_tile<8> oct = cg::tiled_partition<8>(block);
  o[4] = cg::reduce(oct, v, cg::less<int>());
  o[5] = oct.meta_group_rank() * 100 + oct.thread_rank();

  cg::thread_group sixteen = cg::tiled_partition(block, 16);
  o[6] = (int)sixteen.size() * 100 + (int)sixteen.thread_rank();
  sixteen.sync();

  o[7] = (int)block.thread_index().x;
  o[8] = -1;
  o[9] = -1;
  if (v % 3 == 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    o[8] = (int)active.size();
    o[9] = (int)active.thread_rank();
  }
}

int main() {
  const int blocks = 2, threads = 64, n = blocks * threads;
  int in[n], out[n * 10];
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37 + 11) % 100;
  int *din, *dout;
  cudaMalloc(&din, sizeof(in));
  cudaMalloc(&dout, sizeof(out));
  cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice);
  tiles<<<blocks, threads>>>(din, dout);
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int g = 0; g < n; ++g) {
    int t = g % threads, q = g - t % 4, e = g - t % 8;
    unsigned int ballot = 0;
    int any = 0, all = 1, mn = 1 << 30;
    for (int k = 0; k < 4; ++k) {
      ballot |= (in[q + k] % 2 == 0 ? 1u : 0u) << k;
      any |= in[q + k] > 90;
      all &= in[q + k] > 10;
    }
    for (int k = 0; k < 8; ++k)
      mn = in[e + k] < mn ? in[e + k] : mn;
    int warpBase = g - t % 32, size = 0, rank = 0;
    for (int k = 0; k < 32; ++k)
      if (in[warpBase + k] % 3 == 0) {
        if (warpBase + k < g)
          ++rank;
        ++size;
      }
    int want[10] = {in[q], in[g ^ 1], (int)ballot, any + 2 * all, mn, (t / 8) * 100 + t % 8, 1600 + t % 16, t,
                    in[g] % 3 == 0 ? size : -1, in[g] % 3 == 0 ? rank : -1};
    for (int k = 0; k < 10; ++k)
      if (out[g * 10 + k] != want[k]) {
        if (bad < 5)
          printf("thread %d field %d: got %d want %d\n", g, k, out[g * 10 + k], want[k]);
        ++bad;
      }
  }
  for (int g : {0, 5, 31, 70})
    printf("t%d: %d %d %d %d %d %d %d %d %d %d\n", g, out[g * 10], out[g * 10 + 1], out[g * 10 + 2], out[g * 10 + 3],
           out[g * 10 + 4], out[g * 10 + 5], out[g * 10 + 6], out[g * 10 + 7], out[g * 10 + 8], out[g * 10 + 9]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
