// Integer bit intrinsics: __popc, __clz, __ffs, __brev, __byte_perm,
// __funnelshift_l, __funnelshift_r, __funnelshift_lc, plus their host
// reference implementations.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void bitOps(const unsigned int *in, unsigned int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned int x = in[i], y = in[(i + 1) % n];
  unsigned int *o = out + i * 8;
  o[0] = __popc(x);
  o[1] = __clz(x);
  o[2] = __ffs(x);
  o[3] = __brev(x);
  o[4] = __byte_perm(x, y, 0x5140);
  o[5] = __funnelshift_l(x, y, i % 40);
  o[6] = __funnelshift_r(x, y, i % 40);
  o[7] = __funnelshift_lc(x, y, i % 40);
}

static unsigned int popc(unsigned int x) { return __builtin_popcount(x); }
static unsigned int clz(unsigned int x) { return x ? __builtin_clz(x) : 32; }
static unsigned int ffs(unsigned int x) { return x ? __builtin_ctz(x) + 1 : 0; }
static unsigned int brev(unsigned int x) {
  unsigned int r = 0;
  for (int b = 0; b < 32; ++b)
    if (x & (1u << b))
      r |= 1u << (31 - b);
  return r;
}
static unsigned int bytePerm(unsigned int x, unsigned int y, unsigned int s) {
  unsigned long long v = ((unsigned long long)y << 32) | x;
  unsigned int r = 0;
  for (int k = 0; k < 4; ++k) {
    unsigned int sel = (s >> (4 * k)) & 7;
    r |= (unsigned int)((v >> (8 * sel)) & 0xff) << (8 * k);
  }
  return r;
}
static unsigned int fshl(unsigned int lo, unsigned int hi, unsigned int s, bool clampShift) {
  s = clampShift ? (s > 32 ? 32 : s) : (s & 31);
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)((v << s) >> 32);
}
static unsigned int fshr(unsigned int lo, unsigned int hi, unsigned int s) {
  s &= 31;
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)(v >> s);
}

int main() {
  const int n = 4096;
  unsigned int *h = new unsigned int[n], *r = new unsigned int[n * 8];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 2654435761u) ^ (i << 7) ^ (i % 5 == 0 ? 0u : 0x10000u);
  h[0] = 0;
  h[1] = 0xffffffffu;
  h[2] = 0x80000000u;
  unsigned int *d, *dout;
  cudaMalloc(&d, n * sizeof(unsigned int));
  cudaMalloc(&dout, n * 8 * sizeof(unsigned int));
  cudaMemcpy(d, h, n * sizeof(unsigned int), cudaMemcpyHostToDevice);
  bitOps<<<n / 128, 128>>>(d, dout, n);
  cudaMemcpy(r, dout, n * 8 * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  int bad = 0;
  unsigned int hash[8] = {0};
  for (int i = 0; i < n; ++i) {
    unsigned int x = h[i], y = h[(i + 1) % n];
    unsigned int want[8] = {popc(x), clz(x), ffs(x), brev(x), bytePerm(x, y, 0x5140),
                            fshl(x, y, i % 40, false), fshr(x, y, i % 40), fshl(x, y, i % 40, true)};
    for (int k = 0; k < 8; ++k) {
      if (r[i * 8 + k] != want[k])
        ++bad;
      hash[k] = hash[k] * 16777619u ^ r[i * 8 + k];
    }
  }
  for (int i = 0; i < 3; ++i)
    printf("x=%08x popc=%u clz=%u ffs=%u brev=%08x perm=%08x\n", h[i], r[i * 8], r[i * 8 + 1], r[i * 8 + 2],
           r[i * 8 + 3], r[i * 8 + 4]);
  printf("hashes:");
  for (int k = 0; k < 8; ++k)
    printf(" %08x", hash[k]);
  printf("\nmismatches=%d\n%s\n", bad, bad ? "FAIL" : "PASS");
  return 0;
}
