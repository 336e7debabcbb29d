// Interface between the host-only main.cpp and the CUDA file: plain C++
// declarations, no CUDA syntax, so main.cpp compiles with any C++ compiler.
#pragma once

struct Stats {
  float minValue, maxValue;
  double sum;
};

/// Scales and offsets `n` floats in device memory: x = x * a + b.
void launchAffine(float *deviceData, int n, float a, float b);

/// Computes min, max and sum of `n` device floats.
Stats deviceStats(const float *deviceData, int n);
