// Cooperative-group collectives beyond reduce: inclusive_scan (default
// plus, and greater) and exclusive_scan on tiles, match_any/match_all,
// shfl_up/shfl_down on a tile of 8, a tile of a tile (tiled_partition<16>
// of a 32-wide tile), reduce with bit_xor, thread_group made from a tile
// and from the block, cg::sync, and a coalesced group in a divergent
// branch (shfl by rank, ballot, reduce, shfl_down).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cstdio>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

const int NF = 14;

__global__ void collectives(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  int t = block.thread_rank();
  int g = blockIdx.x * blockDim.x + t;
  int v = in[g];
  int *o = out + g * NF;
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::thread_block_tile<16> hex = cg::tiled_partition<16>(warp);
  cg::thread_block_tile<8> oct = cg::tiled_partition<8>(block);
  cg::thread_block_tile<4> quad = cg::tiled_partition<4>(block);

  o[0] = cg::inclusive_scan(oct, v);
  int ex = cg::exclusive_scan(oct, v, cg::plus<int>());
  o[1] = oct.thread_rank() == 0 ? 0 : ex; // rank 0's value is not compared
  o[2] = cg::inclusive_scan(warp, v, cg::greater<int>());
  o[3] = (int)hex.match_any(v % 4);
  o[4] = oct.shfl_up(v, 2);
  o[5] = oct.shfl_down(v, 3);
  o[6] = (int)cg::reduce(warp, (unsigned)v, cg::bit_xor<unsigned>());
  int pred = 0;
  unsigned same = quad.match_all(v / 100, pred);
  o[7] = (int)same * 10 + pred;
  cg::thread_group tg = warp;
  cg::thread_group bg = block;
  o[8] = (int)tg.size() * 100 + (int)tg.thread_rank();
  o[9] = (int)bg.size() * 100 + (int)bg.thread_rank();
  cg::sync(block);

  o[10] = o[11] = o[12] = o[13] = -1;
  if (v % 2 == 1) {
    cg::coalesced_group odd = cg::coalesced_threads();
    o[10] = odd.shfl(v, 0);
    o[11] = (int)odd.ballot(v > 50);
    o[12] = cg::reduce(odd, v, cg::plus<int>());
    o[13] = odd.shfl_down(v, 1);
  }
}

int main() {
  const int blocks = 2, threads = 64, n = blocks * threads;
  int in[n], out[n * NF];
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37 + 11) % 100;
  int *din, *dout;
  cudaMalloc(&din, sizeof(in));
  cudaMalloc(&dout, sizeof(out));
  cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice);
  collectives<<<blocks, threads>>>(din, dout);
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);

  int bad = 0;
  for (int g = 0; g < n; ++g) {
    int t = g % threads, e = g - t % 8, w = g - t % 32, h = g - t % 16;
    int inc = 0, exc = 0, mx = -1;
    for (int k = e; k <= g; ++k)
      inc += in[k];
    exc = t % 8 == 0 ? 0 : inc - in[g];
    for (int k = w; k <= g; ++k)
      mx = in[k] > mx ? in[k] : mx;
    unsigned match = 0, x = 0;
    for (int k = 0; k < 16; ++k)
      match |= (in[h + k] % 4 == in[g] % 4 ? 1u : 0u) << k;
    for (int k = 0; k < 32; ++k)
      x ^= (unsigned)in[w + k];
    int up = t % 8 >= 2 ? in[g - 2] : in[g];
    int down = t % 8 + 3 < 8 ? in[g + 3] : in[g];
    int want[NF] = {inc, exc, mx, (int)match, up, down, (int)x, 151,
                    3200 + t % 32, 6400 + t, -1, -1, -1, -1};
    if (in[g] % 2 == 1) {
      int first = -1, rank = 0, count = 0, sum = 0, next = in[g];
      unsigned ballot = 0;
      for (int k = 0; k < 32; ++k) {
        int u = in[w + k];
        if (u % 2 != 1)
          continue;
        if (first < 0)
          first = u;
        if (w + k < g)
          ++rank;
        ballot |= (u > 50 ? 1u : 0u) << count;
        ++count;
        sum += u;
      }
      for (int k = g - w + 1; k < 32; ++k)
        if (in[w + k] % 2 == 1) {
          next = in[w + k];
          break;
        }
      want[10] = first;
      want[11] = (int)ballot;
      want[12] = sum;
      want[13] = next;
      (void)rank;
    }
    for (int k = 0; k < NF; ++k)
      if (out[g * NF + k] != want[k]) {
        if (bad < 8)
          printf("thread %d field %d: got %d want %d\n", g, k, out[g * NF + k], want[k]);
        ++bad;
      }
  }
  for (int g : {0, 7, 13, 31, 45, 100}) {
    printf("t%d:", g);
    for (int k = 0; k < NF; ++k)
      printf(" %d", out[g * NF + k]);
    printf("\n");
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
