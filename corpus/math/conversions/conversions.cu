// Conversions with explicit rounding modes and bit casts: __float2int_rn/rz/
// rd/ru, __float2uint_rn/rz, __int2float_rn, __uint2float_rz, __float_as_int,
// __int_as_float, __float_as_uint, __uint_as_float, rintf, lrintf-free
// C casts, and saturating behaviour of float->int casts at the edges.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void convert(const float *x, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  int *o = out + i * 10;
  o[0] = __float2int_rn(v);
  o[1] = __float2int_rz(v);
  o[2] = __float2int_rd(v);
  o[3] = __float2int_ru(v);
  o[4] = (int)__float2uint_rn(fabsf(v));
  o[5] = (int)__float2uint_rz(fabsf(v));
  o[6] = __float_as_int(v);
  o[7] = (int)__float_as_uint(__int_as_float(0x3f800000 + i));
  o[8] = (int)rintf(v);
  o[9] = (int)v;
}

int main() {
  const float special[] = {0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.5f, 2.4999998f, -7.75f, 1e9f, -1e9f};
  const int ns = sizeof(special) / sizeof(float), n = ns + 90;
  float x[n];
  for (int i = 0; i < ns; ++i)
    x[i] = special[i];
  for (int i = ns; i < n; ++i)
    x[i] = (float)(i - 50) * 0.37f;
  float *dx;
  int *dout, out[n * 10];
  cudaMalloc(&dx, sizeof(x));
  cudaMalloc(&dout, sizeof(out));
  cudaMemcpy(dx, x, sizeof(x), cudaMemcpyHostToDevice);
  convert<<<1, 128>>>(dx, dout, n);
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float v = x[i];
    int bits;
    memcpy(&bits, &v, 4);
    int want[10] = {(int)nearbyintf(v), (int)truncf(v), (int)floorf(v), (int)ceilf(v), (int)(unsigned int)nearbyintf(fabsf(v)),
                    (int)(unsigned int)fabsf(v), bits, 0x3f800000 + i, (int)rintf(v), (int)v};
    for (int k = 0; k < 10; ++k)
      if (out[i * 10 + k] != want[k])
        ++bad;
  }
  for (int i = 0; i < ns; ++i)
    printf("%.7g: rn=%d rz=%d rd=%d ru=%d urn=%d urz=%d bits=%08x rint=%d cast=%d\n", x[i], out[i * 10],
           out[i * 10 + 1], out[i * 10 + 2], out[i * 10 + 3], out[i * 10 + 4], out[i * 10 + 5],
           (unsigned int)out[i * 10 + 6], out[i * 10 + 8], out[i * 10 + 9]);
  long long s = 0;
  for (int i = 0; i < n * 10; ++i)
    s += out[i] % 100000;
  printf("checksum=%lld\n%s\n", s, bad ? "FAIL" : "PASS");
  return 0;
}
