// float3 and int3 arrays in global memory keep CUDA's 12-byte element size
// (no padding to 16): sizeof checks, byte offsets of neighbours, and a
// kernel computing cross products over float3 arrays.
#include <cstdio>
#include <cuda_runtime.h>

__device__ float3 cross3(float3 a, float3 b) {
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

__global__ void crossAll(const float3 *a, const float3 *b, float3 *c, int3 *sign, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float3 r = cross3(a[i], b[i]);
  c[i] = r;
  sign[i] = make_int3(r.x > 0 ? 1 : (r.x < 0 ? -1 : 0), r.y > 0 ? 1 : (r.y < 0 ? -1 : 0), r.z > 0 ? 1 : (r.z < 0 ? -1 : 0));
}

int main() {
  const int n = 1001;
  float3 *a = new float3[n], *b = new float3[n], *c = new float3[n];
  int3 *s = new int3[n];
  for (int i = 0; i < n; ++i) {
    a[i] = make_float3((float)(i % 7), (float)(i % 5) - 2, (float)(i % 3));
    b[i] = make_float3((float)(i % 4) - 1, (float)(i % 9), (float)(i % 6) - 3);
  }
  float3 *da, *db, *dc;
  int3 *ds;
  cudaMalloc(&da, n * sizeof(float3));
  cudaMalloc(&db, n * sizeof(float3));
  cudaMalloc(&dc, n * sizeof(float3));
  cudaMalloc(&ds, n * sizeof(int3));
  cudaMemcpy(da, a, n * sizeof(float3), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, n * sizeof(float3), cudaMemcpyHostToDevice);
  crossAll<<<(n + 127) / 128, 128>>>(da, db, dc, ds, n);
  cudaMemcpy(c, dc, n * sizeof(float3), cudaMemcpyDeviceToHost);
  cudaMemcpy(s, ds, n * sizeof(int3), cudaMemcpyDeviceToHost);
  int bad = 0;
  double sum = 0;
  int signSum = 0;
  for (int i = 0; i < n; ++i) {
    float3 x = a[i], y = b[i];
    float3 w = make_float3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x);
    if (c[i].x != w.x || c[i].y != w.y || c[i].z != w.z)
      ++bad;
    sum += c[i].x + 2 * c[i].y + 3 * c[i].z;
    signSum += s[i].x * 1 + s[i].y * 3 + s[i].z * 9;
  }
  printf("sizeof(float3)=%d sizeof(int3)=%d stride bytes=%d\n", (int)sizeof(float3), (int)sizeof(int3),
         (int)((char *)&c[1] - (char *)&c[0]));
  printf("c[10]=(%.0f, %.0f, %.0f) weighted sum=%.0f sign sum=%d\n", c[10].x, c[10].y, c[10].z, sum, signSum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
