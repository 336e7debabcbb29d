// Box blur of radius BLUR_RADIUS with clamped borders, integer average.
#include "image.cuh"

__global__ void boxBlurKernel(const unsigned char *in, unsigned char *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  int sum = 0, count = 0;
  for (int dy = -BLUR_RADIUS; dy <= BLUR_RADIUS; ++dy)
    for (int dx = -BLUR_RADIUS; dx <= BLUR_RADIUS; ++dx) {
      int xx = min(max(x + dx, 0), w - 1), yy = min(max(y + dy, 0), h - 1);
      sum += in[yy * w + xx];
      ++count;
    }
  out[y * w + x] = (unsigned char)(sum / count);
}

void boxBlur(const Image &in, Image &out) {
  dim3 block(16, 16), grid((in.width + 15) / 16, (in.height + 15) / 16);
  boxBlurKernel<<<grid, block>>>(in.pixels, out.pixels, in.width, in.height);
  CHECK(cudaGetLastError());
}
