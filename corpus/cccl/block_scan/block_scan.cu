// Self-checking test of cub::BlockScan (sums and scans, one and several
// items per thread, with and without block aggregates).
#include <cub/block/block_scan.cuh>
#include <cub/cub.cuh>
#include <cstdio>

#if defined(REQUIRE_METALIFY_CCCL) && !defined(METALIFY_CCCL)
#error "expected metalify's CUB headers"
#endif

// CCCL 3 removed cub::Sum/Max/Min and CUB_MAX/CUB_MIN; use local
// equivalents there so the same program runs against every version.
#if defined(METALIFY_CCCL) || CUB_VERSION < 300000
typedef cub::Sum SumOp;
typedef cub::Max MaxOp;
typedef cub::Min MinOp;
#else
struct SumOp {
  template <typename T>
  __host__ __device__ T operator()(const T &a, const T &b) const { return a + b; }
};
struct MaxOp {
  template <typename T>
  __host__ __device__ T operator()(const T &a, const T &b) const { return b > a ? b : a; }
};
struct MinOp {
  template <typename T>
  __host__ __device__ T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
#define CUB_MAX(a, b) (((b) > (a)) ? (b) : (a))
#define CUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#endif

const int kThreads = 96;  // three warps
const int kItems = 3;

// out layout per thread: 6 single-item results + 2 aggregates, then
// kItems inclusive and kItems exclusive results.
__global__ void scan_kernel(const int *in, int *out) {
  typedef cub::BlockScan<int, kThreads> BlockScanT;
  __shared__ typename BlockScanT::TempStorage temp;
  int t = threadIdx.x;
  int v = in[t];
  int r[8];
  BlockScanT(temp).InclusiveSum(v, r[0]);
  __syncthreads();
  BlockScanT(temp).ExclusiveSum(v, r[1]);
  __syncthreads();
  BlockScanT(temp).InclusiveScan(v, r[2], MaxOp());
  __syncthreads();
  BlockScanT(temp).ExclusiveScan(v, r[3], -1000, MaxOp());
  __syncthreads();
  BlockScanT(temp).InclusiveSum(v, r[4], r[6]);
  __syncthreads();
  BlockScanT(temp).ExclusiveScan(v, r[5], 7, SumOp(), r[7]);
  __syncthreads();
  int items[kItems], incl[kItems], excl[kItems];
  for (int i = 0; i < kItems; ++i)
    items[i] = in[(t * kItems + i) % kThreads] + i;
  BlockScanT(temp).InclusiveSum(items, incl);
  __syncthreads();
  int agg;
  BlockScanT(temp).ExclusiveSum(items, excl, agg);
  (void)agg;
  int *o = out + t * (8 + 2 * kItems);
  for (int i = 0; i < 8; ++i)
    o[i] = r[i];
  for (int i = 0; i < kItems; ++i) {
    o[8 + i] = incl[i];
    o[8 + kItems + i] = excl[i];
  }
}

// Float inclusive sum with a 2-D block (16 x 4).
__global__ void float_scan_kernel(const float *in, float *out) {
  typedef cub::BlockScan<float, 16, cub::BLOCK_SCAN_WARP_SCANS, 4> BlockScanT;
  __shared__ typename BlockScanT::TempStorage temp;
  int t = threadIdx.x + threadIdx.y * 16;
  float agg;
  BlockScanT(temp).InclusiveSum(in[t], out[t], agg);
  if (t == 0)
    out[64] = agg;
}

int main() {
  int failures = 0;
  int h_in[kThreads];
  for (int i = 0; i < kThreads; ++i)
    h_in[i] = (i * 29) % 17 - 8;
  const int stride = 8 + 2 * kItems;
  int *d_in, *d_out;
  cudaMalloc(&d_in, sizeof(h_in));
  cudaMalloc(&d_out, kThreads * stride * sizeof(int));
  cudaMemcpy(d_in, h_in, sizeof(h_in), cudaMemcpyHostToDevice);
  scan_kernel<<<1, kThreads>>>(d_in, d_out);
  int h_out[kThreads * stride];
  cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost);

  bool ok = true;
  int sum = 0, mx = -1000, total = 0;
  for (int t = 0; t < kThreads; ++t)
    total += h_in[t];
  int isum = 0;
  for (int t = 0; t < kThreads; ++t) {
    const int *o = h_out + t * stride;
    int e[8];
    e[1] = sum;
    e[3] = mx;
    e[5] = 7 + sum;
    sum += h_in[t];
    mx = h_in[t] > mx ? h_in[t] : mx;
    e[0] = sum;
    e[2] = mx;
    e[4] = sum;
    e[6] = total;
    e[7] = total;
    for (int i = 0; i < 8; ++i)
      ok = ok && o[i] == e[i];
    for (int i = 0; i < kItems; ++i) {
      int item = h_in[(t * kItems + i) % kThreads] + i;
      ok = ok && o[8 + kItems + i] == isum;
      isum += item;
      ok = ok && o[8 + i] == isum;
    }
    if (t % 16 == 0 || t == kThreads - 1)
      printf("t=%2d incl=%4d excl=%4d imax=%3d emax=%5d agg=%d excl7=%4d "
             "items: %d %d %d | %d %d %d\n",
             t, o[0], o[1], o[2], o[3], o[6], o[5], o[8], o[9], o[10], o[11],
             o[12], o[13]);
  }
  printf("%s\n", ok ? "BlockScan<int,96>: ok" : "BlockScan<int,96>: MISMATCH");
  failures += ok ? 0 : 1;

  float h_f[64], *d_f, *d_fo;
  for (int i = 0; i < 64; ++i)
    h_f[i] = (float)(i % 7) * 0.25f;
  cudaMalloc(&d_f, sizeof(h_f));
  cudaMalloc(&d_fo, 65 * sizeof(float));
  cudaMemcpy(d_f, h_f, sizeof(h_f), cudaMemcpyHostToDevice);
  float_scan_kernel<<<1, dim3(16, 4)>>>(d_f, d_fo);
  float h_fo[65];
  cudaMemcpy(h_fo, d_fo, sizeof(h_fo), cudaMemcpyDeviceToHost);
  float run = 0;
  ok = true;
  for (int i = 0; i < 64; ++i) {
    run += h_f[i];
    ok = ok && h_fo[i] == run;
  }
  ok = ok && h_fo[64] == run;
  printf("float 16x4: last=%.2f aggregate=%.2f\n", h_fo[63], h_fo[64]);
  printf("%s\n", ok ? "BlockScan<float,16,WARP_SCANS,4>: ok"
                    : "BlockScan<float,16,WARP_SCANS,4>: MISMATCH");
  failures += ok ? 0 : 1;
  printf("%s\n", failures == 0 ? "PASS" : "FAIL");
  return failures == 0 ? 0 : 1;
}
