// Monte Carlo in double: each thread draws points with its own 64-bit LCG,
// turns the top 53 bits into doubles in [0, 1) by an exact scaling, and
// accumulates a pi estimate and a Gaussian integral
// (exp(-x*x)) in double accumulators; per-thread sums go to the host. The
// random numbers and the counts are exact; exp is within an ulp of the GPU's,
// so the integral is compared with a tolerance.
#include <cmath>
#include <cstdio>

__global__ void sample(double *hits, double *gauss, int perThread) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long state = 0x9E3779B97F4A7C15ull * (t + 1);
  double inside = 0.0, g = 0.0;
  for (int k = 0; k < perThread; ++k) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    double x = (state >> 11) * (1.0 / 9007199254740992.0);
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    double y = (state >> 11) * (1.0 / 9007199254740992.0);
    if (x * x + y * y < 1.0)
      inside += 1.0;
    g += exp(-x * x) * 0.5 + exp(-y * y) * 0.5;
  }
  hits[t] = inside;
  gauss[t] = g;
}

int main() {
  const int threads = 4096, perThread = 256;
  double *hits, *gauss;
  cudaMalloc(&hits, threads * sizeof(double));
  cudaMalloc(&gauss, threads * sizeof(double));
  sample<<<threads / 128, 128>>>(hits, gauss, perThread);
  static double h[threads], g[threads];
  cudaMemcpy(h, hits, sizeof(h), cudaMemcpyDeviceToHost);
  cudaMemcpy(g, gauss, sizeof(g), cudaMemcpyDeviceToHost);
  double inside = 0, integral = 0;
  for (int t = 0; t < threads; ++t) {
    inside += h[t];
    integral += g[t];
  }
  double total = (double)threads * perThread;
  printf("thread 0 hits: %.17g\n", h[0]);
  printf("hits: %.17g of %.17g\n", inside, total);
  printf("pi estimate: %.17g\n", 4.0 * inside / total);
  printf("integral of exp(-x^2) on [0,1): %.15g\n", integral / total);
  printf("%s\n", fabs(4.0 * inside / total - M_PI) < 0.01 &&
                         fabs(integral / total - 0.746824132812427) < 1e-3
                     ? "PASS"
                     : "FAIL");
  return 0;
}
