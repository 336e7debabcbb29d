// All-pairs N-body accelerations with shared-memory tiles of bodies (the
// GPU Gems pattern): float4 positions with mass in w, softening, rsqrtf;
// then a leapfrog step. Compared with a host reference within a tolerance.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

#define TILE 128

__device__ float3 interact(float4 bi, float4 bj, float3 acc) {
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float dist2 = r.x * r.x + r.y * r.y + r.z * r.z + 0.01f;
  float inv = rsqrtf(dist2);
  float s = bj.w * inv * inv * inv;
  acc.x += r.x * s;
  acc.y += r.y * s;
  acc.z += r.z * s;
  return acc;
}

__global__ void accelerations(const float4 *pos, float3 *acc, int n) {
  __shared__ float4 tile[TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
  float3 a = make_float3(0, 0, 0);
  for (int start = 0; start < n; start += TILE) {
    int j = start + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0);
    __syncthreads();
    for (int k = 0; k < TILE && start + k < n; ++k)
      a = interact(me, tile[k], a);
    __syncthreads();
  }
  if (i < n)
    acc[i] = a;
}

__global__ void leapfrog(float4 *pos, float3 *vel, const float3 *acc, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  vel[i].x += acc[i].x * dt;
  vel[i].y += acc[i].y * dt;
  vel[i].z += acc[i].z * dt;
  pos[i].x += vel[i].x * dt;
  pos[i].y += vel[i].y * dt;
  pos[i].z += vel[i].z * dt;
}

int main() {
  const int n = 1000;
  const float dt = 0.01f;
  float4 *p = new float4[n];
  float3 *v = new float3[n], *a = new float3[n];
  for (int i = 0; i < n; ++i) {
    float t = (float)i * 0.1f;
    p[i] = make_float4(cosf(t) * (1.0f + i % 7), sinf(t) * (1.0f + i % 5), (float)(i % 11) * 0.2f - 1.0f,
                       0.5f + (float)(i % 3) * 0.25f);
    v[i] = make_float3(0, 0, 0);
  }
  float4 *dp;
  float3 *dv, *da;
  cudaMalloc(&dp, n * sizeof(float4));
  cudaMalloc(&dv, n * sizeof(float3));
  cudaMalloc(&da, n * sizeof(float3));
  cudaMemcpy(dp, p, n * sizeof(float4), cudaMemcpyHostToDevice);
  cudaMemcpy(dv, v, n * sizeof(float3), cudaMemcpyHostToDevice);
  accelerations<<<(n + TILE - 1) / TILE, TILE>>>(dp, da, n);
  cudaMemcpy(a, da, n * sizeof(float3), cudaMemcpyDeviceToHost);
  leapfrog<<<(n + 127) / 128, 128>>>(dp, dv, da, n, dt);
  float4 *p2 = new float4[n];
  cudaMemcpy(p2, dp, n * sizeof(float4), cudaMemcpyDeviceToHost);
  double maxRel = 0, ax = 0, ay = 0, az = 0, px = 0;
  for (int i = 0; i < n; ++i) {
    double rx = 0, ry = 0, rz = 0;
    for (int j = 0; j < n; ++j) {
      double dx = p[j].x - p[i].x, dy = p[j].y - p[i].y, dz = p[j].z - p[i].z;
      double d2 = dx * dx + dy * dy + dz * dz + 0.01;
      double s = p[j].w / (d2 * sqrt(d2));
      rx += dx * s;
      ry += dy * s;
      rz += dz * s;
    }
    double norm = sqrt(rx * rx + ry * ry + rz * rz) + 1e-3;
    double err = sqrt((a[i].x - rx) * (a[i].x - rx) + (a[i].y - ry) * (a[i].y - ry) + (a[i].z - rz) * (a[i].z - rz));
    maxRel = err / norm > maxRel ? err / norm : maxRel;
    ax += a[i].x;
    ay += a[i].y;
    az += a[i].z;
    px += p2[i].x;
  }
  printf("sum acc=(%.3f, %.3f, %.3f) acc[0]=(%.4f, %.4f, %.4f) sum x after step=%.4f\n", ax, ay, az, a[0].x, a[0].y,
         a[0].z, px);
  printf("%s\n", maxRel < 1e-3 ? "PASS" : "FAIL");
  return 0;
}
