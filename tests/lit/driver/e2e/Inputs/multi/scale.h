#pragma once
// Scales n floats in device memory by s on the GPU (scale.cu).
void scaleOnDevice(float *deviceData, int n, float s);
// Prints a summary of host data (report.cpp).
void report(const float *hostData, int n);
