// MTL3010 in host code: the texture and array API is reported at each call
// (cudaCreateChannelDesc, cudaMallocArray, cudaMemcpy2DToArray,
// cudaFreeArray), and nothing is written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void fill(float *out) { out[threadIdx.x] = 1.0f; }

int main() {
  static float host[64 * 64];
  cudaArray_t arr;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:32: error: textures and surfaces are not translated: 'cudaCreateChannelDesc' [MTL3010]
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: textures and surfaces are not translated: 'cudaMallocArray' [MTL3010]
  cudaMallocArray(&arr, &desc, 64, 64, 0);
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: textures and surfaces are not translated: 'cudaMemcpy2DToArray' [MTL3010]
  cudaMemcpy2DToArray(arr, 0, 0, host, 64 * sizeof(float), 64 * sizeof(float), 64, cudaMemcpyHostToDevice);
  float *o;
  cudaMalloc(&o, 64 * sizeof(float));
  fill<<<1, 64>>>(o);
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: textures and surfaces are not translated: 'cudaFreeArray' [MTL3010]
  cudaFreeArray(arr);
  return 0;
}
