// Host entry points of ops.cu, used by main.cu; each .cu file keeps its own
// kernels (whole-program compilation, no relocatable device code).
#pragma once

/// Fills dev[i] = i * step on the device.
void fillRamp(int *dev, int n, int step);
/// Returns the sum of the `n` device ints, reduced on the device.
long long deviceSum(const int *dev, int n);
