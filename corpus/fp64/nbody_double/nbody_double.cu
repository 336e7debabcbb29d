// One n-body step in double: all-pairs gravitational acceleration with a
// softening term (sqrt and a division per pair), leapfrog update of double3
// positions and velocities, and the total energy before and after. sqrt is
// correctly rounded in IEEE double, so everything but the order of the host's
// own sums is exact: the outputs match bit for bit.
#include <cmath>
#include <cstdio>

struct Body {
  double3 pos;
  double3 vel;
  double mass;
};

__global__ void accelerate(const Body *b, double3 *acc, int n, double eps2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double3 a = make_double3(0.0, 0.0, 0.0);
  for (int j = 0; j < n; ++j) {
    double dx = b[j].pos.x - b[i].pos.x;
    double dy = b[j].pos.y - b[i].pos.y;
    double dz = b[j].pos.z - b[i].pos.z;
    double r2 = dx * dx + dy * dy + dz * dz + eps2;
    double inv = 1.0 / sqrt(r2);
    double s = b[j].mass * inv * inv * inv;
    a.x += dx * s;
    a.y += dy * s;
    a.z += dz * s;
  }
  acc[i] = a;
}

__global__ void leapfrog(Body *b, const double3 *acc, int n, double dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  b[i].vel.x += acc[i].x * dt;
  b[i].vel.y += acc[i].y * dt;
  b[i].vel.z += acc[i].z * dt;
  b[i].pos.x += b[i].vel.x * dt;
  b[i].pos.y += b[i].vel.y * dt;
  b[i].pos.z += b[i].vel.z * dt;
}

static double energy(const Body *b, int n, double eps2) {
  double e = 0;
  for (int i = 0; i < n; ++i) {
    const double3 &v = b[i].vel;
    e += 0.5 * b[i].mass * (v.x * v.x + v.y * v.y + v.z * v.z);
    for (int j = i + 1; j < n; ++j) {
      double dx = b[j].pos.x - b[i].pos.x, dy = b[j].pos.y - b[i].pos.y,
             dz = b[j].pos.z - b[i].pos.z;
      e -= b[i].mass * b[j].mass / sqrt(dx * dx + dy * dy + dz * dz + eps2);
    }
  }
  return e;
}

int main() {
  const int n = 256;
  const double eps2 = 1e-4, dt = 1e-3;
  static Body h[n];
  unsigned s = 12345;
  for (int i = 0; i < n; ++i) {
    s = s * 1103515245u + 12345u;
    h[i].pos = make_double3((s >> 8) % 1000 / 500.0 - 1.0, (s >> 4) % 997 / 498.5 - 1.0,
                            (s >> 12) % 991 / 495.5 - 1.0);
    h[i].vel = make_double3(0.0, 0.0, 0.0);
    h[i].mass = 1.0 / n + (i % 5) * 1e-4;
  }
  printf("energy before: %.17g\n", energy(h, n, eps2));
  Body *b;
  double3 *acc;
  cudaMalloc(&b, sizeof(h));
  cudaMalloc(&acc, n * sizeof(double3));
  cudaMemcpy(b, h, sizeof(h), cudaMemcpyHostToDevice);
  for (int step = 0; step < 10; ++step) {
    accelerate<<<n / 64, 64>>>(b, acc, n, eps2);
    leapfrog<<<n / 64, 64>>>(b, acc, n, dt);
  }
  cudaMemcpy(h, b, sizeof(h), cudaMemcpyDeviceToHost);
  printf("body 0: %.17g %.17g %.17g\n", h[0].pos.x, h[0].pos.y, h[0].pos.z);
  printf("body %d velocity: %.17g %.17g %.17g\n", n - 1, h[n - 1].vel.x,
         h[n - 1].vel.y, h[n - 1].vel.z);
  double after = energy(h, n, eps2);
  printf("energy after: %.17g\n", after);
  printf("%s\n", std::isfinite(after) ? "PASS" : "FAIL");
  return 0;
}
