// Exercises std::numeric_limits and <type_traits> in device code (a
// min/max scan seeded with the float limits, a trait choosing a path in a
// template kernel) and cuda_fp16.h / cuda_bf16.h conversions on the host:
// pairs to float2, integers to half in each rounding mode, half to integers
// (toward zero: the other modes are device-only in CUDA), saturation, NaN.
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <limits>
#include <type_traits>

__global__ void extremes(const float *in, int n, float *out) {
  float lo = std::numeric_limits<float>::max();
  float hi = std::numeric_limits<float>::lowest();
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    lo = fminf(lo, in[i]);
    hi = fmaxf(hi, in[i]);
  }
  out[2 * threadIdx.x] = lo;
  out[2 * threadIdx.x + 1] = hi;
  if (threadIdx.x == 0)
    out[2 * blockDim.x] = std::numeric_limits<float>::epsilon() * 1024.0f;
}

template <typename T> __global__ void scale(T *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (std::is_floating_point<T>::value)
    v[i] = v[i] * T(3) / T(2);
  else
    v[i] = v[i] * T(3) / T(2) + std::numeric_limits<T>::digits;
}

int main() {
  const int N = 1000, Threads = 32;
  float h[N];
  for (int i = 0; i < N; ++i)
    h[i] = float((i * 7919) % 2003) * 0.25f - 250.0f;
  float *din, *dout, r[2 * Threads + 1];
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  extremes<<<1, Threads>>>(din, N, dout);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  float lo = r[0], hi = r[1];
  for (int t = 1; t < Threads; ++t) {
    lo = fminf(lo, r[2 * t]);
    hi = fmaxf(hi, r[2 * t + 1]);
  }
  printf("min %.2f max %.2f eps*1024 %.6f\n", lo, hi, r[2 * Threads]);

  float fv[4] = {1.0f, 2.5f, -7.0f, 100.0f};
  int iv[4] = {1, 2, -7, 100};
  float *df;
  int *di;
  cudaMalloc(&df, sizeof fv);
  cudaMalloc(&di, sizeof iv);
  cudaMemcpy(df, fv, sizeof fv, cudaMemcpyHostToDevice);
  cudaMemcpy(di, iv, sizeof iv, cudaMemcpyHostToDevice);
  scale<float><<<1, 4>>>(df, 4);
  scale<int><<<1, 4>>>(di, 4);
  cudaMemcpy(fv, df, sizeof fv, cudaMemcpyDeviceToHost);
  cudaMemcpy(iv, di, sizeof iv, cudaMemcpyDeviceToHost);
  printf("float %.2f %.2f %.2f %.2f\n", fv[0], fv[1], fv[2], fv[3]);
  printf("int %d %d %d %d\n", iv[0], iv[1], iv[2], iv[3]);

  float2 f = __half22float2(__floats2half2_rn(1.5f, -2.25f));
  __half2 g = __float22half2_rn(make_float2(f.x * 3, f.y * 3));
  printf("half2 %.4f %.4f\n", __low2float(g), __high2float(g));
  float samples[5] = {-2.7f, -2.5f, 2.5f, 3.5f, 60000.0f};
  for (float s : samples) {
    __half x = __float2half(s);
    printf("%.1f: int %d short %d uint %u ll %lld\n", s, __half2int_rz(x),
           __half2short_rz(x), __half2uint_rz(x), __half2ll_rz(x));
  }
  int ints[4] = {2049, 65519, 65520, 100000};
  for (int v : ints)
    printf("%d: rn %04x rz %04x rd %04x ru %04x bf16 %04x\n", v,
           __half_as_ushort(__int2half_rn(v)),
           __half_as_ushort(__int2half_rz(v)),
           __half_as_ushort(__int2half_rd(v)),
           __half_as_ushort(__int2half_ru(v)),
           __bfloat16_as_ushort(__int2bfloat16_rn(v)));
  __half nan = __ushort_as_half(0x7e00);
  printf("nan to int %d, unordered eq %d\n", __half2int_rz(nan),
         (int)__hequ(nan, __float2half(1.0f)));
  bool ok = lo == -250.0f && hi == 250.5f && iv[3] == 181;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
