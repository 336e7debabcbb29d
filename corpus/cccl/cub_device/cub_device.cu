// Self-checking test of cub::DeviceReduce, DeviceScan, DeviceRadixSort and
// DeviceRunLengthEncode with the two-call temp-storage protocol.
#include <cub/cub.cuh>
#include <thrust/iterator/constant_iterator.h>
#include <algorithm>
#include <cstdio>
#include <vector>

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

static int failures = 0;

static void check(bool ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "MISMATCH");
  if (!ok)
    ++failures;
}

static unsigned int lcg(unsigned int &s) {
  s = s * 1664525u + 1013904223u;
  return s >> 8;
}

struct MulMod {
  __host__ __device__ int operator()(int a, int b) const {
    return (int)((((long long)a * b) % 1000003 + 1000003) % 1000003);
  }
};

int main() {
  const int n = 10000;
  unsigned int seed = 777;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (int)(lcg(seed) % 20001) - 10000;
  h[4321] = 20000;  // unique maximum
  h[77] = -20000;   // first minimum ...
  h[9000] = -20000; // ... and a tie after it

  int *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, n * sizeof(int));
  cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);

  // DeviceReduce.
  {
    int *d_r;
    cub::KeyValuePair<int, int> *d_kv;
    cudaMalloc(&d_r, 5 * sizeof(int));
    cudaMalloc(&d_kv, 2 * sizeof(cub::KeyValuePair<int, int>));
    void *d_temp = nullptr;
    size_t bytes = 0;
    CubDebugExit(cub::DeviceReduce::Sum(d_temp, bytes, d_in, d_r, n));
    check(bytes > 0, "DeviceReduce::Sum size query");
    cudaMalloc(&d_temp, bytes);
    CubDebugExit(cub::DeviceReduce::Sum(d_temp, bytes, d_in, d_r, n));
    cudaFree(d_temp);
    d_temp = nullptr;
    cub::DeviceReduce::Max(d_temp, bytes, d_in, d_r + 1, n);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceReduce::Max(d_temp, bytes, d_in, d_r + 1, n);
    cudaFree(d_temp);
    d_temp = nullptr;
    cub::DeviceReduce::Min(d_temp, bytes, d_in, d_r + 2, n);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceReduce::Min(d_temp, bytes, d_in, d_r + 2, n);
    cudaFree(d_temp);
    d_temp = nullptr;
    cub::DeviceReduce::Reduce(d_temp, bytes, d_in, d_r + 3, n, MaxOp(), 30000);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceReduce::Reduce(d_temp, bytes, d_in, d_r + 3, n, MaxOp(), 30000);
    cudaFree(d_temp);
    d_temp = nullptr;
    cub::DeviceReduce::Reduce(d_temp, bytes, d_in, d_r + 4, 500, MulMod(), 1);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceReduce::Reduce(d_temp, bytes, d_in, d_r + 4, 500, MulMod(), 1);
    cudaFree(d_temp);
    d_temp = nullptr;
#ifndef USE_SPLIT_ARGMAX
    // The KeyValuePair overloads (removed from newer CUB).
    cub::DeviceReduce::ArgMax(d_temp, bytes, d_in, d_kv, n);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceReduce::ArgMax(d_temp, bytes, d_in, d_kv, n);
    cub::DeviceReduce::ArgMin(d_temp, bytes, d_in, d_kv + 1, n);
#else
    // The newer overloads with separate value and index outputs.
    int *d_split;
    cudaMalloc(&d_split, 4 * sizeof(int));
    cub::DeviceReduce::ArgMax(d_temp, bytes, d_in, d_split, d_split + 1, n);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceReduce::ArgMax(d_temp, bytes, d_in, d_split, d_split + 1, n);
    cub::DeviceReduce::ArgMin(d_temp, bytes, d_in, d_split + 2, d_split + 3, n);
    int split[4];
    cudaMemcpy(split, d_split, sizeof(split), cudaMemcpyDeviceToHost);
    cub::KeyValuePair<int, int> host_kv[2];
    host_kv[0].key = split[1];
    host_kv[0].value = split[0];
    host_kv[1].key = split[3];
    host_kv[1].value = split[2];
    cudaMemcpy(d_kv, host_kv, sizeof(host_kv), cudaMemcpyHostToDevice);
    cudaFree(d_split);
#endif
    cudaFree(d_temp);
    int r[5];
    cub::KeyValuePair<int, int> kv[2];
    cudaMemcpy(r, d_r, sizeof(r), cudaMemcpyDeviceToHost);
    cudaMemcpy(kv, d_kv, sizeof(kv), cudaMemcpyDeviceToHost);
    long long esum = 0;
    long long eprod = 1;
    for (int i = 0; i < n; ++i)
      esum += h[i];
    for (int i = 0; i < 500; ++i)
      eprod = ((eprod * h[i]) % 1000003 + 1000003) % 1000003;
    printf("DeviceReduce: sum=%d max=%d min=%d max(init 30000)=%d mulmod=%d "
           "argmax=(%d,%d) argmin=(%d,%d)\n",
           r[0], r[1], r[2], r[3], r[4], kv[0].key, kv[0].value, kv[1].key,
           kv[1].value);
    check(r[0] == (int)esum && r[1] == 20000 && r[2] == -20000 && r[3] == 30000 &&
              r[4] == (int)eprod,
          "DeviceReduce Sum/Max/Min/Reduce");
    check(kv[0].key == 4321 && kv[0].value == 20000 && kv[1].key == 77 &&
              kv[1].value == -20000,
          "DeviceReduce ArgMax/ArgMin");
    cudaFree(d_r);
    cudaFree(d_kv);
  }

  // DeviceScan.
  {
    void *d_temp = nullptr;
    size_t bytes = 0;
    cub::DeviceScan::InclusiveSum(d_temp, bytes, d_in, d_out, n);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceScan::InclusiveSum(d_temp, bytes, d_in, d_out, n);
    std::vector<int> r(n), e(n);
    cudaMemcpy(r.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    int run = 0;
    for (int i = 0; i < n; ++i)
      e[i] = run += h[i];
    printf("InclusiveSum: r[5000]=%d r[n-1]=%d\n", r[5000], r[n - 1]);
    check(r == e, "DeviceScan::InclusiveSum");
    cub::DeviceScan::ExclusiveSum(d_temp, bytes, d_in, d_out, n);
    cudaMemcpy(r.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    run = 0;
    for (int i = 0; i < n; ++i) {
      e[i] = run;
      run += h[i];
    }
    check(r == e, "DeviceScan::ExclusiveSum");
    cub::DeviceScan::InclusiveScan(d_temp, bytes, d_in, d_out, MaxOp(), n);
    cudaMemcpy(r.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    run = h[0];
    for (int i = 0; i < n; ++i)
      e[i] = run = std::max(run, h[i]);
    check(r == e, "DeviceScan::InclusiveScan(Max)");
    cub::DeviceScan::ExclusiveScan(d_temp, bytes, d_in, d_out, MinOp(), 0, n);
    cudaMemcpy(r.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    run = 0;
    for (int i = 0; i < n; ++i) {
      e[i] = run;
      run = std::min(run, h[i]);
    }
    check(r == e, "DeviceScan::ExclusiveScan(Min, 0)");
    cudaFree(d_temp);
  }

  // DeviceRadixSort.
  {
    std::vector<float> hk(n);
    std::vector<int> hv(n);
    for (int i = 0; i < n; ++i) {
      hk[i] = (float)(h[i] / 4) * 0.5f;
      hv[i] = i;
    }
    float *d_k, *d_ko;
    int *d_v, *d_vo;
    cudaMalloc(&d_k, n * sizeof(float));
    cudaMalloc(&d_ko, n * sizeof(float));
    cudaMalloc(&d_v, n * sizeof(int));
    cudaMalloc(&d_vo, n * sizeof(int));
    cudaMemcpy(d_k, hk.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_v, hv.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    void *d_temp = nullptr;
    size_t bytes = 0;
    cub::DeviceRadixSort::SortPairs(d_temp, bytes, d_k, d_ko, d_v, d_vo, n);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceRadixSort::SortPairs(d_temp, bytes, d_k, d_ko, d_v, d_vo, n);
    std::vector<float> rk(n);
    std::vector<int> rv(n), idx(n);
    cudaMemcpy(rk.data(), d_ko, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(rv.data(), d_vo, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
      idx[i] = i;
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return hk[a] < hk[b]; });
    bool ok = true;
    for (int i = 0; i < n; ++i)
      ok = ok && rk[i] == hk[idx[i]] && rv[i] == idx[i];
    printf("SortPairs<float,int>: (%.1f,%d) (%.1f,%d) ... (%.1f,%d)\n", rk[0], rv[0], rk[1], rv[1],
           rk[n - 1], rv[n - 1]);
    check(ok, "DeviceRadixSort::SortPairs");
    cudaFree(d_temp);

    d_temp = nullptr;
    cub::DeviceRadixSort::SortPairsDescending(d_temp, bytes, d_k, d_ko, d_v, d_vo, n);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceRadixSort::SortPairsDescending(d_temp, bytes, d_k, d_ko, d_v, d_vo, n);
    cudaMemcpy(rk.data(), d_ko, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(rv.data(), d_vo, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
      idx[i] = i;
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return hk[a] > hk[b]; });
    ok = true;
    for (int i = 0; i < n; ++i)
      ok = ok && rk[i] == hk[idx[i]] && rv[i] == idx[i];
    check(ok, "DeviceRadixSort::SortPairsDescending");
    cudaFree(d_temp);

    std::vector<unsigned int> hu(n);
    for (int i = 0; i < n; ++i)
      hu[i] = lcg(seed);
    unsigned int *d_u, *d_uo;
    cudaMalloc(&d_u, n * sizeof(unsigned int));
    cudaMalloc(&d_uo, n * sizeof(unsigned int));
    cudaMemcpy(d_u, hu.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice);
    d_temp = nullptr;
    cub::DeviceRadixSort::SortKeys(d_temp, bytes, d_u, d_uo, n);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceRadixSort::SortKeys(d_temp, bytes, d_u, d_uo, n);
    std::vector<unsigned int> ru(n);
    cudaMemcpy(ru.data(), d_uo, n * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    std::vector<unsigned int> eu(hu);
    std::sort(eu.begin(), eu.end());
    check(ru == eu, "DeviceRadixSort::SortKeys<unsigned>");
    // Only the low 12 bits: a stable sort by (key & 0xfff).
    cub::DeviceRadixSort::SortKeys(d_temp, bytes, d_u, d_uo, n, 0, 12);
    cudaMemcpy(ru.data(), d_uo, n * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    eu = hu;
    std::stable_sort(eu.begin(), eu.end(), [](unsigned a, unsigned b) { return (a & 0xfff) < (b & 0xfff); });
    check(ru == eu, "DeviceRadixSort::SortKeys bits [0,12)");
    cudaFree(d_temp);
    cudaFree(d_k);
    cudaFree(d_ko);
    cudaFree(d_v);
    cudaFree(d_vo);
    cudaFree(d_u);
    cudaFree(d_uo);
  }

  // DeviceRunLengthEncode.
  {
    std::vector<int> hr;
    for (int run = 0; (int)hr.size() < 3000; ++run) {
      int len = 1 + (int)(lcg(seed) % 7);
      for (int j = 0; j < len; ++j)
        hr.push_back(run % 5);
    }
    int m = (int)hr.size();
    int *d_r, *d_unique, *d_counts, *d_num;
    cudaMalloc(&d_r, m * sizeof(int));
    cudaMalloc(&d_unique, m * sizeof(int));
    cudaMalloc(&d_counts, m * sizeof(int));
    cudaMalloc(&d_num, sizeof(int));
    cudaMemcpy(d_r, hr.data(), m * sizeof(int), cudaMemcpyHostToDevice);
    void *d_temp = nullptr;
    size_t bytes = 0;
    cub::DeviceRunLengthEncode::Encode(d_temp, bytes, d_r, d_unique, d_counts, d_num, m);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceRunLengthEncode::Encode(d_temp, bytes, d_r, d_unique, d_counts, d_num, m);
    int num = 0;
    cudaMemcpy(&num, d_num, sizeof(int), cudaMemcpyDeviceToHost);
    std::vector<int> ru(num), rc(num), eu, ec;
    cudaMemcpy(ru.data(), d_unique, num * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(rc.data(), d_counts, num * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < m; ++i) {
      if (i == 0 || hr[i] != hr[i - 1]) {
        eu.push_back(hr[i]);
        ec.push_back(1);
      } else {
        ec.back()++;
      }
    }
    printf("RLE: items=%d runs=%d first=(%d x%d) last=(%d x%d)\n", m, num, ru[0], rc[0],
           ru[num - 1], rc[num - 1]);
    check(ru == eu && rc == ec, "DeviceRunLengthEncode::Encode");

    // Constant input: a single run.
    thrust::constant_iterator<int> ones(1);
    d_temp = nullptr;
    cudaFree(d_temp);
    cub::DeviceRunLengthEncode::Encode(d_temp, bytes, ones, d_unique, d_counts, d_num, 1000);
    cudaMalloc(&d_temp, bytes);
    cub::DeviceRunLengthEncode::Encode(d_temp, bytes, ones, d_unique, d_counts, d_num, 1000);
    int one_run[3];
    cudaMemcpy(&one_run[0], d_num, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&one_run[1], d_unique, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&one_run[2], d_counts, sizeof(int), cudaMemcpyDeviceToHost);
    printf("RLE constant: runs=%d value=%d length=%d\n", one_run[0], one_run[1], one_run[2]);
    check(one_run[0] == 1 && one_run[1] == 1 && one_run[2] == 1000, "Encode(constant_iterator)");
    cudaFree(d_temp);
    cudaFree(d_r);
    cudaFree(d_unique);
    cudaFree(d_counts);
    cudaFree(d_num);
  }

  cudaFree(d_in);
  cudaFree(d_out);
  printf("%s\n", failures == 0 ? "PASS" : "FAIL");
  return failures == 0 ? 0 : 1;
}
