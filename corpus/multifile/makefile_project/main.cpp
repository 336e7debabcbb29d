// Makefile-built program: main.cpp (host only) + blur.cu + stats.cu sharing
// include/image.cuh, with -I and -D flags from the Makefile. Blurs a
// synthetic image and checks the result against a host reference.
#include "image.cuh"
#include <vector>

static int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

int main() {
  const int w = 160, h = 120, n = w * h;
  std::vector<unsigned char> src(n), dst(n);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      src[y * w + x] = (unsigned char)(((x / 8 + y / 8) % 2) * 200 + (x * y) % 50);
  Image in = {w, h, nullptr}, out = {w, h, nullptr};
  CHECK(cudaMalloc(&in.pixels, n));
  CHECK(cudaMalloc(&out.pixels, n));
  CHECK(cudaMemcpy(in.pixels, src.data(), n, cudaMemcpyHostToDevice));
  boxBlur(in, out);
  CHECK(cudaMemcpy(dst.data(), out.pixels, n, cudaMemcpyDeviceToHost));
  unsigned int total = pixelSum(out);
  unsigned int bins[16];
  histogram16(out, bins);
  int bad = 0;
  unsigned int want = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int s = 0, c = 0;
      for (int dy = -BLUR_RADIUS; dy <= BLUR_RADIUS; ++dy)
        for (int dx = -BLUR_RADIUS; dx <= BLUR_RADIUS; ++dx) {
          s += src[clampi(y + dy, 0, h - 1) * w + clampi(x + dx, 0, w - 1)];
          ++c;
        }
      if (dst[y * w + x] != s / c)
        ++bad;
      want += s / c;
    }
  printf("radius=%d pixel sum=%u expected=%u\n", BLUR_RADIUS, total, want);
  printf("bins:");
  for (int b = 0; b < 16; ++b)
    printf(" %u", bins[b]);
  printf("\n%s\n", (bad == 0 && total == want) ? "PASS" : "FAIL");
  CHECK(cudaFree(in.pixels));
  CHECK(cudaFree(out.pixels));
  return 0;
}
