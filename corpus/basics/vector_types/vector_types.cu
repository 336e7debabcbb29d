// CUDA vector types: float4 loads/stores, int2, uchar4 colour packing,
// make_float4/make_int2/make_uchar4 and .x/.y/.z/.w member access.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale4(const float4 *in, float4 *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 v = in[i];
    out[i] = make_float4(v.x * s, v.y * s + 1.0f, v.z - v.w, v.w);
  }
}

__global__ void pack(const int2 *pairs, uchar4 *rgba, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int2 p = pairs[i];
    rgba[i] = make_uchar4((unsigned char)(p.x & 255), (unsigned char)(p.y & 255),
                          (unsigned char)((p.x + p.y) & 255), 255);
  }
}

int main() {
  const int n = 4096;
  float4 *h4 = new float4[n], *r4 = new float4[n];
  int2 *hp = new int2[n];
  uchar4 *hc = new uchar4[n];
  for (int i = 0; i < n; ++i) {
    h4[i] = make_float4(i, i * 0.5f, i % 10, i % 3);
    hp[i] = make_int2(i * 3, i * 7 + 1);
  }
  float4 *d4, *o4;
  int2 *dp;
  uchar4 *dc;
  cudaMalloc(&d4, n * sizeof(float4));
  cudaMalloc(&o4, n * sizeof(float4));
  cudaMalloc(&dp, n * sizeof(int2));
  cudaMalloc(&dc, n * sizeof(uchar4));
  cudaMemcpy(d4, h4, n * sizeof(float4), cudaMemcpyHostToDevice);
  cudaMemcpy(dp, hp, n * sizeof(int2), cudaMemcpyHostToDevice);
  scale4<<<n / 256, 256>>>(d4, o4, 2.0f, n);
  pack<<<n / 256, 256>>>(dp, dc, n);
  cudaMemcpy(r4, o4, n * sizeof(float4), cudaMemcpyDeviceToHost);
  cudaMemcpy(hc, dc, n * sizeof(uchar4), cudaMemcpyDeviceToHost);
  int bad = 0;
  double s = 0;
  unsigned int cs = 0;
  for (int i = 0; i < n; ++i) {
    float4 v = h4[i];
    if (r4[i].x != v.x * 2.0f || r4[i].y != v.y * 2.0f + 1.0f || r4[i].z != v.z - v.w || r4[i].w != v.w)
      ++bad;
    if (hc[i].x != ((i * 3) & 255) || hc[i].y != ((i * 7 + 1) & 255) || hc[i].w != 255)
      ++bad;
    s += r4[i].x + r4[i].y + r4[i].z + r4[i].w;
    cs = cs * 33u + hc[i].x + hc[i].y * 3u + hc[i].z * 5u;
  }
  printf("sizeof float4=%d int2=%d uchar4=%d\n", (int)sizeof(float4), (int)sizeof(int2), (int)sizeof(uchar4));
  printf("r4[5]=(%.1f, %.1f, %.1f, %.1f) sum=%.1f rgba checksum=%u\n", r4[5].x, r4[5].y, r4[5].z, r4[5].w, s, cs);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(d4);
  cudaFree(o4);
  cudaFree(dp);
  cudaFree(dc);
  delete[] h4;
  delete[] r4;
  delete[] hp;
  delete[] hc;
  return 0;
}
