// A 3D stencil that marches along z with three planes in shared memory and
// rotates their indices (below = here; here = above; above = spare) at the
// end of each step of a loop with barriers: the values swapped around the
// loop must stay distinct on every iteration. Checked against the host.
#include <cstdio>
#include <cmath>

constexpr int kX = 32, kY = 8, kZ = 24;

__global__ void march(const float *in, float *out) {
  __shared__ float planes[3][kY][kX];
  int x = threadIdx.x, y = threadIdx.y;
  int below = 0, here = 1, above = 2, spare;
  planes[below][y][x] = in[(0 * kY + y) * kX + x];
  planes[here][y][x] = in[(1 * kY + y) * kX + x];
  for (int z = 1; z < kZ - 1; ++z) {
    planes[above][y][x] = in[((z + 1) * kY + y) * kX + x];
    __syncthreads();
    float c = planes[here][y][x];
    float sum = planes[below][y][x] + planes[above][y][x];
    sum += x > 0 ? planes[here][y][x - 1] : c;
    sum += x < kX - 1 ? planes[here][y][x + 1] : c;
    sum += y > 0 ? planes[here][y - 1][x] : c;
    sum += y < kY - 1 ? planes[here][y + 1][x] : c;
    out[(z * kY + y) * kX + x] = 0.5f * c + sum / 12.0f;
    __syncthreads();
    spare = below;
    below = here;
    here = above;
    above = spare;
  }
}

int main() {
  static float in[kZ * kY * kX], out[kZ * kY * kX], ref[kZ * kY * kX];
  for (int i = 0; i < kZ * kY * kX; ++i) in[i] = float((i * 37) % 101) / 10.0f;
  float *dIn, *dOut;
  cudaMalloc(&dIn, sizeof in);
  cudaMalloc(&dOut, sizeof out);
  cudaMemcpy(dIn, in, sizeof in, cudaMemcpyHostToDevice);
  cudaMemset(dOut, 0, sizeof out);
  march<<<1, dim3(kX, kY)>>>(dIn, dOut);
  cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
  auto at = [&](int z, int y, int x) { return in[(z * kY + y) * kX + x]; };
  int bad = 0;
  double checksum = 0;
  for (int z = 1; z < kZ - 1; ++z)
    for (int y = 0; y < kY; ++y)
      for (int x = 0; x < kX; ++x) {
        float c = at(z, y, x);
        float sum = at(z - 1, y, x) + at(z + 1, y, x);
        sum += x > 0 ? at(z, y, x - 1) : c;
        sum += x < kX - 1 ? at(z, y, x + 1) : c;
        sum += y > 0 ? at(z, y - 1, x) : c;
        sum += y < kY - 1 ? at(z, y + 1, x) : c;
        float want = 0.5f * c + sum / 12.0f;
        float got = out[(z * kY + y) * kX + x];
        checksum += got;
        if (std::fabs(got - want) > 1e-5f * (1.0f + std::fabs(want))) ++bad;
      }
  printf("checksum %.3f, %d of %d values differ from the host\n", checksum, bad,
         (kZ - 2) * kY * kX);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
