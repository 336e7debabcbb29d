//===- cub/detail/device_engine.cuh - Device-wide kernels --------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The kernels and host-side dispatch shared by the cub::Device* algorithms
/// and the Thrust device algorithms:
///
///  - reduction: grid-stride partial reductions (one per block, at most
///    kMaxReduceGrid blocks) followed by a single-block final pass;
///  - scan: tile reductions, a single-block scan of the tile totals, and a
///    rescan of every tile seeded with its prefix (order preserving, in
///    place allowed);
///  - radix sort: stable LSD radix sort, 4 bits per pass (per-tile digit
///    histograms, a scan of the histograms, a stable in-tile ranking and a
///    scatter);
///  - merge sort: stable bottom-up merge sort for arbitrary comparators (a
///    shared-memory sort of 256-element tiles, then merge passes where
///    each element finds its place by binary search);
///  - run-length encoding, selection (stream compaction) and reduce-by-key,
///    built from the scan; segmented reduction (one block per segment).
///
/// Inputs are read through "loaders": function objects mapping an index to
/// a value, so iterators, transforms and predicates share one kernel.
/// Element counts are int (at most 2^31 - 1 items).
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_DETAIL_DEVICE_ENGINE_CUH
#define METALIFY_CUB_DETAIL_DEVICE_ENGINE_CUH

#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/thread/thread_operators.cuh>
#include <cub/util_type.cuh>

namespace cub {
namespace detail {

//===----------------------------------------------------------------------===//
// Loaders
//===----------------------------------------------------------------------===//

/// Reads it[i] converted to T.
template <typename It, typename T> struct LoadCast {
  It it;
  __host__ __device__ __forceinline__ T operator()(int i) const {
    return T(it[i]);
  }
};

/// Reads f(it[i]) converted to T.
template <typename It, typename F, typename T> struct LoadTransform {
  It it;
  F f;
  __host__ __device__ __forceinline__ T operator()(int i) const {
    return T(f(it[i]));
  }
};

/// Reads f(a[i], b[i]) converted to T.
template <typename ItA, typename ItB, typename F, typename T> struct LoadZip2 {
  ItA a;
  ItB b;
  F f;
  __host__ __device__ __forceinline__ T operator()(int i) const {
    return T(f(a[i], b[i]));
  }
};

/// Reads KeyValuePair(i, it[i]).
template <typename It, typename V> struct LoadIndexed {
  It it;
  __host__ __device__ __forceinline__ KeyValuePair<int, V>
  operator()(int i) const {
    return KeyValuePair<int, V>(i, V(it[i]));
  }
};

/// Reads 1 where a run starts (i == 0 or it[i] != it[i - 1]), else 0.
template <typename It> struct LoadRunHead {
  It it;
  __host__ __device__ __forceinline__ int operator()(int i) const {
    return (i == 0 || !(it[i] == it[i - 1])) ? 1 : 0;
  }
};

/// Reads 1 where pred(it[i]) holds, else 0.
template <typename It, typename Pred> struct LoadPredicate {
  It it;
  Pred pred;
  __host__ __device__ __forceinline__ int operator()(int i) const {
    return pred(it[i]) ? 1 : 0;
  }
};

/// Reads 1 where flags[i] is non-zero, else 0.
template <typename FlagIt> struct LoadFlag {
  FlagIt flags;
  __host__ __device__ __forceinline__ int operator()(int i) const {
    return flags[i] ? 1 : 0;
  }
};

/// Reads 1 where a run starts under the equality \p eq (i == 0 or
/// !eq(it[i - 1], it[i])), else 0.
template <typename It, typename Eq> struct LoadRunHeadEq {
  It it;
  Eq eq;
  __host__ __device__ __forceinline__ int operator()(int i) const {
    return (i == 0 || !eq(it[i - 1], it[i])) ? 1 : 0;
  }
};

/// Reads KeyValuePair(segment[i], V(values[i])) for segmented scans.
template <typename It, typename V> struct LoadSegmented {
  const int *segment;
  It values;
  __host__ __device__ __forceinline__ KeyValuePair<int, V>
  operator()(int i) const {
    // Copies first: constructor parameters are thread-space references.
    int s = segment[i];
    V v = V(values[i]);
    return KeyValuePair<int, V>(s, v);
  }
};

/// Segmented scan operator: combines values of the same segment with op,
/// restarts at a new segment (associative).
template <typename Op> struct SegmentedOp {
  Op op;
  template <typename V>
  __host__ __device__ __forceinline__ KeyValuePair<int, V>
  operator()(const KeyValuePair<int, V> &a,
             const KeyValuePair<int, V> &b) const {
    if (a.key == b.key) {
      V x = a.value;
      V y = b.value;
      return KeyValuePair<int, V>(b.key, op(x, y));
    }
    return b;
  }
};

//===----------------------------------------------------------------------===//
// Reduction
//===----------------------------------------------------------------------===//

constexpr int kReduceBlock = 256;
constexpr int kMaxReduceGrid = 256;

/// Number of blocks of the first reduction pass for \p n items.
inline int ReduceGrid(int n) {
  int g = (n + kReduceBlock - 1) / kReduceBlock;
  return g < 1 ? 1 : (g > kMaxReduceGrid ? kMaxReduceGrid : g);
}

/// Temp-storage bytes of ReduceDispatch for elements of \p elem_bytes.
inline size_t ReduceTempBytes(size_t elem_bytes) {
  return AlignBytes(kMaxReduceGrid * elem_bytes);
}

/// First pass: block b reduces items b*B + t + k*gridDim.x*B.
template <typename Loader, typename T, typename ReductionOp>
__global__ void ReducePartialsKernel(Loader load, int n, ReductionOp op,
                                     T *partials) {
  typedef BlockReduce<T, kReduceBlock> BlockReduceT;
  __shared__ typename BlockReduceT::TempStorage temp_storage;
  int i = (int)(blockIdx.x * kReduceBlock + threadIdx.x);
  int stride = (int)(gridDim.x * kReduceBlock);
  T acc = T();
  if (i < n) {
    acc = load(i);
    for (int j = i + stride; j < n; j += stride)
      acc = op(acc, load(j));
  }
  int valid = n - (int)blockIdx.x * kReduceBlock;
  if (valid > kReduceBlock)
    valid = kReduceBlock;
  T result = BlockReduceT(temp_storage).Reduce(acc, op, valid);
  if (threadIdx.x == 0)
    partials[blockIdx.x] = result;
}

/// Second pass: one block reduces the partials; writes op(init, total) when
/// \p apply_init, else total; writes \p init when there are no partials.
template <typename T, typename ReductionOp, typename OutputIt>
__global__ void ReduceFinalKernel(const T *partials, int num_partials,
                                  ReductionOp op, T init, bool apply_init,
                                  OutputIt out) {
  typedef BlockReduce<T, kReduceBlock> BlockReduceT;
  __shared__ typename BlockReduceT::TempStorage temp_storage;
  int t = (int)threadIdx.x;
  T acc = T();
  if (t < num_partials)
    acc = partials[t];
  int valid = num_partials < kReduceBlock ? num_partials : kReduceBlock;
  if (valid < 1)
    valid = 1;
  T result = BlockReduceT(temp_storage).Reduce(acc, op, valid);
  if (t == 0) {
    if (num_partials == 0)
      out[0] = init;
    else
      out[0] = apply_init ? op(init, result) : result;
  }
}

/// Reduces load(0..n-1) with \p op into out[0] (see ReduceFinalKernel).
/// \p temp must hold ReduceTempBytes(sizeof(T)) bytes.
template <typename T, typename Loader, typename ReductionOp, typename OutputIt>
cudaError_t ReduceDispatch(void *temp, Loader load, int n, ReductionOp op,
                           T init, bool apply_init, OutputIt out,
                           cudaStream_t stream) {
  T *partials = static_cast<T *>(temp);
  int grid = n > 0 ? ReduceGrid(n) : 0;
  if (grid > 0)
    ReducePartialsKernel<<<grid, kReduceBlock, 0, stream>>>(load, n, op,
                                                            partials);
  ReduceFinalKernel<<<1, kReduceBlock, 0, stream>>>(
      (const T *)partials, grid, op, init, apply_init, out);
  return cudaGetLastError();
}

/// Writes pair->value to value_out[0] and pair->key to index_out[0].
template <typename Pair, typename ValueOutT, typename IndexOutT>
__global__ void SplitPairKernel(const Pair *pair, ValueOutT value_out,
                                IndexOutT index_out) {
  value_out[0] = pair->value;
  index_out[0] = pair->key;
}

//===----------------------------------------------------------------------===//
// Scan
//===----------------------------------------------------------------------===//

constexpr int kScanBlock = 256;
constexpr int kScanItems = 4;
constexpr int kScanTile = kScanBlock * kScanItems;

/// Number of scan tiles for \p n items.
inline int ScanTiles(int n) {
  int t = (n + kScanTile - 1) / kScanTile;
  return t < 1 ? 1 : t;
}

/// Temp-storage bytes of ScanDispatch.
inline size_t ScanTempBytes(int n, size_t elem_bytes) {
  return 2 * AlignBytes((size_t)ScanTiles(n) * elem_bytes);
}

/// Reduces each tile of kScanTile items (in order) into tile_sums[tile].
template <typename Loader, typename T, typename ScanOp>
__global__ void ScanTileReduceKernel(Loader load, int n, ScanOp op,
                                     T *tile_sums) {
  typedef BlockReduce<T, kScanBlock> BlockReduceT;
  __shared__ typename BlockReduceT::TempStorage temp_storage;
  int tile_base = (int)blockIdx.x * kScanTile;
  int base = tile_base + (int)threadIdx.x * kScanItems;
  T acc = T();
  if (base < n) {
    acc = load(base);
#pragma unroll
    for (int j = 1; j < kScanItems; ++j)
      if (base + j < n)
        acc = op(acc, load(base + j));
  }
  int valid = (n - tile_base + kScanItems - 1) / kScanItems;
  if (valid > kScanBlock)
    valid = kScanBlock;
  T result = BlockReduceT(temp_storage).Reduce(acc, op, valid);
  if (threadIdx.x == 0)
    tile_sums[blockIdx.x] = result;
}

/// One block: out[k] = in[0] op ... op in[k-1] (seeded with \p init when
/// \p has_init; out[0] is left alone without a seed). In place is allowed.
template <typename T, typename ScanOp>
__global__ void SingleBlockExclusiveScanKernel(const T *in, T *out, int count,
                                               ScanOp op, T init,
                                               bool has_init) {
  typedef BlockScan<T, kScanBlock> BlockScanT;
  __shared__ typename BlockScanT::TempStorage temp_storage;
  int t = (int)threadIdx.x;
  int seg = (count + kScanBlock - 1) / kScanBlock;
  int begin = t * seg;
  int end = begin + seg < count ? begin + seg : count;
  T acc = T();
  if (begin < end) {
    acc = in[begin];
    for (int k = begin + 1; k < end; ++k) {
      T v = in[k];
      acc = op(acc, v);
    }
  }
  T excl = T();
  BlockScanT(temp_storage).ExclusiveScan(acc, excl, op);
  bool have = true;
  T run = excl;
  if (t == 0) {
    have = has_init;
    run = init;
  } else if (has_init) {
    run = op(init, excl);
  }
  for (int k = begin; k < end; ++k) {
    T v = in[k];
    if (have)
      out[k] = run;
    run = have ? op(run, v) : v;
    have = true;
  }
}

/// Scans each tile seeded with its prefix and writes the outputs.
template <typename Loader, typename OutputIt, typename T, typename ScanOp>
__global__ void ScanTileDownsweepKernel(Loader load, OutputIt out, int n,
                                        ScanOp op, const T *tile_prefix,
                                        T init, bool exclusive,
                                        bool has_init) {
  typedef BlockScan<T, kScanBlock> BlockScanT;
  __shared__ typename BlockScanT::TempStorage temp_storage;
  int tile = (int)blockIdx.x;
  int base = tile * kScanTile + (int)threadIdx.x * kScanItems;
  int count = n - base;
  if (count > kScanItems)
    count = kScanItems;
  T local[kScanItems];
  T total = T();
#pragma unroll
  for (int j = 0; j < kScanItems; ++j) {
    if (j < count) {
      T v = load(base + j);
      local[j] = (j == 0) ? v : op(local[j - 1], v);
      total = local[j];
    }
  }
  T thread_excl = T();
  BlockScanT(temp_storage).ExclusiveScan(total, thread_excl, op);
  bool have = true;
  T prefix = init;
  if (tile == 0)
    have = has_init;
  else
    prefix = tile_prefix[tile];
  if (threadIdx.x > 0) {
    prefix = have ? op(prefix, thread_excl) : thread_excl;
    have = true;
  }
#pragma unroll
  for (int j = 0; j < kScanItems; ++j) {
    if (j < count) {
      if (!exclusive)
        out[base + j] = have ? op(prefix, local[j]) : local[j];
      else
        out[base + j] = (j == 0) ? prefix : op(prefix, local[j - 1]);
    }
  }
}

/// Scans load(0..n-1) into out. Inclusive unless \p exclusive (which needs
/// \p has_init). \p temp must hold ScanTempBytes(n, sizeof(T)) bytes.
template <typename T, typename Loader, typename OutputIt, typename ScanOp>
cudaError_t ScanDispatch(void *temp, Loader load, OutputIt out, int n,
                         ScanOp op, T init, bool exclusive, bool has_init,
                         cudaStream_t stream) {
  if (n <= 0)
    return cudaSuccess;
  int tiles = ScanTiles(n);
  T *tile_sums = static_cast<T *>(temp);
  T *tile_prefix = reinterpret_cast<T *>(
      static_cast<char *>(temp) + AlignBytes((size_t)tiles * sizeof(T)));
  if (tiles > 1) {
    ScanTileReduceKernel<<<tiles, kScanBlock, 0, stream>>>(load, n, op,
                                                          tile_sums);
    SingleBlockExclusiveScanKernel<<<1, kScanBlock, 0, stream>>>(
        (const T *)tile_sums, tile_prefix, tiles, op, init, has_init);
  }
  ScanTileDownsweepKernel<<<tiles, kScanBlock, 0, stream>>>(
      load, out, n, op, (const T *)tile_prefix, init, exclusive, has_init);
  return cudaGetLastError();
}

//===----------------------------------------------------------------------===//
// Radix sort
//===----------------------------------------------------------------------===//

/// Unsigned bit pattern type used to radix-sort keys of type K.
template <typename K> struct RadixBits {
  typedef unsigned int type;
};
template <> struct RadixBits<long> {
  typedef unsigned long long type;
};
template <> struct RadixBits<unsigned long> {
  typedef unsigned long long type;
};
template <> struct RadixBits<long long> {
  typedef unsigned long long type;
};
template <> struct RadixBits<unsigned long long> {
  typedef unsigned long long type;
};
template <> struct RadixBits<double> {
  typedef unsigned long long type;
};

// Order-preserving maps from keys to unsigned bit patterns and back.
__device__ __forceinline__ unsigned int RadixToBits(unsigned int k) {
  return k;
}
__device__ __forceinline__ void RadixFromBits(unsigned int u,
                                              unsigned int &k) {
  k = u;
}
__device__ __forceinline__ unsigned int RadixToBits(int k) {
  return (unsigned int)k ^ 0x80000000u;
}
__device__ __forceinline__ void RadixFromBits(unsigned int u, int &k) {
  k = (int)(u ^ 0x80000000u);
}
__device__ __forceinline__ unsigned int RadixToBits(unsigned short k) {
  return k;
}
__device__ __forceinline__ void RadixFromBits(unsigned int u,
                                              unsigned short &k) {
  k = (unsigned short)u;
}
__device__ __forceinline__ unsigned int RadixToBits(short k) {
  return ((unsigned int)(unsigned short)k) ^ 0x8000u;
}
__device__ __forceinline__ void RadixFromBits(unsigned int u, short &k) {
  k = (short)(unsigned short)(u ^ 0x8000u);
}
__device__ __forceinline__ unsigned int RadixToBits(unsigned char k) {
  return k;
}
__device__ __forceinline__ void RadixFromBits(unsigned int u,
                                              unsigned char &k) {
  k = (unsigned char)u;
}
__device__ __forceinline__ unsigned int RadixToBits(signed char k) {
  return ((unsigned int)(unsigned char)k) ^ 0x80u;
}
__device__ __forceinline__ void RadixFromBits(unsigned int u,
                                              signed char &k) {
  k = (signed char)(unsigned char)(u ^ 0x80u);
}
__device__ __forceinline__ unsigned int RadixToBits(char k) {
  return RadixToBits((signed char)k);
}
__device__ __forceinline__ void RadixFromBits(unsigned int u, char &k) {
  signed char s;
  RadixFromBits(u, s);
  k = (char)s;
}
__device__ __forceinline__ unsigned int RadixToBits(bool k) {
  return k ? 1u : 0u;
}
__device__ __forceinline__ void RadixFromBits(unsigned int u, bool &k) {
  k = (u & 1u) != 0;
}
__device__ __forceinline__ unsigned int RadixToBits(float k) {
  unsigned int u = __float_as_uint(k);
  return (u & 0x80000000u) ? ~u : (u ^ 0x80000000u);
}
__device__ __forceinline__ void RadixFromBits(unsigned int u, float &k) {
  u = (u & 0x80000000u) ? (u ^ 0x80000000u) : ~u;
  k = __uint_as_float(u);
}
__device__ __forceinline__ unsigned long long
RadixToBits(unsigned long long k) {
  return k;
}
__device__ __forceinline__ void RadixFromBits(unsigned long long u,
                                              unsigned long long &k) {
  k = u;
}
__device__ __forceinline__ unsigned long long RadixToBits(long long k) {
  return (unsigned long long)k ^ 0x8000000000000000ull;
}
__device__ __forceinline__ void RadixFromBits(unsigned long long u,
                                              long long &k) {
  k = (long long)(u ^ 0x8000000000000000ull);
}
__device__ __forceinline__ unsigned long long RadixToBits(unsigned long k) {
  return (unsigned long long)k;
}
__device__ __forceinline__ void RadixFromBits(unsigned long long u,
                                              unsigned long &k) {
  k = (unsigned long)u;
}
__device__ __forceinline__ unsigned long long RadixToBits(long k) {
  return (unsigned long long)k ^ 0x8000000000000000ull;
}
__device__ __forceinline__ void RadixFromBits(unsigned long long u, long &k) {
  k = (long)(u ^ 0x8000000000000000ull);
}
__device__ __forceinline__ unsigned long long RadixToBits(double k) {
  unsigned long long u = (unsigned long long)__double_as_longlong(k);
  return (u & 0x8000000000000000ull) ? ~u : (u ^ 0x8000000000000000ull);
}
__device__ __forceinline__ void RadixFromBits(unsigned long long u,
                                              double &k) {
  u = (u & 0x8000000000000000ull) ? (u ^ 0x8000000000000000ull) : ~u;
  k = __longlong_as_double((long long)u);
}

constexpr int kRadixBlock = 256;
constexpr int kRadixItems = 4;
constexpr int kRadixTile = kRadixBlock * kRadixItems;
constexpr int kRadixBits = 4;
constexpr int kRadixDigits = 1 << kRadixBits;

/// Number of radix-sort tiles for \p n items.
inline int RadixTiles(int n) {
  int t = (n + kRadixTile - 1) / kRadixTile;
  return t < 1 ? 1 : t;
}

/// Converts keys to their (optionally inverted) bit patterns.
template <typename K, typename U>
__global__ void RadixToBitsKernel(const K *in, U *out, int n,
                                  bool descending) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    U u = RadixToBits(in[i]);
    out[i] = descending ? (U)~u : u;
  }
}

/// Converts bit patterns back to keys.
template <typename U, typename K>
__global__ void RadixFromBitsKernel(const U *in, K *out, int n,
                                    bool descending) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    U u = in[i];
    if (descending)
      u = (U)~u;
    K k;
    RadixFromBits(u, k);
    out[i] = k;
  }
}

/// Copies n items (used for values after the last pass).
template <typename V>
__global__ void CopyKernel(const V *in, V *out, int n) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n)
    out[i] = in[i];
}

/// Per-tile histogram of one digit: hist[digit * num_tiles + tile].
template <typename U>
__global__ void RadixUpsweepKernel(const U *keys, int n, int shift,
                                   unsigned int digit_mask, int num_tiles,
                                   int *hist) {
  __shared__ int counts[kRadixDigits];
  int t = (int)threadIdx.x;
  if (t < kRadixDigits)
    counts[t] = 0;
  __syncthreads();
  int base = (int)blockIdx.x * kRadixTile + t * kRadixItems;
#pragma unroll
  for (int j = 0; j < kRadixItems; ++j) {
    int idx = base + j;
    if (idx < n) {
      int d = (int)((unsigned int)(keys[idx] >> shift) & digit_mask);
      atomicAdd(&counts[d], 1);
    }
  }
  __syncthreads();
  if (t < kRadixDigits)
    hist[t * num_tiles + (int)blockIdx.x] = counts[t];
}

/// Stable scatter of one tile by one digit, given the scanned histograms
/// \p offsets (exclusive sums in digit-major order).
template <typename U, typename V>
__global__ void RadixDownsweepKernel(const U *keys_in, U *keys_out,
                                     const V *vals_in, V *vals_out, int n,
                                     int shift, unsigned int digit_mask,
                                     int num_tiles, const int *offsets) {
  typedef BlockScan<int, kRadixBlock> BlockScanT;
  __shared__ int counters[kRadixDigits * kRadixBlock];
  __shared__ typename BlockScanT::TempStorage scan_storage;
  int t = (int)threadIdx.x;
  int tile = (int)blockIdx.x;
#pragma unroll
  for (int d = 0; d < kRadixDigits; ++d)
    counters[d * kRadixBlock + t] = 0;
  int base = tile * kRadixTile + t * kRadixItems;
  U keys[kRadixItems];
  int digits[kRadixItems];
  int ranks[kRadixItems];
#pragma unroll
  for (int j = 0; j < kRadixItems; ++j) {
    keys[j] = 0;
    digits[j] = 0;
    ranks[j] = 0;
    if (base + j < n) {
      keys[j] = keys_in[base + j];
      digits[j] = (int)((unsigned int)(keys[j] >> shift) & digit_mask);
      int slot = digits[j] * kRadixBlock + t;
      ranks[j] = counters[slot];
      counters[slot] = ranks[j] + 1;
    }
  }
  __syncthreads();
  // Exclusive scan of the counters in digit-major, thread-minor order; each
  // thread owns kRadixDigits consecutive entries.
  int sum = 0;
#pragma unroll
  for (int e = 0; e < kRadixDigits; ++e)
    sum += counters[t * kRadixDigits + e];
  int run;
  BlockScanT(scan_storage).ExclusiveSum(sum, run);
#pragma unroll
  for (int e = 0; e < kRadixDigits; ++e) {
    int c = counters[t * kRadixDigits + e];
    counters[t * kRadixDigits + e] = run;
    run += c;
  }
  __syncthreads();
#pragma unroll
  for (int j = 0; j < kRadixItems; ++j) {
    if (base + j < n) {
      int d = digits[j];
      int local = counters[d * kRadixBlock + t] + ranks[j] -
                  counters[d * kRadixBlock];
      int dst = offsets[d * num_tiles + tile] + local;
      keys_out[dst] = keys[j];
      if (vals_out)
        vals_out[dst] = vals_in[base + j];
    }
  }
}

/// Temp-storage bytes of RadixSortDispatch.
template <typename K, typename V>
size_t RadixSortTempBytes(int n, bool has_values) {
  typedef typename RadixBits<K>::type U;
  int tiles = RadixTiles(n);
  size_t hist = (size_t)kRadixDigits * tiles;
  size_t bytes = 2 * AlignBytes((size_t)n * sizeof(U)) +
                 AlignBytes(hist * sizeof(int)) +
                 ScanTempBytes((int)hist, sizeof(int));
  if (has_values)
    bytes += 2 * AlignBytes((size_t)n * sizeof(V));
  return bytes;
}

/// Stable LSD radix sort of keys (and values when \p vals_in is non-null)
/// over bits [begin_bit, end_bit). In place is allowed.
template <typename K, typename V>
cudaError_t RadixSortDispatch(void *temp, const K *keys_in, K *keys_out,
                              const V *vals_in, V *vals_out, int n,
                              int begin_bit, int end_bit, bool descending,
                              cudaStream_t stream) {
  typedef typename RadixBits<K>::type U;
  if (n <= 0)
    return cudaSuccess;
  int tiles = RadixTiles(n);
  int hist_count = kRadixDigits * tiles;
  char *p = static_cast<char *>(temp);
  U *bits[2];
  bits[0] = reinterpret_cast<U *>(p);
  p += AlignBytes((size_t)n * sizeof(U));
  bits[1] = reinterpret_cast<U *>(p);
  p += AlignBytes((size_t)n * sizeof(U));
  int *hist = reinterpret_cast<int *>(p);
  p += AlignBytes((size_t)hist_count * sizeof(int));
  void *scan_temp = p;
  p += ScanTempBytes(hist_count, sizeof(int));
  V *vals[2] = {nullptr, nullptr};
  if (vals_in) {
    vals[0] = reinterpret_cast<V *>(p);
    p += AlignBytes((size_t)n * sizeof(V));
    vals[1] = reinterpret_cast<V *>(p);
  }
  int grid = (n + 255) / 256;
  RadixToBitsKernel<<<grid, 256, 0, stream>>>(keys_in, bits[0], n,
                                               descending);
  if (vals_in)
    CopyKernel<<<grid, 256, 0, stream>>>(vals_in, vals[0], n);
  int cur = 0;
  for (int shift = begin_bit; shift < end_bit; shift += kRadixBits) {
    int nbits = end_bit - shift < kRadixBits ? end_bit - shift : kRadixBits;
    unsigned int digit_mask = (1u << nbits) - 1u;
    RadixUpsweepKernel<<<tiles, kRadixBlock, 0, stream>>>(
        (const U *)bits[cur], n, shift, digit_mask, tiles, hist);
    LoadCast<const int *, int> load{hist};
    ScanDispatch(scan_temp, load, hist, hist_count, cub::Sum(), 0, true, true,
                 stream);
    RadixDownsweepKernel<<<tiles, kRadixBlock, 0, stream>>>(
        (const U *)bits[cur], bits[1 - cur], (const V *)vals[cur],
        vals[1 - cur], n, shift, digit_mask, tiles, (const int *)hist);
    cur = 1 - cur;
  }
  RadixFromBitsKernel<<<grid, 256, 0, stream>>>((const U *)bits[cur],
                                                 keys_out, n, descending);
  if (vals_in)
    CopyKernel<<<grid, 256, 0, stream>>>((const V *)vals[cur], vals_out, n);
  return cudaGetLastError();
}

//===----------------------------------------------------------------------===//
// Merge sort
//===----------------------------------------------------------------------===//

constexpr int kMergeTile = 256;

/// Position of the element at \p i (key \p key) after merging the sorted
/// runs [lo, mid) and [mid, hi) stably.
template <typename K, typename Comp>
__device__ __forceinline__ int MergeRank(const K *keys, int i, const K &key,
                                         int lo, int mid, int hi,
                                         Comp &comp) {
  if (i < mid) {
    // Left element: goes after the right elements strictly less than it.
    int a = mid, b = hi;
    while (a < b) {
      int m = (a + b) >> 1;
      if (comp(keys[m], key))
        a = m + 1;
      else
        b = m;
    }
    return lo + (i - lo) + (a - mid);
  }
  // Right element: goes after the left elements not greater than it.
  int a = lo, b = mid;
  while (a < b) {
    int m = (a + b) >> 1;
    if (!comp(key, keys[m]))
      a = m + 1;
    else
      b = m;
  }
  return lo + (i - mid) + (a - lo);
}

/// Sorts each kMergeTile-element tile in shared memory (stable).
template <typename K, typename V, typename Comp>
__global__ void MergeSortTileKernel(const K *keys_in, K *keys_out,
                                    const V *vals_in, V *vals_out, int n,
                                    Comp comp) {
  __shared__ K skeys[2][kMergeTile];
  __shared__ V svals[2][kMergeTile];
  int t = (int)threadIdx.x;
  int base = (int)blockIdx.x * kMergeTile;
  int count = n - base < kMergeTile ? n - base : kMergeTile;
  if (t < count) {
    skeys[0][t] = keys_in[base + t];
    if (vals_in)
      svals[0][t] = vals_in[base + t];
  }
  __syncthreads();
  int cur = 0;
  for (int width = 1; width < count; width <<= 1) {
    if (t < count) {
      int lo = (t / (2 * width)) * (2 * width);
      int mid = lo + width < count ? lo + width : count;
      int hi = lo + 2 * width < count ? lo + 2 * width : count;
      K key = skeys[cur][t];
      int dst = MergeRank(skeys[cur], t, key, lo, mid, hi, comp);
      skeys[1 - cur][dst] = key;
      if (vals_in)
        svals[1 - cur][dst] = svals[cur][t];
    }
    cur = 1 - cur;
    __syncthreads();
  }
  if (t < count) {
    keys_out[base + t] = skeys[cur][t];
    if (vals_in)
      vals_out[base + t] = svals[cur][t];
  }
}

/// Merges pairs of sorted runs of \p width elements.
template <typename K, typename V, typename Comp>
__global__ void MergePassKernel(const K *keys_in, K *keys_out,
                                const V *vals_in, V *vals_out, int n,
                                int width, Comp comp) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n)
    return;
  int lo = (i / (2 * width)) * (2 * width);
  int mid = lo + width < n ? lo + width : n;
  int hi = (n - lo) > 2 * width ? lo + 2 * width : n;
  K key = keys_in[i];
  int dst = MergeRank(keys_in, i, key, lo, mid, hi, comp);
  keys_out[dst] = key;
  if (vals_in)
    vals_out[dst] = vals_in[i];
}

/// Temp-storage bytes of MergeSortDispatch.
template <typename K, typename V>
size_t MergeSortTempBytes(int n, bool has_values) {
  size_t bytes = 2 * AlignBytes((size_t)n * sizeof(K));
  if (has_values)
    bytes += 2 * AlignBytes((size_t)n * sizeof(V));
  return bytes;
}

/// Stable merge sort of keys (and values when \p vals_in is non-null)
/// with \p comp. In place is allowed.
template <typename K, typename V, typename Comp>
cudaError_t MergeSortDispatch(void *temp, const K *keys_in, K *keys_out,
                              const V *vals_in, V *vals_out, int n, Comp comp,
                              cudaStream_t stream) {
  if (n <= 0)
    return cudaSuccess;
  char *p = static_cast<char *>(temp);
  K *keys[2];
  keys[0] = reinterpret_cast<K *>(p);
  p += AlignBytes((size_t)n * sizeof(K));
  keys[1] = reinterpret_cast<K *>(p);
  p += AlignBytes((size_t)n * sizeof(K));
  V *vals[2] = {nullptr, nullptr};
  if (vals_in) {
    vals[0] = reinterpret_cast<V *>(p);
    p += AlignBytes((size_t)n * sizeof(V));
    vals[1] = reinterpret_cast<V *>(p);
  }
  int tiles = (n + kMergeTile - 1) / kMergeTile;
  MergeSortTileKernel<<<tiles, kMergeTile, 0, stream>>>(
      keys_in, keys[0], vals_in, vals[0], n, comp);
  int cur = 0;
  int grid = (n + 255) / 256;
  for (int width = kMergeTile; width < n; width <<= 1) {
    MergePassKernel<<<grid, 256, 0, stream>>>((const K *)keys[cur],
                                              keys[1 - cur],
                                              (const V *)vals[cur],
                                              vals[1 - cur], n, width, comp);
    cur = 1 - cur;
  }
  CopyKernel<<<grid, 256, 0, stream>>>((const K *)keys[cur], keys_out, n);
  if (vals_in)
    CopyKernel<<<grid, 256, 0, stream>>>((const V *)vals[cur], vals_out, n);
  return cudaGetLastError();
}

//===----------------------------------------------------------------------===//
// Run-length encoding
//===----------------------------------------------------------------------===//

/// Writes the first item and start offset of every run, and the run count;
/// \p run_index is the inclusive scan of the run-head flags.
template <typename InputIt, typename UniqueIt, typename NumRunsIt>
__global__ void RleScatterKernel(InputIt in, const int *run_index, int n,
                                 UniqueIt unique_out, int *starts,
                                 NumRunsIt num_runs_out) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n)
    return;
  bool head = (i == 0) || !(in[i] == in[i - 1]);
  int r = run_index[i] - 1;
  if (head) {
    unique_out[r] = in[i];
    starts[r] = i;
  }
  if (i == n - 1)
    num_runs_out[0] = run_index[i];
}

/// Writes the length of every run.
template <typename LengthsIt>
__global__ void RleLengthsKernel(const int *starts, const int *run_index,
                                 int n, LengthsIt lengths_out) {
  int r = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  int num_runs = run_index[n - 1];
  if (r >= num_runs)
    return;
  int end = r + 1 < num_runs ? starts[r + 1] : n;
  lengths_out[r] = end - starts[r];
}

/// Sets *out = 0 (run count of an empty input).
template <typename NumRunsIt> __global__ void ZeroKernel(NumRunsIt out) {
  out[0] = 0;
}

/// Temp-storage bytes of RleDispatch.
inline size_t RleTempBytes(int n) {
  return 2 * AlignBytes((size_t)(n > 0 ? n : 1) * sizeof(int)) +
         ScanTempBytes(n, sizeof(int));
}

/// Run-length encodes in[0..n-1] (runs of items equal under ==).
template <typename InputIt, typename UniqueIt, typename LengthsIt,
          typename NumRunsIt>
cudaError_t RleDispatch(void *temp, InputIt in, UniqueIt unique_out,
                        LengthsIt lengths_out, NumRunsIt num_runs_out, int n,
                        cudaStream_t stream) {
  if (n <= 0) {
    ZeroKernel<<<1, 1, 0, stream>>>(num_runs_out);
    return cudaGetLastError();
  }
  char *p = static_cast<char *>(temp);
  int *run_index = reinterpret_cast<int *>(p);
  p += AlignBytes((size_t)n * sizeof(int));
  int *starts = reinterpret_cast<int *>(p);
  p += AlignBytes((size_t)n * sizeof(int));
  LoadRunHead<InputIt> heads{in};
  ScanDispatch(p, heads, run_index, n, cub::Sum(), 0, false, false, stream);
  int grid = (n + 255) / 256;
  RleScatterKernel<<<grid, 256, 0, stream>>>(in, (const int *)run_index, n,
                                             unique_out, starts,
                                             num_runs_out);
  RleLengthsKernel<<<grid, 256, 0, stream>>>(
      (const int *)starts, (const int *)run_index, n, lengths_out);
  return cudaGetLastError();
}

//===----------------------------------------------------------------------===//
// Selection (stream compaction)
//===----------------------------------------------------------------------===//

/// Copies in[i] to out[position[i] - 1] where flag(i), and writes the count.
template <typename FlagLoader, typename InputIt, typename OutputIt,
          typename NumSelectedIt>
__global__ void SelectScatterKernel(FlagLoader flag, InputIt in,
                                    const int *position, int n, OutputIt out,
                                    NumSelectedIt num_selected) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n)
    return;
  if (flag(i))
    out[position[i] - 1] = in[i];
  if (i == n - 1)
    num_selected[0] = position[i];
}

/// Temp-storage bytes of SelectDispatch.
inline size_t SelectTempBytes(int n) {
  return AlignBytes((size_t)(n > 0 ? n : 1) * sizeof(int)) +
         ScanTempBytes(n, sizeof(int));
}

/// Copies the items in[i] with flag(i) != 0, in order, to out and their
/// number to num_selected[0]. \p position (n ints) may be passed to get
/// the inclusive count of selected items at every index.
template <typename FlagLoader, typename InputIt, typename OutputIt,
          typename NumSelectedIt>
cudaError_t SelectDispatch(void *temp, FlagLoader flag, InputIt in,
                           OutputIt out, NumSelectedIt num_selected, int n,
                           cudaStream_t stream) {
  if (n <= 0) {
    ZeroKernel<<<1, 1, 0, stream>>>(num_selected);
    return cudaGetLastError();
  }
  char *p = static_cast<char *>(temp);
  int *position = reinterpret_cast<int *>(p);
  p += AlignBytes((size_t)n * sizeof(int));
  ScanDispatch(p, flag, position, n, cub::Sum(), 0, false, false, stream);
  SelectScatterKernel<<<(n + 255) / 256, 256, 0, stream>>>(
      flag, in, (const int *)position, n, out, num_selected);
  return cudaGetLastError();
}

//===----------------------------------------------------------------------===//
// Reduce by key
//===----------------------------------------------------------------------===//

/// Writes the first key and the total of every segment, and the count.
template <typename KeyIt, typename V, typename KeyOutIt, typename ValOutIt,
          typename NumIt>
__global__ void ReduceByKeyScatterKernel(KeyIt keys, const int *segment,
                                         const KeyValuePair<int, V> *scanned,
                                         int n, KeyOutIt keys_out,
                                         ValOutIt values_out, NumIt num_out) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n)
    return;
  int s = segment[i];
  if (i == 0 || segment[i - 1] != s)
    keys_out[s - 1] = keys[i];
  if (i == n - 1 || segment[i + 1] != s)
    values_out[s - 1] = scanned[i].value;
  if (i == n - 1)
    num_out[0] = s;
}

/// Temp-storage bytes of ReduceByKeyDispatch.
template <typename V> size_t ReduceByKeyTempBytes(int n) {
  size_t m = (size_t)(n > 0 ? n : 1);
  return AlignBytes(m * sizeof(int)) +
         AlignBytes(m * sizeof(KeyValuePair<int, V>)) +
         ScanTempBytes(n, sizeof(KeyValuePair<int, V>));
}

/// For every maximal run of keys equal under \p eq: its first key to
/// keys_out, op-reduction of its values to values_out; the number of runs
/// to num_out[0].
template <typename V, typename KeyIt, typename ValIt, typename KeyOutIt,
          typename ValOutIt, typename NumIt, typename Eq, typename Op>
cudaError_t ReduceByKeyDispatch(void *temp, KeyIt keys, ValIt values,
                                KeyOutIt keys_out, ValOutIt values_out,
                                NumIt num_out, int n, Eq eq, Op op,
                                cudaStream_t stream) {
  if (n <= 0) {
    ZeroKernel<<<1, 1, 0, stream>>>(num_out);
    return cudaGetLastError();
  }
  typedef KeyValuePair<int, V> Pair;
  char *p = static_cast<char *>(temp);
  int *segment = reinterpret_cast<int *>(p);
  p += AlignBytes((size_t)n * sizeof(int));
  Pair *scanned = reinterpret_cast<Pair *>(p);
  p += AlignBytes((size_t)n * sizeof(Pair));
  LoadRunHeadEq<KeyIt, Eq> heads{keys, eq};
  ScanDispatch(p, heads, segment, n, cub::Sum(), 0, false, false, stream);
  LoadSegmented<ValIt, V> pairs{(const int *)segment, values};
  SegmentedOp<Op> seg_op{op};
  ScanDispatch(p, pairs, scanned, n, seg_op, Pair(0, V()), false, false,
               stream);
  ReduceByKeyScatterKernel<<<(n + 255) / 256, 256, 0, stream>>>(
      keys, (const int *)segment, (const Pair *)scanned, n, keys_out,
      values_out, num_out);
  return cudaGetLastError();
}

//===----------------------------------------------------------------------===//
// Segmented reduction
//===----------------------------------------------------------------------===//

/// Block s reduces in[begin[s], end[s]) into out[s] (init when empty).
template <typename InputIt, typename OutputIt, typename BeginIt,
          typename EndIt, typename T, typename ReductionOp>
__global__ void SegmentedReduceKernel(InputIt in, OutputIt out, BeginIt begin,
                                      EndIt end, ReductionOp op, T init) {
  typedef BlockReduce<T, kReduceBlock> BlockReduceT;
  __shared__ typename BlockReduceT::TempStorage temp_storage;
  int s = (int)blockIdx.x;
  int b = (int)begin[s];
  int e = (int)end[s];
  int count = e - b;
  int t = (int)threadIdx.x;
  T acc = T();
  if (t < count) {
    acc = T(in[b + t]);
    for (int j = b + t + kReduceBlock; j < e; j += kReduceBlock)
      acc = op(acc, T(in[j]));
  }
  int valid = count < kReduceBlock ? count : kReduceBlock;
  if (valid < 1)
    valid = 1;
  T result = BlockReduceT(temp_storage).Reduce(acc, op, valid);
  if (t == 0)
    out[s] = count > 0 ? op(init, result) : init;
}

} // namespace detail
} // namespace cub

#endif // METALIFY_CUB_DETAIL_DEVICE_ENGINE_CUH
