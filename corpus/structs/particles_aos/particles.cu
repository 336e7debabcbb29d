// Array of structs in global memory: particles with position, velocity,
// mass and an id, advanced by several integration steps with gravity and
// a floor bounce; the kernel reads and writes whole structs.
#include <cstdio>
#include <cuda_runtime.h>

struct Particle {
  float x, y, vx, vy;
  float mass;
  int id;
  int bounces;
};

__host__ __device__ void step(Particle &p, float dt) {
  p.vy -= 9.75f * dt;
  p.x += p.vx * dt;
  p.y += p.vy * dt;
  if (p.y < 0.0f) {
    p.y = -p.y;
    p.vy = -p.vy * 0.5f;
    p.bounces += 1;
  }
}

__global__ void advance(Particle *ps, int n, float dt, int steps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle p = ps[i];
  for (int s = 0; s < steps; ++s)
    step(p, dt);
  ps[i] = p;
}

int main() {
  const int n = 4096, steps = 16;
  const float dt = 0.0625f;
  Particle *h = new Particle[n], *ref = new Particle[n];
  for (int i = 0; i < n; ++i) {
    h[i] = {(float)(i % 64), (float)(i % 13) + 1.0f, (float)(i % 5) - 2.0f, (float)(i % 7), 1.0f + (i % 3), i, 0};
    ref[i] = h[i];
  }
  Particle *d;
  cudaMalloc(&d, n * sizeof(Particle));
  cudaMemcpy(d, h, n * sizeof(Particle), cudaMemcpyHostToDevice);
  advance<<<n / 128, 128>>>(d, n, dt, steps);
  cudaMemcpy(h, d, n * sizeof(Particle), cudaMemcpyDeviceToHost);
  int bad = 0, bounces = 0;
  double sx = 0, sy = 0;
  for (int i = 0; i < n; ++i) {
    for (int s = 0; s < steps; ++s)
      step(ref[i], dt);
    if (h[i].id != i || h[i].bounces != ref[i].bounces || h[i].mass != ref[i].mass)
      ++bad;
    float ex = h[i].x - ref[i].x, ey = h[i].y - ref[i].y;
    if (ex * ex + ey * ey > 1e-6f)
      ++bad;
    bounces += h[i].bounces;
    sx += h[i].x;
    sy += h[i].y * h[i].mass;
  }
  printf("sizeof(Particle)=%d bounces=%d sum x=%.3f sum m*y=%.3f\n", (int)sizeof(Particle), bounces, sx, sy);
  printf("p[10]=(%.4f, %.4f) v=(%.4f, %.4f)\n", h[10].x, h[10].y, h[10].vx, h[10].vy);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
