// Every integer atomic on int and unsigned, global and shared: atomicAdd,
// atomicSub, atomicMin, atomicMax, atomicExch, atomicCAS, atomicAnd,
// atomicOr, atomicXor, atomicInc, atomicDec. Results are order-independent
// (commutative ops) or checked for a property (exchange, CAS winners).
#include <cstdio>
#include <cuda_runtime.h>

struct Results {
  int add, sub, minv, maxv;
  unsigned int andv, orv, xorv, inc, dec;
  int casWinners, exchSeen;
  int sharedMin, sharedMax;
  unsigned int sharedOr;
};

__global__ void allAtomics(Results *r, int *casSlot, int *exchSlot, int n) {
  __shared__ int sMin, sMax;
  __shared__ unsigned int sOr;
  if (threadIdx.x == 0) {
    sMin = 1 << 30;
    sMax = -(1 << 30);
    sOr = 0;
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = (i * 7919) % 10007 - 5000;
    atomicAdd(&r->add, v);
    atomicSub(&r->sub, v);
    atomicMin(&r->minv, v);
    atomicMax(&r->maxv, v);
    atomicAnd(&r->andv, ~(1u << (i % 32)) | (i % 64 == 63 ? 0u : 0x80000000u));
    atomicOr(&r->orv, 1u << (i % 29));
    atomicXor(&r->xorv, (unsigned int)i);
    atomicInc(&r->inc, 1000u);
    atomicDec(&r->dec, 0xffffffffu);
    if (atomicCAS(&casSlot[i % 10], -1, i) == -1)
      atomicAdd(&r->casWinners, 1);
    int old = atomicExch(exchSlot, i);
    if (old >= -1 && old < n)
      atomicAdd(&r->exchSeen, 1);
    atomicMin(&sMin, v);
    atomicMax(&sMax, v);
    atomicOr(&sOr, 1u << (threadIdx.x % 32));
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    atomicMin(&r->sharedMin, sMin);
    atomicMax(&r->sharedMax, sMax);
    atomicOr(&r->sharedOr, sOr);
  }
}

int main() {
  const int n = 65536;
  Results init = {0, 0, 1 << 30, -(1 << 30), 0xffffffffu, 0u, 0u, 0u, 5000u, 0, 0, 1 << 30, -(1 << 30), 0u};
  Results *dr;
  int *dcas, *dexch;
  cudaMalloc(&dr, sizeof(Results));
  cudaMalloc(&dcas, 10 * sizeof(int));
  cudaMalloc(&dexch, sizeof(int));
  cudaMemcpy(dr, &init, sizeof(Results), cudaMemcpyHostToDevice);
  cudaMemset(dcas, 0xff, 10 * sizeof(int)); // all -1
  cudaMemset(dexch, 0xff, sizeof(int));
  allAtomics<<<n / 256, 256>>>(dr, dcas, dexch, n);
  Results r;
  int cas[10];
  cudaMemcpy(&r, dr, sizeof(Results), cudaMemcpyDeviceToHost);
  cudaMemcpy(cas, dcas, sizeof(cas), cudaMemcpyDeviceToHost);
  int add = 0, minv = 1 << 30, maxv = -(1 << 30);
  unsigned int andv = 0xffffffffu, orv = 0, xorv = 0;
  for (int i = 0; i < n; ++i) {
    int v = (i * 7919) % 10007 - 5000;
    add += v;
    minv = v < minv ? v : minv;
    maxv = v > maxv ? v : maxv;
    andv &= ~(1u << (i % 32)) | (i % 64 == 63 ? 0u : 0x80000000u);
    orv |= 1u << (i % 29);
    xorv ^= (unsigned int)i;
  }
  // atomicInc wraps to 0 after reaching 1000: n increments from 0.
  unsigned int inc = n % 1001;
  // atomicDec with limit 0xffffffff: plain decrement.
  unsigned int dec = 5000u - (unsigned int)n;
  int casOk = 1;
  for (int k = 0; k < 10; ++k)
    casOk &= (cas[k] % 10 == k);
  printf("add=%d sub=%d min=%d max=%d\n", r.add, r.sub, r.minv, r.maxv);
  printf("and=%08x or=%08x xor=%08x inc=%u dec=%u\n", r.andv, r.orv, r.xorv, r.inc, r.dec);
  printf("cas winners=%d slots ok=%d exch seen=%d\n", r.casWinners, casOk, r.exchSeen);
  printf("shared min=%d max=%d or=%08x\n", r.sharedMin, r.sharedMax, r.sharedOr);
  bool ok = r.add == add && r.sub == -add && r.minv == minv && r.maxv == maxv && r.andv == andv &&
            r.orv == orv && r.xorv == xorv && r.inc == inc && r.dec == dec && r.casWinners == 10 && casOk &&
            r.exchSeen == n && r.sharedMin == minv && r.sharedMax == maxv && r.sharedOr == 0xffffffffu;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
