// Conversions between __half and __nv_bfloat16 in kernels (through float,
// as CUDA defines them): static_cast, C-style and functional casts, values
// that round differently in the two formats, and the round trip.
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void convert(const float *in, __half *viaHalf, __nv_bfloat16 *viaBf,
                        float *roundTrip) {
  int i = threadIdx.x;
  __nv_bfloat16 b = __float2bfloat16(in[i]);
  __half h = __float2half(in[i]);
  viaHalf[i] = static_cast<__half>(b);
  viaBf[i] = (__nv_bfloat16)h;
  roundTrip[i] = __half2float(__half(__nv_bfloat16(h)));
}

int main() {
  const int n = 8;
  float in[n] = {1.0f, 3.14159265f, -0.1f, 65504.0f, 1.0e-5f, 300.7f, -2.5e4f, 0.33333f};
  float *dIn, *dRt;
  __half *dH;
  __nv_bfloat16 *dB;
  cudaMalloc(&dIn, sizeof in);
  cudaMalloc(&dRt, sizeof in);
  cudaMalloc(&dH, n * sizeof(__half));
  cudaMalloc(&dB, n * sizeof(__nv_bfloat16));
  cudaMemcpy(dIn, in, sizeof in, cudaMemcpyHostToDevice);
  convert<<<1, n>>>(dIn, dH, dB, dRt);
  __half h[n];
  __nv_bfloat16 b[n];
  float rt[n];
  cudaMemcpy(h, dH, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(b, dB, sizeof b, cudaMemcpyDeviceToHost);
  cudaMemcpy(rt, dRt, sizeof rt, cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    float fh = __half2float(h[i]), fb = __bfloat162float(b[i]);
    printf("%-12g half(bf16) %-12.7g bf16(half) %-12.7g round trip %.7g\n", in[i],
           fh, fb, rt[i]);
    wrong += fh != __half2float(__float2half(__bfloat162float(__float2bfloat16(in[i]))));
  }
  printf("%s\n", wrong ? "FAIL" : "PASS");
  return 0;
}
