// CUDA identifiers that are keywords or type names in Metal Shading Language:
// a kernel named `kernel`, parameters and locals named `device`, `thread`,
// `constant`, `half` (an int here) and `vertex`, a struct with a field named
// `threadgroup` and a helper function named `sampler`.
#include <cstdio>
#include <cuda_runtime.h>

struct Slot {
  int threadgroup; // which block wrote it
  int device;      // a second reserved field name
  float value;
};

__device__ float sampler(const float *constant, int thread) {
  int half = thread / 2;
  return constant[half] + (float)(thread - half);
}

__global__ void kernel(Slot *device, const float *constant, int thread, float half) {
  int vertex = blockIdx.x * blockDim.x + threadIdx.x;
  if (vertex >= thread)
    return;
  Slot s;
  s.threadgroup = blockIdx.x;
  s.device = vertex % 3;
  s.value = sampler(constant, vertex) * half;
  device[vertex] = s;
}

int main() {
  const int n = 200;
  float table[n];
  for (int i = 0; i < n; ++i)
    table[i] = (float)(i % 17) * 0.5f;
  float *constant;
  Slot *device;
  cudaMalloc(&constant, sizeof(table));
  cudaMalloc(&device, n * sizeof(Slot));
  cudaMemcpy(constant, table, sizeof(table), cudaMemcpyHostToDevice);
  int thread = n;
  float half = 0.25f;
  kernel<<<(thread + 63) / 64, 64>>>(device, constant, thread, half);
  Slot out[n];
  cudaMemcpy(out, device, sizeof(out), cudaMemcpyDeviceToHost);
  int bad = 0, groups = 0, devs = 0;
  float sum = 0.0f;
  for (int i = 0; i < n; ++i) {
    int h = i / 2;
    float want = (table[h] + (float)(i - h)) * half;
    if (out[i].threadgroup != i / 64 || out[i].device != i % 3 || out[i].value != want)
      ++bad;
    groups += out[i].threadgroup;
    devs += out[i].device;
    sum += out[i].value;
  }
  printf("sizeof(Slot)=%d groups=%d devs=%d sum=%.3f\n", (int)sizeof(Slot), groups, devs, sum);
  printf("out[5]=(%d, %d, %.3f) out[199]=(%d, %d, %.3f)\n", out[5].threadgroup, out[5].device, out[5].value,
         out[199].threadgroup, out[199].device, out[199].value);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
