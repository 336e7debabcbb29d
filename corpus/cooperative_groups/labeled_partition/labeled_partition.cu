// cg::labeled_partition and cg::binary_partition of a 32-thread tile, of a
// 16-thread tile and of a coalesced group: each thread reports its rank and
// the size of its partition, and the partition sums its members' values.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
namespace cg = cooperative_groups;

__global__ void partitions(const int *keys, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int t = threadIdx.x, key = keys[t];

  cg::coalesced_group same = cg::labeled_partition(warp, (unsigned)key);
  int sum = cg::reduce(same, t, cg::plus<int>());
  out[t * 8 + 0] = same.thread_rank();
  out[t * 8 + 1] = same.size();
  out[t * 8 + 2] = sum;

  cg::coalesced_group odd = cg::binary_partition(warp, (t & 1) != 0);
  out[t * 8 + 3] = odd.thread_rank();
  out[t * 8 + 4] = odd.size();

  cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
  cg::coalesced_group inHalf = cg::labeled_partition(half, (unsigned)(key % 3));
  out[t * 8 + 5] = inHalf.thread_rank();
  out[t * 8 + 6] = inHalf.size();

  if (t % 4 != 3) {
    cg::coalesced_group active = cg::coalesced_threads();
    cg::coalesced_group byKey = cg::labeled_partition(active, (unsigned)(key & 1));
    out[t * 8 + 7] = byKey.thread_rank() * 100 + byKey.size();
  } else {
    out[t * 8 + 7] = -1;
  }
}

int main() {
  const int n = 64;
  int keys[n], *dKeys, *dOut, out[n * 8];
  for (int i = 0; i < n; ++i)
    keys[i] = (i * 7 + i / 5) % 5;
  cudaMalloc(&dKeys, sizeof keys);
  cudaMalloc(&dOut, sizeof out);
  cudaMemcpy(dKeys, keys, sizeof keys, cudaMemcpyHostToDevice);
  partitions<<<1, n>>>(dKeys, dOut);
  cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int t = 0; t < n; ++t) {
    const int *o = out + t * 8;
    printf("t=%2d key=%d same(rank %d of %d, sum %d) odd(rank %d of %d) half(rank %d of %d) active %d\n",
           t, keys[t], o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]);
    int base = t / 32 * 32, rank = 0, size = 0, sum = 0;
    for (int u = base; u < base + 32; ++u)
      if (keys[u] == keys[t]) {
        rank += u < t;
        ++size;
        sum += u;
      }
    wrong += o[0] != rank || o[1] != size || o[2] != sum;
  }
  printf("%s\n", wrong ? "FAIL" : "PASS");
  return 0;
}
