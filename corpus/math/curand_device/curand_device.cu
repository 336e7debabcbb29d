// cuRAND's device API as Monte Carlo codes use it: XORWOW states
// (curandState) placed by subsequence and offset, skipahead, states kept in
// global memory between launches, Philox4x32-10 with its four-word calls,
// and the uniform, normal and log-normal distributions in float and double.
// Raw draws are printed exactly; distribution values are rounded. The host
// checks what it can recompute (XORWOW stepped draw by draw) and the
// statistics of the rest.
#include <cstdio>
#include <cmath>
#include <curand_kernel.h>

constexpr int kThreads = 256;
constexpr unsigned long long kSeed = 20261129ULL;

/// First two draws of each thread, placed by subsequence (some far away).
__global__ void xorwowBySubsequence(unsigned *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long sub = id < 200 ? id : (1ULL << (id - 200)) + 3;
  curandState s;
  curand_init(kSeed, sub, 0, &s);
  out[2 * id] = curand(&s);
  out[2 * id + 1] = curand(&s);
}

/// First draw after curand_init with an offset, and after skipahead.
__global__ void xorwowByOffset(unsigned *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s;
  curand_init(kSeed, 0, (unsigned long long)id * 3, &s);
  out[2 * id] = curand(&s);
  curandState t;
  curand_init(kSeed + 1, 5, 0, &t);
  skipahead((unsigned long long)id * 1000003ULL + (id > 128 ? (1ULL << 40) : 0), &t);
  skipahead_sequence(id, &t);
  out[2 * id + 1] = curand(&t);
}

/// Each thread's distribution draws, in a fixed order per thread.
__global__ void xorwowDistributions(float *f, double *d) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s;
  curand_init(kSeed * 7, id, 0, &s);
  f[8 * id + 0] = curand_uniform(&s);
  f[8 * id + 1] = curand_normal(&s);
  f[8 * id + 2] = curand_normal(&s);
  f[8 * id + 3] = curand_normal(&s);
  f[8 * id + 4] = curand_log_normal(&s, 0.5f, 0.25f);
  float2 pair = curand_normal2(&s);
  f[8 * id + 5] = pair.x;
  f[8 * id + 6] = pair.y;
  f[8 * id + 7] = curand_uniform(&s);
  d[4 * id + 0] = curand_uniform_double(&s);
  d[4 * id + 1] = curand_normal_double(&s);
  d[4 * id + 2] = curand_normal_double(&s);
  d[4 * id + 3] = curand_log_normal_double(&s, 1.0, 0.5);
}

/// Philox draws: single words, four-word blocks, skips and distributions.
__global__ void philox(unsigned *raw, float *f) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t s;
  curand_init(kSeed, id, id % 5, &s);
  raw[8 * id + 0] = curand(&s);
  raw[8 * id + 1] = curand(&s);
  uint4 four = curand4(&s);
  raw[8 * id + 2] = four.x;
  raw[8 * id + 3] = four.w;
  skipahead(7 + id, &s);
  raw[8 * id + 4] = curand(&s);
  skipahead_sequence(3, &s);
  raw[8 * id + 5] = curand(&s);
  float4 u = curand_uniform4(&s);
  f[8 * id + 0] = u.x;
  f[8 * id + 1] = u.z;
  float4 n = curand_normal4(&s);
  f[8 * id + 2] = n.y;
  f[8 * id + 3] = n.w;
  f[8 * id + 4] = curand_normal(&s);
  f[8 * id + 5] = curand_normal(&s);
  f[8 * id + 6] = curand_uniform(&s);
  f[8 * id + 7] = (float)curand_uniform_double(&s);
  raw[8 * id + 6] = curand(&s);
  raw[8 * id + 7] = curand(&s);
}

/// The cached second values of each distribution, on both generators.
__global__ void pairedDraws(double *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState x;
  curand_init(kSeed + 2, id, 0, &x);
  double *o = out + 16 * id;
  o[0] = curand_log_normal(&x, 0.0f, 1.0f);
  o[1] = curand_log_normal(&x, 0.0f, 1.0f);
  o[2] = curand_normal(&x);
  o[3] = curand_log_normal(&x, 1.0f, 0.5f);
  double2 nd = curand_normal2_double(&x);
  o[4] = nd.y;
  o[5] = curand_log_normal_double(&x, 0.0, 1.0);
  o[6] = curand_normal_double(&x);
  curandStatePhilox4_32_10_t p;
  curand_init(kSeed + 3, id, 1, &p);
  o[7] = curand_normal_double(&p);
  o[8] = curand_normal_double(&p);
  o[9] = curand_log_normal(&p, 0.0f, 1.0f);
  o[10] = curand_normal(&p);
  float2 n2 = curand_normal2(&p);
  o[11] = n2.y;
  double2 u2 = curand_uniform2_double(&p);
  o[12] = u2.x;
  o[13] = u2.y;
  o[14] = curand_log_normal_double(&p, 0.5, 0.5);
  o[15] = curand_uniform(&p);
}

__global__ void setupStates(curandState *states) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(1234ULL, id, 0, &states[id]);
}

/// Points in the unit quarter circle; the state goes back to global memory.
__global__ void countHits(curandState *states, int draws, unsigned *hits) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];
  unsigned count = 0;
  for (int i = 0; i < draws; ++i) {
    float x = curand_uniform(&local);
    float y = curand_uniform(&local);
    if (x * x + y * y <= 1.0f)
      ++count;
  }
  states[id] = local;
  hits[id] += count;
}

/// XORWOW on the host, one draw at a time: the reference for offsets.
struct HostXorwow {
  unsigned d, v[5];
  HostXorwow(unsigned long long seed) {
    unsigned s0 = (unsigned)seed ^ 0xaad26b49u, s1 = (unsigned)(seed >> 32) ^ 0xf7dcefddu;
    unsigned t0 = 1099087573u * s0, t1 = 2591861531u * s1;
    d = 6615241u + t1 + t0;
    v[0] = 123456789u + t0; v[1] = 362436069u ^ t0; v[2] = 521288629u + t1;
    v[3] = 88675123u ^ t1; v[4] = 5783321u + t0;
  }
  unsigned next() {
    unsigned t = v[0] ^ (v[0] >> 2);
    v[0] = v[1]; v[1] = v[2]; v[2] = v[3]; v[3] = v[4];
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
    d += 362437u;
    return v[4] + d;
  }
};

template <typename T> T *deviceArray(int n) {
  T *p;
  cudaMalloc(&p, n * sizeof(T));
  cudaMemset(p, 0, n * sizeof(T));
  return p;
}

int main() {
  bool ok = true;
  unsigned raw[2 * kThreads];
  unsigned *dRaw = deviceArray<unsigned>(8 * kThreads);

  xorwowBySubsequence<<<kThreads / 64, 64>>>(dRaw);
  cudaMemcpy(raw, dRaw, sizeof raw, cudaMemcpyDeviceToHost);
  unsigned mix = 0;
  for (int i = 0; i < 2 * kThreads; ++i) mix = mix * 31u + raw[i];
  printf("xorwow by subsequence: %u %u | %u %u | %u %u | mix %u\n", raw[0], raw[1],
         raw[2], raw[3], raw[2 * 255], raw[2 * 255 + 1], mix);

  xorwowByOffset<<<kThreads / 64, 64>>>(dRaw);
  cudaMemcpy(raw, dRaw, sizeof raw, cudaMemcpyDeviceToHost);
  HostXorwow host(kSeed);
  int offsetMismatches = 0;
  unsigned stream[3 * kThreads + 1];
  for (int i = 0; i <= 3 * kThreads; ++i) stream[i] = host.next();
  for (int id = 0; id < kThreads; ++id)
    if (raw[2 * id] != stream[3 * id]) ++offsetMismatches;
  mix = 0;
  for (int id = 0; id < kThreads; ++id) mix = mix * 31u + raw[2 * id + 1];
  printf("xorwow by offset: %u %u, host mismatches %d; skipahead %u %u mix %u\n", raw[0],
         raw[2], offsetMismatches, raw[1], raw[2 * 200 + 1], mix);
  ok = ok && offsetMismatches == 0;

  float *dF = deviceArray<float>(8 * kThreads);
  double *dD = deviceArray<double>(4 * kThreads);
  float f[8 * kThreads];
  double d[4 * kThreads];
  xorwowDistributions<<<kThreads / 128, 128>>>(dF, dD);
  cudaMemcpy(f, dF, sizeof f, cudaMemcpyDeviceToHost);
  cudaMemcpy(d, dD, sizeof d, cudaMemcpyDeviceToHost);
  printf("thread 0: uniform %.9g normal %.5f %.5f %.5f lognormal %.5f normal2 %.5f %.5f uniform %.9g\n",
         f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]);
  printf("thread 0: uniform_double %.15f normal_double %.9f %.9f lognormal_double %.9f\n", d[0],
         d[1], d[2], d[3]);
  printf("thread 77: uniform %.9g normal %.5f lognormal %.5f uniform_double %.15f normal_double %.9f\n",
         f[8 * 77], f[8 * 77 + 1], f[8 * 77 + 4], d[4 * 77], d[4 * 77 + 1]);
  double uniformSum = 0, normalSum = 0, normalSquares = 0;
  for (int id = 0; id < kThreads; ++id) {
    uniformSum += f[8 * id] + f[8 * id + 7];
    for (int k : {1, 2, 3, 5, 6}) {
      normalSum += f[8 * id + k];
      normalSquares += f[8 * id + k] * f[8 * id + k];
    }
    ok = ok && f[8 * id] > 0.f && f[8 * id] <= 1.f && d[4 * id] > 0. && d[4 * id] <= 1.;
  }
  double normalMean = normalSum / (5 * kThreads);
  double normalVar = normalSquares / (5 * kThreads) - normalMean * normalMean;
  printf("uniform mean %.3f normal mean %.3f variance %.3f\n", uniformSum / (2 * kThreads),
         normalMean, normalVar);
  ok = ok && std::fabs(uniformSum / (2 * kThreads) - 0.5) < 0.05 && std::fabs(normalMean) < 0.1 &&
       std::fabs(normalVar - 1.0) < 0.15;

  unsigned praw[8 * kThreads];
  philox<<<kThreads / 32, 32>>>(dRaw, dF);
  cudaMemcpy(praw, dRaw, sizeof praw, cudaMemcpyDeviceToHost);
  cudaMemcpy(f, dF, sizeof f, cudaMemcpyDeviceToHost);
  printf("philox thread 0:");
  for (int k = 0; k < 8; ++k) printf(" %u", praw[k]);
  printf("\nphilox thread 0: %.9g %.9g %.5f %.5f %.5f %.5f %.9g %.9g\n", f[0], f[1], f[2], f[3],
         f[4], f[5], f[6], f[7]);
  printf("philox thread 3:");
  for (int k = 0; k < 8; ++k) printf(" %u", praw[8 * 3 + k]);
  mix = 0;
  for (int i = 0; i < 8 * kThreads; ++i) mix = mix * 31u + praw[i];
  printf("\nphilox mix %u\n", mix);

  double paired[16 * kThreads];
  double *dPaired = deviceArray<double>(16 * kThreads);
  pairedDraws<<<kThreads / 64, 64>>>(dPaired);
  cudaMemcpy(paired, dPaired, sizeof paired, cudaMemcpyDeviceToHost);
  for (int id : {0, 5, 200}) {
    printf("paired draws of thread %d:", id);
    for (int k = 0; k < 16; ++k) printf(" %.6f", paired[16 * id + k]);
    printf("\n");
  }
  double pairedSum = 0;
  for (int id = 0; id < kThreads; ++id)
    for (int k : {2, 4, 6, 7, 8, 10, 11, 12, 13, 15}) pairedSum += paired[16 * id + k];
  printf("paired normal and uniform draws sum %.2f\n", pairedSum);

  curandState *states;
  cudaMalloc(&states, kThreads * sizeof(curandState));
  unsigned *dHits = deviceArray<unsigned>(kThreads);
  setupStates<<<kThreads / 64, 64>>>(states);
  countHits<<<kThreads / 64, 64>>>(states, 500, dHits);
  countHits<<<kThreads / 64, 64>>>(states, 500, dHits);
  unsigned hits[kThreads];
  cudaMemcpy(hits, dHits, sizeof hits, cudaMemcpyDeviceToHost);
  unsigned long long total = 0;
  for (int id = 0; id < kThreads; ++id) total += hits[id];
  double pi = 4.0 * total / (1000.0 * kThreads);
  printf("monte carlo: %llu hits of %d, pi ~ %.4f, thread 9 %u\n", total, 1000 * kThreads, pi,
         hits[9]);
  ok = ok && std::fabs(pi - 3.14159) < 0.02;

  cudaError_t err = cudaGetLastError();
  printf("%s\n", ok && err == cudaSuccess ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
