// __nv_bfloat16: conversions (__float2bfloat16 round-to-nearest-even,
// __bfloat162float), arithmetic through float, and a bf16 AXPY with float
// accumulation, the pattern of mixed-precision LLM kernels.
#include <cstdio>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

__global__ void axpyBf16(const __nv_bfloat16 *x, const __nv_bfloat16 *y, float a, __nv_bfloat16 *out, float *outF,
                         int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float r = a * __bfloat162float(x[i]) + __bfloat162float(y[i]);
  outF[i] = r;
  out[i] = __float2bfloat16(r);
}

static unsigned short bits(__nv_bfloat16 v) {
  unsigned short b;
  memcpy(&b, &v, 2);
  return b;
}

int main() {
  const int n = 4096;
  __nv_bfloat16 *x = new __nv_bfloat16[n], *y = new __nv_bfloat16[n], *o = new __nv_bfloat16[n];
  float *of = new float[n];
  for (int i = 0; i < n; ++i) {
    x[i] = __float2bfloat16((float)(i % 100) * 0.0137f - 0.5f);
    y[i] = __float2bfloat16((float)(i % 37) * 1.25f);
  }
  __nv_bfloat16 *dx, *dy, *dout;
  float *dof;
  cudaMalloc(&dx, n * sizeof(__nv_bfloat16));
  cudaMalloc(&dy, n * sizeof(__nv_bfloat16));
  cudaMalloc(&dout, n * sizeof(__nv_bfloat16));
  cudaMalloc(&dof, n * sizeof(float));
  cudaMemcpy(dx, x, n * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, n * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice);
  axpyBf16<<<n / 256, 256>>>(dx, dy, 3.0f, dout, dof, n);
  cudaMemcpy(o, dout, n * sizeof(__nv_bfloat16), cudaMemcpyDeviceToHost);
  cudaMemcpy(of, dof, n * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  unsigned int hash = 0;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    // The device float may come from a fused multiply-add; round that value.
    if (bits(o[i]) != bits(__float2bfloat16(of[i])))
      ++bad;
    hash = hash * 31u + bits(o[i]);
    sum += __bfloat162float(o[i]);
  }
  printf("sizeof(__nv_bfloat16)=%d x[1]=%04x y[5]=%04x\n", (int)sizeof(__nv_bfloat16), bits(x[1]), bits(y[5]));
  printf("out[0..3]=%.4f %.4f %.4f %.4f sum=%.3f hash=%08x\n", __bfloat162float(o[0]), __bfloat162float(o[1]),
         __bfloat162float(o[2]), __bfloat162float(o[3]), sum, hash);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
