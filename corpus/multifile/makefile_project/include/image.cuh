// Shared declarations for the Makefile-built image program: an image
// descriptor, an error-check macro, and the host entry points of blur.cu
// and stats.cu. BLUR_RADIUS comes from the Makefile's -D flag.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#ifndef BLUR_RADIUS
#error "BLUR_RADIUS must be defined by the build"
#endif

#define CHECK(call)                                                                                                  \
  do {                                                                                                               \
    cudaError_t e_ = (call);                                                                                         \
    if (e_ != cudaSuccess) {                                                                                         \
      printf("CUDA error %s\n", cudaGetErrorName(e_));                                                               \
      exit(1);                                                                                                       \
    }                                                                                                                \
  } while (0)

struct Image {
  int width, height;
  unsigned char *pixels; // device pointer
};

void boxBlur(const Image &in, Image &out);
unsigned int pixelSum(const Image &img);
void histogram16(const Image &img, unsigned int *hostBins);
